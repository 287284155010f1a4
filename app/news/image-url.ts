/**
 * URLs of the image route (issue 9, docs/decisions/0015-image-route.md):
 *
 *   /img/{width}/{source}/{path}
 *
 * `source` is never a URL the reader chooses: it is a key looked up in the
 * allow-list, `m` for the media service (its origin may change between runs,
 * e.g. the embedded newsroom's loopback port, so it is not in the URL) or the
 * exact host name of an origin listed in IMAGE_HOSTS. `path` is the picture's
 * path on that origin, checked character by character. Nothing here parses a
 * reader-supplied host, so userinfo, IP-literal or encoded-slash tricks have
 * nothing to attach to.
 *
 * Pure and client-safe: the normaliser uses it to write `src`/`srcset`, the
 * route (app/images/serve.server.ts) to read a request.
 */

/** The widths the pages ask for in `srcset`; any other width is refused (no unbounded variants). */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 960, 1200, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The key of the media service's origin in image URLs. */
const MEDIA_SOURCE_KEY = "m";

export const IMAGE_ROUTE_PREFIX = "/img/";

/** scheme://host:port of a URL, or null (unset or malformed). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** key → origin (scheme://host[:port]). */
export type ImageSources = ReadonlyMap<string, string>;

/** Upstream picture paths: plain path characters, percent escapes of anything but separators and dots. */
const PATH_SEGMENT = /^(?:[A-Za-z0-9\-_~!$&'()*+,;=:@]|\.(?!\.)|%(?![01][0-9A-Fa-f]|2[EeFf]|5[Cc]|7[Ff])[0-9A-Fa-f]{2})+$/;
const MAX_PATH_LENGTH = 512;

/**
 * The allow-list: the media service plus IMAGE_HOSTS origins (http(s), no path,
 * no userinfo). A host listed twice keeps its first origin.
 */
export function imageSources(mediaOrigin: string | null, extraOrigins: readonly string[] = []): ImageSources {
  const sources = new Map<string, string>();
  if (mediaOrigin) sources.set(MEDIA_SOURCE_KEY, mediaOrigin);
  for (const origin of extraOrigins) {
    const parsed = new URL(origin);
    if (parsed.origin !== origin.replace(/\/+$/, "")) throw new Error(`not an origin: ${origin}`);
    if (!sources.has(parsed.host)) sources.set(parsed.host, parsed.origin);
  }
  return sources;
}

function validPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  return path.split("/").every((segment) => segment !== "." && PATH_SEGMENT.test(segment));
}

/**
 * `{key}/{path}` of an upstream picture URL when its origin is allow-listed and its
 * path is plain (no query, no fragment), else null: the page then shows it as it is.
 */
export function imageSourceOf(url: string, sources: ImageSources): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  for (const [key, origin] of sources) {
    if (origin !== parsed.origin) continue;
    const path = parsed.pathname.slice(1);
    return validPath(path) ? `${key}/${path}` : null;
  }
  return null;
}

function imageRouteUrl(source: string, width: ImageWidth): string {
  return `${IMAGE_ROUTE_PREFIX}${width}/${source}`;
}

/**
 * Share pictures (Open Graph, Twitter, JSON-LD, feed enclosures; decision 0027): always JPEG, so the
 * URL, its extension and the type a page or feed names agree whatever a scraper sends as Accept:
 * `/img/share/{width}/{source}/{path}.jpg`. `.jpg` is added to the source's own path (which may end
 * in `.svg` or `.png`), so the two never clash.
 */
const SHARE_ROUTE_SEGMENT = "share/";
const SHARE_SUFFIX = ".jpg";
export const SHARE_IMAGE_TYPE = "image/jpeg";

export function shareImageRouteUrl(source: string, width: ImageWidth): string {
  return `${IMAGE_ROUTE_PREFIX}${SHARE_ROUTE_SEGMENT}${width}/${source}${SHARE_SUFFIX}`;
}

export type ImageRequest =
  | { ok: true; width: ImageWidth; upstreamUrl: string; source: string; /** A share picture: JPEG whatever the Accept. */ share: boolean }
  | { ok: false; status: 400 | 404; reason: string };

/**
 * Reads `/img/{width}/{rest}` (the part after `/img/`, still percent-encoded, as
 * the route sees it). The upstream URL is the allow-listed origin joined with the
 * checked path, then parsed again and compared: the origin must come out unchanged.
 */
export function parseImageRequest(afterPrefix: string, sources: ImageSources): ImageRequest {
  if (afterPrefix.startsWith(SHARE_ROUTE_SEGMENT)) {
    const rest = afterPrefix.slice(SHARE_ROUTE_SEGMENT.length);
    if (!rest.endsWith(SHARE_SUFFIX) || rest.startsWith(SHARE_ROUTE_SEGMENT)) return { ok: false, status: 404, reason: "not an image URL" };
    const parsed = parseImageRequest(rest.slice(0, -SHARE_SUFFIX.length), sources);
    return parsed.ok ? { ...parsed, share: true } : parsed;
  }
  const match = /^(\d{1,5})\/([^/]+)\/(.+)$/.exec(afterPrefix);
  if (!match) return { ok: false, status: 404, reason: "not an image URL" };
  const width = Number(match[1]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || match[1] !== String(width)) {
    return { ok: false, status: 400, reason: `width must be one of ${IMAGE_WIDTHS.join(", ")}` };
  }
  const key = match[2]!;
  const origin = sources.get(key);
  if (!origin) return { ok: false, status: 404, reason: "not an allowed image source" };
  const path = match[3]!;
  if (!validPath(path)) return { ok: false, status: 400, reason: "bad image path" };
  const upstreamUrl = `${origin}/${path}`;
  let parsed: URL;
  try {
    parsed = new URL(upstreamUrl);
  } catch {
    return { ok: false, status: 400, reason: "bad image path" };
  }
  if (parsed.origin !== origin || parsed.href !== upstreamUrl) return { ok: false, status: 400, reason: "bad image path" };
  return { ok: true, width: width as ImageWidth, upstreamUrl, source: `${key}/${path}`, share: false };
}

/** True when an upstream URL (e.g. a redirect's target) lies on an allow-listed origin. */
export function isAllowedImageUrl(url: string, sources: ImageSources): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return false;
  return [...sources.values()].includes(parsed.origin);
}

/**
 * The responsive picture for a page: `src` at a middle width, candidates at every route width up
 * to what the source can give (SVG sources scale freely: then the widths array is the shared constant).
 */
export function routedImage(
  source: string,
  intrinsicWidth: number,
  scalable: boolean,
): { src: string; srcset: never[]; resized: { source: string; widths: readonly number[] } } {
  const widths: readonly number[] = scalable ? IMAGE_WIDTHS : IMAGE_WIDTHS.filter((width) => width <= Math.max(intrinsicWidth, IMAGE_WIDTHS[0]));
  const fallback = widths.filter((width) => width <= 640).at(-1) ?? widths[0]!;
  return { src: imageRouteUrl(source, fallback as ImageWidth), srcset: [], resized: { source, widths } };
}

/** A picture's `srcset` candidates, smallest first, whether the image route serves it or the upstream's sizes. */
export function imageCandidates(image: {
  srcset: readonly { width: number; src: string }[];
  resized?: { source: string; widths: readonly number[] };
}): { width: number; src: string }[] {
  if (image.resized) {
    const { source } = image.resized;
    return image.resized.widths.map((width) => ({ width, src: `${IMAGE_ROUTE_PREFIX}${width}/${source}` }));
  }
  return [...image.srcset];
}
