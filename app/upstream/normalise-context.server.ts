/**
 * What normalising a payload needs to know besides the payload: the language, the media origin, and the
 * image allow-list (app/config/image-sources.server.ts), which the image route checks too.
 */
import { getEnv } from "../config/env.server";
import { getImageSources } from "../config/image-sources.server";
import type { Language } from "../i18n/language";
import { originOf } from "../news/image-url";
import type { NormaliseContext } from "./normalise-parts";

export function normaliseContext(language: Language): NormaliseContext {
  return { language, mediaOrigin: originOf(getEnv().MEDIA_API_URL), imageSources: getImageSources() };
}
