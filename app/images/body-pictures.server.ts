/**
 * Pictures inside an article body (issue 9: "width and height always set"; docs/decisions/0022). The upstream's
 * body HTML may give a picture without its size; the page must reserve its box before it loads, or the text
 * below it jumps. Before the body is sanitized, the allow-listed pictures it names whose tags lack a size are
 * read once from their origin (the same guarded fetch as the image route: allow-list, size cap, deadline) and
 * their size kept in memory. A render waits for them at most `budgetMs`; what is not known by then is given a
 * 16:9 box the picture is fitted into (app/components/article/article.css.ts), and is known for the next render.
 */
import { LRUCache } from "lru-cache";
import { getEnv } from "../config/env.server";
import { fetchUpstreamImage } from "../upstream/images.server";
import { imageSourceOf, isAllowedImageUrl, type ImageSources } from "../news/image-url";
import { imageSize } from "./transform.server";

export type PictureSize = { width: number; height: number };

/** Most pictures read for one body; a body naming more gets the fitted box for the rest. */
const MAX_PER_BODY = 12;

/** upstream URL → size, or false when it is not a usable picture (asked again after five minutes). */
const known = new LRUCache<string, PictureSize | false>({ max: 2000, ttl: 24 * 60 * 60 * 1000 });
const pending = new Map<string, Promise<void>>();

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** The `src` of each `<img>` in `html` that has no width and height of its own (a lenient scan: the sanitizer decides later). */
export function unsizedPictureUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
    const src = attribute("src");
    if (!src) continue;
    if (attribute("width") && attribute("height")) continue;
    const value = (src[1] ?? src[2] ?? src[3] ?? "").replace(/&(amp|quot|apos|lt|gt);/g, (_, name: string) => ENTITIES[name]!);
    urls.add(value.trim());
  }
  return [...urls];
}

function learn(url: string, sources: ImageSources): Promise<void> {
  let job = pending.get(url);
  if (!job) {
    const env = getEnv();
    job = fetchUpstreamImage(url, {
      isAllowed: (next) => isAllowedImageUrl(next, sources),
      maxBytes: env.IMAGE_MAX_BYTES,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    })
      .then((image) => imageSize(image.bytes, env.IMAGE_MAX_PIXELS))
      .then(
        (size) => void known.set(url, size),
        () => void known.set(url, false, { ttl: 5 * 60 * 1000 }),
      )
      .finally(() => pending.delete(url));
    pending.set(url, job);
  }
  return job;
}

/**
 * The sizes of the body's unsized, allow-listed pictures that are known within `budgetMs` (keyed by the `src`
 * as written in the body). Never throws: an unreachable or unusable picture is simply not in the map.
 */
export async function bodyPictureSizes(html: string, sources: ImageSources, budgetMs: number): Promise<ReadonlyMap<string, PictureSize>> {
  const urls = unsizedPictureUrls(html)
    .filter((url) => imageSourceOf(url, sources) !== null)
    .slice(0, MAX_PER_BODY);
  const missing = urls.filter((url) => !known.has(url));
  if (missing.length > 0) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(missing.map((url) => learn(url, sources))),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, budgetMs);
      }),
    ]);
    clearTimeout(timer);
  }
  const sizes = new Map<string, PictureSize>();
  for (const url of urls) {
    const size = known.get(url);
    if (size) sizes.set(url, size);
  }
  return sizes;
}
