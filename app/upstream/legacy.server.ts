/**
 * The older news service (spec §7, base `LEGACY_API_URL`, which ends in `/api`):
 * one typed function per call, answering our domain types.
 */
import { getEnv } from "../config/env.server";
import { normaliseLegacyArticle, normaliseLegacySummary } from "./normalise-legacy";
import type { Language } from "../i18n/language";
import type { Article, ArticleSummary, Page } from "../news/types";
import { normaliseContext } from "./normalise-context.server";
import { CACHE_POLICY, type CachePolicy } from "./cache-policy";
import { articleIdMismatch, createUpstreamClient, InvalidUpstreamRequestError, path, type Fetched } from "./http.server";
import { legacyDetailResponseSchema, legacyListResponseSchema } from "./schemas-legacy";

/** Exported for health reporting; pages call the functions below. */
export const legacyClient = createUpstreamClient({ service: "legacy", baseUrl: () => getEnv().LEGACY_API_URL });

const MAX_PAGE = 10_000;

function validPage(page: number): number {
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) throw new InvalidUpstreamRequestError(`page out of range: ${page}`);
  return page;
}

type ListKind = "home" | "city" | "tag" | "category" | "author";

async function legacyList(language: Language, kind: ListKind, param: string, page: number, policy: CachePolicy): Promise<Fetched<Page<ArticleSummary>>> {
  const normalise = normaliseContext(language);
  return legacyClient.get(path`user/${language}/${kind}/${param}`, {
    ...policy,
    language,
    query: { page: validPage(page) },
    // A tag is whatever the reader put in the address: its error answers count toward no breaker (decision 0025).
    ...(kind === "tag" ? { endpoint: "tag", readerInput: true } : {}),
    schema: legacyListResponseSchema.transform((body) => ({
      items: body.data.map((item) => normaliseLegacySummary(item, normalise)),
      page: body.page ?? page,
      pageSize: body.page_size ?? body.data.length,
      total: body.total ?? null,
    })),
  });
}

/** GET user/{lang}/home/{param}?page= (spec §7: the home page asks for "Breaking", page 1). */
export async function getLegacyHome(language: Language, param: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "home", param, page, CACHE_POLICY.home);
}

export async function getLegacyCityNews(language: Language, city: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "city", city, page, CACHE_POLICY.list);
}

export async function getLegacyTagNews(language: Language, tag: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "tag", tag, page, CACHE_POLICY.list);
}

export async function getLegacyCategoryNews(language: Language, category: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "category", category, page, CACHE_POLICY.list);
}

export async function getLegacyAuthorNews(language: Language, author: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "author", author, page, CACHE_POLICY.list);
}

/** GET user/{lang}/news/{id}. An answer for another id is "not found" (spec §2: id mismatch → 404). */
export async function getLegacyNews(language: Language, id: string): Promise<Fetched<Article>> {
  const relative = path`user/${language}/news/${id}`;
  const normalise = normaliseContext(language);
  const result = await legacyClient.get(relative, {
    ...CACHE_POLICY.article,
    language,
    schema: legacyDetailResponseSchema.transform((item) => normaliseLegacyArticle(item, normalise)),
  });
  if (result.data.id !== id) {
    throw articleIdMismatch("legacy", legacyClient.url(relative), id, result.data.id);
  }
  return result;
}
