/**
 * Upstream pictures for the image route (issue 9). Only URLs the caller has
 * allow-listed are fetched; redirects are followed by hand, each target checked
 * against the same allow-list, so a redirect cannot turn the route into an open
 * proxy. The body is read up to a byte cap and must be an image.
 */
import { BodyTooLargeError, readCappedBody } from "./capped-body.server";

export type UpstreamImage = {
  bytes: Buffer;
  contentType: string;
  /** The upstream's Cache-Control, when it sent one. */
  cacheControl: string | null;
};

export type ImageFetchFailure = "not-found" | "refused-redirect" | "not-image" | "too-large" | "timeout" | "failed";

export class ImageFetchError extends Error {
  constructor(
    readonly kind: ImageFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = "ImageFetchError";
  }
}

export type ImageFetchOptions = {
  isAllowed: (url: string) => boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  fetchImpl?: typeof fetch;
};

/** Raster formats sharp reads, and SVG (rasterized, never passed on as SVG). */
const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif|svg\+xml|tiff|heic|heif)$/;

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  try {
    return await readCappedBody(response, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const size = error.declared === undefined ? "over" : `${error.declared} bytes, over`;
    throw new ImageFetchError("too-large", `picture is ${size} the ${maxBytes}-byte cap`);
  }
}

export async function fetchUpstreamImage(url: string, options: ImageFetchOptions): Promise<UpstreamImage> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop += 1) {
      if (!options.isAllowed(current)) throw new ImageFetchError("refused-redirect", `not an allowed image URL: ${current}`);
      const response = await fetchImpl(current, {
        redirect: "manual",
        signal,
        headers: { accept: "image/avif,image/webp,image/jpeg,image/png,image/svg+xml;q=0.8,image/*;q=0.5" },
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        if (!location || hop >= maxRedirects) throw new ImageFetchError("failed", `upstream redirected ${hop + 1} times or without a location`);
        current = new URL(location, current).href;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw new ImageFetchError("not-found", `upstream answered ${response.status}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ImageFetchError("failed", `upstream answered ${response.status}`);
      }
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!IMAGE_TYPES.test(contentType)) {
        await response.body?.cancel();
        throw new ImageFetchError("not-image", `upstream sent ${contentType || "no type"}, not a picture`);
      }
      const bytes = await readCapped(response, options.maxBytes);
      return { bytes, contentType, cacheControl: response.headers.get("cache-control") };
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw new ImageFetchError("timeout", `upstream took longer than ${options.timeoutMs} ms`);
    throw new ImageFetchError("failed", error instanceof Error ? error.message : String(error));
  }
}
