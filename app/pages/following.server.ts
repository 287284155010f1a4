/**
 * Following (issue 30): the follow action every Follow button posts to, the Following page's loader and its private
 * feed's forms, the private feed itself, and the follow buttons' data for list pages and articles.
 * Everything here is per reader: never cached by anyone (`private, no-store`), never indexed.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { clockTime, DEFAULT_ALERT_SETTINGS } from "../alerts/policy";
import { vapidKeys } from "../alerts/service.server";
import { FOLLOW_CAP, parseFollow } from "../following/follows";
import { FOLLOW_FIELDS, followFormId } from "../following/form-fields";
import { changeFollow, createFeed, feedFollows, feedTokenOf, readerFollows, revokeFeed, type ReaderFollows } from "../following/reader-follows.server";
import { followStore } from "../following/store.server";
import { describeFollow, describeFollows, followedStories, MAX_FOLLOWING_PAGE, type FollowSubject } from "../following/subjects.server";
import { readSmallForm } from "../http/form-body.server";
import { consumeLimit } from "../http/rate-limit.server";
import { returnPath } from "../http/return-path";
import { href, type Language } from "../i18n/language";
import type { TFunction } from "../i18n/translate";
import { newsCards } from "../news/cards";
import { withAgo } from "../news/story-dates.server";
import { pageHref } from "../news/paging";
import { atomXml } from "../seo/feeds";
import { canonicalUrl } from "../seo/links";
import { publicOrigin } from "../seo/origin.server";
import { readerUrl, upstreamFailureResponse } from "../upstream/respond.server";
import { listData } from "./list-page";
import { documentTitle, requestedPage, translator } from "./list-page.server";

/** Per reader: no shared cache may keep it, and the browser must not keep it either (a follow changes it). */
const PERSONAL = { "Cache-Control": "private, no-store", Vary: "Cookie", "X-Robots-Tag": "noindex" } as const;
/** A follow form is four short fields. */
const FORM_MAX_BYTES = 4 * 1024;

/**
 * A refusal, said plainly in the page's language with a way back (status 4xx): the follow action's answer to what it
 * cannot do. A small document of its own: the action is a resource route, and the reader only needs the sentence.
 */
export function refusal(lang: Language, status: number, message: string, back: string, t: TFunction, headers: Record<string, string> = {}): Response {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escape(t("following.refusedTitle"))} | ${escape(t("site.name"))}</title></head>` +
    `<body><main><h1>${escape(t("following.refusedTitle"))}</h1><p role="alert">${escape(message)}</p>` +
    `<p><a href="${escape(back)}">${escape(t("following.goBack"))}</a> · <a href="${escape(href(lang, "/following"))}">${escape(t("following.title"))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/**
 * POST /follow (issue 30 point 1): follows or unfollows a city, category, tag, author or live story, and goes back to
 * the page the reader was on, at the control (POST → 303 → GET), so it works without JavaScript. A cross-site POST
 * never gets here (app/wire/security.server.ts). Refused with a plain 4xx, nothing changed: a kind or id that is not
 * one (400), a thing the news services do not have (404), the cap (409), too many presses from one address (429).
 */
export async function followAction({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const t = await translator(lang);
  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const back = returnPath(form.get(FOLLOW_FIELDS.back), href(lang, "/following"));
  const intent = form.get(FOLLOW_FIELDS.intent);
  const follow = parseFollow(form.get(FOLLOW_FIELDS.kind), form.get(FOLLOW_FIELDS.id));
  if (!follow || (intent !== "follow" && intent !== "unfollow")) return refusal(lang, 400, t("following.invalid"), back, t);
  const limit = await consumeLimit("follow", context.clientIp);
  if (!limit.allowed) {
    const message = t("following.tooMany", { count: limit.retryAfterSeconds });
    return refusal(lang, 429, message, back, t, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const on = intent === "follow";
  if (on) {
    let subject: FollowSubject | null;
    try {
      subject = await describeFollow(lang, follow);
    } catch (error) {
      throw upstreamFailureResponse(error);
    }
    if (!subject) return refusal(lang, 404, t("following.unknown"), back, t);
  }
  const change = await changeFollow(request, follow, on);
  if (!change.ok) return refusal(lang, 409, t("following.full", { count: FOLLOW_CAP }), back, t);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of change.setCookies) headers.append("Set-Cookie", cookie);
  // Back at the control: its form's id is the fragment (a page with several, the one pressed).
  const location = back.includes("#") ? back : `${back}#${followFormId(follow.kind)}`;
  return redirect(location, { status: 303, headers });
}

/** The Following page's path in a language, at a page of its list. */
function followingPath(lang: Language, page = 1): string {
  return pageHref(href(lang, "/following"), page);
}

/** The reader's alerts as the Following page shows them: browsers on, the settings (their own or the defaults). */
async function alertsOf(current: ReaderFollows, url: URL) {
  const owner = current.owner.kind === "account" ? current.owner.key : current.owner.feedKey;
  const store = followStore();
  const [subscriptions, settings] = owner ? await Promise.all([store.subscriptions(owner), store.alertSettings(owner)]) : [[], null];
  const chosen = settings ?? DEFAULT_ALERT_SETTINGS;
  return {
    on: subscriptions.length,
    perDay: chosen.perDay,
    quiet: chosen.quiet,
    quietFrom: clockTime(chosen.quietFrom),
    quietTo: clockTime(chosen.quietTo),
    // Public by design (the browser subscribes with it); the private key stays in app/alerts/vapid.server.ts.
    publicKey: vapidKeys().publicKey,
    saved: url.searchParams.get("saved") === "alerts",
  };
}

/** /following and /tamil/following: the newest stories of everything followed, what is followed, alerts, the private feed. */
export async function followingLoader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
  const page = requestedPage(url);
  if (page > MAX_FOLLOWING_PAGE) throw redirect(followingPath(lang, MAX_FOLLOWING_PAGE), { status: 303, headers: PERSONAL });
  const t = await translator(lang);
  const current = await readerFollows(request);
  const [subjects, token, alerts] = await Promise.all([describeFollows(lang, current.follows), feedTokenOf(current), alertsOf(current, url)]);
  let stories;
  try {
    stories = await followedStories(lang, subjects, page);
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
  const cards = withAgo(newsCards(stories.items, lang, null, t("article.defaultTitle")), lang);
  const path = href(lang, "/following");
  const origin = publicOrigin(request);
  return data(
    {
      lang,
      signedIn: current.owner.kind === "account",
      followed: subjects.map(({ kind, id, name, path: subjectPath }) => ({ kind, id, name, href: subjectPath ? href(lang, subjectPath) : null })),
      list: listData(cards, { page, hasPrevious: page > 1, hasNext: stories.hasNext }, path, {}, context),
      unavailable: stories.unavailable,
      feedUrl: token ? `${origin}${href(lang, `/following/feed/${token}.xml`)}` : null,
      alerts,
      head: { title: documentTitle(t, t("following.title"), page), description: t("following.description"), links: [], noindex: true },
    },
    { headers: PERSONAL },
  );
}

/** POST /following: the private feed made (`intent=create-feed`) or turned off (`intent=revoke-feed`), then back (303). */
export async function followingAction({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const t = await translator(lang);
  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const back = `${href(lang, "/following")}#following-feed`;
  const intent = form.get(FOLLOW_FIELDS.intent);
  if (intent !== "create-feed" && intent !== "revoke-feed") return refusal(lang, 400, t("following.invalid"), back, t);
  const limit = await consumeLimit("follow", context.clientIp);
  if (!limit.allowed) {
    return refusal(lang, 429, t("following.tooMany", { count: limit.retryAfterSeconds }), back, t, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const cookies = intent === "create-feed" ? await createFeed(request) : await revokeFeed(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(back, { status: 303, headers });
}

/** GET /following/feed/{token}.xml: the private Atom feed of the Following page's first stories; 404 once revoked. */
export async function followingFeedLoader({ request, params, context }: LoaderFunctionArgs) {
  const lang = context.language;
  const file = params.file ?? "";
  const follows = file.endsWith(".xml") ? await feedFollows(file.slice(0, -".xml".length)) : null;
  if (!follows) throw new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const t = await translator(lang);
  const subjects = await describeFollows(lang, follows);
  let stories;
  try {
    stories = await followedStories(lang, subjects, 1);
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
  const origin = publicOrigin(request);
  const defaultTitle = t("article.defaultTitle");
  const siteName = t("site.name");
  const pageUrl = canonicalUrl(origin, lang, "/following");
  const selfUrl = `${origin}${new URL(request.url).pathname}`;
  const xml = atomXml({
    lang,
    title: t("lists.documentTitle", { title: t("following.title") }),
    description: t("following.description"),
    pageUrl,
    rssUrl: selfUrl,
    atomUrl: selfUrl,
    siteName,
    homeUrl: `${origin}${href(lang, "/")}`,
    logoUrl: `${origin}/share/home-${lang}.png`,
    iconUrl: `${origin}/favicon.svg`,
    copyright: t("crawlers.copyright", { year: new Date().getUTCFullYear(), site: siteName }),
    entries: stories.items.map((article) => ({
      url: canonicalUrl(origin, lang, `/news/${article.slug}`),
      title: article.title || defaultTitle,
      summary: article.summary,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt || article.publishedAt,
      author: article.author,
      category: article.category?.name || null,
      image: null,
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
