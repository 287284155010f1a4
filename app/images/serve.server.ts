/**
 * The image route (issue 9, docs/decisions/0015-image-route.md): GET
 * /img/{width}/{source}/{path} → the allow-listed upstream picture resized to one
 * of the route's widths, as AVIF, WebP or JPEG by the browser's Accept header,
 * kept on disk, with long cache headers. Anything not allow-listed is refused
 * before any request leaves; upstream trouble answers 502/504 within the upstream
 * deadline.
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { getEnv } from "../config/env.server";
import { fetchUpstreamImage, ImageFetchError } from "../upstream/images.server";
import { cacheKey, DiskImageCache, type CachedImage, type CachedMeta } from "./disk-cache.server";
import { IMAGE_ROUTE_PREFIX, isAllowedImageUrl, parseImageRequest, type ImageWidth } from "../news/image-url";
import { getImageSources } from "../config/image-sources.server";
import { CONTENT_TYPES, negotiateFormat, resizeImage, UnusableImageError } from "./transform.server";

/** Bump when the encoding settings change, so cached variants are made again. */
const PIPELINE_VERSION = "1";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Mutable upstream pictures: a day fresh, then served while revalidated for a week. */
const DEFAULT_MAX_AGE = 86_400;
const MUTABLE = (seconds: number) => `public, max-age=${seconds}, stale-while-revalidate=604800`;
/** At most this many pictures are resized at once (two cores); more wait, past the queue they are refused. */
const PARALLEL = 2;
const MAX_WAITING = 64;

let cache: DiskImageCache | null = null;
function diskCache(): DiskImageCache {
  const env = getEnv();
  const dir = env.IMAGE_CACHE_DIR ?? path.join(os.tmpdir(), "kural-images");
  if (!cache || cache.dir !== dir) cache = new DiskImageCache(dir, env.IMAGE_CACHE_MAX_MB * 1024 * 1024);
  return cache;
}

const inflight = new Map<string, Promise<CachedImage>>();
let running = 0;
const waiting: (() => void)[] = [];

class BusyError extends Error {}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) {
    if (waiting.length >= MAX_WAITING) throw new BusyError("too many pictures waiting");
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function maxAgeOf(cacheControl: string | null): number {
  const seconds = Number(/(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? "")?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 31_536_000) : DEFAULT_MAX_AGE;
}

function textResponse(status: number, message: string, cacheControl: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}

function headersFor(image: CachedImage, now: number, negotiated: boolean): Headers {
  const headers = new Headers({
    "Content-Type": image.meta.contentType,
    "Cache-Control": image.meta.immutable ? IMMUTABLE : MUTABLE(Math.max(60, Math.round((image.meta.expiresAt - now) / 1000))),
    ETag: image.etag,
  });
  // A share picture is JPEG whatever the Accept: caches need not keep one per Accept.
  if (negotiated) headers.set("Vary", "Accept");
  return headers;
}

async function produce(upstreamUrl: string, width: number, format: ReturnType<typeof negotiateFormat>, key: string): Promise<CachedImage> {
  const env = getEnv();
  const sources = getImageSources();
  const upstream = await fetchUpstreamImage(upstreamUrl, {
    isAllowed: (url) => isAllowedImageUrl(url, sources),
    maxBytes: env.IMAGE_MAX_BYTES,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
  // The variant is kept by what the picture is as well as where it came from: the same bytes at another address (the
  // embedded newsroom on a new port at each start, a picture the CDN moved) are not resized again (AVIF at 320 px
  // costs ~120 ms of a core here).
  const madeKey = cacheKey([PIPELINE_VERSION, "bytes", createHash("sha256").update(upstream.bytes).digest("hex"), width, format]);
  const made = await diskCache()
    .get(madeKey)
    .catch(() => null);
  const bytes = made?.bytes ?? (await withSlot(() => resizeImage(upstream.bytes, { width, format, maxPixels: env.IMAGE_MAX_PIXELS }))).bytes;
  const immutable = /(?:^|,)\s*immutable\s*(?:,|$)/i.test(upstream.cacheControl ?? "");
  const meta: CachedMeta = {
    contentType: CONTENT_TYPES[format],
    immutable,
    expiresAt: Date.now() + (immutable ? 31_536_000 : maxAgeOf(upstream.cacheControl)) * 1000,
    made: madeKey,
  };
  // A full disk or a read-only directory costs the cache, not the picture. The address's entry holds its freshness
  // and names the bytes' entry, which holds the picture once however many addresses lead to it.
  const notCached = (error: unknown) => console.warn(`[images] not cached: ${error instanceof Error ? error.message : String(error)}`);
  if (!made) await diskCache().set(madeKey, { contentType: CONTENT_TYPES[format], immutable: true, expiresAt: 0 }, bytes).catch(notCached);
  await diskCache().set(key, meta, Buffer.alloc(0)).catch(notCached);
  return { meta, bytes, etag: `"${key}"` };
}

function failure(error: unknown): Response {
  if (error instanceof ImageFetchError) {
    switch (error.kind) {
      case "not-found":
        return textResponse(404, "Picture not found.", "public, max-age=300");
      case "refused-redirect":
        return textResponse(404, "Not an allowed picture.", "public, max-age=300");
      case "not-image":
      case "too-large":
        return textResponse(400, "Not a usable picture.", "public, max-age=300");
      case "timeout":
        return textResponse(504, "The picture service did not answer in time.", "no-store");
      default:
        return textResponse(502, "The picture service failed.", "no-store");
    }
  }
  if (error instanceof UnusableImageError) return textResponse(400, "Not a usable picture.", "public, max-age=300");
  if (error instanceof BusyError) return new Response("Busy, try again.\n", { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } });
  throw error;
}

/** The variant from the disk cache, or made (once, however many ask at the same moment) and kept there. */
async function variant(upstreamUrl: string, width: ImageWidth, format: ReturnType<typeof negotiateFormat>, now: number): Promise<CachedImage> {
  const key = cacheKey([PIPELINE_VERSION, upstreamUrl, width, format]);
  // An unreadable cache directory costs the cache, not the picture.
  let image = await diskCache()
    .get(key)
    .catch(() => null);
  if (image && !image.meta.immutable && image.meta.expiresAt <= now) image = null;
  if (image?.meta.made) {
    // The bytes' entry may have been evicted on its own: then the picture is made again.
    const made = await diskCache()
      .get(image.meta.made)
      .catch(() => null);
    image = made ? { ...image, bytes: made.bytes } : null;
  }
  if (image) return image;
  let pending = inflight.get(key);
  if (!pending) {
    pending = produce(upstreamUrl, width, format, key).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

export async function serveImage(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(IMAGE_ROUTE_PREFIX)) return textResponse(404, "Not found.", "public, max-age=300");
  const parsed = parseImageRequest(pathname.slice(IMAGE_ROUTE_PREFIX.length), getImageSources());
  if (!parsed.ok) return textResponse(parsed.status, parsed.status === 404 ? "Not found." : `Bad picture URL: ${parsed.reason}.`, "public, max-age=300");

  const format = parsed.share ? "jpeg" : negotiateFormat(request.headers.get("accept"));
  const now = Date.now();
  let image: CachedImage;
  try {
    image = await variant(parsed.upstreamUrl, parsed.width, format, now);
  } catch (error) {
    return failure(error);
  }
  // The freshness left is counted now, when the answer goes: the time spent fetching and resizing is not added to it.
  const headers = headersFor(image, Date.now(), !parsed.share);
  if (
    request.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(image.etag)
  )
    return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(image.bytes.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(image.bytes.buffer as ArrayBuffer, image.bytes.byteOffset, image.bytes.byteLength), {
    status: 200,
    headers,
  });
}

/** Byte lengths of share pictures already made, by path, until their cache entry would be made again. */
const shareLengths = new LRUCache<string, { length: number; expiresAt: number }>({ max: 5_000 });

/**
 * How many bytes `/img/share/…` serves (a feed enclosure's `length`, decision 0027): the picture is
 * made and cached exactly as a request for it would be, so the number is the served size. null when the
 * path is no share picture, the picture cannot be made, or it is not made yet and `make` is false (the
 * feed then names no enclosure for it).
 */
export async function shareImageLength(sharePath: string, options: { make: boolean } = { make: true }): Promise<number | null> {
  const now = Date.now();
  const known = shareLengths.get(sharePath);
  if (known && known.expiresAt > now) return known.length;
  if (!options.make || !sharePath.startsWith(IMAGE_ROUTE_PREFIX)) return null;
  // Feeds never fill the queue readers' pictures wait in: past half of it they wait for a quieter moment.
  if (waiting.length >= MAX_WAITING / 2) return null;
  const parsed = parseImageRequest(sharePath.slice(IMAGE_ROUTE_PREFIX.length), getImageSources());
  if (!parsed.ok || !parsed.share) return null;
  try {
    const image = await variant(parsed.upstreamUrl, parsed.width, "jpeg", now);
    shareLengths.set(sharePath, { length: image.bytes.length, expiresAt: image.meta.immutable ? Number.POSITIVE_INFINITY : image.meta.expiresAt });
    return image.bytes.length;
  } catch {
    return null;
  }
}
