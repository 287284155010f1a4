/**
 * The data of each sitemap (issue 8), read through the media service's list API
 * (requirements §7 `news-svc/api/v1/news`, with our `published_after` / `published_before`
 * window) and its reference lists. Builds the XML with app/seo/sitemap.ts.
 *
 * A list page is listed only when it has news (an empty city or category page is a
 * 404, requirements §2), so every URL in a sitemap answers 200.
 */
import { translatorFor } from "../i18n/resources";
import { cityListQuery, categoryListQuery, scopeListQuery, TRENDING_FEED_TAG } from "../upstream/list-queries";
import { tagPageOutcome } from "../news/list-rules";
import { getLegacyTagNews } from "../upstream/legacy.server";
import { SCOPE_PAGES, SCOPES, type Scope } from "../news/scopes";
import type { Language } from "../i18n/language";
import type { ArticleSummary } from "../news/types";
import { STATIC_PAGE_KEYS, STATIC_PAGES } from "../static-pages/content";
import { getAuthors, getCities, getTrendingTags, searchCategories, searchNews } from "../upstream/media.server";
import type { NewsQuery } from "../upstream/schemas";
import { canonicalUrl } from "./links";
import { mapLimit } from "./map-limit";
import {
  ARTICLES_PER_SITEMAP,
  articlePages,
  bilingualUrls,
  hreflangAlternates,
  monthsBetween,
  monthWindow,
  NEWS_SITEMAP_MAX_URLS,
  NEWS_SITEMAP_WINDOW_MS,
  sitemapUrl,
  type SitemapFile,
  type SitemapRef,
  type SitemapUrl,
} from "./sitemap";
import { tagInLanguage } from "./list-head.server";

/** The list API's largest page (newsQuerySchema). */
const UPSTREAM_PAGE_SIZE = 100;
/** Upstream calls in flight at once while one sitemap is built. */
const CONCURRENCY = 4;
/** The sitemaps' calls walk every story: kept apart from the readers' (app/upstream/media.server.ts). */
const BULK = { bulk: true };

function newest(...dates: ReadonlyArray<string | null | undefined>): string | null {
  const times = dates
    .filter((date): date is string => Boolean(date))
    .map((date) => Date.parse(date))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

function lastChange(article: Pick<ArticleSummary, "publishedAt" | "updatedAt">): string {
  return newest(article.publishedAt, article.updatedAt) ?? article.publishedAt;
}

/** The newest item of a list query, or null when the list is empty. */
async function newestOf(lang: Language, query: NewsQuery): Promise<ArticleSummary | null> {
  const result = await searchNews(lang, { ...query, page: 1, page_size: 1 }, BULK);
  return result.data.items[0] ?? null;
}

/** The newest of a whole built sitemap's `lastmod`s: its Last-Modified. */
export function newestLastmod(urls: readonly SitemapUrl[]): string | null {
  return newest(...urls.map((url) => url.lastmod));
}

// ---------------------------------------------------------------- news sitemap

/** The news sitemap's window is asked of the upstream from the start of a UTC day: see newsSitemapUrls. */
const NEWS_QUERY_STEP_MS = 24 * 60 * 60 * 1000;

/**
 * Google News: this language's articles of the last two days, newest first, at most 1,000.
 *
 * The upstream is asked for the articles since the start of the UTC day the window starts in, and the window itself
 * (to the millisecond) is cut here: the query, and so the cache key of each page of the walk, is the same all day, so
 * the pages are cached like any list's (a minute fresh, then refreshed in the background). Asked with the window's
 * own start, every request for a news sitemap (and for the index, which builds both) was a walk of the upstream no
 * cache could answer, and left new copies in the caches: at a load of 8-15 the index took more than 30 s.
 */
export async function newsSitemapUrls(origin: string, lang: Language, now = Date.now()): Promise<SitemapUrl[]> {
  const windowStart = now - NEWS_SITEMAP_WINDOW_MS;
  const publishedAfter = new Date(Math.floor(windowStart / NEWS_QUERY_STEP_MS) * NEWS_QUERY_STEP_MS).toISOString();
  // A date that does not parse is left to the upstream, which said it is in the window (as before the cut here).
  const inWindow = (article: ArticleSummary) => !(Date.parse(article.publishedAt) < windowStart);
  const publicationName = translatorFor(lang)("site.name");
  const articles: ArticleSummary[] = [];
  for (let page = 1; articles.length < NEWS_SITEMAP_MAX_URLS; page += 1) {
    const result = await searchNews(lang, { page, page_size: UPSTREAM_PAGE_SIZE, published_after: publishedAfter }, BULK);
    const items = result.data.items;
    articles.push(...items.filter(inWindow));
    // Newest first: once a page reaches before the window, the pages after it hold nothing in it.
    if (items.length < UPSTREAM_PAGE_SIZE || !inWindow(items[items.length - 1]!)) break;
  }
  const seen = new Set<string>();
  return articles
    .filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)))
    .slice(0, NEWS_SITEMAP_MAX_URLS)
    .map((article) => {
      const path = `/news/${article.slug}`;
      return {
        loc: canonicalUrl(origin, lang, path),
        lastmod: lastChange(article),
        alternates: hreflangAlternates(origin, path),
        news: { publicationName, language: lang, publicationDate: article.publishedAt, title: article.title },
      };
    });
}

// ---------------------------------------------------------------- articles by month

type MonthFacts = { year: number; month: number; count: number | null; newest: string | null };

/** Every month that has articles, newest first, with how many it has. */
async function articleMonths(): Promise<MonthFacts[]> {
  const [first, last] = await Promise.all([newestOf("en", { is_asc: true }), newestOf("en", {})]);
  if (!first || !last) return [];
  return mapLimit(monthsBetween(first.publishedAt, last.publishedAt), CONCURRENCY, async ({ year, month }) => {
    const window = monthWindow(year, month);
    const result = await searchNews("en", { page: 1, page_size: 1, published_after: window.after, published_before: window.before }, BULK);
    const top = result.data.items[0];
    return { year, month, count: top ? (result.data.total ?? null) : 0, newest: top ? lastChange(top) : null };
  });
}

/**
 * One file of a month: its articles oldest first (so page 1 of the current month
 * keeps its URLs as new stories arrive), each at its English and Tamil URL. The
 * slug is the same in both languages (app/news/slug.ts prefers the upstream's
 * English slug), so one list gives both URLs. null: no such page.
 */
export async function monthSitemapUrls(origin: string, year: number, month: number, page: number): Promise<SitemapUrl[] | null> {
  const window = monthWindow(year, month);
  const query = { published_after: window.after, published_before: window.before, is_asc: true, page_size: UPSTREAM_PAGE_SIZE };
  const perFile = ARTICLES_PER_SITEMAP / UPSTREAM_PAGE_SIZE;
  const firstUpstreamPage = (page - 1) * perFile + 1;
  const head = await searchNews("en", { ...query, page: firstUpstreamPage }, BULK);
  if (head.data.items.length === 0) return null;
  const total = head.data.total;
  // With a total the remaining pages are fetched side by side; without one, until a short page.
  const articles = [...head.data.items];
  if (total !== null) {
    const remaining = Math.min(total - (firstUpstreamPage - 1) * UPSTREAM_PAGE_SIZE, ARTICLES_PER_SITEMAP);
    const pages = Array.from({ length: Math.max(0, Math.ceil(remaining / UPSTREAM_PAGE_SIZE) - 1) }, (_, index) => firstUpstreamPage + 1 + index);
    for (const result of await mapLimit(pages, CONCURRENCY, (upstreamPage) => searchNews("en", { ...query, page: upstreamPage }, BULK))) {
      articles.push(...result.data.items);
    }
  } else {
    for (let upstreamPage = firstUpstreamPage + 1; articles.length < ARTICLES_PER_SITEMAP; upstreamPage += 1) {
      const result = await searchNews("en", { ...query, page: upstreamPage }, BULK);
      articles.push(...result.data.items);
      if (result.data.items.length < UPSTREAM_PAGE_SIZE) break;
    }
  }
  const seen = new Set<string>();
  return articles
    .filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)))
    .slice(0, ARTICLES_PER_SITEMAP)
    .flatMap((article) => bilingualUrls(origin, `/news/${article.slug}`, lastChange(article)));
}

// ---------------------------------------------------------------- list pages and static pages

type TagFacts = { tag: string; lastmod: string | null };

/** A tag's page in `lang` as the tag route answers it: the spelling it is shown at and its newest change; null: a 404. */
async function tagFacts(lang: Language, tag: string): Promise<TagFacts | null> {
  const feed = await getLegacyTagNews(lang, tag, 1);
  const outcome = tagPageOutcome(feed.data.items, tag);
  if (outcome.kind === "not-found") return null;
  return { tag: outcome.tag, lastmod: newest(...feed.data.items.map(lastChange)) };
}

/**
 * A trending tag's URLs: its own page and, when the other language has a page for it, that
 * one too, each naming both (hreflang) as the tag pages do (`/tags/Rain` ↔ `/tamil/tags/மழை`,
 * found by the rule the pages use, app/seo/list-head.server.ts), each with its newest change.
 */
async function tagUrls(origin: string, lang: Language, trending: string): Promise<SitemapUrl[]> {
  const own = await tagFacts(lang, trending);
  if (!own) return [];
  const other: Language = lang === "en" ? "ta" : "en";
  const otherName = await tagInLanguage(other, own.tag);
  const theirs = otherName === null ? null : await tagFacts(other, otherName).catch(() => null);
  const pages: Partial<Record<Language, TagFacts>> = { [lang]: own, ...(theirs ? { [other]: theirs } : {}) };
  const at = (language: Language) => canonicalUrl(origin, language, `/tags/${encodeURIComponent(pages[language]!.tag)}`);
  const languages = (["en", "ta"] as const).filter((language) => pages[language]);
  const alternates = [
    ...languages.map((language) => ({ hreflang: language, href: at(language) })),
    ...(pages.en ? [{ hreflang: "x-default", href: at("en") }] : []),
  ];
  return languages.map((language) => ({ loc: at(language), lastmod: pages[language]!.lastmod, alternates }));
}

/**
 * Home, the section pages, cities, categories and authors that have news (each in
 * both languages), the directories, and the trending tags of each language with
 * their pages in the other language. Every URL has hreflang alternates and, where
 * its page has a date, a lastmod: a list's newest change, a directory's the newest
 * of the lists it leads to (it exists to lead crawlers there), Trending Tags' its
 * Breaking feed's (what that page shows).
 */
export async function listSitemapUrls(origin: string): Promise<SitemapUrl[]> {
  const [cities, categories, authors, tagsEn, tagsTa] = await Promise.all([
    getCities("en"),
    searchCategories("en"),
    getAuthors("en"),
    getTrendingTags("en"),
    getTrendingTags("ta"),
  ]);
  type Candidate = { path: string; query: NewsQuery; directory: string | null };
  const candidates: Candidate[] = [
    { path: "/", query: {}, directory: null },
    ...SCOPES.map((scope: Scope) => ({ path: `/${scope}/${SCOPE_PAGES[scope].slug}`, query: scopeListQuery(scope, 1), directory: null })),
    ...cities.data.map((city) => ({ path: `/city/${encodeURIComponent(city.slug)}`, query: cityListQuery(city.id, 1), directory: "/city" })),
    ...categories.data.map((category) => ({
      path: `/category-name/${encodeURIComponent(category.slug)}`,
      query: categoryListQuery(category.id, 1),
      directory: "/category-name",
    })),
    ...authors.data
      .filter((author) => author.articleCount > 0)
      .map((author) => ({ path: `/author/${encodeURIComponent(author.slug)}`, query: { author: author.name }, directory: "/author" })),
  ];
  const lists = await mapLimit(candidates, CONCURRENCY, async (candidate) => {
    const top = await newestOf("en", candidate.query);
    return { candidate, lastmod: top ? lastChange(top) : null };
  });
  const bilingual = lists.filter((list) => list.lastmod !== null).flatMap((list) => bilingualUrls(origin, list.candidate.path, list.lastmod));
  const directoryDate = (directory: string) => newest(...lists.filter((list) => list.candidate.directory === directory).map((list) => list.lastmod));
  const breaking = await Promise.all((["en", "ta"] as const).map((lang) => getLegacyTagNews(lang, TRENDING_FEED_TAG, 1)));
  const directories = [
    ...["/city", "/category-name", "/author"].flatMap((path) => bilingualUrls(origin, path, directoryDate(path))),
    ...bilingualUrls(origin, "/tags", newest(...breaking.flatMap((feed) => feed.data.items.map(lastChange)))),
  ];
  const trending = [...tagsEn.data.map((tag) => ({ lang: "en" as const, tag })), ...tagsTa.data.map((tag) => ({ lang: "ta" as const, tag }))];
  // Each tag takes up to three calls of the older service: two tags at a time keep it to about four in flight.
  const tags = (await mapLimit(trending, 2, ({ lang, tag }) => tagUrls(origin, lang, tag))).flat();
  // A tag trending in both languages comes twice (once from each side): each URL once.
  const seen = new Set<string>();
  const uniqueTags = tags.filter((url) => !seen.has(url.loc) && Boolean(seen.add(url.loc)));
  return [...bilingual, ...directories, ...uniqueTags];
}

/** About, Contact, the policies and Terms; lastmod where the page states its date. */
export function staticSitemapUrls(origin: string): SitemapUrl[] {
  return STATIC_PAGE_KEYS.flatMap((key) => bilingualUrls(origin, `/${key}`, STATIC_PAGES.en[key].updatedIso ?? null));
}

// ---------------------------------------------------------------- the index

/**
 * Every sitemap with the newest `lastmod` of its own entries, so the index never says a
 * file is older than what it lists (an older article edited today moves its month's date).
 * The files are built through the same calls as when they are asked for (which the upstream
 * cache keeps), four at a time.
 */
export async function sitemapIndexEntries(origin: string): Promise<SitemapRef[]> {
  const months = await articleMonths();
  const monthFiles = months
    .filter((month) => month.count !== 0)
    .flatMap((month) => Array.from({ length: articlePages(month.count ?? 1) }, (_, index) => ({ year: month.year, month: month.month, page: index + 1 })));
  const files: { file: SitemapFile; urls: () => Promise<SitemapUrl[] | null> }[] = [
    { file: { kind: "news", lang: "en" }, urls: () => newsSitemapUrls(origin, "en") },
    { file: { kind: "news", lang: "ta" }, urls: () => newsSitemapUrls(origin, "ta") },
    { file: { kind: "lists" }, urls: () => listSitemapUrls(origin) },
    { file: { kind: "pages" }, urls: async () => staticSitemapUrls(origin) },
    ...monthFiles.map(({ year, month, page }) => ({
      file: { kind: "articles" as const, year, month, page },
      urls: () => monthSitemapUrls(origin, year, month, page),
    })),
  ];
  // One file at a time: each already makes its own calls four at a time, and a cold index must not
  // crowd the upstream (its calls share the deadline and the circuit breaker with readers' pages).
  return mapLimit(files, 1, async ({ file, urls }) => ({ loc: sitemapUrl(origin, file), lastmod: newestLastmod((await urls()) ?? []) }));
}
