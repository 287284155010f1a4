/**
 * The article page's loader and its comment forms' action (the route, app/routes/article.tsx, renders
 * it with app/components/article/article-page.tsx).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { categoryStrings } from "../i18n/category-strings";
import type { TFunction } from "../i18n/translate";
import { mostReadForPage } from "../analytics/most-read.server";
import { readTextSize } from "../http/cookies.server";
import type { RelatedStory } from "../news/article-view";
import type { MostReadStory } from "../analytics/most-read";
import type { TextSize } from "../styles/text-size";
import { currentReader } from "../auth/reader.server";
import { FOCUS_PARAM, isCommentId, SHOW_ALL_PARAM, SHOW_ALL_VALUE } from "../comments/answers";
import { commentAction, loadComments } from "../comments/comments.server";
import { commentAnchor } from "../comments/thread";
import { getEnv } from "../config/env.server";
import { readerChoices } from "../engagement/cookies.server";
import { href, pathWithoutLanguage, type Language } from "../i18n/language";
import { bodyPictureSizes } from "../images/body-pictures.server";
import { getImageSources } from "../config/image-sources.server";
import { articleView } from "../news/article-view";
import { formatTime } from "../news/format";
import { isCoverageOpen, keyEvents, LIVE_PAGE_PARAM, LIVE_UPDATES_PAGE_SIZE, orderUpdates, updateAnchor, updatesPage, type LiveCoverage } from "../news/live";
import { LIVE_SINCE_PARAM } from "../news/live-events";
import { resolveAuthor } from "../news/resolve";
import type { Article } from "../news/types";
import { sanitizeArticleHtml } from "../news/sanitize.server";
import { parseArticleSlug } from "../news/slug";
import { articleHead } from "../seo/article-head";
import { publicOrigin } from "../seo/origin.server";
import { publisherOf } from "../seo/publisher.server";
import { staleHeaders } from "../upstream/http.server";
import { keyEventText, liveUpdateMessage } from "../live/messages.server";
import { getAuthors, getNewsById } from "../upstream/media.server";
import { outsidePageBudget, pageTimeLeft } from "../upstream/page-budget.server";
import { notFound, readerUrl } from "../upstream/respond.server";
import { HTML_CACHE_KEEP_HEADER, HTML_CACHE_PURGE_HEADER, LIVE_HTML_CACHE_KEEP_MS, PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { CONTENT_VERSION_HEADER, contentVersion } from "../wire/http-conditional.server";
import { httpDate } from "../http/http-date";
import { islandData } from "../wire/islands";
import { followTargets, pageAddress, type FollowMarkup, type FollowTarget } from "./follow-targets.server";
import { isLite } from "../wire/lite.server";
import { inPlaceWithin, relatedStories } from "./article-extras.server";
import { articleSection, isArticlesSection } from "./article-parent.server";
import { documentTitle, translator, upstream } from "./list-page.server";

/**
 * What the article page shows as markup made on the server only (app/wire/islands.tsx ServerMarkup), made by the
 * components that draw it: the route passes them in (routes/article.tsx), as pages sit below components.
 */
export type ArticleMarkup = {
  related(stories: readonly RelatedStory[], options: { t: TFunction; lang: Language; lite: boolean }): string | null;
  mostRead(stories: readonly MostReadStory[], t: TFunction): string | null;
  textSize(t: TFunction, current: TextSize, back: string): string;
  /** issue 30: the Follow buttons of the story's city, category and author, and of a live story itself. */
  follow: FollowMarkup;
};

/**
 * An article, at /news/{slug} and under every section path (requirements §2). The slug's
 * last hyphen-separated segment is the id; a slug without one is a 404 with no
 * upstream call, an id the upstream does not have (or answers for another id) is
 * a 404, an outdated slug text answers 301 to the current one on the same path.
 * The headline and body render at once; "You May Also Like" and the comments
 * stream in after them (promises in the loader data, <Await> in the page).
 * `heroSizes` is the page's picture `sizes` (app/components/article/article-page.tsx): the body's pictures
 * get it too.
 */
export async function articleLoader({ request, params, context }: LoaderFunctionArgs, heroSizes: string, markup: ArticleMarkup) {
  const url = readerUrl(request);
  const lang = context.language;
  const slug = params.slug ?? "";
  const id = parseArticleSlug(slug);
  if (!id) throw notFound();

  // Asked for while the article is fetched. `?comments=all` and `?comment={id}` (where a form
  // without JavaScript lands) wait for them: those readers came for the comments.
  const showAll = url.searchParams.get(SHOW_ALL_PARAM) === SHOW_ALL_VALUE;
  const focusParam = url.searchParams.get(FOCUS_PARAM);
  const focus = isCommentId(focusParam) ? focusParam : null;
  const readerPromise = currentReader(request);
  // Streamed when not ready in time: their reads keep their own deadline, not the page's (issue 19 §11).
  const commentsPromise = readerPromise.then(({ reader }) => outsidePageBudget(() => loadComments(id, reader, lang, { showAll, focus })));
  // The author list (kept an hour) gives the byline's link its canonical slug; without it the name, which 301s.
  const authorsPromise = getAuthors(lang).then(
    (authors) => authors.data,
    () => [],
  );
  // "Most read" beside the article (issue 29), itself left out; absent when it is late or cannot be read.
  const mostRead = mostReadForPage(lang, { exclude: id });
  const { reader } = await readerPromise;

  // A live story's copy is fresh for one live check interval only (app/upstream/media.server.ts): a reload shows it.
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
  const relatedHtml = (stories: readonly RelatedStory[]) => markup.related(stories, { t, lang, lite });
  const imageSources = getImageSources();
  const pictureSizes = lite ? new Map() : await bodyPictureSizes(article.bodyHtml, imageSources, Math.min(getEnv().BODY_PICTURE_WAIT_MS, pageTimeLeft()));
  const author = article.author ? (resolveAuthor(await authorsPromise, article.author)?.found ?? null) : null;
  const authorSlug = author?.slug ?? null;
  const view = articleView(article, {
    lang,
    defaultTitle,
    authorSlug,
    safeBodyHtml: sanitizeArticleHtml(article.bodyHtml, {
      siteOrigin: getEnv().PUBLIC_ORIGIN,
      pictures: { sources: imageSources, sizes: pictureSizes, sizesAttribute: heroSizes },
      liteLabel: lite ? t("lite.showImage") : undefined,
      videos: { play: t("lite.playVideo"), lite, liteLabel: t("lite.videoLink") },
    }),
  });
  const origin = publicOrigin(request);
  const followable: Omit<FollowTarget, "following">[] = [
    ...(article.isLive || article.live ? [{ kind: "live" as const, id: article.id, name: view.title }] : []),
    ...(article.city ? [{ kind: "city" as const, id: article.city.id, name: article.city.name }] : []),
    ...(article.category ? [{ kind: "category" as const, id: article.category.id, name: article.category.name }] : []),
    ...(author ? [{ kind: "author" as const, id: author.id, name: author.name }] : []),
  ];
  const followHtml = markup.follow(t, lang, await followTargets(request, followable), pageAddress(request));
  const live = article.live ? liveView(article.live, { lang, t, lite, sizesAttribute: heroSizes, url, canonicalPath: href(lang, view.canonicalPath) }) : null;
  // Related news and comments get a short wait, side by side (decision 0012), the comments all the time
  // they need when asked for; never past the page's time budget (issue 19 §11): then they are streamed.
  const commentsWaitMs = Math.min(showAll || focus ? Number.POSITIVE_INFINITY : getEnv().COMMENTS_WAIT_MS, pageTimeLeft());
  const [related, comments, mostReadStories] = await Promise.all([
    inPlaceWithin(
      outsidePageBudget(() => relatedStories(lang, article, defaultTitle)),
      Math.min(getEnv().RELATED_WAIT_MS, pageTimeLeft()),
    ),
    commentsWaitMs === Number.POSITIVE_INFINITY ? commentsPromise.then((value) => ({ value })) : inPlaceWithin(commentsPromise, commentsWaitMs),
    mostRead.settle(defaultTitle),
  ]);
  return data(
    {
      lang,
      // The body is a server island (app/wire/islands.tsx): on a first visit it is in the HTML once, not also in the data.
      article: {
        ...view,
        bodyHtml: islandData(context, "article-body", view.bodyHtml),
      },
      // A live story's updates: their bodies are an island too (rendered once, in the HTML), the rest is small.
      live: live && { ...live.view, bodies: islandData(context, "live-updates", live.bodies) },
      shareUrl: `${origin}${href(lang, view.canonicalPath)}`,
      head: articleHead(view, {
        lang,
        origin,
        siteName: t("site.name"),
        homeName: t("site.home"),
        documentTitle: documentTitle(t, view.title),
        publisher: publisherOf(origin),
        feeds: articleFeeds(t, article.category),
        live: article.live,
      }),
      choices: readerChoices(request, id),
      stale: Boolean(fetched.error),
      // Markup made here (components/article/related-news.server.tsx); streamed as markup when it comes late.
      related: related.value instanceof Promise ? related.value.then(relatedHtml) : islandData(context, "related", relatedHtml(related.value)),
      mostRead: islandData(context, "most-read", markup.mostRead(mostReadStories, t)),
      textSize: islandData(context, "text-size", markup.textSize(t, readTextSize(request) ?? "normal", pageAddress(request))),
      follow: islandData(context, "follow", followHtml),
      comments: comments.value,
      commentCount: comments.value instanceof Promise ? comments.value.then((thread) => thread?.count ?? null) : (comments.value?.count ?? null),
      viewer: reader.signedIn ? { signedIn: true as const, userId: reader.userId, name: reader.name } : { signedIn: false as const },
    },
    {
      headers: {
        // A live story's page is kept seconds, not minutes (in our HTML cache, one): a reload is its refresh (issue 21).
        ...(isLiveStory(article)
          ? { "Cache-Control": PAGE_CACHE.live, [HTML_CACHE_KEEP_HEADER]: String(LIVE_HTML_CACHE_KEEP_MS) }
          : { "Cache-Control": PAGE_CACHE.article }),
        Vary: PAGE_VARY,
        ...staleHeaders(fetched),
        // issue 8: the article's own date; app/entry.server.tsx makes the ETag and answers 304 from it.
        // The comments change the page without changing its date: their digest joins the ETag. While they are
        // still on their way (streamed), nothing says what the page will hold: no validators then.
        ...(comments.value instanceof Promise
          ? {}
          : {
              "Last-Modified": httpDate(article.publishedAt, article.updatedAt) ?? new Date(fetched.fetchedAt).toUTCString(),
              // The coverage's version moves with every post, correction, pin and deletion, even within one second.
              [CONTENT_VERSION_HEADER]: contentVersion(article.live ? [comments.value, article.live.version] : comments.value),
            }),
      },
    },
  );
}

/** A story still happening: marked live upstream, or carrying coverage that has not ended. */
function isLiveStory(article: Article): boolean {
  return article.isLive || (article.live !== null && isCoverageOpen(article.live));
}

const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;
/** The "Show new updates" link's second parameter: when its page was rendered. Ignored. */
const LIVE_AT_PARAM = "at";

/** `?updates=` (LIVE_PAGE_PARAM), or `?since=` (LIVE_SINCE_PARAM): a positive integer, or null. */
function positiveParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  return raw !== null && POSITIVE_INTEGER.test(raw) ? Number(raw) : null;
}

/**
 * What a live article shows of its coverage (issue 21): one page of updates (20; `?updates=2` for older), each
 * said by liveUpdateMessage as the live stream says it, so page and stream agree. Their bodies go apart
 * (`bodies`), to be an island. `?since={version}` is the "Show new updates" link's: its only effect is to mark
 * the updates newer than the version the reader held; the page is otherwise the article's, canonical and all.
 */
function liveView(coverage: LiveCoverage, options: { lang: Language; t: TFunction; lite: boolean; sizesAttribute: string; url: URL; canonicalPath: string }) {
  const { lang, url, canonicalPath } = options;
  const asked = positiveParam(url, LIVE_PAGE_PARAM) ?? 1;
  const { pages } = updatesPage(coverage, 1);
  // A page past the end (updates were deleted since the link was made) shows the last one.
  const page = Math.min(asked, pages);
  const { updates, hasOlder } = updatesPage(coverage, page);
  const messages = updates.map((update) => liveUpdateMessage(update, options));
  const since = positiveParam(url, LIVE_SINCE_PARAM);
  const pageHref = (to: number) => (to > 1 ? `${canonicalPath}?${LIVE_PAGE_PARAM}=${to}` : canonicalPath);
  // A key event on another page than this one links to that page, at its anchor.
  const pageOf = new Map(orderUpdates(coverage.updates).map((update, index) => [update.id, Math.floor(index / LIVE_UPDATES_PAGE_SIZE) + 1]));
  return {
    view: {
      version: coverage.version,
      open: isCoverageOpen(coverage),
      page,
      olderHref: hasOlder ? pageHref(page + 1) : null,
      newerHref: page > 1 ? pageHref(page - 1) : null,
      // A query of its own for every rendering: never a copy of the page the reader holds, and never that page's own
      // URL either (a link to the current URL with a fragment only scrolls, it fetches nothing).
      refreshHref: `${canonicalPath}?${LIVE_SINCE_PARAM}=${coverage.version}&${LIVE_AT_PARAM}=${Date.now().toString(36)}`,
      keyEvents: keyEvents(coverage).map((update) => ({
        id: update.id,
        href: `${pageOf.get(update.id) === page ? "" : pageHref(pageOf.get(update.id) ?? 1)}#${updateAnchor(update.id)}`,
        title: keyEventText(update),
        time: formatTime(update.publishedAt, lang),
        publishedAt: update.publishedAt,
      })),
      updates: messages.map(({ html: _html, ...rest }) => ({ ...rest, isNew: since !== null && Date.parse(rest.publishedAt) > since })),
    },
    bodies: Object.fromEntries(messages.map((message) => [message.id, message.html])),
  };
}

/** An article offers its category's feeds (app/routes/feed.ts), or the site's when it has no category. */
function articleFeeds(t: TFunction, category: { name: string; slug: string } | null) {
  const title = category?.name && category.slug ? categoryStrings(t, category.name).title : t("site.name");
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
export async function action({ request, params, context }: ActionFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
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
