import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Form, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { useTranslation } from "../i18n/react";
import { ListHeader } from "../components/lists/list-page";
import { NewsList } from "../components/lists/news-list";
import * as styles from "../components/search/search-form.css";
import { href, languageFromPath } from "../i18n/language";
import { browserStrings } from "../i18n/strings-store";
import { translate } from "../i18n/translate";
import { markedCards, newsCards } from "../news/cards";
import { SEARCH_PAGE_SIZE } from "../news/limits";
import { listData, type ListData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, requestedPage, translator } from "../pages/list-page.server";
import { pageWindow } from "../news/paging";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { cleanSearchQuery, isSearchable } from "../news/search";
import { headerSearchQuery } from "../upstream/list-queries";
import { headMeta } from "../seo/meta";
import { searchNews } from "../upstream/media.server";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { notFound, readerUrl, upstreamFailureResponse } from "../upstream/respond.server";

type SearchState = "too-short" | "none" | "results" | "failed";

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

/**
 * Client navigations and the search dialog's fetches come through here: a failure
 * on the way (a phone losing signal, a proxy's error page) is the "failed" state, a
 * message beside the form, rather than the page's error boundary (for the dialog,
 * the whole page's). Redirects, the 404 of a page past the results and the 400 of a
 * query that can never be valid stay what they are.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400))) throw error;
    const url = new URL(request.url);
    const lang = languageFromPath(url.pathname);
    const query = cleanSearchQuery(url.searchParams.get("q") ?? "");
    const strings = browserStrings(lang);
    const head = {
      title: translate(strings, lang, "lists.documentTitle", { title: translate(strings, lang, "search.title") }),
      description: translate(strings, lang, "search.description"),
      links: [],
      noindex: true,
    };
    return { lang, query, head, state: "failed" as SearchState, list: null as ListData | null, total: null as number | null, stale: false };
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function SearchPage() {
  const { lang, query, state, list, total, stale } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  return (
    <>
      <ListHeader heading={t("search.heading")} stale={stale} />
      {/* A plain GET form: without JavaScript the browser submits it, with it Remix navigates. */}
      <Form method="get" action={href(lang, "/search")} role="search" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="search-query" className={styles.label}>
            {t("search.label")}
          </label>
          <input
            key={query}
            id="search-query"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query}
            autoComplete="off"
            enterKeyHint="search"
            lang={lang}
          />
        </div>
        <button type="submit" className={styles.button}>
          {t("search.submit")}
        </button>
      </Form>
      {state === "too-short" ? (
        <p role="status" className={styles.message}>
          {t("search.tooShort")}
        </p>
      ) : null}
      {state === "failed" ? (
        <p role="status" className={styles.message}>
          {t("searchStatus.failed")}
        </p>
      ) : null}
      {state === "none" ? (
        <p role="status" className={styles.message}>
          {t("search.noResults", { query })}
        </p>
      ) : null}
      {state === "results" && list ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className={styles.resultsHeading}>
            {t("search.resultsFor", { query })}
          </h2>
          {total !== null ? (
            <p role="status" className={styles.count}>
              {t("search.resultCount", { count: total })}
            </p>
          ) : null}
          <NewsList list={list} label={t("search.resultsFor", { query })} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
