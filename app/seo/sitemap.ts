/**
 * Sitemaps (issue 8; sitemaps.org protocol, Google's news and hreflang
 * extensions), built as strings with every value escaped (app/seo/xml.ts).
 * Pure: the data comes in from app/seo/sitemaps.server.ts. Decision 0013 says
 * why these are hand-built rather than made with the `sitemap` package.
 */
import type { Language } from "../i18n/language";
import { canonicalUrl } from "./links";
import { escapeXml } from "./xml";

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;
/** Google News: at most 1,000 `<url>` per news sitemap, articles of the last two days. */
export const NEWS_SITEMAP_MAX_URLS = 1_000;
export const NEWS_SITEMAP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/**
 * Articles per monthly file. Each article is listed twice (English and Tamil URL, each
 * with three alternates): 20,000 `<url>` of at most ~2 KB each (slugs are at most 300
 * characters, app/news/slug.ts) stay far below both protocol limits; a busier month
 * is paged `articles-YYYY-MM-2.xml`, `-3`… (the byte limit is checked in sitemap.test.ts).
 */
export const ARTICLES_PER_SITEMAP = 10_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const NEWS_NS = "http://www.google.com/schemas/sitemap-news/0.9";

export type Alternate = { hreflang: string; href: string };

type NewsFacts = {
  /** The publication's name as Google News knows it (the site's name in the article's language). */
  publicationName: string;
  language: Language;
  /** W3C date-time. */
  publicationDate: string;
  title: string;
};

export type SitemapUrl = { loc: string; lastmod?: string | null; alternates?: readonly Alternate[]; news?: NewsFacts };

/** A page that exists in both languages at the same path: its English and Tamil URLs, each naming both (hreflang). */
export function bilingualUrls(origin: string, path: string, lastmod?: string | null): SitemapUrl[] {
  const alternates = hreflangAlternates(origin, path);
  return (["en", "ta"] as const).map((lang) => ({ loc: canonicalUrl(origin, lang, path), lastmod, alternates }));
}

export function hreflangAlternates(origin: string, path: string): Alternate[] {
  return [
    { hreflang: "en", href: canonicalUrl(origin, "en", path) },
    { hreflang: "ta", href: canonicalUrl(origin, "ta", path) },
    { hreflang: "x-default", href: canonicalUrl(origin, "en", path) },
  ];
}

/** W3C Datetime (the protocol's lastmod and news:publication_date): ISO 8601 in UTC, whole seconds. */
export function w3cDate(value: string | number | Date): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function urlXml(url: SitemapUrl): string {
  const parts = [`<url><loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${w3cDate(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates ?? []) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
  }
  if (url.news) {
    const news = url.news;
    parts.push(
      "<news:news><news:publication>",
      `<news:name>${escapeXml(news.publicationName)}</news:name><news:language>${news.language}</news:language>`,
      `</news:publication><news:publication_date>${w3cDate(news.publicationDate)}</news:publication_date>`,
      `<news:title>${escapeXml(news.title)}</news:title></news:news>`,
    );
  }
  parts.push("</url>");
  return parts.join("");
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>`; throws if asked to break the protocol's limits (the caller pages before that). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  const withNews = urls.some((url) => url.news);
  const namespaces = [`xmlns="${SITEMAP_NS}"`, `xmlns:xhtml="${XHTML_NS}"`, ...(withNews ? [`xmlns:news="${NEWS_NS}"`] : [])];
  const xml = `${XML_DECLARATION}<urlset ${namespaces.join(" ")}>\n${urls.map(urlXml).join("\n")}\n</urlset>\n`;
  if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES) throw new RangeError("a sitemap is at most 50 MB");
  return xml;
}

export type SitemapRef = { loc: string; lastmod?: string | null };

export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const entries = sitemaps.map(
    (sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${w3cDate(sitemap.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

// ---------------------------------------------------------------- file names

export type SitemapFile =
  { kind: "news"; lang: Language } | { kind: "articles"; year: number; month: number; page: number } | { kind: "lists" } | { kind: "pages" };

/** `news-en.xml`, `articles-2026-11.xml`, `articles-2026-11-2.xml`, `lists.xml`, `pages.xml` → what it lists; null: no such file. */
export function parseSitemapFile(name: string): SitemapFile | null {
  const news = /^news-(en|ta)\.xml$/.exec(name);
  if (news) return { kind: "news", lang: news[1] as Language };
  if (name === "lists.xml") return { kind: "lists" };
  if (name === "pages.xml") return { kind: "pages" };
  const articles = /^articles-(\d{4})-(0[1-9]|1[0-2])(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(name);
  if (articles) return { kind: "articles", year: Number(articles[1]), month: Number(articles[2]), page: articles[3] ? Number(articles[3]) : 1 };
  return null;
}

export function sitemapFileName(file: SitemapFile): string {
  switch (file.kind) {
    case "news":
      return `news-${file.lang}.xml`;
    case "lists":
      return "lists.xml";
    case "pages":
      return "pages.xml";
    case "articles":
      return `articles-${file.year}-${String(file.month).padStart(2, "0")}${file.page > 1 ? `-${file.page}` : ""}.xml`;
  }
}

export function sitemapUrl(origin: string, file: SitemapFile): string {
  return `${origin}/sitemaps/${sitemapFileName(file)}`;
}

/** The months (UTC) from the oldest article's to the newest's, newest first. */
export function monthsBetween(oldest: string, newest: string): { year: number; month: number }[] {
  const from = new Date(oldest);
  const to = new Date(newest);
  const months: { year: number; month: number }[] = [];
  let year = to.getUTCFullYear();
  let month = to.getUTCMonth() + 1;
  while (year > from.getUTCFullYear() || (year === from.getUTCFullYear() && month >= from.getUTCMonth() + 1)) {
    months.push({ year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** [start, end) of a UTC month, as ISO instants for the list API's published_after / published_before. */
export function monthWindow(year: number, month: number): { after: string; before: string } {
  return { after: new Date(Date.UTC(year, month - 1, 1)).toISOString(), before: new Date(Date.UTC(year, month, 1)).toISOString() };
}

/** How many files a month of `count` articles takes (at least one: an empty month is never listed). */
export function articlePages(count: number, perFile = ARTICLES_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(count / perFile));
}
