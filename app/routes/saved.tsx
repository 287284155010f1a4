import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "../i18n/react";
import { ArticleImage } from "../components/article/article-image";
import * as layout from "../components/common/layout.css";
import { ListHeader } from "../components/lists/list-page";
import { LiveMark } from "../components/lists/live-mark";
import * as styles from "../components/lists/news-list.css";
import { RouteErrorBoundary } from "../components/errors/route-error";
import * as savedStyles from "../components/lists/saved.css";
import { engagementActionPath } from "../engagement/actions";
import { hasSavedCopy, useSavedCopies } from "../offline/saved-copies";
import type { loader } from "../pages/saved.server";

/** The reader's saved articles, /saved (issue 6): its loader is app/pages/saved.server.ts. */
export { loader } from "../pages/saved.server";
export { headers, meta } from "../pages/route-exports";
export const ErrorBoundary = RouteErrorBoundary;

export default function SavedPage() {
  const { lang, total, cards, unavailable, previousHref, nextHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const heading = t("engagement.savedTitle");
  // Which saves this device can show offline (issue 22): known once the page is in the browser.
  const stored = useSavedCopies();
  return (
    <>
      <ListHeader heading={heading}>
        <p className={savedStyles.note}>
          {total > 0 ? t("engagement.savedCount", { count: total }) : null} {t("engagement.savedNote")}
        </p>
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
                {card.live ? (
                  <p className={styles.meta}>
                    <LiveMark live={card.live} />
                  </p>
                ) : null}
                {hasSavedCopy(stored, card.href) ? (
                  <p className={savedStyles.note} data-offline="stored">
                    {t("engagement.readableOffline")}
                  </p>
                ) : null}
                <Form
                  method="post"
                  action={engagementActionPath(lang, card.slug, "save")}
                  className={savedStyles.remove}
                  onSubmit={() => void import("../offline/register").then((worker) => worker.articleSaved(card.href, false))}
                >
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
