/**
 * The upstream contract (spec §3 and §7), as zod schemas.
 *
 * The site validates every upstream payload with these; newsroom/ (our own
 * implementation of both services) is tested against the same schemas, so the
 * two can never drift apart. The schemas are tolerant exactly where the spec
 * says shapes vary: `title` or `headlines`, `published_by` as an object or a
 * string, items under `data.data` or `showData.data`, booleans sent as 0/1.
 *
 * This module has no server-only imports: newsroom/ imports it too.
 */
import { z } from "zod";
import { LANGUAGES } from "../i18n/language";
import { COMMENT_MAX_LENGTH } from "../news/limits";

export const languageSchema = z.enum(LANGUAGES);

/** `true`, `1`, `"1"`, `"true"` are true; everything else (missing too) is false. */
const looseBoolean = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

export const categoryRefSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string().optional().nullable(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const subNavSchema = z.object({ menuName: z.string(), route: z.string() });

export const imagesSchema = z
  .object({
    original_url: z.string().url(),
    /** Width → URL of the same image at that width (the newsroom sends 320, 640, 1200). */
    sizes: z.record(z.string(), z.string().url()).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    alt: z.string().optional(),
  })
  .partial({ original_url: true });

const publishedBySchema = z.union([
  z.object({ id: z.union([z.number(), z.string()]).optional(), name: z.string(), slug: z.string().optional() }),
  z.string(),
]);

const cityRefSchema = z.union([
  z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() }),
  z.string(),
]);

/** A news item of the media service (spec §3). */
export const newsItemSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    slug: z.string().optional().nullable(),
    title: z.string().optional().nullable(),
    headlines: z.string().optional().nullable(),
    short_summary: z.string().optional().nullable(),
    meta_description: z.string().optional().nullable(),
    content: z.union([z.string(), z.object({ en: z.string().optional(), ta: z.string().optional() })]).optional().nullable(),
    web_content: z.string().optional().nullable(),
    images: imagesSchema.optional().nullable(),
    category: categoryRefSchema.optional().nullable(),
    category_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
    published_by: publishedBySchema.optional().nullable(),
    published_at: isoDate,
    updated_at: isoDate.optional().nullable(),
    meta_data: z.object({ islive: looseBoolean }).partial().optional().nullable(),
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
// No title or headlines is tolerated: the page shows the default title (spec §9, "News Detail").
export type NewsItemPayload = z.infer<typeof newsItemSchema>;

/**
 * In search results city, state and country sit under primary_news (spec §3);
 * a home section groups items as primary, secondary and other news.
 */
export const homeSectionSchema = z.object({
  section_title: z.string(),
  section_title_key: z.string(),
  primary_news: newsItemSchema.nullable().optional(),
  secondary_news: z.array(newsItemSchema).default([]),
  other_news: z.array(newsItemSchema).default([]),
});
export type HomeSectionPayload = z.infer<typeof homeSectionSchema>;

/** Paging facts the newsroom adds beside a list; optional because the spec does not promise them. */
const pagingSchema = z.object({
  page: z.number().int().nonnegative().optional(),
  page_size: z.number().int().positive().optional(),
  total: z.number().int().nonnegative().optional(),
});

/**
 * The media service wraps payloads as `{ data: { data: X } }`, in places as
 * `{ showData: { data: X } }` (spec §7). This accepts both and yields the inner
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

export const categorySchema = z.object({
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
export const authorSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  slug: z.string(),
  article_count: z.number().int().nonnegative(),
});
export type AuthorPayload = z.infer<typeof authorSchema>;
export const authorsResponseSchema = mediaEnvelope(z.array(authorSchema));

/** Body of POST core-svc/api/v1/categories/search (spec §7: header on load). */
export const categorySearchRequestSchema = z.object({
  filter: z.string().default(""),
  sort: z.string().default("_id"),
  order: z.union([z.literal(1), z.literal(-1)]).default(1),
  page: z.number().int().nonnegative().default(0),
  page_size: z.number().int().positive().max(100).default(100),
});

/** Query of GET news-svc/api/v1/news (spec §7 parameter sets). All optional. */
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

// ---------------------------------------------------------------- accounts

export const messageResponseSchema = z.object({ message: z.string() });

export const userSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().nullable().optional(),
  mobile_number: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  photo_url: z.string().nullable().optional(),
});
export type UserPayload = z.infer<typeof userSchema>;

/** GET core-svc/api/v1/users/me (with the bearer token): the signed-in reader, in the usual envelope. */
export const meResponseSchema = mediaEnvelope(userSchema);

export const signInResponseSchema = z.object({
  message: z.string().optional(),
  access_token: z.string().min(16),
  user: userSchema.optional(),
});

export const signupMobileRequestSchema = z.object({ mobile_number: z.string().regex(/^\d{10}$/) });
export const verifyMobileRequestSchema = z.object({
  mobile_number: z.string().regex(/^\d{10}$/),
  otp: z.string().regex(/^\d{6}$/),
});
export const googleLoginRequestSchema = z.object({
  id_token: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  photo_url: z.string().optional(),
});

/** An upstream error body: 4xx and 5xx answers carry a `message`. */
export const errorResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------- comments

/** One number for the forms, the site's check and the contract (app/news/limits.ts). */
export { COMMENT_MAX_LENGTH };

export type CommentPayload = {
  id: string;
  news_id: string;
  parent_id: string | null;
  comment: string;
  user: { id: string; name: string };
  created_at: string;
  likes_count: number;
  is_liked: boolean;
  replies: CommentPayload[];
};

export const commentSchema: z.ZodType<CommentPayload, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    news_id: z.union([z.number(), z.string()]).transform(String),
    parent_id: z.union([z.number(), z.string()]).transform(String).nullable().default(null),
    comment: z.string(),
    user: z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() }),
    created_at: isoDate,
    likes_count: z.number().int().nonnegative(),
    is_liked: looseBoolean,
    replies: z.array(commentSchema).default([]),
  }),
);

export const commentsResponseSchema = mediaEnvelope(z.array(commentSchema));
export const commentResponseSchema = mediaEnvelope(commentSchema);

export const createCommentRequestSchema = z.object({
  news_id: z.string().min(1).max(64),
  comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
});
export const createReplyRequestSchema = z.object({ comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) });

export const commentLikeResponseSchema = mediaEnvelope(
  z.object({
    comment_id: z.union([z.number(), z.string()]).transform(String),
    likes_count: z.number().int().nonnegative(),
    is_liked: looseBoolean,
  }),
);

/** One event of the realtime comment stream (Server-Sent Events, event name = type). */
export const commentStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("comment"), comment: commentSchema }),
  z.object({
    type: z.literal("like"),
    comment_id: z.union([z.number(), z.string()]).transform(String),
    likes_count: z.number().int().nonnegative(),
  }),
]);

// ---------------------------------------------------------------- older service

/** Older tag/author feed items (spec §3). */
export const legacyFeedItemSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  url: z.string(),
  summary_img: z.string().url().nullable().optional(),
  categories: z.union([z.array(categoryRefSchema), categoryRefSchema, z.string()]).optional().nullable(),
  headlines: z.string(),
  short_summary: z.string().nullable().optional(),
  author_name: z.string().nullable().optional(),
  createdAt: isoDate,
  content: z.string().nullable().optional(),
  tags: z.array(z.string()).optional().nullable(),
  city: z.string().nullable().optional(),
});
export type LegacyFeedItemPayload = z.infer<typeof legacyFeedItemSchema>;

/** The older service answers `{ status, message?, data: { data: [...], page, page_size, total } }`. */
export const legacyListResponseSchema = z
  .object({ status: z.boolean().optional(), message: z.string().optional(), data: pagingSchema.extend({ data: z.array(legacyFeedItemSchema) }) })
  .transform((body) => body.data);

export const legacyDetailResponseSchema = z
  .object({ status: z.boolean().optional(), message: z.string().optional(), data: z.object({ data: legacyFeedItemSchema }) })
  .transform((body) => body.data.data);

// ---------------------------------------------------------------- reverse geocoder (optional, GEOCODER_URL)

/**
 * spec §7 "public maps reverse geocoding": GET with lat, lon, format=json; the answer's
 * display_name and address city/county/state_district, state, country are read. A
 * place the service cannot name answers without an address (Nominatim: `{ error }`).
 */
export const reverseGeocodeResponseSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      county: z.string().optional(),
      state_district: z.string().optional(),
      state: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;

// ---------------------------------------------------------------- page views (ANALYTICS_URL, or the newsroom)

/** Longest page path kept; a longer one is cut (it is a count key, not a link). */
export const PAGE_VIEW_PATH_MAX = 512;
/** Most page views in one batch. */
export const PAGE_VIEW_BATCH_MAX = 200;

/** One page view (issue 7): what was read, in which language, from which site. Nothing about the reader. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(PAGE_VIEW_PATH_MAX).startsWith("/"),
  language: z.enum(["en", "ta"]),
  /** The host of an outside referrer; null for a direct visit or a page of our own. */
  referrer_host: z.string().min(1).max(253).nullable(),
  viewed_at: isoDate,
});
export type PageViewPayload = z.infer<typeof pageViewSchema>;

/** POST {ANALYTICS_URL}: a batch of page views. */
export const pageViewBatchSchema = z.object({ views: z.array(pageViewSchema).min(1).max(PAGE_VIEW_BATCH_MAX) });
export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;

/** The collector's answer: how many views it stored. */
export const pageViewBatchResponseSchema = z.object({ accepted: z.number().int().nonnegative() });
