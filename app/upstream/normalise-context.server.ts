/**
 * What normalising a payload needs to know besides the payload: the language, the media origin, and the
 * image allow-list (the media service, key `m`, plus IMAGE_HOSTS), which the image route checks too.
 */
import { getEnv } from "../config/env.server";
import { imageSources, type ImageSources } from "../news/image-url";
import type { Language } from "../news/types";
import { originOf, type NormaliseContext } from "./normalise";

let memo: { key: string; sources: ImageSources } | null = null;

/** Rebuilt only when MEDIA_API_URL or IMAGE_HOSTS change (tests set them). */
export function getImageSources(): ImageSources {
  const env = getEnv();
  const media = originOf(env.MEDIA_API_URL);
  const key = `${media ?? ""} ${env.IMAGE_HOSTS.join(",")}`;
  if (memo?.key !== key) memo = { key, sources: imageSources(media, env.IMAGE_HOSTS) };
  return memo.sources;
}

export function normaliseContext(language: Language): NormaliseContext {
  return { language, mediaOrigin: originOf(getEnv().MEDIA_API_URL), imageSources: getImageSources() };
}
