import { describe, expect, it } from "vitest";
import type { ArticleView } from "../news/article-view";
import type { LiveCoverage, LiveUpdate } from "../news/live";
import { articleHead } from "./article-head";
import { sitePublisher } from "./json-ld";

const view: ArticleView = {
  id: "42",
  slug: "chennai-rain-42",
  title: "சென்னையில் கனமழை",
  summary: "சுருக்கம்",
  description: "சென்னையில் இன்று கனமழை பெய்தது.",
  category: { name: "வானிலை", href: "/tamil/category-name/weather" },
  author: { name: "க. ராமன்", href: "/tamil/author/%E0%AE%95" },
  publishedAt: "2026-03-01T04:00:00.000Z",
  published: "1 மார்ச், 2026, முற்பகல் 9:30",
  updatedAt: "2026-03-01T06:00:00.000Z",
  updated: "1 மார்ச், 2026, முற்பகல் 11:30",
  readMinutes: 2,
  image: { src: "/media/news/42/1200.png", srcset: [], width: 1200, height: 675, alt: "சென்னையில் கனமழை" },
  bodyHtml: "<p>…</p>",
  tags: [{ name: "மழை", href: "/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88" }],
  isLive: false,
  likesCount: 3,
  canonicalPath: "/news/chennai-rain-42",
};

function head(article: ArticleView = view, live: LiveCoverage | null = null) {
  return articleHead(article, {
    lang: "ta",
    origin: "https://news.example",
    siteName: "குரல் செய்திகள்",
    homeName: "முகப்பு",
    documentTitle: "t | site",
    publisher: sitePublisher("https://news.example", { en: "Kural News", ta: "குரல் செய்திகள்" }),
    feeds: { path: "/category-name/weather", titles: { rss: "வானிலை: RSS", atom: "வானிலை: Atom" } },
    live,
  });
}

function jsonLd(type: string, article?: ArticleView, live?: LiveCoverage | null): Record<string, unknown> {
  const found = head(article, live)
    .extra.map((entry) => (entry as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined)
    .find((entry) => entry?.["@type"] === type);
  if (!found) throw new Error(`no ${type}`);
  // What reaches the page is JSON: check the builder's output survives it unchanged.
  return JSON.parse(JSON.stringify(found));
}

describe("the article's head", () => {
  it("links the canonical /news/{slug} in the page's language and both alternates", () => {
    const links = head().links.map((link) => [link.rel, link.hrefLang ?? "", link.href]);
    expect(links).toEqual([
      ["canonical", "", "https://news.example/tamil/news/chennai-rain-42"],
      ["alternate", "en", "https://news.example/news/chennai-rain-42"],
      ["alternate", "ta", "https://news.example/tamil/news/chennai-rain-42"],
      ["alternate", "x-default", "https://news.example/news/chennai-rain-42"],
    ]);
    expect(head().description).toBe(view.description);
  });

  it("describes the article as a schema.org NewsArticle with every field the issue lists", () => {
    const article = jsonLd("NewsArticle");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: "சென்னையில் கனமழை",
      image: ["https://news.example/media/news/42/1200.png"],
      datePublished: "2026-03-01T04:00:00.000Z",
      dateModified: "2026-03-01T06:00:00.000Z",
      author: [{ "@type": "Person", name: "க. ராமன்", url: "https://news.example/tamil/author/%E0%AE%95" }],
      publisher: {
        "@type": "NewsMediaOrganization",
        "@id": "https://news.example/#organization",
        name: "Kural News",
        alternateName: "குரல் செய்திகள்",
        logo: { "@type": "ImageObject", url: "https://news.example/share/publisher-logo.png", width: 512, height: 512 },
      },
      inLanguage: "ta-IN",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://news.example/tamil/news/chennai-rain-42" },
      articleSection: "வானிலை",
      keywords: "மழை",
    });
  });

  it("names the publisher as the author when the upstream names none, and leaves out a missing picture", () => {
    const article = jsonLd("NewsArticle", { ...view, author: null, image: null });
    expect(article.author).toEqual([expect.objectContaining({ "@type": "NewsMediaOrganization", "@id": "https://news.example/#organization" })]);
    expect(article).not.toHaveProperty("image");
  });

  it("cuts a very long headline to 110 characters", () => {
    const article = jsonLd("NewsArticle", { ...view, title: "word ".repeat(60) });
    expect((article.headline as string).length).toBeLessThanOrEqual(111);
  });

  it("offers its section's feeds for autodiscovery", () => {
    const feeds = head().extra.filter((entry) => (entry as { rel?: string; type?: string }).rel === "alternate" && (entry as { type?: string }).type);
    expect(feeds).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: "வானிலை: RSS",
        href: "https://news.example/tamil/category-name/weather/rss.xml",
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: "வானிலை: Atom",
        href: "https://news.example/tamil/category-name/weather/atom.xml",
      },
    ]);
  });

  it("gives the breadcrumbs home → category → article", () => {
    expect(jsonLd("BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "முகப்பு", item: "https://news.example/tamil" },
      { "@type": "ListItem", position: 2, name: "வானிலை", item: "https://news.example/tamil/category-name/weather" },
      { "@type": "ListItem", position: 3, name: "சென்னையில் கனமழை", item: "https://news.example/tamil/news/chennai-rain-42" },
    ]);
  });
});

describe("a live story's head (issue 21)", () => {
  const minute = 60_000;
  const start = Date.parse("2026-03-01T04:00:00.000Z");
  const at = (minutes: number) => new Date(start + minutes * minute).toISOString();
  const update = (id: number, minutes: number, fields: Partial<LiveUpdate> = {}): LiveUpdate => ({
    id: String(id),
    publishedAt: at(minutes),
    updatedAt: at(minutes),
    title: null,
    bodyHtml: `<p>புதுப்பிப்பு ${id}: நீர்மட்டம் உயர்கிறது.</p>`,
    isPinned: false,
    isKeyEvent: false,
    ...fields,
  });
  // 25 updates a minute apart: a second page exists; the newest was corrected later, the oldest is pinned.
  const updates = Array.from({ length: 25 }, (_, index) => update(index + 1, index + 1));
  updates[24] = { ...updates[24]!, updatedAt: at(40) };
  updates[0] = { ...updates[0]!, isPinned: true, title: "முக்கிய அறிவிப்பு" };
  updates[23] = {
    ...updates[23]!,
    bodyHtml: `<p>ஏரி &amp; <b>அணை</b> நிலவரம்</p><script>alert(1)</script><ul><li>ஒன்று</li><li>இரண்டு</li></ul><p>${"நீண்ட செய்தி ".repeat(30)}</p>`,
  };
  const coverage: LiveCoverage = { startedAt: at(0), endedAt: null, updates, version: start + 40 * minute };
  const liveView = { ...view, isLive: true, updatedAt: at(40) };

  it("is a LiveBlogPosting, no longer a NewsArticle, with every article field kept, its coverage's start and no end while live", () => {
    const posting = jsonLd("LiveBlogPosting", liveView, coverage);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: "சென்னையில் கனமழை",
      datePublished: view.publishedAt,
      dateModified: at(40),
      coverageStartTime: at(0),
      inLanguage: "ta-IN",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://news.example/tamil/news/chennai-rain-42" },
      publisher: expect.objectContaining({ "@id": "https://news.example/#organization" }),
    });
    expect(posting).not.toHaveProperty("coverageEndTime");
    expect(() => jsonLd("NewsArticle", liveView, coverage)).toThrow();
  });

  it("lists the first page's 20 updates in the page's order (pinned first, then newest first), each a BlogPosting at its anchor", () => {
    const entries = jsonLd("LiveBlogPosting", liveView, coverage).liveBlogUpdate as Record<string, unknown>[];
    expect(entries).toHaveLength(20);
    expect(entries.map((entry) => entry.url)).toEqual(
      ["1", ...Array.from({ length: 19 }, (_, index) => String(25 - index))].map((id) => `https://news.example/tamil/news/chennai-rain-42#update-${id}`),
    );
    for (const entry of entries) {
      expect(entry["@type"]).toBe("BlogPosting");
      expect(String(entry.headline).length).toBeGreaterThan(0);
      expect(String(entry.headline).length).toBeLessThanOrEqual(111);
      expect(String(entry.articleBody)).not.toMatch(/[<>]/);
    }
    expect(entries[0]).toMatchObject({ headline: "முக்கிய அறிவிப்பு", datePublished: at(1), articleBody: "புதுப்பிப்பு 1: நீர்மட்டம் உயர்கிறது." });
    expect(entries[0]).not.toHaveProperty("dateModified");
  });

  it("dates a corrected update's change, and names an untitled update by its plain text, entities decoded and scripts gone", () => {
    const entries = jsonLd("LiveBlogPosting", liveView, coverage).liveBlogUpdate as Record<string, unknown>[];
    expect(entries[1]).toMatchObject({ datePublished: at(25), dateModified: at(40), headline: "புதுப்பிப்பு 25: நீர்மட்டம் உயர்கிறது." });
    const long = entries.find((entry) => entry.url === "https://news.example/tamil/news/chennai-rain-42#update-24")!;
    expect(String(long.headline).startsWith("ஏரி & அணை நிலவரம் ஒன்று இரண்டு நீண்ட செய்தி")).toBe(true);
    expect(String(long.headline)).toMatch(/…$/);
    expect(String(long.articleBody)).not.toContain("alert");
    expect(String(long.articleBody).length).toBeLessThanOrEqual(161);
  });

  it("takes its modification time from the coverage when an update is newer than the article's date", () => {
    const newer = { ...coverage, version: start + 50 * minute };
    expect(jsonLd("LiveBlogPosting", liveView, newer).dateModified).toBe(at(50));
    const meta = head(liveView, newer).extra.find((entry) => (entry as { property?: string }).property === "article:modified_time");
    expect(meta).toMatchObject({ content: at(50) });
  });

  it("says when ended coverage ended, and stays a LiveBlogPosting that keeps its updates", () => {
    const ended = jsonLd("LiveBlogPosting", { ...liveView, isLive: false }, { ...coverage, endedAt: at(45) });
    expect(ended.coverageEndTime).toBe(at(45));
    expect(ended.liveBlogUpdate).toHaveLength(20);
  });

  it("names an update of a picture alone by the story's title", () => {
    const picture = update(99, 60, { bodyHtml: '<figure><img src="https://news.example/media/1.png" alt=""></figure>' });
    const entries = jsonLd("LiveBlogPosting", liveView, { ...coverage, updates: [picture] }).liveBlogUpdate as Record<string, unknown>[];
    expect(entries).toEqual([
      {
        "@type": "BlogPosting",
        headline: "சென்னையில் கனமழை",
        datePublished: at(60),
        url: "https://news.example/tamil/news/chennai-rain-42#update-99",
        articleBody: "",
      },
    ]);
  });

  it("a story without coverage stays a NewsArticle", () => {
    expect(jsonLd("NewsArticle", { ...view, isLive: true }, null)).not.toHaveProperty("liveBlogUpdate");
  });
});
