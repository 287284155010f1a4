/**
 * The server side every list route shares: `?page=` checked before any upstream
 * call, upstream failures turned into the 404 or translated 503 page, 301s to
 * canonical URLs, response headers, and the page's strings. Routes stay thin.
 */
import { redirect } from "@remix-run/node";
import { translatorFor } from "../i18n/resources";
import type { TFunction } from "../i18n/translate";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { href, type Language } from "../i18n/language";
import { staleHeaders, type Fetched } from "../upstream/http.server";
import { notFound, upstreamFailureResponse } from "../upstream/respond.server";
import { parsePage } from "../news/paging";

/** The page `?page=` asks for, or a thrown 404 (not a positive integer, or past the cap): no upstream call is made. */
export function requestedPage(url: URL): number {
  const page = parsePage(url.searchParams);
  if (page === null) throw notFound();
  return page;
}

/** An upstream read, its failure thrown as our 404 (missing) or 503 page (anything else). */
export async function upstream<T>(call: () => Promise<Fetched<T>>): Promise<Fetched<T>> {
  try {
    return await call();
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
}

/** 301 to the canonical path (without language prefix, encoded), keeping the page asked for. */
export function redirectToCanonical(lang: Language, path: string, page = 1): Response {
  const location = href(lang, path) + (page > 1 ? `?page=${page}` : "");
  return redirect(location, { status: 301, headers: { "Cache-Control": PAGE_CACHE.redirect } });
}

export function pageHeaders(cache: keyof typeof PAGE_CACHE, ...fetched: ReadonlyArray<Fetched<unknown> | null | undefined>): HeadersInit {
  // The root reads the theme cookie, so the HTML varies with cookies (as home and article do).
  return { "Cache-Control": PAGE_CACHE[cache], Vary: PAGE_VARY, ...staleHeaders(...fetched) };
}

export function isStale(...fetched: ReadonlyArray<Fetched<unknown> | null | undefined>): boolean {
  return fetched.some((result) => Boolean(result?.error));
}

/** The page's strings with interpolation, for titles and descriptions made in loaders (the components' translator). */
export const translator = translatorFor;

/** "{title} | Kural News", with ", page N" after the first page. */
export function documentTitle(t: TFunction, title: string, page = 1): string {
  return t("lists.documentTitle", { title: page > 1 ? t("lists.pageTitle", { title, page }) : title });
}
