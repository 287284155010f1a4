import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "../i18n/react";
import { ArticleImage } from "../components/article/article-image";
import * as layout from "../components/common/layout.css";
import { ListHeader } from "../components/lists/list-page";
import * as styles from "../components/lists/news-list.css";
import { RouteErrorBoundary } from "../components/errors/route-error";
import * as savedStyles from "../components/lists/saved.css";
import { engagementActionPath } from "../engagement/actions";
import { savedIds } from "../engagement/cookies.server";
import { href, languageFromPath } from "../i18n/language";
import { newsCard } from "../news/cards";
import { LIST_PAGE_SIZE } from "../news/limits";
import { documentTitle, requestedPage, translator } from "../pages/list-page.server";
import { pageHref, pageWindow } from "../news/paging";
import type { Article } from "../news/types";
import { headMeta } from "../seo/meta";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { getNewsById } from "../upstream/media.server";
import { readerUrl, upstreamFailureResponse } from "../upstream/respond.server";

/**
 * The reader's saved articles, /saved (issue 6 "Article likes and saves"): the
 * ids in the `saved` cookie, newest save first, 12 a page, each with a Remove
 * form. Personal: never cached by anyone, never indexed. An article that no
 * longer exists is left out; one the news service cannot give right now is
 * counted and the reader told.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const page = requestedPage(url);
  const ids = savedIds(request);
  const pageIds = ids.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const window = pageWindow(page, pageIds.length, LIST_PAGE_SIZE, ids.length);
  // Past the end (the reader removed the last save of the last page): the last page there is.
  if (!window) throw redirect(pageHref(href(lang, "/saved"), Math.max(1, Math.ceil(ids.length / LIST_PAGE_SIZE))), 303);

  const results = await Promise.allSettled(pageIds.map((id) => getNewsById(lang, id)));
  const articles: Article[] = [];
  let unavailable = 0;
  for (const result of results) {
    if (result.status === "fulfilled") {
      articles.push(result.value.data);
      continue;
    }
    const status = statusForUpstreamFailure(result.reason);
    if (status === null) throw result.reason;
    if (status !== 404) unavailable += 1;
  }
  // Nothing at all could be read: the translated 503 page, not an empty list that looks like "no saves".
  if (unavailable > 0 && articles.length === 0) throw upstreamFailureResponse(results.find((result) => result.status === "rejected")!.reason);

  const t = await translator(lang);
  const path = href(lang, "/saved");
  return data(
    {
      lang,
      total: ids.length,
      cards: articles.map((article) => ({ ...newsCard(article, lang, null, t("article.defaultTitle")), slug: article.slug })),
      unavailable,
      previousHref: window.hasPrevious ? pageHref(path, page - 1) : null,
      nextHref: window.hasNext ? pageHref(path, page + 1) : null,
      head: { title: documentTitle(t, t("engagement.savedTitle"), page), description: t("engagement.savedDescription"), links: [], noindex: true },
    },
    // The list comes from the reader's own cookie.
    { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);

export default function SavedPage() {
  const { lang, total, cards, unavailable, previousHref, nextHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const heading = t("engagement.savedTitle");
  return (
    <>
      <ListHeader heading={heading}>
        <p className={savedStyles.note}>{total > 0 ? t("engagement.savedCount", { count: total }) : null} {t("engagement.savedNote")}</p>
      </ListHeader>
      {unavailable > 0 ? (
        <p className={layout.notice} role="status">
          {t("engagement.savedUnavailable", { count: unavailable })}
        </p>
      ) : null}
      {previousHref ? (
        <Link to={previousHref} rel="prev" className={styles.previous}>
          ← {t("lists.previousPage")}
        </Link>
      ) : null}
      {cards.length === 0 && unavailable === 0 ? (
        <p className={styles.empty}>{t("engagement.savedEmpty")}</p>
      ) : (
        <ul className={styles.grid} aria-label={heading}>
          {cards.map((card) => (
            <li key={card.id}>
              <article className={styles.card} aria-labelledby={`saved-${card.id}`}>
                {card.image ? (
                  <Link to={card.href} tabIndex={-1} aria-hidden="true">
                    <ArticleImage image={card.image} sizes={styles.cardImageSizes} className={styles.picture} />
                  </Link>
                ) : null}
                {card.category ? <p className={styles.category}>{card.category}</p> : null}
                <h2 className={styles.title}>
                  <Link to={card.href} id={`saved-${card.id}`} className={styles.titleLink}>
                    {card.title}
                  </Link>
                </h2>
                {card.summary ? <p className={styles.summary}>{card.summary}</p> : null}
                <Form method="post" action={engagementActionPath(lang, card.slug, "save")} className={savedStyles.remove}>
                  <input type="hidden" name="intent" value="unsave" />
                  <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
                  <button type="submit" className={savedStyles.removeButton}>
                    {t("engagement.remove")}
                    <span className={layout.visuallyHidden}>: {card.title}</span>
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      {nextHref ? (
        <div className={styles.pager}>
          <Link to={nextHref} rel="next" className={styles.loadMore}>
            {t("engagement.nextPage")}
          </Link>
        </div>
      ) : null}
    </>
  );
}
