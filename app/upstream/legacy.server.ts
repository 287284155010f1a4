/**
 * The older news service (requirements §7, base `LEGACY_API_URL`, which ends in `/api`):
 * one typed function per call, answering our domain types.
 */
import { getEnv } from "../config/env.server";
import { normaliseLegacySummary } from "./normalise-legacy";
import type { Language } from "../i18n/language";
import type { ArticleSummary, Page } from "../news/types";
import { normaliseContext } from "./normalise-context.server";
import { CACHE_POLICY, type CachePolicy } from "./cache-policy";
import { createUpstreamClient, InvalidUpstreamRequestError, path, type Fetched } from "./http.server";
import { legacyListResponseSchema } from "./schemas-legacy";

/** Exported for health reporting; pages call the functions below. */
export const legacyClient = createUpstreamClient({ service: "legacy", baseUrl: () => getEnv().LEGACY_API_URL });

const MAX_PAGE = 10_000;

function validPage(page: number): number {
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) throw new InvalidUpstreamRequestError(`page out of range: ${page}`);
  return page;
}

type ListKind = "home" | "city" | "tag" | "category" | "author";

async function legacyList(
  language: Language,
  kind: ListKind,
  param: string,
  page: number,
  policy: CachePolicy,
  fresh = false,
): Promise<Fetched<Page<ArticleSummary>>> {
  const normalise = normaliseContext(language);
  return legacyClient.get(path`user/${language}/${kind}/${param}`, {
    ...policy,
    ...(fresh ? { fresh: true } : {}),
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

/**
 * GET user/{lang}/home/{param}?page= (requirements §7: the home page asks for "Breaking", page 1). `fresh`: asked even
 * when a copy is cached, and the answer replaces it (the alerts' Breaking watch, app/alerts/breaking-watch.server.ts).
 */
export async function getLegacyHome(language: Language, param: string, page: number, { fresh = false } = {}): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "home", param, page, CACHE_POLICY.home, fresh);
}

export async function getLegacyTagNews(language: Language, tag: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "tag", tag, page, CACHE_POLICY.list);
}

export async function getLegacyAuthorNews(language: Language, author: string, page: number): Promise<Fetched<Page<ArticleSummary>>> {
  return legacyList(language, "author", author, page, CACHE_POLICY.list);
}
