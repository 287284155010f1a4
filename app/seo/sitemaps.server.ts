/**
 * The data of each sitemap (issue 8), read through the media service's list API
 * (spec §7 `news-svc/api/v1/news`, with our `published_after` / `published_before`
 * window) and its reference lists. Builds the XML with app/seo/sitemap.ts.
 *
 * A list page is listed only when it has news (an empty city or category page is a
 * 404, spec §2), so every URL in a sitemap answers 200.
 */
import { i18next } from "../i18n/i18next.server";
import { cityListQuery, categoryListQuery, scopeListQuery, type Scope } from "../news/list-queries";
import { SCOPE_PAGES, SCOPES } from "../news/scopes";
import type { ArticleSummary, Language } from "../news/types";
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
  type SitemapRef,
  type SitemapUrl,
} from "./sitemap";

/** The list API's largest page (newsQuerySchema). */
const UPSTREAM_PAGE_SIZE = 100;
/** Upstream calls in flight at once while one sitemap is built. */
const CONCURRENCY = 4;


function newest(...dates: ReadonlyArray<string | null | undefined>): string | null {
  const times = dates.filter((date): date is string => Boolean(date)).map((date) => Date.parse(date)).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

function lastChange(article: Pick<ArticleSummary, "publishedAt" | "updatedAt">): string {
  return newest(article.publishedAt, article.updatedAt) ?? article.publishedAt;
}

/** The newest item of a list query, or null when the list is empty. */
async function newestOf(lang: Language, query: NewsQuery): Promise<ArticleSummary | null> {
  const result = await searchNews(lang, { ...query, page: 1, page_size: 1 });
  return result.data.items[0] ?? null;
}

/** The newest of a whole built sitemap's `lastmod`s: its Last-Modified. */
export function newestLastmod(urls: readonly SitemapUrl[]): string | null {
  return newest(...urls.map((url) => url.lastmod));
}

// ---------------------------------------------------------------- news sitemap

/** Google News: this language's articles of the last two days, newest first, at most 1,000. */
export async function newsSitemapUrls(origin: string, lang: Language, now = Date.now()): Promise<SitemapUrl[]> {
  const publishedAfter = new Date(now - NEWS_SITEMAP_WINDOW_MS).toISOString();
  const publicationName = (await i18next.getFixedT(lang))("site.name");
  const articles: ArticleSummary[] = [];
  for (let page = 1; articles.length < NEWS_SITEMAP_MAX_URLS; page += 1) {
    const result = await searchNews(lang, { page, page_size: UPSTREAM_PAGE_SIZE, published_after: publishedAfter });
    articles.push(...result.data.items);
    if (result.data.items.length < UPSTREAM_PAGE_SIZE) break;
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
    const result = await searchNews("en", { page: 1, page_size: 1, published_after: window.after, published_before: window.before });
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
  const head = await searchNews("en", { ...query, page: firstUpstreamPage });
  if (head.data.items.length === 0) return null;
  const total = head.data.total;
  // With a total the remaining pages are fetched side by side; without one, until a short page.
  const articles = [...head.data.items];
  if (total !== null) {
    const remaining = Math.min(total - (firstUpstreamPage - 1) * UPSTREAM_PAGE_SIZE, ARTICLES_PER_SITEMAP);
    const pages = Array.from({ length: Math.max(0, Math.ceil(remaining / UPSTREAM_PAGE_SIZE) - 1) }, (_, index) => firstUpstreamPage + 1 + index);
    for (const result of await mapLimit(pages, CONCURRENCY, (upstreamPage) => searchNews("en", { ...query, page: upstreamPage }))) {
      articles.push(...result.data.items);
    }
  } else {
    for (let upstreamPage = firstUpstreamPage + 1; articles.length < ARTICLES_PER_SITEMAP; upstreamPage += 1) {
      const result = await searchNews("en", { ...query, page: upstreamPage });
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

/**
 * Home, the section pages, cities, categories and authors that have news (each in
 * both languages), and the trending tags of each language. A tag is named in the
 * page's language (`/tags/rain`, `/tamil/tags/மழை`), so its two pages are not at
 * the same path and tag URLs carry no alternates.
 */
export async function listSitemapUrls(origin: string): Promise<SitemapUrl[]> {
  const [cities, categories, authors, tagsEn, tagsTa] = await Promise.all([
    getCities("en"),
    searchCategories("en"),
    getAuthors("en"),
    getTrendingTags("en"),
    getTrendingTags("ta"),
  ]);
  type Candidate = { path: string; query: NewsQuery };
  const candidates: Candidate[] = [
    { path: "/", query: {} },
    ...SCOPES.map((scope: Scope) => ({ path: `/${scope}/${SCOPE_PAGES[scope].slug}`, query: scopeListQuery(scope, 1) })),
    ...cities.data.map((city) => ({ path: `/city/${encodeURIComponent(city.slug)}`, query: cityListQuery(city.id, 1) })),
    ...categories.data.map((category) => ({ path: `/category-name/${encodeURIComponent(category.slug)}`, query: categoryListQuery(category.id, 1) })),
    ...authors.data
      .filter((author) => author.articleCount > 0)
      .map((author) => ({ path: `/author/${encodeURIComponent(author.slug)}`, query: { author: author.name } })),
  ];
  const bilingual = await mapLimit(candidates, CONCURRENCY, async ({ path, query }) => {
    const top = await newestOf("en", query);
    return top ? bilingualUrls(origin, path, lastChange(top)) : [];
  });
  // Trending tags are the tags of the week's articles, so each has news; no call per tag (and no lastmod).
  const tagUrls = [...tagsEn.data.map((tag) => ({ lang: "en" as const, tag })), ...tagsTa.data.map((tag) => ({ lang: "ta" as const, tag }))].map(
    ({ lang, tag }): SitemapUrl => ({ loc: canonicalUrl(origin, lang, `/tags/${encodeURIComponent(tag)}`) }),
  );
  // Directories have no content date of their own: no lastmod rather than a made-up one.
  const directories = ["/city", "/category-name", "/author", "/tags"].flatMap((path) => bilingualUrls(origin, path));
  return [...bilingual.flat(), ...directories, ...tagUrls];
}

/** About, Contact, the policies and Terms; lastmod where the page states its date. */
export function staticSitemapUrls(origin: string): SitemapUrl[] {
  return STATIC_PAGE_KEYS.flatMap((key) => bilingualUrls(origin, `/${key}`, STATIC_PAGES.en[key].updatedIso ?? null));
}

// ---------------------------------------------------------------- the index

export async function sitemapIndexEntries(origin: string): Promise<SitemapRef[]> {
  const months = await articleMonths();
  const monthFiles = months
    .filter((month) => month.count !== 0)
    .flatMap((month) =>
      Array.from({ length: articlePages(month.count ?? 1) }, (_, index) => ({
        loc: sitemapUrl(origin, { kind: "articles", year: month.year, month: month.month, page: index + 1 }),
        lastmod: month.newest,
      })),
    );
  const latest = months[0]?.newest ?? null;
  return [
    { loc: sitemapUrl(origin, { kind: "news", lang: "en" }), lastmod: latest },
    { loc: sitemapUrl(origin, { kind: "news", lang: "ta" }), lastmod: latest },
    { loc: sitemapUrl(origin, { kind: "lists" }), lastmod: latest },
    { loc: sitemapUrl(origin, { kind: "pages" }), lastmod: newest(...STATIC_PAGE_KEYS.map((key) => STATIC_PAGES.en[key].updatedIso)) },
    ...monthFiles,
  ];
}
