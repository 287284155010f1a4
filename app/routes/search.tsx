import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/route-error";
import { useTranslation } from "react-i18next";
import { ListHeader } from "../components/list-page";
import { NewsList } from "../components/news-list";
import * as styles from "../components/search-form.css";
import { href, languageFromPath } from "../i18n/language";
import { newsCards } from "../news/cards";
import { SEARCH_PAGE_SIZE } from "../news/limits";
import { listData, type ListData } from "../news/list-page";
import { documentTitle, isStale, pageHeaders, requestedPage, translator, upstream } from "../news/list-page.server";
import { pageWindow } from "../news/paging";
import { listShouldRevalidate } from "../news/revalidate";
import { cleanSearchQuery, headerSearchQuery, isSearchable } from "../news/search";
import { headMeta } from "../seo/meta";
import { searchNews } from "../upstream/media.server";
import { notFound } from "../upstream/respond.server";

type SearchState = "too-short" | "none" | "results";

/**
 * The search results page, /search?q=… (issue 7, spec §5): a GET form that works
 * without JavaScript, results from the media service with the header search's
 * parameters (spec §7), paged with Load More like the lists. The query is cut to
 * 200 characters before anything is sent; under 2 letters nothing is.
 * Search pages are not for indexing (robots noindex).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
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

  const results = await upstream(() => searchNews(lang, headerSearchQuery(query, page)));
  const { items, total } = results.data;
  const window = pageWindow(page, items.length, SEARCH_PAGE_SIZE, total);
  if (!window) throw notFound();
  return data(
    {
      lang,
      query,
      head,
      state: (items.length > 0 ? "results" : "none") as SearchState,
      list: listData(newsCards(items, lang, null, t("article.defaultTitle")), window, href(lang, "/search"), { q: query }),
      total,
      stale: isStale(results),
    },
    { headers: { ...pageHeaders("search", results), ...noindex } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function SearchPage() {
  const { lang, query, state, list, total, stale } = useLoaderData<typeof loader>();
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
          <NewsList list={list} lang={lang} label={t("search.resultsFor", { query })} headingLevel={3} query={query} />
        </section>
      ) : null}
    </>
  );
}
