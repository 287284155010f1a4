import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { Await, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "../i18n/translate";
import { Suspense, useRef } from "react";
import { useTranslation } from "../i18n/react";
import { currentReader } from "../auth/reader.server";
import { FOCUS_PARAM, isCommentId, isCommentIntent, revalidateAfterComment, SHOW_ALL_PARAM, SHOW_ALL_VALUE, type CommentAnswer } from "../comments/answers";
import { commentAction, loadComments } from "../comments/comments.server";
import { LiveCommentCountProvider } from "../components/comments/live-count";
import { commentAnchor } from "../comments/thread";
import { ArticleImage, picturePreload } from "../components/article/article-image";
import { CommentsSection } from "../components/comments/comments";
import * as styles from "../components/article/article.css";
import { EngagementBar } from "../components/engagement/engagement-bar";
import { useVideoPosters } from "../components/article/video-posters";
import * as layout from "../components/common/layout.css";
import { RelatedNews, RelatedNewsPending } from "../components/article/related-news";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { ShareLinks } from "../components/article/share-links";
import { isEngagementAction } from "../engagement/actions";
import { islandData, useIslandValue } from "../wire/islands";
import { readerChoices } from "../engagement/cookies.server";
import { getEnv } from "../config/env.server";
import { HTML_CACHE_PURGE_HEADER, PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { href, languageFromPath, pathWithoutLanguage } from "../i18n/language";
import { inPlaceWithin, relatedStories } from "../pages/article-extras.server";
import { articleSection, isArticlesSection } from "../pages/article-parent.server";
import { articleView } from "../news/article-view";
import { documentTitle, translator, upstream } from "../pages/list-page.server";
import { sanitizeArticleHtml } from "../news/sanitize.server";
import { bodyPictureSizes } from "../images/body-pictures.server";
import { getImageSources } from "../config/image-sources.server";
import { isLite } from "../wire/lite.server";
import { outsidePageBudget, pageTimeLeft } from "../upstream/page-budget.server";
import { parseArticleSlug } from "../news/slug";
import { articleHead } from "../seo/article-head";
import { CONTENT_VERSION_HEADER, contentVersion } from "../wire/http-conditional.server";
import { httpDate } from "../http/http-date";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { publisherOf } from "../seo/publisher.server";
import { staleHeaders } from "../upstream/http.server";
import { getAuthors, getNewsById } from "../upstream/media.server";
import { resolveAuthor } from "../news/resolve";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * An article, at /news/{slug} and under every section path (spec §2). The slug's
 * last hyphen-separated segment is the id; a slug without one is a 404 with no
 * upstream call, an id the upstream does not have (or answers for another id) is
 * a 404, an outdated slug text answers 301 to the current one on the same path.
 * The headline and body render at once; "You May Also Like" and the comments
 * stream in after them (promises in the loader data, <Await> in the page).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const slug = params.slug ?? "";
  const id = parseArticleSlug(slug);
  if (!id) throw notFound();

  // Asked for while the article is fetched. `?comments=all` and `?comment={id}` (where a form
  // without JavaScript lands) wait for them: those readers came for the comments.
  const showAll = url.searchParams.get(SHOW_ALL_PARAM) === SHOW_ALL_VALUE;
  const focusParam = url.searchParams.get(FOCUS_PARAM);
  const focus = isCommentId(focusParam) ? focusParam : null;
  const readerPromise = currentReader(request);
  // Streamed when not ready in time: their reads keep their own deadline, not the page's (issue 11).
  const commentsPromise = readerPromise.then(({ reader }) => outsidePageBudget(() => loadComments(id, reader, lang, { showAll, focus })));
  // The author list (kept an hour) gives the byline's link its canonical slug; without it the name, which 301s.
  const authorsPromise = getAuthors(lang).then(
    (authors) => authors.data,
    () => [],
  );
  const { reader } = await readerPromise;

  const fetched = await upstream(() => getNewsById(lang, id));
  const article = fetched.data;
  // Under a section that is not the article's own (`/author/zzz/news/…`): its canonical address.
  const section = articleSection(pathWithoutLanguage(url.pathname));
  if (section && !(await isArticlesSection(lang, section.section, section.name, article))) {
    throw redirect(href(lang, `/news/${encodeURIComponent(article.slug)}`) + url.search, {
      status: 301,
      headers: { "Cache-Control": PAGE_CACHE.redirect },
    });
  }
  if (article.slug !== slug) {
    const segments = url.pathname.split("/");
    segments[segments.length - 1] = encodeURIComponent(article.slug);
    throw redirect(segments.join("/") + url.search, {
      status: 301,
      headers: { "Cache-Control": PAGE_CACHE.redirect },
    });
  }

  const t = await translator(lang);
  const defaultTitle = t("article.defaultTitle");
  // The body's pictures without a size of their own: read from their files, briefly (docs/decisions/0022).
  // In lite mode they are links to the pictures instead: no size is needed.
  const lite = isLite(request);
  const imageSources = getImageSources();
  const pictureSizes = lite ? new Map() : await bodyPictureSizes(article.bodyHtml, imageSources, Math.min(getEnv().BODY_PICTURE_WAIT_MS, pageTimeLeft()));
  const authorSlug = article.author ? (resolveAuthor(await authorsPromise, article.author)?.found.slug ?? null) : null;
  const view = articleView(article, {
    lang,
    defaultTitle,
    authorSlug,
    safeBodyHtml: sanitizeArticleHtml(article.bodyHtml, {
      siteOrigin: getEnv().PUBLIC_ORIGIN,
      pictures: { sources: imageSources, sizes: pictureSizes, sizesAttribute: HERO_SIZES },
      liteLabel: lite ? t("lite.showImage") : undefined,
      videos: { play: t("lite.playVideo"), lite, liteLabel: t("lite.videoLink") },
    }),
  });
  const origin = publicOrigin(request);
  // Related news and comments get a short wait, side by side (decision 0012), the comments all the time
  // they need when asked for; never past the page's time budget (issue 11): then they are streamed.
  const commentsWaitMs = Math.min(showAll || focus ? Number.POSITIVE_INFINITY : getEnv().COMMENTS_WAIT_MS, pageTimeLeft());
  const [related, comments] = await Promise.all([
    inPlaceWithin(
      outsidePageBudget(() => relatedStories(lang, article, defaultTitle)),
      Math.min(getEnv().RELATED_WAIT_MS, pageTimeLeft()),
    ),
    commentsWaitMs === Number.POSITIVE_INFINITY ? commentsPromise.then((value) => ({ value })) : inPlaceWithin(commentsPromise, commentsWaitMs),
  ]);
  return data(
    {
      lang,
      // The body is a server island (app/wire/islands.tsx): on a first visit it is in the HTML once, not also in the data.
      article: {
        ...view,
        bodyHtml: islandData(context, "article-body", view.bodyHtml),
      },
      shareUrl: `${origin}${href(lang, view.canonicalPath)}`,
      head: articleHead(view, {
        lang,
        origin,
        siteName: t("site.name"),
        homeName: t("site.home"),
        documentTitle: documentTitle(t, view.title),
        publisher: publisherOf(origin),
        feeds: articleFeeds(t, article.category),
      }),
      choices: readerChoices(request, id),
      stale: Boolean(fetched.error),
      related: related.value,
      comments: comments.value,
      commentCount: comments.value instanceof Promise ? comments.value.then((thread) => thread?.count ?? null) : (comments.value?.count ?? null),
      viewer: reader.signedIn ? { signedIn: true as const, userId: reader.userId, name: reader.name } : { signedIn: false as const },
    },
    {
      headers: {
        "Cache-Control": PAGE_CACHE.article,
        Vary: PAGE_VARY,
        ...staleHeaders(fetched),
        // issue 8: the article's own date; app/entry.server.tsx makes the ETag and answers 304 from it.
        // The comments change the page without changing its date: their digest joins the ETag. While they are
        // still on their way (streamed), nothing says what the page will hold: no validators then.
        ...(comments.value instanceof Promise
          ? {}
          : {
              "Last-Modified": httpDate(article.publishedAt, article.updatedAt) ?? new Date(fetched.fetchedAt).toUTCString(),
              [CONTENT_VERSION_HEADER]: contentVersion(comments.value),
            }),
      },
    }
  );
}

/** An article offers its category's feeds (app/routes/feed.ts), or the site's when it has no category. */
function articleFeeds(t: TFunction, category: { name: string; slug: string } | null) {
  const title = category?.name && category.slug ? t("lists.category.title", { category: category.name }) : t("site.name");
  return {
    path: category?.name && category.slug ? `/category-name/${encodeURIComponent(category.slug)}` : "/",
    titles: { rss: t("crawlers.rssTitle", { title }), atom: t("crawlers.atomTitle", { title }) },
  };
}

/**
 * The comment forms (issue 6): add, reply, like, unlike, for a signed-in reader. Without
 * JavaScript: 303 to the article at `?comment={id}#comment-{id}`, or, when anything fails, the
 * page again with the reader's text and a message (status 4xx/5xx). With JavaScript (`enhanced`)
 * the fetcher gets the answer as data.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const id = parseArticleSlug(params.slug ?? "");
  if (!id) throw notFound();
  // A session the media service no longer accepts is found here already: the reader is signed out.
  const { reader, setCookie } = await currentReader(request);
  const outcome = await commentAction(request, id, lang, reader);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const dropSession = outcome.setCookie ?? setCookie;
  if (dropSession) headers.append("Set-Cookie", dropSession);
  const { answer } = outcome;
  // Readers reloading this article must see the change, not a copy rendered a few seconds ago.
  if (answer.ok) headers.set(HTML_CACHE_PURGE_HEADER, `/news/${params.slug ?? ""}`);
  if (answer.ok && !outcome.enhanced) {
    const target = "comment" in answer ? answer.comment.id : answer.commentId;
    return redirect(`${url.pathname}?${FOCUS_PARAM}=${encodeURIComponent(target)}#${commentAnchor(target)}`, { status: 303, headers });
  }
  return data(answer, { status: outcome.status, headers });
}

/**
 * With JavaScript, a comment form whose request never reaches us (the phone lost its signal)
 * would otherwise end in the route's error page: it rolls back with a message instead, and the
 * reader's text stays in the box.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    const intent = form.get("intent");
    if (!isCommentIntent(intent)) throw error;
    const failed: CommentAnswer = {
      ok: false,
      intent,
      error: intent === "like" || intent === "unlike" ? "likeFailed" : "failed",
      text: String(form.get("comment") ?? ""),
      parentId: intent === "reply" ? String(form.get("parentId") ?? "") : null,
      commentId: intent === "like" || intent === "unlike" ? String(form.get("commentId") ?? "") : null,
      signedOut: false,
    };
    return failed;
  }
}

/**
 * Nothing the page shows changes after the theme switch, nor after a like or a
 * save made with JavaScript (the buttons show the answer themselves): the body
 * is not downloaded again for either.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, formData, actionResult, defaultShouldRevalidate }) => {
  if (formAction === "/theme" || (formAction !== undefined && isEngagementAction(formAction))) return false;
  return revalidateAfterComment(formData, actionResult) ?? defaultShouldRevalidate;
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
/**
 * Between the byline's parts, as text: a text browser, a screen reader or a copy reads
 * "M. Balasubramanian · Published …" rather than the parts run together (CSS gaps are not text).
 */
const BYLINE_SEPARATOR = " · ";

/** The hero's `sizes`: the article column is 760 px at most, inside 4vw of page padding each side on phones. */
const HERO_SIZES = "(min-width: 824px) 760px, 92vw";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => [
  ...headMeta(loaderData?.head, matches, error),
  // Lite mode fetches the picture only when the reader taps for it: no preload there.
  ...((matches.find((match) => match.id === "root")?.data as { lite?: boolean } | undefined)?.lite
    ? []
    : picturePreload(loaderData?.article.image, HERO_SIZES)),
];

/** The sanitized body: the server's copy stays as it is when the page hydrates (useIslandValue). */
function ArticleBody({ html }: { html: string | null }) {
  const body = useIslandValue("article-body", html);
  const ref = useRef<HTMLDivElement>(null);
  useVideoPosters(ref);
  return <div ref={ref} className={`article-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: body ?? "" }} suppressHydrationWarning />;
}

export default function ArticlePage() {
  const { article, lang, stale, shareUrl, choices, related, commentCount, comments, viewer } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  const { t } = useTranslation();
  return (
    <LiveCommentCountProvider>
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
            {BYLINE_SEPARATOR}
            <span>
              {t("article.published")} <time dateTime={article.publishedAt}>{article.published}</time>
            </span>
            {article.updated ? (
              <>
                {BYLINE_SEPARATOR}
                <span>
                  {t("article.updated")} <time dateTime={article.updatedAt}>{article.updated}</time>
                </span>
              </>
            ) : null}
            {BYLINE_SEPARATOR}
            <span>{t("article.readTime", { count: article.readMinutes })}</span>
          </p>
          <ShareLinks url={shareUrl} title={article.title} />
        </header>
        {article.image ? <ArticleImage image={article.image} sizes={HERO_SIZES} priority tapToShow className={styles.hero} /> : null}
        {/* Sanitized on the server (app/news/sanitize.server.ts) before it gets here. */}
        <ArticleBody html={article.bodyHtml} />
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
      <CommentsSection lang={lang} slug={article.slug} viewer={viewer} comments={comments} answer={answer} />
      <Suspense fallback={<RelatedNewsPending category={article.category} />}>
        <Await resolve={related} errorElement={null}>
          {(stories) => <RelatedNews stories={stories} />}
        </Await>
      </Suspense>
    </LiveCommentCountProvider>
  );
}
