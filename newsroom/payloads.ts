/**
 * Shapes stored articles into the two services' payloads (app/upstream/schemas.ts:
 * newsItemSchema and legacyFeedItemSchema). One place for field names, localised
 * place names and image URLs.
 */
import type { Language } from "../app/i18n/language";
import type { ArticleDetailRow, ArticleListRow } from "./articles";
import { htmlToText } from "./plain-text";
import { nameIn, type Taxonomy } from "./taxonomy";

export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
const IMAGE_HEIGHT_RATIO = 9 / 16;

const PLACES = {
  state: { en: "Tamil Nadu", ta: "தமிழ்நாடு" },
  country: { en: "India", ta: "இந்தியா" },
  world: { en: "World", ta: "உலகம்" },
} as const;

export type PayloadContext = { baseUrl: string; taxonomy: Taxonomy };

function imageUrl(baseUrl: string, articleId: number, width: ImageWidth): string {
  return `${baseUrl}/media/news/${articleId}/${width}.svg`;
}

/** A body's pictures on the media service, as a CMS writes them: absolute URLs (stored as `/media/…` paths). */
export function absoluteMedia(html: string, baseUrl: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")\/media\//gi, `$1${baseUrl}/media/`);
}

export function imageHeight(width: ImageWidth): number {
  return Math.round(width * IMAGE_HEIGHT_RATIO);
}

function publicSlug(row: { slug: string; id: number }): string {
  return `${row.slug}-${row.id}`;
}

function categoryRef(row: ArticleListRow, lang: Language, ctx: PayloadContext) {
  const category = ctx.taxonomy.categories.get(row.category_id);
  return category ? { id: category.id, name: nameIn(category, lang), slug: category.slug } : null;
}

function tagNames(tagIds: readonly number[], lang: Language, ctx: PayloadContext): string[] {
  return tagIds.flatMap((id) => {
    const tag = ctx.taxonomy.tags.get(id);
    return tag ? [nameIn(tag, lang)] : [];
  });
}

function cityName(row: ArticleListRow, lang: Language, ctx: PayloadContext): string | null {
  const city = row.city_id === null ? undefined : ctx.taxonomy.cities.get(row.city_id);
  return city ? nameIn(city, lang) : null;
}

/** A media-service news item; pass the detail row to include the body (`web_content`, `content`). */
export function newsItem(row: ArticleListRow | ArticleDetailRow, tagIds: readonly number[], lang: Language, ctx: PayloadContext) {
  const author = ctx.taxonomy.authors.get(row.author_id);
  const category = categoryRef(row, lang, ctx);
  const city = row.city_id === null ? undefined : ctx.taxonomy.cities.get(row.city_id);
  const inTamilNadu = row.scope === "city" || row.scope === "state";
  const sizes = Object.fromEntries(IMAGE_WIDTHS.map((width) => [String(width), imageUrl(ctx.baseUrl, row.id, width)]));
  const item = {
    id: row.id,
    slug: publicSlug(row),
    title: row.title,
    headlines: row.title,
    short_summary: row.summary,
    meta_description: row.meta,
    images: {
      original_url: imageUrl(ctx.baseUrl, row.id, 1200),
      sizes,
      width: 1200,
      height: imageHeight(1200),
      alt: row.title,
    },
    category,
    category_id: row.category_id,
    published_by: author ? { id: author.id, name: nameIn(author, lang), slug: author.slug } : null,
    published_at: new Date(row.published_ms).toISOString(),
    updated_at: new Date(row.updated_ms).toISOString(),
    meta_data: { islive: row.is_live === 1 },
    is_important: row.is_important === 1,
    is_webnews: row.is_webnews === 1,
    is_shortnews: row.is_shortnews === 1,
    is_breaking: row.is_breaking === 1,
    news_type: row.news_type,
    type: row.news_type,
    // Tamil Nadu news: state-wide and city items alike (the is_state filter of the news list matches this).
    is_state: inTamilNadu,
    is_national: row.scope === "national",
    is_international: row.scope === "international",
    city: city ? { id: city.id, name: nameIn(city, lang) } : null,
    state: inTamilNadu ? PLACES.state[lang] : null,
    country: row.scope === "international" ? PLACES.world[lang] : PLACES.country[lang],
    tags: tagNames(tagIds, lang, ctx),
    likes_count: row.likes_count,
    language: lang,
  };
  if (!("body" in row)) return item;
  return { ...item, web_content: absoluteMedia(row.body, ctx.baseUrl), content: { en: htmlToText(row.body_en), ta: htmlToText(row.body_ta) } };
}

/** An item of the older service; `content` (the body HTML) only on the detail. */
export function legacyItem(row: ArticleListRow | ArticleDetailRow, tagIds: readonly number[], lang: Language, ctx: PayloadContext) {
  const category = categoryRef(row, lang, ctx);
  const author = ctx.taxonomy.authors.get(row.author_id);
  const item = {
    id: row.id,
    url: publicSlug(row),
    summary_img: imageUrl(ctx.baseUrl, row.id, 640),
    categories: category ? [category] : [],
    headlines: row.title,
    short_summary: row.summary,
    author_name: author ? nameIn(author, lang) : null,
    createdAt: new Date(row.published_ms).toISOString(),
    tags: tagNames(tagIds, lang, ctx),
    city: cityName(row, lang, ctx),
  };
  return "body" in row ? { ...item, content: absoluteMedia(row.body, ctx.baseUrl) } : item;
}

/** Shapes a page of rows with their tags fetched in one query. */
export function withTags<T>(
  rows: readonly ArticleListRow[],
  tagIdsOf: (ids: readonly number[]) => Map<number, number[]>,
  shape: (row: ArticleListRow, tagIds: readonly number[]) => T,
): T[] {
  const tags = tagIdsOf(rows.map((row) => row.id));
  return rows.map((row) => shape(row, tags.get(row.id) ?? []));
}
