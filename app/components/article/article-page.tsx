import type { SerializeFrom } from "@remix-run/node";
import { Await, Link } from "@remix-run/react";
import { Suspense, useRef } from "react";
import { useTranslation } from "../../i18n/react";
import type { clientAction } from "../../pages/article";
import type { articleLoader } from "../../pages/article.server";
import { ServerMarkup, useIslandValue } from "../../wire/islands";
import { CommentsSection } from "../comments/comments";
import { LiveCommentCountProvider } from "../comments/live-count";
import * as layout from "../common/layout.css";
import { EngagementBar } from "../engagement/engagement-bar";
import { ArticleImage } from "./article-image";
import * as styles from "./article.css";
import { RelatedNewsPending } from "./related-news";
import { ShareLinks } from "./share-links";
import { LiveCoverageProvider, LiveKeyEvents, LiveLabel, LiveStatus, LiveUpdates } from "./live/live-coverage";
import { useVideoPosters } from "./video-posters";
import { href } from "../../i18n/language";

/** The hero's `sizes`: the article column is 760 px at most, inside 4vw of page padding each side on phones. */
export const HERO_SIZES = "(min-width: 824px) 760px, 92vw";

/**
 * Between the byline's parts, as text: a text browser, a screen reader or a copy reads
 * "M. Balasubramanian · Published …" rather than the parts run together (CSS gaps are not text).
 */
const BYLINE_SEPARATOR = " · ";

/** The sanitized body: the server's copy stays as it is when the page hydrates (useIslandValue). */
function ArticleBody({ html }: { html: string | null }) {
  const body = useIslandValue("article-body", html);
  return <div className={`article-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: body ?? "" }} suppressHydrationWarning />;
}

type ArticlePageProps = SerializeFrom<typeof articleLoader> & { answer: SerializeFrom<typeof clientAction> | undefined };

/** The article (requirements §2): breadcrumb, headline, byline, share links, picture, body, tags, likes and saves; then the comments, related news and "Most read". */
export function ArticlePage({
  article,
  live,
  lang,
  stale,
  shareUrl,
  choices,
  related,
  mostRead,
  textSize,
  follow,
  commentCount,
  comments,
  viewer,
  answer,
}: ArticlePageProps) {
  const { t } = useTranslation();
  // A video poster plays in place wherever it is in the story: its body, and a live page's updates, those that
  // arrive later included (issue 29: in an update it opened the video's site in a new tab).
  const ref = useRef<HTMLElement>(null);
  useVideoPosters(ref);
  return (
    <LiveCommentCountProvider>
      <LiveCoverageProvider lang={lang} articleId={article.id} live={live}>
        <article ref={ref} className={styles.article} aria-labelledby="article-title">
          {stale ? (
            <p className={layout.notice} role="status">
              {t("errors.staleNotice")}
            </p>
          ) : null}
          <nav aria-label={t("article.breadcrumb")} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to={href(lang, "/")}>{t("site.home")}</Link>
              </li>
              {article.category ? (
                <li>
                  <Link to={article.category.href}>{article.category.name}</Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <header className={styles.header}>
            <p className={styles.kicker}>
              <LiveLabel isLive={article.isLive} />
              {article.category ? (
                <Link to={article.category.href} className={styles.category}>
                  {article.category.name}
                </Link>
              ) : null}
            </p>
            <h1 id="article-title" className={styles.title}>
              {article.title}
            </h1>
            {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
            <p className={styles.byline}>
              <span>
                {t("article.by")}{" "}
                {article.author ? (
                  <Link to={article.author.href} rel="author" className={styles.author}>
                    {article.author.name}
                  </Link>
                ) : (
                  t("article.unknownAuthor")
                )}
              </span>
              {BYLINE_SEPARATOR}
              <span>
                {t("article.published")} <time dateTime={article.publishedAt}>{article.published}</time>
              </span>
              {/* A live story says when it last changed in its status line (LiveStatus), which follows the updates. */}
              {article.updated && !live ? (
                <>
                  {BYLINE_SEPARATOR}
                  <span>
                    {t("article.updated")} <time dateTime={article.updatedAt}>{article.updated}</time>
                  </span>
                </>
              ) : null}
              {/* No reading time for a live page: its updates keep coming (issue 29). */}
              {live ? null : (
                <>
                  {BYLINE_SEPARATOR}
                  <span>{t("article.readTime", { count: article.readMinutes })}</span>
                </>
              )}
            </p>
            <LiveStatus />
            <ShareLinks url={shareUrl} title={article.title} />
            <ServerMarkup id="text-size" html={textSize} />
          </header>
          <LiveKeyEvents />
          {article.image ? <ArticleImage image={article.image} sizes={HERO_SIZES} priority tapToShow className={styles.hero} /> : null}
          {/* Sanitized on the server (app/news/sanitize.server.ts) before it gets here. */}
          <ArticleBody html={article.bodyHtml} />
          <LiveUpdates />
          {/* requirements §2: on phones only, the app in a new tab; in the story's flow, never over its text (issue 29 point 8).
              The site's own /app sends the reader to the App Store or Google Play by the browser that asks (app/routes/app.ts):
              the page is the same for every reader, so every cache may share it. `nofollow`: a crawler has no store to go to. */}
          <a href={href(lang, "/app")} target="_blank" rel="noopener nofollow" className={styles.continueOnApp}>
            {t("shell.continueOnApp")}
            <span className={layout.visuallyHidden}> {t("shell.opensInNewTab")}</span>
          </a>
          {article.tags.length > 0 ? (
            <section aria-labelledby="article-tags" className={styles.tags}>
              <h2 id="article-tags">{t("article.tags")}</h2>
              <ul>
                {article.tags.map((tag) => (
                  <li key={tag.name}>
                    <Link to={tag.href} className={styles.tagLink}>
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* issue 30: follow the story's city, category, author (a live story itself), made on the server only. */}
          <ServerMarkup id="follow" html={follow} />
          <Link to={href(lang, "/saved")} className={styles.savedLink}>
            {t("engagement.savedLink")}
          </Link>
          <EngagementBar
            lang={lang}
            articleId={article.id}
            slug={article.slug}
            title={article.title}
            shareUrl={shareUrl}
            likesCount={article.likesCount}
            choices={choices}
            commentCount={commentCount}
          />
        </article>
        <CommentsSection lang={lang} slug={article.slug} viewer={viewer} comments={comments} answer={answer} />
        <Suspense fallback={<RelatedNewsPending category={article.category} />}>
          <Await resolve={related} errorElement={null}>
            {(html) => <ServerMarkup id="related" html={html} />}
          </Await>
        </Suspense>
        {/* After the article and what goes with it, never inside its body (issue 29). */}
        <ServerMarkup id="most-read" html={mostRead} />
      </LiveCoverageProvider>
    </LiveCommentCountProvider>
  );
}
