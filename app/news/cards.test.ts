import { describe, expect, it } from "vitest";
import { articleSummary } from "../test-support/articles";
import { newsCard, newsCards } from "./cards";
import { formatDate } from "./format";
import { DEFAULT_ARTICLE_TITLE } from "./limits";
import type { ArticleSummary } from "./types";

/** Story 42, a state story with a summary, a category and an author. */
function article(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return articleSummary(42, "2026-11-22T05:00:00.000Z", {
    slug: "chennai-rain-42",
    title: "Chennai rain",
    summary: "Short summary.",
    category: { id: "1", name: "Environment", slug: "environment" },
    author: "R. Meenakshi",
    isState: true,
    wordCount: 300,
    ...overrides,
  });
}

describe("list cards (spec §2, §9)", () => {
  it("link under the list's section, in the page's language", () => {
    expect(newsCard(article(), "en", "/city/chennai", "News Detail").href).toBe("/city/chennai/news/chennai-rain-42");
    expect(newsCard(article(), "ta", "/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88", "x").href).toBe("/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88/news/chennai-rain-42");
    expect(newsCard(article(), "ta", null, "x").href).toBe("/tamil/news/chennai-rain-42");
  });
  it("cut the description at 150 plus ... and the title at 100", () => {
    const card = newsCard(article({ title: "word ".repeat(40), summary: "மழை ".repeat(60) }), "ta", null, "x");
    expect(card.summary.endsWith("...")).toBe(true);
    expect(card.summary.length).toBeLessThanOrEqual(153);
    expect(card.title.length).toBeLessThanOrEqual(101);
  });
  it("say the default title in the page's language", () => {
    expect(newsCard(article({ title: DEFAULT_ARTICLE_TITLE }), "ta", null, "செய்தி விவரம்").title).toBe("செய்தி விவரம்");
  });
  it("carry the category name, author and date", () => {
    expect(newsCard(article(), "en", null, "x")).toMatchObject({ category: "Environment", author: "R. Meenakshi", publishedAt: "2026-11-22T05:00:00.000Z" });
    expect(newsCard(article({ category: { id: "1", name: "", slug: "1" } }), "en", null, "x").category).toBeNull();
  });
  it("carry the date already written in the page's language, in India's time zone", () => {
    expect(newsCard(article({ publishedAt: "2026-11-21T20:00:00.000Z" }), "en", null, "x").date).toBe("22 November 2026");
    expect(newsCard(article({ publishedAt: "2026-11-21T20:00:00.000Z" }), "ta", null, "x").date).toBe(formatDate("2026-11-21T20:00:00.000Z", "ta"));
    expect(newsCard(article(), "ta", null, "x").date).toContain("நவம்பர்");
  });
  it("show each article once", () => {
    expect(newsCards([article(), article(), article({ id: "43" })], "en", null, "x").map((card) => card.id)).toEqual(["42", "43"]);
  });
});
