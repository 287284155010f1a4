/** What normalising a payload needs to know besides the payload: the language, the media origin, the image allow-list. */
import { getEnv } from "../config/env.server";
import { getImageSources } from "../images/sources.server";
import type { Language } from "../news/types";
import { originOf, type NormaliseContext } from "./normalise";

export function normaliseContext(language: Language): NormaliseContext {
  return { language, mediaOrigin: originOf(getEnv().MEDIA_API_URL), imageSources: getImageSources() };
}
