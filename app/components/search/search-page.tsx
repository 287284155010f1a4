import { useLanguage, useTranslation } from "../../i18n/react";
import type { SearchAnswer } from "../../pages/search.server";
import { ListHeader } from "../lists/list-page";
import { NewsList } from "../lists/news-list";
import { SearchForm } from "./search-form";
import * as styles from "./search-page.css";

/** The search results page (requirements §5): the form, then what the query found (or why nothing was sought). */
export function SearchPage({ query, state, list, total, stale }: Omit<SearchAnswer, "head">) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const message =
    state === "too-short" ? t("search.tooShort") : state === "failed" ? t("searchStatus.failed") : state === "none" ? t("search.noResults", { query }) : null;
  return (
    <>
      <ListHeader heading={t("search.heading")} stale={stale} />
      <SearchForm lang={lang} look="page" inputId="search-query" box={{ query }} />
      {message ? (
        // Keyed by the state: another state is another message, as a new live region.
        <p key={state} role="status" className={styles.message}>
          {message}
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
