/**
 * The server side every list route shares: `?page=` checked before any upstream
 * call, upstream failures turned into the 404 or translated 503 page, 301s to
 * canonical URLs, response headers, and the page's strings; and the one news list
 * page (`listPageLoader`) that the city, category, author, tag and scope routes
 * each configure. Routes stay thin.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { translatorFor } from "../i18n/resources";
import { categoryStrings } from "../i18n/category-strings";
import type { TFunction } from "../i18n/translate";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { href, type Language } from "../i18n/language";
import { staleHeaders, type Fetched } from "../upstream/http.server";
import { notFound, readerUrl, upstreamFailureResponse } from "../upstream/respond.server";
import { newsCards } from "../news/cards";
import { withAgo } from "../news/story-dates.server";
import type { Resolved } from "../news/resolve";
import type { ArticleSummary, Page } from "../news/types";
import { pageWindow, parsePage } from "../news/paging";
import { cardItems, lastModifiedHeader, listHead, tagInLanguage } from "../seo/list-head.server";
import type { PageHead } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import type { ShareSection } from "../seo/page-head";
import type { Scope } from "../news/scopes";
import { islandData } from "../wire/islands";
import { followTargets, pageAddress, type FollowMarkup, type FollowTarget } from "./follow-targets.server";
import { listData, type ListData } from "./list-page";

/** The page `?page=` asks for, or a thrown 404 (not a positive integer, or past the cap): no upstream call is made. */
export function requestedPage(url: URL): number {
  const page = parsePage(url.searchParams);
  if (page === null) throw notFound();
  return page;
}

/** An upstream read, its failure thrown as our 404 (missing) or 503 page (anything else). */
export async function upstream<T>(call: () => Promise<Fetched<T>>): Promise<Fetched<T>> {
  try {
    return await call();
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
}

/** 301 to the canonical path (without language prefix, encoded), keeping the page asked for. */
function redirectToCanonical(lang: Language, path: string, page = 1): Response {
  const location = href(lang, path) + (page > 1 ? `?page=${page}` : "");
  return redirect(location, { status: 301, headers: { "Cache-Control": PAGE_CACHE.redirect } });
}

export function pageHeaders(cache: keyof typeof PAGE_CACHE, ...fetched: ReadonlyArray<Fetched<unknown> | null | undefined>): HeadersInit {
  // The root reads the theme cookie, so the HTML varies with cookies (as home and article do).
  return { "Cache-Control": PAGE_CACHE[cache], Vary: PAGE_VARY, ...staleHeaders(...fetched) };
}

export function isStale(...fetched: ReadonlyArray<Fetched<unknown> | null | undefined>): boolean {
  return fetched.some((result) => Boolean(result?.error));
}

/** The page's strings with interpolation, for titles and descriptions made in loaders (the components' translator). */
export const translator = translatorFor;

/** "{title} | Kural News", with ", page N" after the first page. */
export function documentTitle(t: TFunction, title: string, page = 1): string {
  return t("lists.documentTitle", { title: page > 1 ? t("lists.pageTitle", { title, page }) : title });
}

/** The strings of a news list, under `lists.`: its title and description, and a scope's heading. */
type ListStrings = "city" | "category" | "author" | "tag" | Scope;

/** What a list page's URL names (a city, an author, a tag, a scope), found before its news is read. */
export type Listed<S> = {
  subject: S;
  /** Its canonical path, without language prefix, encoded. A URL naming it otherwise answers 301 there. */
  path: string;
  canonical: boolean;
  /** Its name, the heading and the strings' `{{city}}`, `{{tag}}`…; a scope has none (its strings name it). */
  name?: string;
  heading?: string;
  subheading?: string;
  strings: ListStrings;
  /** The link previews' section, when it is not `strings`. */
  section?: ShareSection;
  /** The upstream read that found it: its staleness is the page's. */
  fetched?: Fetched<unknown>;
  /** When the path differs by language (tags): each language's, null where it has none. */
  pathsByLanguage?: Promise<Record<Language, string | null>>;
};

type ListRequest = { lang: Language; url: URL; params: LoaderFunctionArgs["params"]; page: number; t: TFunction };

/** One news list page (requirements §2 list pages): what its URL names, where its news comes from, when it is a 404. */
export type ListPageDefinition<S> = {
  /** null is a 404, with no news read. */
  find(request: ListRequest): Listed<S> | null | Promise<Listed<S> | null>;
  news(request: ListRequest, subject: S): Promise<Fetched<Page<ArticleSummary>>>;
  /** Our page size when we ask for one (the media service); else the feed's own. */
  pageSize?: number;
  /**
   * The 404 rule on the items of the page (one past the last page always is): false is a 404; a path
   * is the subject's own spelling (a tag), 301 there. Without it, an empty first page still stands.
   */
  shows?(items: ArticleSummary[], subject: S): boolean | { redirect: string };
  /** The items the page keeps (paging still follows what the upstream sent). */
  keep?(items: ArticleSummary[]): ArticleSummary[];
  /** What the page's Follow button follows (issue 30): a city, a category, an author or a tag; none for a scope. */
  follow?(subject: S): Omit<FollowTarget, "following">;
};

/** What a list page shows as markup made on the server only (decision 0044): the route passes its builders in. */
export type ListMarkup = { follow: FollowMarkup };

type ListPageData = {
  lang: Language;
  heading: string;
  subheading?: string;
  list: ListData;
  head: PageHead;
  stale: boolean;
  /** The Follow button's markup (issue 30), null where the page has none. */
  follow: string | null;
};

/** A news list page's loader, as `definition` configures it. */
export async function listPageLoader<S>({ request, params, context }: LoaderFunctionArgs, definition: ListPageDefinition<S>, markup?: ListMarkup) {
  const url = readerUrl(request);
  const lang = context.language;
  const page = requestedPage(url);
  const t = await translator(lang);
  const asked: ListRequest = { lang, url, params, page, t };
  const found = await definition.find(asked);
  if (!found) throw notFound();
  const { subject, path, strings } = found;
  if (!found.canonical) throw redirectToCanonical(lang, path, page);

  const news = await upstream(() => definition.news(asked, subject));
  const { items, total } = news.data;
  const window = pageWindow(page, items.length, definition.pageSize ?? news.data.pageSize, total);
  if (!window) throw notFound();
  const shows = definition.shows?.(items, subject) ?? true;
  if (shows === false) throw notFound();
  if (shows !== true) throw redirectToCanonical(lang, shows.redirect, page);

  const cards = withAgo(newsCards(definition.keep?.(items) ?? items, lang, path, t("article.defaultTitle")), lang);
  const named = found.name === undefined ? {} : { [strings]: found.name };
  const strung = strings === "category" && found.name !== undefined ? categoryStrings(t, found.name) : null;
  const title = strung?.title ?? t(`lists.${strings}.title`, named);
  const followed = definition.follow?.(subject);
  const followHtml = markup && followed ? markup.follow(t, lang, await followTargets(request, [followed]), pageAddress(request)) : null;
  const pageData: ListPageData = {
    lang,
    heading: found.heading ?? found.name ?? t(`lists.${strings}.heading`),
    ...(found.subheading ? { subheading: found.subheading } : {}),
    list: listData(cards, window, href(lang, path), {}, context),
    head: listHead(request, t, {
      lang,
      path,
      window,
      documentTitle: documentTitle(t, title, page),
      title,
      description: strung?.description ?? t(`lists.${strings}.description`, named),
      section: found.section ?? (strings as ShareSection),
      items: cardItems(publicOrigin(request), lang, cards),
      feeds: true,
      ...(found.pathsByLanguage ? { pathsByLanguage: await found.pathsByLanguage } : {}),
    }),
    stale: isStale(found.fetched, news),
    follow: islandData(context, "follow", followHtml),
  };
  return data(pageData, { headers: { ...pageHeaders("list", found.fetched, news), ...lastModifiedHeader(cards) } });
}

/** An entry of a directory (cities, categories, authors) named by the URL: its slug, under `list.path`, is canonical. */
export async function directoryEntry<T extends { slug: string; name: string }>(
  read: () => Promise<Fetched<T[]>>,
  resolve: (entries: T[], name: string) => Resolved<T> | null,
  name: string | undefined,
  list: { path: string; strings: ListStrings },
): Promise<Listed<T> | null> {
  const directory = await upstream(read);
  const resolved = resolve(directory.data, name ?? "");
  if (!resolved) return null;
  const { found, canonical } = resolved;
  return { subject: found, path: `${list.path}/${encodeURIComponent(found.slug)}`, canonical, name: found.name, strings: list.strings, fetched: directory };
}

/**
 * A tag's path in each language (`/tags/rain`, `/tamil/tags/மழை`), for the alternate links: the other
 * language's name is read alongside the feed, not after it (one page, one time budget, issue 19 §11).
 */
export function tagPathsByLanguage(lang: Language, tag: string): Promise<Record<Language, string | null>> {
  const path = `/tags/${encodeURIComponent(tag)}`;
  return tagInLanguage(lang === "en" ? "ta" : "en", tag).then((other) => {
    const otherPath = other === null ? null : `/tags/${encodeURIComponent(other)}`;
    return lang === "en" ? { en: path, ta: otherPath } : { en: otherPath, ta: path };
  });
}
