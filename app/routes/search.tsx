import { Form, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { useTranslation } from "../i18n/react";
import { ListHeader } from "../components/lists/list-page";
import { NewsList } from "../components/lists/news-list";
import * as styles from "../components/search/search-form.css";
import { href } from "../i18n/language";
import type { clientLoader } from "../pages/search";

/**
 * The search results page, /search?q=… (issue 7, spec §5): a GET form that works without
 * JavaScript, the results paged with Load More like the lists. Its loader is
 * app/pages/search.server.ts, its clientLoader (shared with the header's dialog) app/pages/search.ts.
 */
export { searchLoader as loader } from "../pages/search.server";
export { clientLoader } from "../pages/search";
export { headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

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
