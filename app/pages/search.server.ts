import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { href } from "../i18n/language";
import { markedCards, newsCards } from "../news/cards";
import { withAgo } from "../news/story-dates.server";
import { SEARCH_PAGE_SIZE } from "../news/limits";
import { pageWindow } from "../news/paging";
import { cleanSearchQuery, isSearchable } from "../news/search";
import { headerSearchQuery } from "../upstream/list-queries";
import type { PageHead } from "../seo/meta";
import { searchNews } from "../upstream/media.server";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { notFound, readerUrl, upstreamFailureResponse } from "../upstream/respond.server";
import { listData, type ListData } from "./list-page";
import { documentTitle, isStale, pageHeaders, requestedPage, translator } from "./list-page.server";

export type SearchState = "too-short" | "none" | "results" | "failed";

/**
 * What the search page renders and the header's search dialog reads (one answer for both): the query as
 * sought (cleaned, cut to length), the page of results when there are any, and how many the media service
 * found in all (null when it was not asked or did not answer). No language: the page is in its own, the root's
 * (`useLanguage`). `head` is null only in the browser's "failed" answer (app/pages/search.ts), whose head the
 * route's meta makes from the root's data.
 */
export type SearchAnswer = { query: string; head: PageHead | null; state: SearchState; list: ListData | null; total: number | null; stale: boolean };

/**
 * The search results page, /search?q=… (issue 7, requirements §5): a GET form that works
 * without JavaScript, results from the media service with the header search's
 * parameters (requirements §7), paged with Load More like the lists. The query is cut to
 * 200 characters before anything is sent; under 2 letters nothing is.
 * Search pages are not for indexing (robots noindex).
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
  const page = requestedPage(url);
  const query = cleanSearchQuery(url.searchParams.get("q") ?? "");
  const t = await translator(lang);
  const head = {
    title: documentTitle(t, query ? t("search.resultsFor", { query }) : t("search.title"), page),
    description: t("search.description"),
    links: [],
    noindex: true,
  };
  const noindex = { "X-Robots-Tag": "noindex" };
  const answer = (state: SearchState, rest: Partial<SearchAnswer> = {}): SearchAnswer => ({
    query,
    head,
    state,
    list: null,
    total: null,
    stale: false,
    ...rest,
  });

  if (!isSearchable(query)) {
    if (page > 1) throw notFound();
    return data(answer("too-short"), { headers: { ...pageHeaders("search"), ...noindex } });
  }

  let results;
  try {
    results = await searchNews(lang, headerSearchQuery(query, page));
  } catch (error) {
    // A 404 (a page past the results) is the 404 page; our own bugs are rethrown.
    if (statusForUpstreamFailure(error) !== 503) throw upstreamFailureResponse(error);
    // requirements §8 "search failure: stops the searching state": the form stays, with a message
    // (the header's search dialog reads this same answer).
    return data(answer("failed"), { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30", ...noindex } });
  }
  const { items, total } = results.data;
  const window = pageWindow(page, items.length, SEARCH_PAGE_SIZE, total);
  if (!window) throw notFound();
  const cards = markedCards(withAgo(newsCards(items, lang, null, t("article.defaultTitle")), lang), query);
  return data(
    answer(items.length > 0 ? "results" : "none", {
      list: listData(cards, window, href(lang, "/search"), { q: query }, context),
      total,
      stale: isStale(results),
    }),
    { headers: { ...pageHeaders("search", results), ...noindex } },
  );
}
