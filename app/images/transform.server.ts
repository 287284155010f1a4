/**
 * Resizing with sharp (libvips, prebuilt in @img/sharp-linux-x64). Sources may be
 * raster pictures or SVG; SVG is only ever rasterized here, never passed on, so
 * no script or external reference in it can reach a reader (librsvg does not
 * fetch external resources for a buffer input).
 */
import type { default as Sharp } from "sharp";

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips, ~20 MB resident) is loaded on the first picture, not at start-up: an instance that
 * only renders pages does not carry it. Two cores shared with the web server: one libvips thread per
 * picture, no libvips operation cache (its memory would count against issue 9's 300 MB budget).
 */
function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

export type OutputFormat = "avif" | "webp" | "jpeg";

export const CONTENT_TYPES: Record<OutputFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** q-value of one media type in an Accept header (0 when absent or refused). */
function quality(accept: string, type: string): number {
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name?.trim() !== type) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
}

/** AVIF when the browser says it reads it, then WebP, else JPEG (every browser reads JPEG). */
export function negotiateFormat(accept: string | null | undefined): OutputFormat {
  const header = accept ?? "";
  if (quality(header, "image/avif") > 0) return "avif";
  if (quality(header, "image/webp") > 0) return "webp";
  return "jpeg";
}

export class UnusableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnusableImageError";
  }
}

export type Resized = { bytes: Buffer; width: number; height: number };

/** Highest rasterization density for SVG (about 33× its declared size), so a tiny declared size cannot ask for more. */
const MAX_SVG_DENSITY = 2400;

export async function resizeImage(input: Buffer, options: { width: number; format: OutputFormat; maxPixels: number }): Promise<Resized> {
  const sharp = await loadSharp();
  try {
    const probe = await sharp(input, { limitInputPixels: options.maxPixels, failOn: "error" }).metadata();
    if (!probe.width || !probe.height) throw new UnusableImageError("picture has no size");
    const svg = probe.format === "svg";
    // SVG is drawn at the density that gives the asked width directly (sharp reads it at 72 dpi).
    const density = svg ? Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * options.width) / probe.width)) : undefined;
    let pipeline = sharp(input, { limitInputPixels: options.maxPixels, failOn: "error", ...(density ? { density } : {}) })
      .rotate()
      .resize({ width: options.width, withoutEnlargement: !svg });
    if (options.format === "avif") pipeline = pipeline.avif({ quality: 50, effort: 2 });
    else if (options.format === "webp") pipeline = pipeline.webp({ quality: 72, effort: 4 });
    else pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 76, mozjpeg: true, progressive: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UnusableImageError) throw error;
    // Corrupt data, an unknown format or more pixels than allowed: the source is not a usable picture.
    throw new UnusableImageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A picture's displayed size (EXIF rotation applied; SVG at its declared size), read from its header, for the
 * width and height of a picture in an article body (app/images/body-pictures.server.ts).
 */
export async function imageSize(input: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const probe = await sharp(input, { limitInputPixels: maxPixels, failOn: "error" }).metadata();
    if (!probe.width || !probe.height) throw new UnusableImageError("picture has no size");
    const turned = (probe.orientation ?? 1) >= 5;
    return turned ? { width: probe.height, height: probe.width } : { width: probe.width, height: probe.height };
  } catch (error) {
    if (error instanceof UnusableImageError) throw error;
    throw new UnusableImageError(error instanceof Error ? error.message : String(error));
  }
}
