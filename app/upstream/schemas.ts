/**
 * The upstream contract (requirements §3 and §7), as zod schemas.
 *
 * The site validates every upstream payload with these; newsroom/ (our own
 * implementation of both services) is tested against the same schemas, so the
 * two can never drift apart. The schemas are tolerant exactly where the spec
 * says shapes vary: `title` or `headlines`, `published_by` as an object or a
 * string, items under `data.data` or `showData.data`, booleans sent as 0/1.
 *
 * This module holds the pieces every service shares and the media service's news,
 * lists, cities, categories and authors; beside it, one module per other part of
 * the contract: schemas-accounts.ts, schemas-comments.ts, schemas-legacy.ts,
 * schemas-geocoder.ts, schemas-page-views.ts. None has server-only imports:
 * newsroom/ imports them too.
 */
import { z } from "zod";
import { LANGUAGES } from "../i18n/language";

export const languageSchema = z.enum(LANGUAGES);

/** `true`, `1`, `"1"`, `"true"` are true; everything else (missing too) is false. */
export const looseBoolean = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

export const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

export const categoryRefSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string().optional().nullable(),
});

const subNavSchema = z.object({ menuName: z.string(), route: z.string() });

const imagesSchema = z
  .object({
    original_url: z.string().url(),
    /** Width → URL of the same image at that width (the newsroom sends 320, 640, 1200). */
    sizes: z.record(z.string(), z.string().url()).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    alt: z.string().optional(),
  })
  .partial({ original_url: true });

const publishedBySchema = z.union([z.object({ id: z.union([z.number(), z.string()]).optional(), name: z.string(), slug: z.string().optional() }), z.string()]);

const cityRefSchema = z.union([z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() }), z.string()]);

/**
 * Live coverage (issue 21): a contract extension, not in requirements §7. A story that is still happening
 * (`meta_data.islive`) carries its updates in the article, in the asked language, under
 * `live_coverage`; both services send the same shape (the older service on its article detail).
 * The upstream has no stream: the site reads the article again (app/live/) and finds what changed.
 * An update that does not parse is left out, not the article; a live story without updates is a
 * plain article.
 */
const liveUpdateSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  published_at: isoDate,
  /** Moves when the update is corrected. */
  updated_at: isoDate.optional().nullable(),
  title: z.string().optional().nullable(),
  /** HTML in the asked language; sanitized by the site like every article body. */
  content: z.string(),
  is_pinned: looseBoolean,
  is_key_event: looseBoolean,
});
export type LiveUpdatePayload = z.infer<typeof liveUpdateSchema>;

export const liveCoverageSchema = z.object({
  started_at: isoDate,
  /** Set when the coverage ended; the story is then an ordinary article that keeps its updates. */
  ended_at: isoDate.optional().nullable(),
  updates: z
    .array(liveUpdateSchema.nullable().catch(null))
    .default([])
    .transform((updates) => updates.filter((update): update is LiveUpdatePayload => update !== null)),
});
export type LiveCoveragePayload = z.infer<typeof liveCoverageSchema>;

/** A news item of the media service (requirements §3). */
export const newsItemSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  slug: z.string().optional().nullable(),
  title: z.string().optional().nullable(),
  headlines: z.string().optional().nullable(),
  short_summary: z.string().optional().nullable(),
  meta_description: z.string().optional().nullable(),
  content: z
    .union([z.string(), z.object({ en: z.string().optional(), ta: z.string().optional() })])
    .optional()
    .nullable(),
  web_content: z.string().optional().nullable(),
  images: imagesSchema.optional().nullable(),
  category: categoryRefSchema.optional().nullable(),
  category_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
  published_by: publishedBySchema.optional().nullable(),
  published_at: isoDate,
  updated_at: isoDate.optional().nullable(),
  meta_data: z.object({ islive: looseBoolean }).partial().optional().nullable(),
  /** Only on an article's detail, and only for a live story (issue 21). A malformed block is dropped. */
  live_coverage: liveCoverageSchema.optional().nullable().catch(null),
  is_important: looseBoolean,
  is_webnews: looseBoolean,
  is_shortnews: looseBoolean,
  is_breaking: looseBoolean,
  news_type: z.string().optional().nullable(),
  type: z.string().optional().nullable(),
  is_state: looseBoolean,
  is_national: looseBoolean,
  is_international: looseBoolean,
  city: cityRefSchema.optional().nullable(),
  state: z.string().optional().nullable(),
  country: z.string().optional().nullable(),
  tags: z.array(z.string()).optional().nullable(),
  likes_count: z.number().int().nonnegative().optional(),
  language: languageSchema.optional(),
});
// No title or headlines is tolerated: the page shows the default title (requirements §9, "News Detail").
export type NewsItemPayload = z.infer<typeof newsItemSchema>;

/**
 * In search results city, state and country sit under primary_news (requirements §3);
 * a home section groups items as primary, secondary and other news.
 */
const homeSectionSchema = z.object({
  section_title: z.string(),
  section_title_key: z.string(),
  primary_news: newsItemSchema.nullable().optional(),
  secondary_news: z.array(newsItemSchema).default([]),
  other_news: z.array(newsItemSchema).default([]),
});
export type HomeSectionPayload = z.infer<typeof homeSectionSchema>;

/** Paging facts the newsroom adds beside a list; optional because the spec does not promise them. */
export const pagingSchema = z.object({
  page: z.number().int().nonnegative().optional(),
  page_size: z.number().int().positive().optional(),
  total: z.number().int().nonnegative().optional(),
});

/**
 * The media service wraps payloads as `{ data: { data: X } }`, in places as
 * `{ showData: { data: X } }` (requirements §7). This accepts both and yields the inner
 * object (X plus any paging facts).
 */
export function mediaEnvelope<T extends z.ZodTypeAny>(inner: T) {
  const box = pagingSchema.extend({ data: inner });
  type Box = z.infer<typeof box>;
  return z.union([z.object({ data: box }), z.object({ showData: box })]).transform((envelope): Box => {
    // TypeScript cannot narrow `in` on the generic union zod infers; this spelled-out union narrows.
    const boxed = envelope as { data: Box } | { showData: Box };
    return "data" in boxed ? boxed.data : boxed.showData;
  });
}

export const homeResponseSchema = mediaEnvelope(z.array(homeSectionSchema));

/** Search and list results: a flat list, or grouped as home sections (flattened by the client). */
export const newsListResponseSchema = mediaEnvelope(z.union([z.array(newsItemSchema), z.array(homeSectionSchema)]));

export const newsDetailResponseSchema = mediaEnvelope(newsItemSchema);

export const citySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string().optional(),
  multilingual_names: z.object({ en: z.string(), ta: z.string() }),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  subNav: z.array(subNavSchema).optional(),
});
export type CityPayload = z.infer<typeof citySchema>;
export const citiesResponseSchema = mediaEnvelope(z.array(citySchema));

const categorySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string().optional(),
  multilingual_names: z.object({ en: z.string(), ta: z.string() }).optional(),
  subNav: z.array(subNavSchema).optional(),
});
export type CategoryPayload = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = mediaEnvelope(z.array(categorySchema));

export const trendingTagsResponseSchema = mediaEnvelope(z.array(z.string()));

/** GET news-svc/api/v1/authors (our addition to the contract: the author pages need names and slugs). */
const authorSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string(),
  article_count: z.number().int().nonnegative(),
});
export type AuthorPayload = z.infer<typeof authorSchema>;
export const authorsResponseSchema = mediaEnvelope(z.array(authorSchema));

/** Body of POST core-svc/api/v1/categories/search (requirements §7: header on load). */
export const categorySearchRequestSchema = z.object({
  filter: z.string().default(""),
  sort: z.string().default("_id"),
  order: z.union([z.literal(1), z.literal(-1)]).default(1),
  page: z.number().int().nonnegative().default(0),
  page_size: z.number().int().positive().max(100).default(100),
});

/** Query of GET news-svc/api/v1/news (requirements §7 parameter sets). All optional. */
export const newsQuerySchema = z.object({
  query: z.string().max(200).optional(),
  page: z.number().int().nonnegative().max(10_000).optional(),
  page_size: z.number().int().positive().max(100).optional(),
  is_state: z.boolean().optional(),
  is_national: z.boolean().optional(),
  is_international: z.boolean().optional(),
  is_important: z.boolean().optional(),
  is_webnews: z.boolean().optional(),
  is_shortnews: z.boolean().optional(),
  is_breaking: z.boolean().optional(),
  is_asc: z.boolean().optional(),
  city_id: z.string().max(64).optional(),
  category_id: z.string().max(64).optional(),
  news_type: z.string().max(32).optional(),
  tag: z.string().max(100).optional(),
  author: z.string().max(100).optional(),
  published_after: z.string().max(40).optional(),
  /** Our addition (issue 8, sitemaps by month): items published strictly before this ISO 8601 instant. */
  published_before: z.string().max(40).optional(),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** An upstream error body: 4xx and 5xx answers carry a `message`. */
export const errorResponseSchema = z.object({ message: z.string() });
