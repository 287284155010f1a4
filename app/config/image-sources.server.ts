/**
 * The image route's allow-list from the environment: the media service (key `m`)
 * plus IMAGE_HOSTS. Rebuilt only when those values change (tests set them).
 */
import { getEnv } from "../config/env.server";
import { type ImageSources, imageSources, originOf } from "../news/image-url";

let memo: { key: string; sources: ImageSources } | null = null;

export function getImageSources(): ImageSources {
  const env = getEnv();
  const media = originOf(env.MEDIA_API_URL);
  const key = `${media ?? ""} ${env.IMAGE_HOSTS.join(",")}`;
  if (memo?.key !== key) memo = { key, sources: imageSources(media, env.IMAGE_HOSTS) };
  return memo.sources;
}
