import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ArticleImage } from "../components/article-image";
import * as styles from "../components/article.css";
import { EngagementBar } from "../components/engagement-bar";
import * as layout from "../components/layout.css";
import { RelatedNews } from "../components/related-news";
import { RouteErrorBoundary } from "../components/route-error";
import { ShareLinks } from "../components/share-links";
import { isEngagementAction } from "../engagement/actions";
import { readerChoices } from "../engagement/cookies.server";
import { getEnv } from "../env.server";
import { PAGE_CACHE, PAGE_VARY } from "../http-cache";
import { href, languageFromPath } from "../i18n/language";
import { commentCount, inPlaceIfReady, relatedStories } from "../news/article-extras.server";
import { articleView } from "../news/article-view";
import { documentTitle, translator, upstream } from "../news/list-page.server";
import { sanitizeArticleHtml } from "../news/sanitize.server";
import { parseArticleSlug } from "../news/slug";
import { articleHead } from "../seo/article-head";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { staleHeaders } from "../upstream/http.server";
import { getNewsById } from "../upstream/media.server";
import { notFound } from "../upstream/respond.server";

/**
 * An article, at /news/{slug} and under every section path (spec §2). The slug's
 * last hyphen-separated segment is the id; a slug without one is a 404 with no
 * upstream call, an id the upstream does not have (or answers for another id) is
 * a 404, an outdated slug text answers 301 to the current one on the same path.
 * The headline and body render at once; "You May Also Like" and the comment count
 * stream in after them (promises in the loader data, <Await> in the page).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const slug = params.slug ?? "";
  const id = parseArticleSlug(slug);
  if (!id) throw notFound();

  const fetched = await upstream(() => getNewsById(lang, id));
  const article = fetched.data;
  if (article.slug !== slug) {
    const segments = url.pathname.split("/");
    segments[segments.length - 1] = encodeURIComponent(article.slug);
    throw redirect(segments.join("/") + url.search, { status: 301, headers: { "Cache-Control": PAGE_CACHE.redirect } });
  }

  const t = await translator(lang);
  const defaultTitle = t("article.defaultTitle");
  const view = articleView(article, {
    lang,
    defaultTitle,
    safeBodyHtml: sanitizeArticleHtml(article.bodyHtml, { siteOrigin: getEnv().PUBLIC_ORIGIN }),
  });
  const origin = publicOrigin(request);
  // Never waited for: in place when a cache has them, else streamed after the headline and body.
  const [related, comments] = await Promise.all([inPlaceIfReady(relatedStories(lang, article, defaultTitle)), inPlaceIfReady(commentCount(id))]);
  return data(
    {
      lang,
      article: view,
      shareUrl: `${origin}${href(lang, view.canonicalPath)}`,
      head: articleHead(view, {
        lang,
        origin,
        siteName: t("site.name"),
        homeName: t("site.home"),
        documentTitle: documentTitle(t, view.title),
      }),
      choices: readerChoices(request, id),
      stale: Boolean(fetched.error),
      related: related.value,
      commentCount: comments.value,
    },
    { headers: { "Cache-Control": PAGE_CACHE.article, Vary: PAGE_VARY, ...staleHeaders(fetched) } },
  );
}

/**
 * Nothing the page shows changes after the theme switch, nor after a like or a
 * save made with JavaScript (the buttons show the answer themselves): the body
 * is not downloaded again for either.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/theme" || (formAction !== undefined && isEngagementAction(formAction)) ? false : defaultShouldRevalidate;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => [
  ...headMeta(loaderData?.head, matches, error),
  ...(loaderData?.head.extra ?? []),
];

export default function ArticlePage() {
  const { article, lang, stale, shareUrl, choices, related, commentCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
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
            {article.isLive ? <span className={styles.live}>{t("article.live")}</span> : null}
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
            <span>
              {t("article.published")} <time dateTime={article.publishedAt}>{article.published}</time>
            </span>
            {article.updated ? (
              <span>
                {t("article.updated")} <time dateTime={article.updatedAt}>{article.updated}</time>
              </span>
            ) : null}
            <span>{t("article.readTime", { count: article.readMinutes })}</span>
          </p>
          <ShareLinks url={shareUrl} title={article.title} />
        </header>
        {article.image ? (
          <ArticleImage image={article.image} sizes="(min-width: 800px) 760px, 100vw" priority className={styles.hero} />
        ) : null}
        {/* Sanitized on the server (app/news/sanitize.server.ts) before it gets here. */}
        <div className={`article-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
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
      <section id="comments" aria-labelledby="comments-heading" className={styles.comments} tabIndex={-1}>
        <h2 id="comments-heading">{t("articlePage.comments")}</h2>
        <Suspense fallback={null}>
          <Await resolve={commentCount} errorElement={null}>
            {(count) =>
              count === null ? (
                <p className={styles.muted}>{t("articlePage.commentsUnavailable")}</p>
              ) : (
                <p className={styles.muted} data-comment-count={count}>
                  {count === 0 ? t("articlePage.noComments") : t("articlePage.commentCount", { count })}
                </p>
              )
            }
          </Await>
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <Await resolve={related} errorElement={null}>
          {(stories) => <RelatedNews stories={stories} />}
        </Await>
      </Suspense>
    </>
  );
}
