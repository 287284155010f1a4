/**
 * The search page's loader (app/routes/search.tsx renders it; the header's search dialog fetches it).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { href, languageFromPath } from "../i18n/language";
import { markedCards, newsCards } from "../news/cards";
import { SEARCH_PAGE_SIZE } from "../news/limits";
import { pageWindow } from "../news/paging";
import { cleanSearchQuery, headerSearchQuery, isSearchable } from "../news/search";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { searchNews } from "../upstream/media.server";
import { notFound, readerUrl, upstreamFailureResponse } from "../upstream/respond.server";
import { listData, type ListData } from "./list-page";
import { documentTitle, isStale, pageHeaders, requestedPage, translator } from "./list-page.server";

export type SearchState = "too-short" | "none" | "results" | "failed";

/**
 * The search results page, /search?q=… (issue 7, spec §5): a GET form that works
 * without JavaScript, results from the media service with the header search's
 * parameters (spec §7), paged with Load More like the lists. The query is cut to
 * 200 characters before anything is sent; under 2 letters nothing is.
 * Search pages are not for indexing (robots noindex).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
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

  if (!isSearchable(query)) {
    if (page > 1) throw notFound();
    return data(
      { lang, query, head, state: "too-short" as SearchState, list: null as ListData | null, total: null as number | null, stale: false },
      { headers: { ...pageHeaders("search"), ...noindex } },
    );
  }

  let results;
  try {
    results = await searchNews(lang, headerSearchQuery(query, page));
  } catch (error) {
    // A 404 (a page past the results) is the 404 page; our own bugs are rethrown.
    if (statusForUpstreamFailure(error) !== 503) throw upstreamFailureResponse(error);
    // spec §8 "search failure: stops the searching state": the form stays, with a message
    // (the header's search dialog reads this same answer).
    return data(
      { lang, query, head, state: "failed" as SearchState, list: null as ListData | null, total: null as number | null, stale: false },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30", ...noindex } },
    );
  }
  const { items, total } = results.data;
  const window = pageWindow(page, items.length, SEARCH_PAGE_SIZE, total);
  if (!window) throw notFound();
  return data(
    {
      lang,
      query,
      head,
      state: (items.length > 0 ? "results" : "none") as SearchState,
      list: listData(markedCards(newsCards(items, lang, null, t("article.defaultTitle")), query), window, href(lang, "/search"), { q: query }, context),
      total,
      stale: isStale(results),
    },
    { headers: { ...pageHeaders("search", results), ...noindex } },
  );
}
