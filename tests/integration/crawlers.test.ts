import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, APIResponse } from "playwright-core";
import { JSDOM } from "jsdom";
import Database from "better-sqlite3";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { LoopbackClient, randomLoopback, signIn } from "../e2e/helpers/accounts";
import { oldestArticle } from "../e2e/helpers/articles-db";
import { liveDesk } from "../e2e/helpers/live-desk";
import { startSeededSite, type SeededSite } from "./helpers/seeded-site";

/**
 * What crawlers, feed readers and link previews get (issue 8): robots.txt, every
 * sitemap and feed parsed as XML and checked against its rules and the newsroom's
 * real data, structured data and link-preview tags of articles, lists and home,
 * reciprocal hreflang pairs, conditional GETs answered 304, noindex where it
 * belongs, and share links, in English and Tamil.
 */

let site: SeededSite;
let ORIGIN = "";
let request: APIRequestContext;

beforeAll(async () => {
  site = await startSeededSite();
  ORIGIN = site.origin;
  request = site.request;
}, 180_000);

afterAll(async () => {
  await site?.stop();
});
const TAMIL = /[\u0B80-\u0BFF]/;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "sitemap", "xhtml:link", "item", "entry", "link", "category", "author"].includes(name),
});

type Alternate = { "@rel": string; "@hreflang": string; "@href": string };
type SitemapUrl = {
  loc: string;
  lastmod?: string;
  "xhtml:link"?: Alternate[];
  "news:news"?: {
    "news:publication": { "news:name": string; "news:language": string };
    "news:publication_date": string;
    "news:title": string;
  };
};

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function articleDb(): Database.Database {
  const path = process.env.E2E_NEWSROOM_DB;
  if (!path) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  return new Database(path, { readonly: true, fileMustExist: true });
}

/**
 * How long a sitemap or feed may take to answer (Playwright's default is 30 s). The first sitemap index of a run walks
 * the whole newsroom through a cold cache (decision 0027: 1-3 s on a quiet machine); at a load of 8-15 it took more
 * than 30 s, then well under a second from the cache.
 */
const XML_REQUEST_MS = 120_000;

async function fetchXml(request: APIRequestContext, url: string, contentType: RegExp) {
  const response = await request.get(url, { maxRedirects: 0, timeout: XML_REQUEST_MS });
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(contentType);
  const text = await response.text();
  expect(XMLValidator.validate(text), `${url} is well-formed XML`).toBe(true);
  return { response, text, xml: parser.parse(text) };
}

/** Absolute, on the public origin. */
function onOrigin(url: string): boolean {
  return url.startsWith(`${ORIGIN}/`) || url === ORIGIN;
}

/** A page as the server sends it, parsed (what a crawler or a text browser reads; no script runs). */
async function documentOf(path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text(), { url: response.url() }).window.document;
}

/** Up to `count` of `items`, spread over the whole list (first, last and between). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))]!);
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Runs `task` over `items`, a few at a time (the server has two cores shared with the browser). */
async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Each URL answers 200, as a crawler finds it: a 503 with Retry-After (the site's answer when its upstream misses the
 * page's budget, as the seeded newsroom did on a machine loaded beside the other suites) is asked again, as crawlers
 * do, up to twice.
 */
async function expectOk(request: APIRequestContext, urls: readonly string[]) {
  await eachAtMost(urls, 2, async (url) => {
    let response = await request.get(url, { maxRedirects: 0 });
    for (let again = 0; again < 2 && response.status() === 503; again++) {
      expect(Number(response.headers()["retry-after"]), `${url}: a 503 says when to come back`).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      response = await request.get(url, { maxRedirects: 0 });
    }
    expect(response.status(), url).toBe(200);
  });
}

/** Checking a couple of hundred pages or feeds takes longer than one page's test budget. */
const MANY_REQUESTS_MS = 240_000;

/**
 * The HTTP-only checks of many URLs are split in two tests, which the two workers run side by side: the first takes
 * the even-numbered URLs, the second the odd-numbered. Together they check every one.
 */
const HALVES = [0, 1] as const;
function half<T>(items: readonly T[], which: (typeof HALVES)[number]): T[] {
  return items.filter((_, index) => index % 2 === which);
}

type Head = {
  canonical: string | null;
  alternates: Record<string, string>;
  feeds: { type: string; href: string }[];
  meta: Record<string, string>;
  robots: string | null;
  jsonLd: Record<string, unknown>[];
};

/** The head of a server-rendered page, read from its HTML (what a crawler sees, with or without JavaScript). */
async function headOf(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0]));
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((match) => attributes(match[0]));
  return {
    canonical: links.find((link) => link.rel === "canonical")?.href ?? null,
    alternates: Object.fromEntries(links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang!, link.href!])),
    feeds: links.filter((link) => link.rel === "alternate" && link.type).map((link) => ({ type: link.type!, href: link.href! })),
    meta: Object.fromEntries(metas.filter((meta) => meta.property || meta.name).map((meta) => [(meta.property ?? meta.name)!, meta.content ?? ""])),
    robots: metas.find((meta) => meta.name === "robots")?.content ?? response.headers()["x-robots-tag"] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

/** An article's own node: a NewsArticle, or a LiveBlogPosting (an Article too) for a live story with updates (issue 21). */
function isArticleNode(entry: Record<string, unknown>): boolean {
  return entry["@type"] === "NewsArticle" || entry["@type"] === "LiveBlogPosting";
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every <url> of every sitemap the index names, by file. */
async function fetchAllSitemaps(request: APIRequestContext): Promise<Map<string, SitemapUrl[]>> {
  const index = await fetchXml(request, "/sitemap.xml", /^application\/xml/);
  const files = new Map<string, SitemapUrl[]>();
  for (const entry of index.xml.sitemapindex.sitemap as { loc: string }[]) {
    const { xml } = await fetchXml(request, entry.loc, /^application\/xml/);
    files.set(entry.loc, (xml.urlset.url ?? []) as SitemapUrl[]);
  }
  return files;
}

let everySitemap: Promise<Map<string, SitemapUrl[]>> | null = null;
/**
 * Every sitemap, read whole once for the tests that check them all (the index and a few thousand URLs, parsed): five
 * tests read the same files, and each reading took tens of seconds on a loaded machine. A failed reading is not kept.
 */
function allSitemaps(request: APIRequestContext): Promise<Map<string, SitemapUrl[]>> {
  everySitemap ??= fetchAllSitemaps(request).catch((error: unknown) => {
    everySitemap = null;
    throw error;
  });
  return everySitemap;
}

describe("robots.txt and sitemaps", () => {
  it("robots.txt allows the site, keeps crawlers out of actions and names the sitemap index on the public origin", async () => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of [
      "/theme",
      "/language",
      "/page-view",
      "/report-page",
      "/logout",
      "/signin",
      "/search",
      "/saved",
      "/healthz",
      "/news/*/comments",
      "/tamil/search",
      "/tamil/signin",
      "/tamil/saved",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  // Every sitemap, read whole: at a load of 13 it took more than the 20 s default (stop 33).
  it("the index names the news, list, page and monthly sitemaps; each is valid and within the protocol's limits", { timeout: MANY_REQUESTS_MS }, async () => {
    const files = await allSitemaps(request);
    const names = [...files.keys()].map((loc) => loc.slice(`${ORIGIN}/sitemaps/`.length));
    expect(names).toEqual(expect.arrayContaining(["news-en.xml", "news-ta.xml", "lists.xml", "pages.xml"]));
    expect(names.some((name) => /^articles-\d{4}-\d{2}\.xml$/.test(name))).toBe(true);
    for (const [loc, urls] of files) {
      expect(urls.length, loc).toBeGreaterThan(0);
      expect(urls.length, loc).toBeLessThanOrEqual(loc.includes("/news-") ? 1000 : 50_000);
      for (const url of urls) {
        expect(onOrigin(url.loc), url.loc).toBe(true);
        if (url.lastmod !== undefined) expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
        const alternates = url["xhtml:link"] ?? [];
        for (const alternate of alternates) expect(onOrigin(alternate["@href"]), alternate["@href"]).toBe(true);
        // Bilingual pages name both languages and the default, and each names itself.
        if (alternates.length > 0) {
          expect(alternates.map((alternate) => alternate["@hreflang"]).sort()).toEqual(["en", "ta", "x-default"]);
          expect(alternates.map((alternate) => alternate["@href"])).toContain(url.loc);
        }
      }
    }
  });

  // Every sitemap, read whole: at a load of 13 it took more than the 20 s default (stop 33).
  it("the monthly sitemaps list every article once in each language, every list and static page is listed", { timeout: MANY_REQUESTS_MS }, async () => {
    const files = await allSitemaps(request);
    const monthly = [...files].filter(([loc]) => loc.includes("/articles-")).flatMap(([, urls]) => urls.map((url) => url.loc));
    const db = articleDb();
    const articles = (db.prepare("SELECT count(*) AS n FROM articles").get() as { n: number }).n;
    db.close();
    expect(new Set(monthly).size).toBe(monthly.length);
    expect(monthly.filter((loc) => loc.startsWith(`${ORIGIN}/tamil/news/`))).toHaveLength(articles);
    expect(monthly.filter((loc) => loc.startsWith(`${ORIGIN}/news/`))).toHaveLength(articles);

    const lists = files.get(`${ORIGIN}/sitemaps/lists.xml`)!.map((url) => url.loc);
    for (const path of ["", "/state/tamil-nadu", "/national/india", "/international/world", "/city/chennai", "/city", "/category-name", "/author", "/tags"]) {
      expect(lists).toContain(`${ORIGIN}${path || "/"}`);
      expect(lists).toContain(`${ORIGIN}/tamil${path}`);
    }
    expect(lists.some((loc) => loc.startsWith(`${ORIGIN}/category-name/`))).toBe(true);
    expect(lists.some((loc) => loc.startsWith(`${ORIGIN}/author/`))).toBe(true);
    expect(lists.some((loc) => loc.startsWith(`${ORIGIN}/tamil/tags/`))).toBe(true);
    const pages = files.get(`${ORIGIN}/sitemaps/pages.xml`)!.map((url) => url.loc);
    for (const page of ["about", "contact", "cookie-policy", "privacy-policy", "user-policy", "terms"]) {
      expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/${page}`, `${ORIGIN}/tamil/${page}`]));
    }
  });

  for (const which of HALVES) {
    it(
      `URLs of every sitemap answer 200 (every static page; lists and each month's articles sampled end to end; half ${which + 1} of 2)`,
      { timeout: MANY_REQUESTS_MS },
      async () => {
        const files = await allSitemaps(request);
        for (const [loc, urls] of files) {
          const locs = urls.map((url) => url.loc);
          await expectOk(request, half(loc.includes("/pages.xml") ? locs : spread(locs, loc.includes("/lists.xml") ? 48 : 12), which));
        }
      },
    );
  }

  for (const lang of ["en", "ta"] as const) {
    it(`the Google News sitemap in ${lang} holds this language's articles of the last two days with publication, date and title`, async () => {
      const started = Date.now();
      const { xml } = await fetchXml(request, `/sitemaps/news-${lang}.xml`, /^application\/xml/);
      expect(xml.urlset["@xmlns:news"]).toBe("http://www.google.com/schemas/sitemap-news/0.9");
      const urls = xml.urlset.url as SitemapUrl[];
      const prefix = lang === "ta" ? `${ORIGIN}/tamil/news/` : `${ORIGIN}/news/`;
      // The articles of the newsroom published in the window, counted around the request (none is added meanwhile).
      const db = articleDb();
      const since = (at: number) => (db.prepare("SELECT count(*) AS n FROM articles WHERE published_ms >= ?").get(at - 2 * 86_400_000) as { n: number }).n;
      const [fewest, most] = [since(Date.now()), since(started)];
      db.close();
      expect(urls.length).toBeGreaterThanOrEqual(Math.min(fewest, 1000));
      expect(urls.length).toBeLessThanOrEqual(Math.min(most, 1000));
      for (const url of urls) {
        expect(url.loc.startsWith(prefix), url.loc).toBe(true);
        const news = url["news:news"]!;
        expect(news["news:publication"]).toEqual({ "news:name": lang === "ta" ? "குரல் செய்திகள்" : "Kural News", "news:language": lang });
        expect(news["news:publication_date"]).toMatch(W3C_DATETIME);
        expect(Date.parse(news["news:publication_date"])).toBeGreaterThanOrEqual(started - 2 * 86_400_000 - 60_000);
        expect(String(news["news:title"]).trim().length).toBeGreaterThan(0);
      }
      if (lang === "ta") expect(urls.filter((url) => TAMIL.test(String(url["news:news"]!["news:title"]))).length).toBe(urls.length);
      await expectOk(
        request,
        spread(
          urls.map((url) => url.loc),
          8,
        ),
      );
    });
  }

  // Every sitemap, read whole: at a load of 13 it took more than the 20 s default (stop 33).
  it("the index dates each sitemap no earlier than the newest lastmod of its own entries", { timeout: MANY_REQUESTS_MS }, async () => {
    // The files first (as read by the first test that read them all), then the index: anything changed meanwhile can
    // only make the index newer.
    const files = await allSitemaps(request);
    const index = await fetchXml(request, "/sitemap.xml", /^application\/xml/);
    const dated = new Map((index.xml.sitemapindex.sitemap as { loc: string; lastmod?: string }[]).map((entry) => [entry.loc, entry.lastmod]));
    for (const [loc, urls] of files) {
      const newest = Math.max(...urls.map((url) => (url.lastmod ? Date.parse(url.lastmod) : 0)));
      if (newest === 0) continue;
      expect(dated.get(loc), loc).toBeTruthy();
      expect(Date.parse(dated.get(loc)!), `${loc}: ${dated.get(loc)} < ${new Date(newest).toISOString()}`).toBeGreaterThanOrEqual(newest);
    }
  });

  it("every URL of the lists sitemap, tags included, has hreflang alternates and a lastmod; tag pairs are the pages' own", async () => {
    const { xml } = await fetchXml(request, "/sitemaps/lists.xml", /^application\/xml/);
    const urls = xml.urlset.url as SitemapUrl[];
    const tags = urls.filter((url) => /\/tags\/[^/]+$/.test(url.loc));
    expect(tags.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
      const alternates = url["xhtml:link"] ?? [];
      expect(alternates.length, url.loc).toBeGreaterThan(0);
      expect(
        alternates.map((alternate) => alternate["@href"]),
        url.loc,
      ).toContain(url.loc);
    }
    // A few tags, both languages: the sitemap's pair is the one the tag pages name.
    for (const url of spread(tags, 6)) {
      const head = await headOf(request, url.loc);
      const listed = Object.fromEntries((url["xhtml:link"] ?? []).map((alternate) => [alternate["@hreflang"], alternate["@href"]]));
      expect(listed, url.loc).toEqual(head.alternates);
    }
  });

  it("an unknown sitemap is a 404", async () => {
    for (const path of ["/sitemaps/news-fr.xml", "/sitemaps/articles-2026-13.xml", "/sitemaps/articles-1990-01.xml", "/sitemaps/x.xml"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

describe("feeds", () => {
  /** Every news list the lists sitemap names (home, sections, cities, categories, authors, tags), in both languages. */
  async function feedPages(request: APIRequestContext): Promise<string[]> {
    const { xml } = await fetchXml(request, "/sitemaps/lists.xml", /^application\/xml/);
    return (xml.urlset.url as SitemapUrl[])
      .map((url) => url.loc.slice(ORIGIN.length) || "/")
      .filter((path) => !/^(\/tamil)?\/(city|category-name|author|tags)$/.test(path));
  }

  function feedUrl(page: string, format: "rss" | "atom"): string {
    if (page === "/" || page === "/tamil") return `${page === "/" ? "" : "/tamil"}/feeds/${format}.xml`;
    return `${page}/${format}.xml`;
  }

  for (const lang of ["en", "ta"] as const) {
    // Two feeds per live story and the news sitemap: past vitest's 20 s at a load of ~20 (a fresh-clone run).
    it(
      `${lang}: a live story is dated by its latest update in its category's RSS and Atom feeds and in the news sitemap`,
      { timeout: MANY_REQUESTS_MS },
      async () => {
        const db = articleDb();
        const stories = db
          .prepare(
            "SELECT a.id, a.slug, a.published_ms, a.updated_ms, c.slug AS category FROM articles a JOIN categories c ON c.id = a.category_id WHERE a.is_live = 1 AND a.updated_ms > a.published_ms + 60000 AND a.published_ms > ?",
          )
          // The news sitemap's window (two days); older stories made live by other tests are in neither the sitemap nor their feed's 50.
          .all(Date.now() - 2 * 86_400_000 + 60_000) as { id: number; slug: string; published_ms: number; updated_ms: number; category: string }[];
        db.close();
        expect(stories.length).toBeGreaterThan(0);
        const prefix = lang === "ta" ? "/tamil" : "";
        const { xml: news } = await fetchXml(request, `/sitemaps/news-${lang}.xml`, /^application\/xml/);
        for (const story of stories) {
          const link = `${ORIGIN}${prefix}/news/${story.slug}-${story.id}`;
          const updated = new Date(story.updated_ms).toISOString();
          const rss = await fetchXml(request, `${prefix}/category-name/${story.category}/rss.xml`, /^application\/rss\+xml/);
          const item = (rss.xml.rss.channel.item as Record<string, unknown>[]).find((candidate) => (candidate.link as string[])[0] === link);
          expect(item, `${link} in its category's RSS`).toBeTruthy();
          expect(item!["dcterms:modified"]).toBe(updated);
          expect(item!.pubDate).toBe(new Date(story.published_ms).toUTCString());
          const atom = await fetchXml(request, `${prefix}/category-name/${story.category}/atom.xml`, /^application\/atom\+xml/);
          const entry = (atom.xml.feed.entry as { id: string; updated: string; published: string; title: { "#text": string } }[]).find(
            (candidate) => candidate.id === link,
          );
          expect(entry, `${link} in its category's Atom`).toBeTruthy();
          expect([entry!.updated, entry!.published]).toEqual([updated, new Date(story.published_ms).toISOString()]);
          expect(Date.parse(atom.xml.feed.updated)).toBeGreaterThanOrEqual(story.updated_ms);
          const listed = (news.urlset.url as SitemapUrl[]).find((url) => url.loc === link);
          expect(listed, `${link} in the news sitemap`).toBeTruthy();
          // W3C datetime in whole seconds.
          expect(Date.parse(listed!.lastmod!)).toBe(Math.floor(story.updated_ms / 1000) * 1000);
        }
      },
    );
  }

  for (const which of HALVES) {
    it(
      `news lists of every kind (half ${which + 1} of 2) have an RSS 2.0 feed of at most 50 items with title, link, summary, picture, category and RFC 822 dates`,
      { timeout: MANY_REQUESTS_MS },
      async () => {
        const all = await feedPages(request);
        expect(all.length).toBeGreaterThan(40);
        // Home and the three sections, and cities, categories, authors and tags sampled from first to last.
        const fixed = all.filter((page) => /^(\/tamil)?(\/|\/(state|national|international)\/[^/]+)$/.test(page) || page === "/tamil");
        const pages = [
          ...fixed,
          ...spread(
            all.filter((page) => !fixed.includes(page)),
            24,
          ),
        ];
        await eachAtMost(half(pages, which), 2, async (page) => {
          // A feed names only pictures already made (decision 0027); the ones it started are made for the next fetch.
          // Asked again until they are (on a loaded machine the resizes took longer than three quick asks).
          let { xml } = await fetchXml(request, feedUrl(page, "rss"), /^application\/rss\+xml/);
          const picturesBy = Date.now() + 30_000;
          while (!(xml.rss.channel.item as Record<string, unknown>[]).some((item) => item.enclosure) && Date.now() < picturesBy) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            ({ xml } = await fetchXml(request, feedUrl(page, "rss"), /^application\/rss\+xml/));
          }
          expect(xml.rss["@version"]).toBe("2.0");
          const channel = xml.rss.channel;
          expect(channel.title, page).toBeTruthy();
          expect(channel.link).toEqual([`${ORIGIN}${page === "/" ? "/" : page}`]);
          expect(channel.language).toBe(page.startsWith("/tamil") ? "ta" : "en");
          expect(channel["atom:link"]["@href"]).toBe(`${ORIGIN}${feedUrl(page, "rss")}`);
          const items = channel.item as Record<string, unknown>[];
          expect(items.length, page).toBeGreaterThan(0);
          expect(items.length, page).toBeLessThanOrEqual(50);
          for (const item of items) {
            expect(String(item.title).length).toBeGreaterThan(0);
            const [link] = item.link as string[];
            expect(link!.startsWith(`${ORIGIN}${page.startsWith("/tamil") ? "/tamil" : ""}/news/`), link).toBe(true);
            expect(String(item.description).length).toBeGreaterThan(0);
            expect(item.pubDate).toMatch(RFC_822);
            const enclosure = item.enclosure as Record<string, string> | undefined;
            if (enclosure) {
              expect(onOrigin(enclosure["@url"]!) || enclosure["@url"]!.startsWith("https://"), enclosure["@url"]).toBe(true);
              expect(enclosure["@type"]).toMatch(/^image\//);
            }
          }
          expect(
            items.some((item) => item.enclosure),
            `${page} has pictures`,
          ).toBe(true);
          expect(
            items.some((item) => item["dc:creator"]),
            `${page} names authors`,
          ).toBe(true);
          expect(
            items.some((item) => item.category),
            `${page} names categories`,
          ).toBe(true);
        });
      },
    );
  }

  // Sixteen feeds, each waiting up to a second for pictures made for the first time (decision 0027).
  it("Atom feeds of home and of one page of each kind are valid Atom 1.0 with RFC 3339 dates, in both languages", { timeout: MANY_REQUESTS_MS }, async () => {
    const pages = await feedPages(request);
    const kinds = ["/", "/state/", "/national/", "/international/", "/city/", "/category-name/", "/author/", "/tags/"];
    for (const prefix of ["", "/tamil"]) {
      for (const kind of kinds) {
        const page = kind === "/" ? prefix || "/" : pages.find((candidate) => candidate.startsWith(`${prefix}${kind}`));
        expect(page, `${prefix}${kind}`).toBeTruthy();
        const { xml } = await fetchXml(request, feedUrl(page!, "atom"), /^application\/atom\+xml/);
        const feed = xml.feed;
        expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
        // Atom says its language on the root, as RSS does with <language>.
        expect(feed["@xml:lang"], page).toBe(prefix ? "ta" : "en");
        expect(feed.id).toBeTruthy();
        expect(feed.updated).toMatch(RFC_3339);
        const links = feed.link as Record<string, string>[];
        expect(links.find((link) => link["@rel"] === "self")?.["@href"]).toBe(`${ORIGIN}${feedUrl(page!, "atom")}`);
        expect(feed.author[0].name).toBe(prefix ? "குரல் செய்திகள்" : "Kural News");
        const entries = feed.entry as Record<string, unknown>[];
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.length).toBeLessThanOrEqual(50);
        for (const entry of entries) {
          expect(onOrigin(String(entry.id))).toBe(true);
          expect(entry.updated).toMatch(RFC_3339);
          expect(entry.published).toMatch(RFC_3339);
          expect(String((entry.title as Record<string, string>)["#text"]).length).toBeGreaterThan(0);
        }
        if (prefix) expect(TAMIL.test(String((entries[0]!.title as Record<string, string>)["#text"]))).toBe(true);
        await expectOk(request, [(entries[0]!.link as Record<string, string>[])[0]!["@href"]!]);
      }
    }
  });

  // Eight pages and their sixteen feeds (12.6 s at a load of 17).
  it("each page announces its own RSS and Atom feeds, which answer 200", { timeout: MANY_REQUESTS_MS }, async () => {
    for (const page of [
      "/",
      "/tamil",
      "/city/chennai",
      "/tamil/state/tamil-nadu",
      "/national/india",
      "/tamil/international/world",
      "/category-name/politics",
      "/tags/Breaking",
    ]) {
      const head = await headOf(request, page);
      expect(
        head.feeds.map((feed) => feed.type),
        page,
      ).toEqual(["application/rss+xml", "application/atom+xml"]);
      expect(head.feeds.map((feed) => feed.href)).toEqual([`${ORIGIN}${feedUrl(page, "rss")}`, `${ORIGIN}${feedUrl(page, "atom")}`]);
      await expectOk(
        request,
        head.feeds.map((feed) => feed.href),
      );
    }
  });

  it("a feed of a page that does not exist, or not at its canonical address, is a 404", async () => {
    for (const path of ["/city/nowhere/rss.xml", "/city/1/atom.xml", "/state/kerala/rss.xml", "/author/nobody/rss.xml", "/tamil/tags/zzqxq/rss.xml"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

describe("structured data and link previews", () => {
  for (const lang of ["en", "ta"] as const) {
    // Twenty pages and the news sitemap: at a load of 17 the Tamil one took more than the 20 s default.
    it(
      `20 random articles in ${lang}: NewsArticle (or LiveBlogPosting) JSON-LD with every required field, breadcrumbs and link-preview tags`,
      { timeout: MANY_REQUESTS_MS },
      async () => {
        const { xml } = await fetchXml(request, `/sitemaps/news-${lang}.xml`, /^application\/xml/);
        const picked = shuffled((xml.urlset.url as SitemapUrl[]).map((url) => url.loc)).slice(0, 20);
        expect(picked).toHaveLength(20);
        for (const url of picked) {
          const head = await headOf(request, url);
          expect(head.canonical, url).toBe(url);
          const article = head.jsonLd.find(isArticleNode);
          expect(article, url).toBeTruthy();
          expect(String(article!.headline).length, url).toBeGreaterThan(0);
          expect(String(article!.headline).length).toBeLessThanOrEqual(111);
          expect(Date.parse(String(article!.datePublished)), url).not.toBeNaN();
          expect(Array.isArray(article!.author) && (article!.author as { name?: string }[])[0]?.name, url).toBeTruthy();
          expect(
            (article!.image as string[]).every((image) => onOrigin(image)),
            url,
          ).toBe(true);
          expect(article!.publisher as { name: string; alternateName: string }).toMatchObject({ name: "Kural News", alternateName: "குரல் செய்திகள்" });
          expect((article!.publisher as { logo: { url: string } }).logo.url).toBe(`${ORIGIN}/share/publisher-logo.png`);
          expect(article!.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": url });
          expect(article!.inLanguage).toBe(lang === "ta" ? "ta-IN" : "en-IN");
          if (lang === "ta") expect(TAMIL.test(String(article!.headline))).toBe(true);
          const crumbs = head.jsonLd.find((entry) => entry["@type"] === "BreadcrumbList");
          expect((crumbs!.itemListElement as { item: string }[]).at(-1)!.item).toBe(url);
          expect(head.meta["og:url"]).toBe(url);
          expect(head.meta["og:type"]).toBe("article");
          expect(head.meta["twitter:card"]).toBe("summary_large_image");
        }
      },
    );

    it(`a live story in ${lang}: a LiveBlogPosting dated by its latest change, with its coverage's times and its first page of updates at their anchors`, async () => {
      // Two old stories of this language, which no other test opens, made live through the newsroom's desk:
      // one with 22 updates (a title, a pin, a correction), one with two updates whose coverage then ended.
      const base = 400 + (lang === "en" ? 0 : 2);
      const [openId, endedId] = [oldestArticle(base), oldestArticle(base + 1)];
      await liveDesk.start(openId);
      const posted: string[] = [];
      for (let index = 1; index <= 22; index += 1) {
        const titled = index === 3 ? { title_en: "Shutters opened at Chembarambakkam", title_ta: "செம்பரம்பாக்கம் மதகுகள் திறப்பு" } : {};
        const body = {
          body_en: `<p>Update ${index}: the water level is rising &amp; <b>crews</b> are out.</p>`,
          body_ta: `<p>புதுப்பிப்பு ${index}: நீர்மட்டம் உயர்கிறது; <b>மீட்புக் குழுக்கள்</b> களத்தில்.</p>`,
        };
        posted.push((await liveDesk.post(openId, { ...body, ...titled, pinned: index === 5, key_event: index === 7 })).id);
      }
      const corrected = await liveDesk.correct(openId, posted[21]!, {
        body_en: "<p>Update 22, corrected.</p>",
        body_ta: "<p>புதுப்பிப்பு 22, திருத்தப்பட்டது.</p>",
      });
      await liveDesk.start(endedId);
      for (const index of [1, 2]) await liveDesk.post(endedId, { body_en: `<p>Update ${index}.</p>`, body_ta: `<p>புதுப்பிப்பு ${index}.</p>` });
      const ended = await liveDesk.end(endedId);

      const db = articleDb();
      const storyOf = (id: number) =>
        db
          .prepare("SELECT a.slug, a.updated_ms, c.started_ms, c.ended_ms FROM articles a JOIN live_coverage c ON c.article_id = a.id WHERE a.id = ?")
          .get(id) as {
          slug: string;
          updated_ms: number;
          started_ms: number;
          ended_ms: number | null;
        };
      const [open, closed] = [storyOf(openId), storyOf(endedId)];
      const updates = new Map(
        (
          db.prepare("SELECT id, published_ms, updated_ms FROM live_updates WHERE article_id = ?").all(openId) as {
            id: number;
            published_ms: number;
            updated_ms: number;
          }[]
        ).map((row) => [String(row.id), row]),
      );
      db.close();
      const iso = (ms: number) => new Date(ms).toISOString();
      const prefix = lang === "ta" ? "/tamil" : "";

      const url = `${ORIGIN}${prefix}/news/${open.slug}-${openId}`;
      const head = await headOf(request, url);
      expect(head.jsonLd.filter(isArticleNode)).toHaveLength(1);
      const posting = head.jsonLd.find((entry) => entry["@type"] === "LiveBlogPosting")!;
      expect(posting, url).toBeTruthy();
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        coverageStartTime: iso(open.started_ms),
        dateModified: corrected.updated_at,
        mainEntityOfPage: { "@id": url },
      });
      expect(posting).not.toHaveProperty("coverageEndTime");
      expect(head.meta["article:modified_time"]).toBe(corrected.updated_at);
      // The page's order: the pinned update (the 5th), then the newest first; 20 on the first page.
      const entries = posting.liveBlogUpdate as {
        "@type": string;
        url: string;
        headline: string;
        datePublished: string;
        dateModified?: string;
        articleBody: string;
      }[];
      const expected = [posted[4]!, ...posted.filter((id) => id !== posted[4]).reverse()].slice(0, 20);
      expect(entries.map((entry) => entry.url)).toEqual(expected.map((id) => `${url}#update-${id}`));
      for (const entry of entries) {
        const row = updates.get(entry.url.split("#update-")[1]!)!;
        expect(entry["@type"]).toBe("BlogPosting");
        expect(entry.datePublished).toBe(iso(row.published_ms));
        expect(entry.dateModified).toBe(row.updated_ms > row.published_ms ? iso(row.updated_ms) : undefined);
        expect(entry.headline.length).toBeGreaterThan(0);
        expect(entry.headline.length).toBeLessThanOrEqual(111);
        expect(entry.articleBody).not.toMatch(/[<>]|&amp;/);
        if (lang === "ta") expect(TAMIL.test(entry.headline)).toBe(true);
      }
      const byId = (id: string) => entries.find((entry) => entry.url === `${url}#update-${id}`)!;
      expect(byId(posted[2]!).headline).toBe(lang === "ta" ? "செம்பரம்பாக்கம் மதகுகள் திறப்பு" : "Shutters opened at Chembarambakkam");
      expect(byId(posted[21]!)).toMatchObject({
        headline: lang === "ta" ? "புதுப்பிப்பு 22, திருத்தப்பட்டது." : "Update 22, corrected.",
        dateModified: corrected.updated_at,
      });
      expect(byId(posted[20]!).articleBody).toBe(
        lang === "ta" ? "புதுப்பிப்பு 21: நீர்மட்டம் உயர்கிறது; மீட்புக் குழுக்கள் களத்தில்." : "Update 21: the water level is rising & crews are out.",
      );

      const endedUrl = `${ORIGIN}${prefix}/news/${closed.slug}-${endedId}`;
      const endedPosting = (await headOf(request, endedUrl)).jsonLd.find((entry) => entry["@type"] === "LiveBlogPosting")!;
      expect(endedPosting, endedUrl).toMatchObject({
        coverageStartTime: iso(closed.started_ms),
        coverageEndTime: iso(closed.ended_ms!),
        dateModified: ended.updated_at,
      });
      expect(endedPosting.liveBlogUpdate).toHaveLength(2);
    });

    it(`the seed's live stories in ${lang}, open and ended: each a LiveBlogPosting with its first page of updates and, once ended, its end`, async () => {
      const db = articleDb();
      const stories = db
        .prepare(
          `SELECT a.id, a.slug, c.started_ms, c.ended_ms, (SELECT count(*) FROM live_updates u WHERE u.article_id = a.id) AS updates
           FROM live_coverage c JOIN articles a ON a.id = c.article_id WHERE a.published_ms > ?`,
        )
        // Today's stories: not the old ones other tests make live.
        .all(Date.now() - 86_400_000) as { id: number; slug: string; started_ms: number; ended_ms: number | null; updates: number }[];
      db.close();
      expect(stories.filter((story) => story.ended_ms === null).length).toBeGreaterThan(0);
      expect(stories.filter((story) => story.ended_ms !== null).length).toBeGreaterThan(0);
      for (const story of stories) {
        const url = `${ORIGIN}${lang === "ta" ? "/tamil" : ""}/news/${story.slug}-${story.id}`;
        const head = await headOf(request, url);
        const posting = head.jsonLd.find((entry) => entry["@type"] === "LiveBlogPosting")!;
        expect(posting, url).toBeTruthy();
        expect(posting.coverageStartTime).toBe(new Date(story.started_ms).toISOString());
        expect(posting.coverageEndTime).toBe(story.ended_ms === null ? undefined : new Date(story.ended_ms).toISOString());
        const entries = posting.liveBlogUpdate as { url: string; headline: string }[];
        expect(entries).toHaveLength(Math.min(20, story.updates));
        for (const entry of entries) {
          expect(entry.url.startsWith(`${url}#update-`), entry.url).toBe(true);
          if (lang === "ta") expect(TAMIL.test(entry.headline), entry.headline).toBe(true);
        }
      }
    });

    it(`a list page in ${lang} is a CollectionPage whose ItemList is the articles it shows, with its share picture`, async () => {
      const path = lang === "ta" ? "/tamil/city/chennai" : "/city/chennai";
      const head = await headOf(request, path);
      const collection = head.jsonLd.find((entry) => entry["@type"] === "CollectionPage");
      expect(collection?.url).toBe(`${ORIGIN}${path}`);
      const list = collection!.mainEntity as { "@type": string; itemListElement: { position: number; url: string }[] };
      expect(list["@type"]).toBe("ItemList");
      const links = [...(await documentOf(path)).querySelectorAll<HTMLAnchorElement>('main a[href*="/news/"]')];
      const shown = [...new Set(links.map((link) => link.pathname.split("/").pop()))];
      expect(list.itemListElement.map((item) => item.url.split("/").pop())).toEqual(shown);
      expect(list.itemListElement.every((item) => item.url.startsWith(`${ORIGIN}${lang === "ta" ? "/tamil" : ""}/news/`))).toBe(true);
      expect(head.meta["og:image"]).toBe(`${ORIGIN}/share/city-${lang}.png`);
      expect(head.meta["og:image:width"]).toBe("1200");
      expect(head.meta["og:image:height"]).toBe("630");
      const picture = await request.get(head.meta["og:image"]!);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      const bytes = await picture.body();
      // PNG signature, then the IHDR chunk's width and height.
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    });

    it(`home in ${lang}: WebSite with a SearchAction in its language and the publishing Organization`, async () => {
      const home = lang === "ta" ? "/tamil" : "/";
      const head = await headOf(request, home);
      const site = head.jsonLd.find((entry) => entry["@type"] === "WebSite");
      const action = site?.potentialAction as { "@type": string; target: { urlTemplate: string }; "query-input": string };
      expect(action["@type"]).toBe("SearchAction");
      expect(action.target.urlTemplate).toBe(`${ORIGIN}${lang === "ta" ? "/tamil" : ""}/search?q={search_term_string}`);
      expect(action["query-input"]).toBe("required name=search_term_string");
      const search = await request.get(action.target.urlTemplate.replace("{search_term_string}", encodeURIComponent(lang === "ta" ? "சென்னை" : "Chennai")));
      expect(search.status()).toBe(200);
      const organization = head.jsonLd.find((entry) => String(entry["@type"]).endsWith("Organization"));
      expect(organization).toMatchObject({ name: "Kural News", alternateName: "குரல் செய்திகள்" });
      expect((organization?.logo as { url: string }).url).toBe(`${ORIGIN}/share/publisher-logo.png`);
      expect(head.meta["og:image"]).toBe(`${ORIGIN}/share/home-${lang}.png`);
      expect(head.meta["og:locale"]).toBe(lang === "ta" ? "ta_IN" : "en_IN");
    });
  }

  // About sixty pages: at a load of 17 it took more than the 20 s default.
  it("hreflang pairs are reciprocal on every kind of indexable page, in both languages", { timeout: MANY_REQUESTS_MS }, async () => {
    const db = articleDb();
    const article = db.prepare("SELECT slug, id FROM articles ORDER BY published_ms DESC LIMIT 1").get() as { slug: string; id: number };
    db.close();
    const { xml } = await fetchXml(request, "/sitemaps/lists.xml", /^application\/xml/);
    const tamilTag = (xml.urlset.url as SitemapUrl[]).map((url) => url.loc).find((loc) => loc.startsWith(`${ORIGIN}/tamil/tags/`))!;
    const pages = [
      "/",
      `/news/${article.slug}-${article.id}`,
      "/city/chennai",
      "/state/tamil-nadu",
      "/category-name/politics",
      "/tags",
      tamilTag.slice(ORIGIN.length),
      "/author",
      "/about",
      "/terms",
      "/city/chennai?page=2",
    ];
    for (const start of pages) {
      for (const path of start.startsWith("/tamil") ? [start] : [start, start === "/" ? "/tamil" : `/tamil${start}`]) {
        const head = await headOf(request, path);
        expect(Object.keys(head.alternates).sort(), path).toEqual(["en", "ta", "x-default"]);
        expect(head.alternates["x-default"]).toBe(head.alternates.en);
        const own = path.startsWith("/tamil") ? "ta" : "en";
        expect(head.alternates[own], path).toBe(head.canonical);
        for (const lang of ["en", "ta"] as const) {
          const other = await headOf(request, head.alternates[lang]!);
          expect(other.canonical, `${path} → ${lang}`).toBe(head.alternates[lang]);
          expect(other.alternates, `${path} ↔ ${lang}`).toEqual(head.alternates);
        }
      }
    }
  });

  // Twelve pages (15.6 s at a load of 17).
  it("search results, sign-in, Saved and lite pages are not indexed; list pages and their page 2 are", { timeout: MANY_REQUESTS_MS }, async () => {
    for (const path of [
      "/search?q=chennai",
      "/tamil/search?q=%E0%AE%9A%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%88",
      "/signin",
      "/tamil/signin",
      "/saved",
      "/tamil/saved",
    ]) {
      expect((await headOf(request, path)).robots, path).toContain("noindex");
    }
    for (const path of ["/?lite=1", "/tamil/city/chennai?lite=1"]) {
      expect((await request.get(path)).headers()["x-robots-tag"], path).toContain("noindex");
    }
    for (const path of ["/city/chennai", "/city/chennai?page=2", "/tamil", "/about"]) {
      expect((await headOf(request, path)).robots, path).toBeNull();
    }
  });
});

describe("conditional GETs", () => {
  /** The pictures a feed names (RSS <enclosure>, Atom rel="enclosure"); none for a page or a sitemap. */
  const enclosures = async (response: APIResponse) => ((await response.text()).match(/<enclosure\b|rel="enclosure"/g) ?? []).length;

  for (const path of ["/city/chennai", "/tamil/state/tamil-nadu", "/tamil/feeds/rss.xml", "/city/chennai/atom.xml", "/sitemaps/news-ta.xml", "/sitemap.xml"]) {
    // A feed may be asked again many times while its pictures are made (below), about a second each on a loaded machine.
    it(`${path} carries ETag and Last-Modified and answers 304 when the reader has it`, { timeout: MANY_REQUESTS_MS }, async () => {
      // The copy the reader has, and the site's answer when asked whether it is still good: 304. A resource may change
      // between two requests (a story updated by another test reaches the site's cache, or India's day or month
      // turns): then the answer is 200 with a new ETag, and the reader asks again with that. A resource whose ETag
      // changed three times running would fail here. A feed names only the pictures already made (decision 0027):
      // each copy that names more of them than the last is a new copy too (measured at a load of 19: 0, 2, 4, 8, 11…
      // of the 50 pictures of /city/chennai/atom.xml in eight fetches), and does not count toward those three.
      let first = await request.get(path);
      let same = first;
      for (let changed = 0; changed < 3;) {
        expect(first.status()).toBe(200);
        expect(first.headers()["etag"]).toBeTruthy();
        same = await request.get(path, { headers: { "If-None-Match": first.headers()["etag"]! } });
        if (same.status() === 304) break;
        expect(same.status()).toBe(200);
        expect(same.headers()["etag"]).not.toBe(first.headers()["etag"]);
        if ((await enclosures(same)) <= (await enclosures(first))) changed += 1;
        first = same;
      }
      const etag = first.headers()["etag"];
      const lastModified = first.headers()["last-modified"];
      expect(Date.parse(lastModified!)).not.toBeNaN();
      expect(same.status()).toBe(304);
      expect(await same.body()).toHaveLength(0);
      expect(same.headers()["etag"]).toBe(etag);
      // 304 again by date, unless the resource changed in between (a story updated by another test reached the
      // site's cache): then the newer copy, with a later Last-Modified.
      const since = await request.get(path, { headers: { "If-Modified-Since": lastModified! } });
      if (since.status() !== 304) {
        expect(since.status()).toBe(200);
        expect(Date.parse(since.headers()["last-modified"]!)).toBeGreaterThan(Date.parse(lastModified!));
      }
      expect((await request.get(path, { headers: { "If-None-Match": '"something-else"' } })).status()).toBe(200);
      expect((await request.get(path, { headers: { "If-Modified-Since": new Date(Date.parse(lastModified!) - 1000).toUTCString() } })).status()).toBe(200);
    });
  }

  it("an article's ETag differs by language and theme cookie, and its 304 keeps the caching headers", async () => {
    const db = articleDb();
    const article = db.prepare("SELECT slug, id FROM articles ORDER BY published_ms DESC LIMIT 1 OFFSET 3").get() as { slug: string; id: number };
    db.close();
    const path = `/news/${article.slug}-${article.id}`;
    // Its related stories say how long ago they were published (issue 29): when a minute turns between the page and
    // the question, the page has changed and the answer is rightly 200; the reader then asks with the new tag.
    let english = await request.get(path);
    let again = await request.get(path, { headers: { "If-None-Match": english.headers()["etag"]! } });
    for (let asked = 0; asked < 3 && again.status() === 200; asked += 1) {
      english = again;
      again = await request.get(path, { headers: { "If-None-Match": english.headers()["etag"]! } });
    }
    const tamil = await request.get(`/tamil${path}`);
    const dark = await request.get(path, { headers: { Cookie: "mode=dark" } });
    const etags = [english, tamil, dark].map((response) => response.headers()["etag"]);
    expect(new Set(etags).size).toBe(3);
    expect(again.status()).toBe(304);
    expect(again.headers()["cache-control"]).toBe(english.headers()["cache-control"]);
    expect(again.headers()["vary"]).toMatch(/Cookie/);
    // The dark page is not the light one: the reader with the light page's tag but the dark cookie gets the page.
    expect((await request.get(path, { headers: { "If-None-Match": etags[0]!, Cookie: "mode=dark" } })).status()).toBe(200);
  });

  it("a signed-in reader's page has no validators and is never answered 304", async () => {
    const client = new LoopbackClient(randomLoopback(), ORIGIN);
    await signIn(client);
    const anonymous = await new LoopbackClient(randomLoopback(), ORIGIN).get("/city/chennai");
    const answer = await client.get("/city/chennai", {
      "if-none-match": String(anonymous.headers.etag),
      "if-modified-since": String(anonymous.headers["last-modified"]),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers["last-modified"]).toBeUndefined();
  });
});

describe("share links", () => {
  for (const lang of ["en", "ta"] as const) {
    it(`an article's share links carry its canonical URL and title in ${lang}`, async () => {
      const db = articleDb();
      const row = db
        .prepare(
          `SELECT a.slug, a.id, t.title_${lang} AS title FROM articles a JOIN article_texts t ON t.id = a.id ORDER BY a.published_ms DESC LIMIT 1 OFFSET 5`,
        )
        .get() as {
        slug: string;
        id: number;
        title: string;
      };
      db.close();
      const prefix = lang === "ta" ? "/tamil" : "";
      // Opened under a section path: the shared URL is still the canonical /news/{slug}.
      const share = (await documentOf(`${prefix}/state/tamil-nadu/news/${row.slug}-${row.id}`)).querySelector("#share")!;
      const canonical = `${ORIGIN}${prefix}/news/${row.slug}-${row.id}`;
      const link = (network: string) => share.querySelector(`a[data-network="${network}"]`)!;
      const hrefOf = async (network: string) => link(network).getAttribute("href")!;
      const whatsapp = new URL(await hrefOf("whatsapp"));
      expect(whatsapp.searchParams.get("text")).toBe(`${row.title} ${canonical}`);
      const telegram = new URL(await hrefOf("telegram"));
      expect([telegram.searchParams.get("url"), telegram.searchParams.get("text")]).toEqual([canonical, row.title]);
      expect(new URL(await hrefOf("facebook")).searchParams.get("u")).toBe(canonical);
      const x = new URL(await hrefOf("x"));
      expect([x.searchParams.get("url"), x.searchParams.get("text")]).toEqual([canonical, row.title]);
      const label = link("whatsapp").textContent ?? "";
      if (lang === "ta") expect(label).toMatch(TAMIL);
    });
  }
});

describe("share pictures, titles, bylines and feed links as scrapers and text browsers read them", () => {
  /** A few recent articles in `lang`, from its news sitemap. */
  async function recentArticles(request: APIRequestContext, lang: "en" | "ta", count: number): Promise<string[]> {
    const { xml } = await fetchXml(request, `/sitemaps/news-${lang}.xml`, /^application\/xml/);
    const locs = (xml.urlset.url as SitemapUrl[]).map((url) => url.loc);
    return count > 1 ? spread(locs, count) : locs.slice(0, count);
  }

  /** The bytes at `url` as a scraper gets them, with the Accept a browser sends (which must not change the format). */
  async function picture(request: APIRequestContext, url: string) {
    const response = await request.get(url, { headers: { Accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" } });
    expect(response.status(), url).toBe(200);
    const bytes = await response.body();
    const metadata = await sharp(bytes).metadata();
    return { type: response.headers()["content-type"], length: bytes.length, format: metadata.format, width: metadata.width, height: metadata.height };
  }

  for (const lang of ["en", "ta"] as const) {
    it(`articles in ${lang}: og:image is a raster picture whose URL, type and size agree with the bytes served`, async () => {
      for (const url of await recentArticles(request, lang, 4)) {
        const head = await headOf(request, url);
        const image = head.meta["og:image"]!;
        expect(image, url).toMatch(/\.(jpe?g|png)$/);
        expect(head.meta["twitter:image"]).toBe(image);
        const served = await picture(request, image);
        expect(served.type, image).toBe(head.meta["og:image:type"]);
        expect(served.format, image).toBe("jpeg");
        expect([served.width, served.height], image).toEqual([Number(head.meta["og:image:width"]), Number(head.meta["og:image:height"])]);
        const article = head.jsonLd.find(isArticleNode)!;
        expect(article.image, url).toEqual([image]);
      }
    });

    it(`feeds in ${lang}: every enclosure is a raster picture whose type and length are those of the bytes served`, async () => {
      const prefix = lang === "ta" ? "/tamil" : "";
      const rss = await fetchXml(request, `${prefix}/feeds/rss.xml`, /^application\/rss\+xml/);
      const enclosures = (rss.xml.rss.channel.item as { enclosure?: Record<string, string> }[]).flatMap((item) => (item.enclosure ? [item.enclosure] : []));
      expect(enclosures.length).toBeGreaterThan(0);
      for (const enclosure of spread(enclosures, 5)) {
        const served = await picture(request, enclosure["@url"]!);
        expect(enclosure["@type"]).toBe(served.type);
        expect(Number(enclosure["@length"])).toBe(served.length);
        expect(served.format).toBe("jpeg");
      }
      const atom = await fetchXml(request, `${prefix}/feeds/atom.xml`, /^application\/atom\+xml/);
      const links = (atom.xml.feed.entry as { link: Record<string, string>[] }[]).flatMap((entry) => entry.link.filter((link) => link["@rel"] === "enclosure"));
      expect(links.length).toBeGreaterThan(0);
      for (const link of spread(links, 3)) {
        const served = await picture(request, link["@href"]!);
        expect([link["@type"], Number(link["@length"])]).toEqual([served.type, served.length]);
      }
    });

    it(`articles in ${lang}: og:title and twitter:title end on a whole word and whole letters`, { timeout: MANY_REQUESTS_MS }, async () => {
      const segmenter = new Intl.Segmenter(lang, { granularity: "grapheme" });
      const clusters = (text: string) => [...segmenter.segment(text)].map((part) => part.segment);
      const db = articleDb();
      // Titles long enough to be cut, of every length from the longest down to 61 characters.
      const long = db
        .prepare(
          `SELECT a.slug, a.id, t.title_${lang} AS title FROM articles a JOIN article_texts t ON t.id = a.id WHERE length(t.title_${lang}) > 60 ORDER BY length(t.title_${lang}) DESC, a.id`,
        )
        .all() as { slug: string; id: number; title: string }[];
      const rows = spread(long, 24);
      db.close();
      let cut = 0;
      for (const row of rows) {
        const url = `${lang === "ta" ? "/tamil" : ""}/news/${row.slug}-${row.id}`;
        const head = await headOf(request, url);
        const title = head.meta["og:title"]!;
        expect(head.meta["twitter:title"]).toBe(title);
        const full = row.title.replace(/\s+/g, " ").trim();
        if (!title.endsWith("…") || title === full) continue;
        cut += 1;
        const kept = title.slice(0, -1);
        expect(full.startsWith(kept), `${url}: ${title}`).toBe(true);
        expect(full.slice(kept.length), `${url}: "${title}" ends mid-word`).toMatch(/^[\s,;:\-–—|/]/);
        expect(clusters(full).slice(0, clusters(kept).length), url).toEqual(clusters(kept));
      }
      expect(cut, "some titles are long enough to be cut").toBeGreaterThan(0);
    });

    it(`cards' lines of facts in ${lang} read with separators as text, on the home page and a list (a text browser sees no CSS gap)`, async () => {
      const prefix = lang === "ta" ? "/tamil" : "";
      const read = lang === "ta" ? "நிமிட வாசிப்பு" : "min read";
      for (const path of [prefix || "/", `${prefix}/city/chennai`]) {
        const html = await (await request.get(path)).text();
        // Each card's line of facts: the <p> that holds its <time>, as text with the tags taken out.
        const lines = [...html.matchAll(/<p class="[^"]+">((?:(?!<\/p>).)*?<time [^>]*>(?:(?!<\/p>).)*)<\/p>/g)].map((match) =>
          match[1]!
            .replace(/<[^>]+>/g, "")
            .replace(/&#x27;/g, "'")
            .replace(/\s+/g, " ")
            .trim(),
        );
        expect(lines.length, path).toBeGreaterThan(3);
        for (const line of lines) {
          // "V. Murugan · 26 November 2026 · 1 min read", never "V. Murugan26 November 20261 min read".
          expect(line, `${path}: ${line}`).toMatch(/\S · \S/);
          expect(line, `${path}: ${line}`).not.toMatch(/\d{4}\d/);
          if (line.includes(read)) expect(line, `${path}: ${line}`).toMatch(new RegExp(`\\S · \\d+ ${read}$`));
        }
      }
    });

    it(`an article's byline in ${lang} reads with separators as text, and links the author's page at its slug`, async () => {
      const db = articleDb();
      const row = db.prepare("SELECT slug, id FROM articles WHERE author_id IS NOT NULL ORDER BY published_ms DESC LIMIT 1 OFFSET 2").get() as {
        slug: string;
        id: number;
      };
      db.close();
      const prefix = lang === "ta" ? "/tamil" : "";
      const page = await documentOf(`${prefix}/news/${row.slug}-${row.id}`);
      const byline = [...page.querySelectorAll("main header p")].find((paragraph) => paragraph.querySelector("time"))!;
      const text = (byline.textContent ?? "").replace(/\s+/g, " ").trim();
      const [by, published, read] = lang === "ta" ? ["எழுதியவர்", "வெளியானது", "நிமிட வாசிப்பு"] : ["By", "Published", "min read"];
      expect(text.startsWith(by), text).toBe(true);
      expect(text, text).toMatch(new RegExp(`\\S · ${published} `));
      expect(text, text).toMatch(new RegExp(`\\S · \\d+ ${read}$`));
      const href = byline.querySelector('a[rel="author"]')!.getAttribute("href")!;
      // The canonical page directly: no 301 on the way.
      const answer = await request.get(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
      expect(href).not.toMatch(/%20|\s/);
      const head = await headOf(request, `${prefix}/news/${row.slug}-${row.id}`);
      const article = head.jsonLd.find(isArticleNode)!;
      const person = (article.author as { url: string }[])[0]!;
      expect(person.url).toBe(`${ORIGIN}${href}`);
      expect((await request.get(person.url, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  it("the publisher is one organisation: the same node under one @id on every page and language, with a raster logo of at least 112×112", async () => {
    const [article] = await recentArticles(request, "ta", 1);
    const nodes = [];
    for (const path of ["/", "/tamil", article!, article!.replace("/tamil/", "/")]) {
      const head = await headOf(request, path);
      const found = head.jsonLd
        .flatMap((entry) => [entry, entry.publisher as Record<string, unknown> | undefined])
        .filter((entry) => entry && entry["@id"] === `${ORIGIN}/#organization` && "name" in entry);
      // Elsewhere (WebSite, CollectionPage) the publisher is a bare reference to this @id.
      expect(found.length, path).toBeGreaterThan(0);
      for (const node of found) {
        const { "@context": _context, ...rest } = node!;
        nodes.push(rest);
      }
    }
    for (const node of nodes) expect(node).toEqual(nodes[0]);
    const logo = nodes[0]!.logo as { url: string; width: number; height: number };
    const served = await picture(request, logo.url);
    expect(served.type).toMatch(/^image\/(png|jpeg)$/);
    expect([served.width, served.height]).toEqual([logo.width, logo.height]);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
  });

  // Eight pages, their sixteen feeds and the news sitemaps (14.1 s at a load of 17).
  it("articles, static pages and 404 pages offer feeds for autodiscovery, in both languages, which answer 200", { timeout: MANY_REQUESTS_MS }, async () => {
    const [english] = await recentArticles(request, "en", 1);
    const [tamil] = await recentArticles(request, "ta", 1);
    for (const [path, status] of [
      [english!, 200],
      [tamil!, 200],
      ["/about", 200],
      ["/tamil/privacy-policy", 200],
      ["/no-such-page", 404],
      ["/tamil/no-such-page", 404],
      ["/city/nowhere", 404],
      ["/tamil/news/not-an-article-999999999", 404],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      const html = await response.text();
      const links = [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map((match) => match[0]);
      const feeds = links.flatMap((link) => {
        const type = /type="(application\/(?:rss|atom)\+xml)"/.exec(link)?.[1];
        const href = /href="([^"]*)"/.exec(link)?.[1];
        return type && href ? [{ type, href: decode(href) }] : [];
      });
      expect(
        feeds.map((feed) => feed.type),
        path,
      ).toEqual(["application/rss+xml", "application/atom+xml"]);
      const inTamil = path.startsWith("/tamil") || path.startsWith(`${ORIGIN}/tamil`);
      for (const feed of feeds) {
        expect(new URL(feed.href, ORIGIN).pathname.startsWith("/tamil/"), `${path} → ${feed.href}`).toBe(inTamil);
        const answer = await request.get(new URL(feed.href, ORIGIN).href);
        expect(answer.status(), feed.href).toBe(200);
      }
    }
  });
});
