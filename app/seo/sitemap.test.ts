import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_SITEMAP,
  articlePages,
  bilingualUrls,
  monthsBetween,
  monthWindow,
  parseSitemapFile,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapFileName,
  sitemapIndexXml,
  urlsetXml,
  w3cDate,
} from "./sitemap";

const origin = "https://news.example";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name) });

describe("a urlset", () => {
  it("lists each page in both languages with en, ta and x-default alternates and a W3C lastmod", () => {
    const xml = urlsetXml(bilingualUrls(origin, "/city/chennai", "2026-03-01T04:05:06.789Z"));
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url;
    expect(urls.map((url: { loc: string }) => url.loc)).toEqual(["https://news.example/city/chennai", "https://news.example/tamil/city/chennai"]);
    for (const url of urls) {
      expect(url.lastmod).toBe("2026-03-01T04:05:06Z");
      expect(url["xhtml:link"].map((link: Record<string, string>) => [link["@hreflang"], link["@href"]])).toEqual([
        ["en", "https://news.example/city/chennai"],
        ["ta", "https://news.example/tamil/city/chennai"],
        ["x-default", "https://news.example/city/chennai"],
      ]);
    }
  });

  it("escapes what would break the XML and drops characters XML forbids", () => {
    const xml = urlsetXml([
      {
        loc: `${origin}/tags/a&b<c>`,
        news: { publicationName: 'Kural "News"', language: "ta", publicationDate: "2026-03-01T00:00:00Z", title: "மழை & <வெள்ளம்>\u0007 ]]> 'x'" },
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const url = parser.parse(xml).urlset.url[0];
    expect(xml).toContain("<loc>https://news.example/tags/a&amp;b&lt;c&gt;</loc>");
    expect(url.loc).toBe("https://news.example/tags/a&b<c>");
    expect(url["news:news"]["news:title"]).toBe("மழை & <வெள்ளம்> ]]> 'x'");
    expect(url["news:news"]["news:publication"]).toEqual({ "news:name": 'Kural "News"', "news:language": "ta" });
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
  });

  it("refuses more than 50,000 URLs", () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => ({ loc: `${origin}/news/x-${index + 1}` }));
    expect(() => urlsetXml(urls)).toThrow(RangeError);
  });

  it("keeps a full monthly file of the longest slugs under 50 MB", () => {
    const longSlug = `${"w".repeat(290)}-123456789012`;
    const urls = Array.from({ length: ARTICLES_PER_SITEMAP }, () => bilingualUrls(origin, `/news/${longSlug}`, "2026-03-01T00:00:00Z")).flat();
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(Buffer.byteLength(urlsetXml(urls))).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});

describe("the sitemap index", () => {
  it("names each sitemap with its lastmod", () => {
    const xml = sitemapIndexXml([{ loc: `${origin}/sitemaps/news-en.xml`, lastmod: "2026-03-01T00:00:00Z" }, { loc: `${origin}/sitemaps/pages.xml` }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const sitemaps = parser.parse(xml).sitemapindex.sitemap;
    expect(sitemaps).toEqual([{ loc: `${origin}/sitemaps/news-en.xml`, lastmod: "2026-03-01T00:00:00Z" }, { loc: `${origin}/sitemaps/pages.xml` }]);
  });
});

describe("sitemap file names", () => {
  it("read and write the same names", () => {
    for (const name of ["news-en.xml", "news-ta.xml", "lists.xml", "pages.xml", "articles-2026-03.xml", "articles-2026-11-2.xml", "articles-2026-11-12.xml"]) {
      const file = parseSitemapFile(name);
      expect(file).not.toBeNull();
      expect(sitemapFileName(file!)).toBe(name);
    }
  });

  it("know no other name, nor a page 1 or 0 spelled out", () => {
    for (const name of [
      "news-fr.xml",
      "articles-2026-13.xml",
      "articles-2026-00.xml",
      "articles-2026-03-1.xml",
      "articles-2026-03-0.xml",
      "../x.xml",
      "lists",
    ]) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });

  it("page a month beyond the articles one file holds", () => {
    expect(articlePages(0)).toBe(1);
    expect(articlePages(ARTICLES_PER_SITEMAP)).toBe(1);
    expect(articlePages(ARTICLES_PER_SITEMAP + 1)).toBe(2);
    expect(articlePages(120_000, 50_000)).toBe(3);
  });
});

describe("months", () => {
  it("run from the newest back to the oldest, across a year", () => {
    expect(monthsBetween("2025-11-20T00:00:00Z", "2026-02-01T00:00:00Z")).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
    ]);
  });

  it("are [first day, first day of the next month) in UTC", () => {
    expect(monthWindow(2025, 12)).toEqual({ after: "2025-12-01T00:00:00.000Z", before: "2026-01-01T00:00:00.000Z" });
  });

  it("W3C dates are UTC with whole seconds", () => {
    expect(w3cDate("2026-03-01T09:30:00+05:30")).toBe("2026-03-01T04:00:00Z");
  });
});
