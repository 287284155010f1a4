/**
 * What both services' normalisers share (normalise.ts for the media service,
 * normalise-legacy.ts for the older one): the context, trimmed text, the title
 * rule, word counts, pictures, category references and tags. Pure.
 */
import type { Language } from "../i18n/language";
import type { NewsItemPayload } from "./schemas";
import { imageSourceOf, routedImage, type ImageSources } from "../news/image-url";
import { DEFAULT_ARTICLE_TITLE } from "../news/limits";
import { slugify } from "../news/slug";
import type { ArticleImage, CategorySummary } from "../news/types";

/** When the upstream does not say, images are taken as 16:9 at 1200 wide. */
const DEFAULT_IMAGE_WIDTH = 1200;
const DEFAULT_IMAGE_HEIGHT = 675;

export type NormaliseContext = {
  /** The language that was asked for (the URL's). */
  language: Language;
  /**
   * Origin (scheme://host:port) of the media service. Image URLs on it become
   * site-relative (`/media/…`, same path) because the embedded newsroom listens
   * on loopback, which browsers cannot reach; the site's server proxies them.
   * null: rewrite nothing.
   */
  mediaOrigin: string | null;
  /**
   * The image route's allow-list (issue 9): pictures on these origins are served
   * resized through `/img/…` with a `srcset` of the route's widths. Absent: as above.
   */
  imageSources?: ImageSources | null;
};

/** Trimmed text, or null when there is none. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function articleTitle(item: { title?: string | null; headlines?: string | null }): string {
  return text(item.title) ?? text(item.headlines) ?? DEFAULT_ARTICLE_TITLE;
}

export function rewriteMediaUrl(url: string, mediaOrigin: string | null): string {
  if (!mediaOrigin) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return parsed.origin === mediaOrigin ? `${parsed.pathname}${parsed.search}` : url;
}

/** Words of an HTML fragment or plain text (any script), for the reading-time estimate. */
export function countWords(htmlOrText: string): number {
  const plain = htmlOrText
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A picture on an allow-listed origin, served resized by the image route; null when it is not routable. */
function routed(url: string, width: number, height: number, alt: string, sources: ImageSources | null | undefined): ArticleImage | null {
  const source = sources ? imageSourceOf(url, sources) : null;
  if (!source) return null;
  // SVG pictures are rasterized at any width; others are never enlarged.
  return { ...routedImage(source, width, /\.svg$/i.test(source)), width, height, alt };
}

/** The media service's `images` (sizes by width) as our picture. */
export function normaliseImage(images: NewsItemPayload["images"], alt: string, context: NormaliseContext): ArticleImage | null {
  if (!images) return null;
  const { mediaOrigin } = context;
  const sizes = Object.entries(images.sizes ?? {})
    .map(([width, url]) => ({ width: Number(width), url }))
    .filter((candidate) => Number.isInteger(candidate.width) && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  const original = images.original_url ?? sizes.at(-1)?.url;
  if (!original) return null;
  const ratio = DEFAULT_IMAGE_HEIGHT / DEFAULT_IMAGE_WIDTH;
  const width = images.width ?? (images.height ? Math.round(images.height / ratio) : DEFAULT_IMAGE_WIDTH);
  const height = images.height ?? Math.round(width * ratio);
  const resized = routed(original, width, height, alt, context.imageSources);
  if (resized) return resized;
  const srcset = sizes.map((candidate) => ({ width: candidate.width, src: rewriteMediaUrl(candidate.url, mediaOrigin) }));
  return { src: rewriteMediaUrl(original, mediaOrigin), srcset, width, height, alt };
}

/** A bare picture URL (the older feed's) as our picture, taken as 16:9 at 1200 wide. */
export function simpleImage(url: string | null | undefined, alt: string, context: NormaliseContext): ArticleImage | null {
  if (!url) return null;
  return (
    routed(url, DEFAULT_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, alt, context.imageSources) ?? {
      src: rewriteMediaUrl(url, context.mediaOrigin),
      srcset: [],
      width: DEFAULT_IMAGE_WIDTH,
      height: DEFAULT_IMAGE_HEIGHT,
      alt,
    }
  );
}

export function categoryFromRef(ref: { id: string; name: string; slug?: string | null }): CategorySummary {
  return { id: ref.id, name: ref.name.trim(), slug: text(ref.slug) ?? (slugify(ref.name) || ref.id) };
}

export function cleanTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
}
