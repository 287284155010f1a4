/**
 * The media service (requirements §7: core-svc and news-svc under `MEDIA_API_URL`): one
 * typed function per call, answering our domain types.
 *
 * Reads whose data is cached answer `Fetched<T>` (data + stale flag); account
 * and comment calls are personal, never cached, and answer plain values.
 */
import { z } from "zod";
import { getEnv } from "../config/env.server";
import {
  flattenNewsList,
  normaliseArticle,
  normaliseAuthor,
  normaliseCategory,
  normaliseCity,
  normaliseComment,
  normaliseHomeSection,
  normaliseUser,
} from "./normalise";
import type { Article, ArticleSummary, Author, Category, City, Comment, CommentLike, HomeSection, Page, SignIn, User } from "../news/types";
import type { Language } from "../i18n/language";
import { normaliseContext } from "./normalise-context.server";
import { CACHE_POLICY } from "./cache-policy";
import { articleIdMismatch, createUpstreamClient, InvalidUpstreamRequestError, path, type Fetched } from "./http.server";
import {
  authorsResponseSchema,
  categoriesResponseSchema,
  categorySearchRequestSchema,
  citiesResponseSchema,
  homeResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  newsQuerySchema,
  trendingTagsResponseSchema,
  type NewsQuery,
} from "./schemas";
import {
  commentLikeResponseSchema,
  commentResponseSchema,
  commentsResponseSchema,
  createCommentRequestSchema,
  createReplyRequestSchema,
} from "./schemas-comments";
import {
  googleLoginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  signInResponseSchema,
  signupMobileRequestSchema,
  verifyMobileRequestSchema,
} from "./schemas-accounts";

/** Exported for health reporting; pages call the functions below. */
export const mediaClient = createUpstreamClient({ service: "media", baseUrl: () => getEnv().MEDIA_API_URL });

/** requirements §6: the bearer token plus the product key; nothing at all without a token. */
function authHeaders(token: string | null | undefined): Record<string, string> {
  if (!token) return {};
  return { authorization: `Bearer ${token}`, "x-product-key": getEnv().PRODUCT_KEY };
}

/** Routes validate what readers typed first; this is the last line, so nothing malformed leaves. */
function validRequest<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidUpstreamRequestError(`invalid request: ${issue ? `${issue.path.join(".")} ${issue.message}` : "rejected"}`);
  }
  return parsed.data;
}

// ---------------------------------------------------------------- news

/** GET news-svc/api/v1/home (accept-language), optionally for the reader's city. */
export async function getHome(language: Language, options: { cityId?: string } = {}): Promise<Fetched<HomeSection[]>> {
  const normalise = normaliseContext(language);
  return mediaClient.get(path`news-svc/api/v1/home`, {
    ...CACHE_POLICY.home,
    language,
    query: { city_id: options.cityId },
    schema: homeResponseSchema.transform((body) => body.data.map((section) => normaliseHomeSection(section, normalise))),
  });
}

/** GET news-svc/api/v1/news: search and every filtered list; grouped answers are flattened. */
/**
 * `bulk`: a crawler's walk through every story (the sitemaps: pages of 100 a month at a time). No reader
 * waits for it, so it has four times the deadline, and a breaker of its own: a walk that still times out on
 * a busy upstream shuts the sitemaps, never the readers' lists and articles.
 */
export async function searchNews(language: Language, query: NewsQuery, options: { bulk?: boolean } = {}): Promise<Fetched<Page<ArticleSummary>>> {
  const valid = validRequest(newsQuerySchema, query);
  const normalise = normaliseContext(language);
  return mediaClient.get(path`news-svc/api/v1/news`, {
    ...CACHE_POLICY.list,
    language,
    query: valid,
    // A reader's search has a breaker of its own and its error answers count toward none: no query,
    // however often sent, can shut city and category lists, which use this same endpoint (decision 0025).
    ...(valid.query ? { endpoint: "search", readerInput: true } : options.bulk ? { endpoint: "bulk", timeoutMs: 4 * getEnv().UPSTREAM_TIMEOUT_MS } : {}),
    schema: newsListResponseSchema.transform((body) => {
      const items = flattenNewsList(body.data, normalise);
      return {
        items,
        page: body.page ?? valid.page ?? 1,
        pageSize: body.page_size ?? valid.page_size ?? items.length,
        total: body.total ?? null,
      };
    }),
  });
}

/**
 * A live story's copy is fresh for one live check interval, not an article's five minutes, and is never served
 * stale while a refresh runs: a reader without JavaScript who reloads gets what the live stream just sent
 * (app/live/). When the upstream fails, the copy stands in as any article's does.
 */
function articleWindows(article: Article): { ttlMs: number; staleMs: number } | null {
  const live = article.live ? article.live.endedAt === null : article.isLive;
  return live ? { ttlMs: getEnv().LIVE_CHECK_MS, staleMs: 0 } : null;
}

/**
 * GET core-svc/api/v1/news/{id} in the asked language. An answer for another
 * id is "not found" (requirements §2): UpstreamError kind "status", status 404.
 *
 * `live`: the live hub's check of a live story (app/live/), once per interval whoever reads it: asked of the
 * upstream whatever the cache holds, its answer the copy pages read next. Its breaker is its own ("live"), so
 * checks failing every second during an outage shut no reader's page; a reader's page load counts as before.
 */
export async function getNewsById(language: Language, id: string, options: { live?: boolean } = {}): Promise<Fetched<Article>> {
  const relative = path`core-svc/api/v1/news/${id}`;
  const normalise = normaliseContext(language);
  const result = await mediaClient.get(relative, {
    ...CACHE_POLICY.article,
    language,
    windowsFor: articleWindows,
    ...(options.live ? { fresh: true, endpoint: "live" } : {}),
    schema: newsDetailResponseSchema.transform((body) => normaliseArticle(body.data, normalise)),
  });
  if (result.data.id !== id) {
    throw articleIdMismatch("media", mediaClient.url(relative), id, result.data.id);
  }
  return result;
}

/** GET news-svc/api/v1/trending-tags (accept-language). */
export async function getTrendingTags(language: Language): Promise<Fetched<string[]>> {
  return mediaClient.get(path`news-svc/api/v1/trending-tags`, {
    ...CACHE_POLICY.trending,
    language,
    schema: trendingTagsResponseSchema.transform((body) => body.data),
  });
}

// ---------------------------------------------------------------- reference data

/** GET core-svc/api/v1/cities; `name` is picked for the language. */
export async function getCities(language: Language): Promise<Fetched<City[]>> {
  return mediaClient.get(path`core-svc/api/v1/cities`, {
    ...CACHE_POLICY.reference,
    language,
    schema: citiesResponseSchema.transform((body) => body.data.map((city) => normaliseCity(city, language))),
  });
}

export type CategorySearch = z.input<typeof categorySearchRequestSchema>;

/** POST core-svc/api/v1/categories/search (a read: cached like a GET). Defaults: requirements §7 "header on load". */
export async function searchCategories(language: Language, search: CategorySearch = {}): Promise<Fetched<Category[]>> {
  return mediaClient.get(path`core-svc/api/v1/categories/search`, {
    ...CACHE_POLICY.reference,
    language,
    body: validRequest(categorySearchRequestSchema, search),
    schema: categoriesResponseSchema.transform((body) => body.data.map((category) => normaliseCategory(category, language))),
  });
}

/** GET news-svc/api/v1/authors (accept-language). */
export async function getAuthors(language: Language): Promise<Fetched<Author[]>> {
  return mediaClient.get(path`news-svc/api/v1/authors`, {
    ...CACHE_POLICY.reference,
    language,
    schema: authorsResponseSchema.transform((body) => body.data.map(normaliseAuthor)),
  });
}

// ---------------------------------------------------------------- accounts (never cached)

const signIn = signInResponseSchema.transform((body): SignIn => ({
  accessToken: body.access_token,
  user: body.user ? normaliseUser(body.user) : null,
  message: body.message ?? null,
}));

/** POST core-svc/api/v1/users/signup-mobile: sends the one-time code. Answers the upstream's message. */
export async function signupMobile(mobileNumber: string): Promise<{ message: string }> {
  return mediaClient.send("POST", path`core-svc/api/v1/users/signup-mobile`, {
    body: validRequest(signupMobileRequestSchema, { mobile_number: mobileNumber }),
    schema: messageResponseSchema,
  });
}

/** POST core-svc/api/v1/users/verify-mobile. A wrong code is an UpstreamError kind "status" (4xx). */
export async function verifyMobile(mobileNumber: string, otp: string): Promise<SignIn> {
  return mediaClient.send("POST", path`core-svc/api/v1/users/verify-mobile`, {
    body: validRequest(verifyMobileRequestSchema, { mobile_number: mobileNumber, otp }),
    schema: signIn,
  });
}

export type GoogleSignIn = { idToken: string; name?: string; email?: string; photoUrl?: string };

/** POST core-svc/api/v1/users/login-google with the identity provider's payload. */
export async function loginGoogle(payload: GoogleSignIn): Promise<SignIn> {
  return mediaClient.send("POST", path`core-svc/api/v1/users/login-google`, {
    body: validRequest(googleLoginRequestSchema, {
      id_token: payload.idToken,
      name: payload.name,
      email: payload.email,
      photo_url: payload.photoUrl,
    }),
    schema: signIn,
  });
}

/** POST core-svc/api/v1/users/logout: revokes the token upstream. Whatever it answers (JSON or nothing) is fine. */
export async function logout(token: string): Promise<void> {
  await mediaClient.send("POST", path`core-svc/api/v1/users/logout`, { headers: authHeaders(token), schema: z.unknown() });
}

/** GET core-svc/api/v1/users/me. An expired token is an UpstreamError kind "status", status 401. */
export async function getMe(token: string): Promise<User> {
  const result = await mediaClient.get(path`core-svc/api/v1/users/me`, {
    ...CACHE_POLICY.none,
    headers: authHeaders(token),
    schema: meResponseSchema.transform((body) => normaliseUser(body.data)),
  });
  return result.data;
}

// ---------------------------------------------------------------- comments (never cached)

/** The most comments one page of the media service holds (newsroom/comments.ts: page_size max 100). */
const COMMENTS_PAGE_MAX = 100;

/**
 * GET core-svc/api/v1/comments/news/{newsId}?page_size=: the newest comments with their replies
 * and how many top-level comments the article has. With a token, `isLiked` is the reader's own.
 */
export async function getCommentPage(newsId: string, token?: string | null, pageSize = COMMENTS_PAGE_MAX): Promise<{ comments: Comment[]; total: number }> {
  const result = await mediaClient.get(path`core-svc/api/v1/comments/news/${newsId}`, {
    ...CACHE_POLICY.none,
    headers: authHeaders(token),
    query: { page: 1, page_size: pageSize },
    schema: commentsResponseSchema.transform((body) => {
      const comments = body.data.map(normaliseComment);
      return { comments, total: Math.max(body.total ?? comments.length, comments.length) };
    }),
  });
  return result.data;
}

/** POST core-svc/api/v1/comments. The text is trimmed; an empty one never leaves (requirements §5). */
export async function createComment(token: string, newsId: string, text: string): Promise<Comment> {
  return mediaClient.send("POST", path`core-svc/api/v1/comments`, {
    headers: authHeaders(token),
    body: validRequest(createCommentRequestSchema, { news_id: newsId, comment: text }),
    readerInput: true,
    schema: commentResponseSchema.transform((body) => normaliseComment(body.data)),
  });
}

/** POST core-svc/api/v1/comments/{commentId}/replies. */
export async function createReply(token: string, commentId: string, text: string): Promise<Comment> {
  return mediaClient.send("POST", path`core-svc/api/v1/comments/${commentId}/replies`, {
    headers: authHeaders(token),
    body: validRequest(createReplyRequestSchema, { comment: text }),
    readerInput: true,
    schema: commentResponseSchema.transform((body) => normaliseComment(body.data)),
  });
}

const commentLike = commentLikeResponseSchema.transform((body): CommentLike => ({
  commentId: body.data.comment_id,
  likesCount: body.data.likes_count,
  isLiked: body.data.is_liked,
}));

/** POST core-svc/api/v1/comments/{id}/like, empty body. requirements §6: bearer + product key, no auth header without a token. */
export async function likeComment(token: string | null, commentId: string): Promise<CommentLike> {
  return mediaClient.send("POST", path`core-svc/api/v1/comments/${commentId}/like`, { headers: authHeaders(token), schema: commentLike });
}

/** DELETE core-svc/api/v1/comments/{id}/like: answers like the like call. */
export async function unlikeComment(token: string | null, commentId: string): Promise<CommentLike> {
  return mediaClient.send("DELETE", path`core-svc/api/v1/comments/${commentId}/like`, { headers: authHeaders(token), schema: commentLike });
}

/** The upstream Server-Sent Events URL of an article's comments, for the site's server to proxy (never a browser). */
export function commentStreamUrl(newsId: string): string {
  return mediaClient.url(path`core-svc/api/v1/comments/news/${newsId}/stream`);
}
