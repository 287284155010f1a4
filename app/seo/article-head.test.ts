import { describe, expect, it } from "vitest";
import type { ArticleView } from "../news/article-view";
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

function head(article: ArticleView = view) {
  return articleHead(article, { lang: "ta", origin: "https://news.example", siteName: "குரல் செய்திகள்", homeName: "முகப்பு", documentTitle: "t | site", publisher: sitePublisher("https://news.example", { en: "Kural News", ta: "குரல் செய்திகள்" }),
    feeds: { path: "/category-name/weather", titles: { rss: "வானிலை: RSS", atom: "வானிலை: Atom" } },
  });
}

function jsonLd(type: string, article?: ArticleView): Record<string, unknown> {
  const found = head(article)
    .extra.map((entry) => (entry as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined).find((entry) => entry?.["@type"] === type);
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
      { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "வானிலை: RSS", href: "https://news.example/tamil/category-name/weather/rss.xml" },
      { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "வானிலை: Atom", href: "https://news.example/tamil/category-name/weather/atom.xml" },
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
