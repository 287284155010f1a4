import { describe, expect, it } from "vitest";
import { articleSummary } from "../test-support/articles";
import { liveCardMark, newsCard, newsCards } from "./cards";
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

describe("list cards (requirements §2, §9)", () => {
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

describe("a live story's card (issue 21)", () => {
  // Published 10:30 in India; updated at 3:45 pm the same day (10:15 UTC).
  const published = "2026-11-22T05:00:00.000Z";
  const updated = "2026-11-22T10:15:00.000Z";
  const sameDay = Date.parse("2026-11-22T12:00:00.000Z");

  it("shows LIVE and the latest update's time in India's time, in the page's language", () => {
    expect(liveCardMark(article({ isLive: true, updatedAt: updated }), "en", sameDay)).toEqual({ updatedAt: updated, updated: "3:45 pm" });
    expect(liveCardMark(article({ isLive: true, updatedAt: updated }), "ta", sameDay)).toEqual({ updatedAt: updated, updated: "பிற்பகல் 3:45" });
  });

  it("says no update time until the story changed more than a minute after it was published", () => {
    expect(liveCardMark(article({ isLive: true, updatedAt: published }), "en", sameDay)).toEqual({ updatedAt: null, updated: null });
    expect(liveCardMark(article({ isLive: true, updatedAt: "2026-11-22T05:01:00.000Z" }), "en", sameDay)).toEqual({ updatedAt: null, updated: null });
    expect(liveCardMark(article({ isLive: true, updatedAt: "2026-11-22T05:01:01.000Z" }), "en", sameDay)?.updated).toBe("10:31 am");
  });

  it("gives the date too when the latest update is from an earlier day in India", () => {
    // 00:30 on 23 November in India: yesterday's 3:45 pm needs its date.
    const nextDay = Date.parse("2026-11-22T19:00:00.000Z");
    expect(liveCardMark(article({ isLive: true, updatedAt: updated }), "en", nextDay)?.updated).toBe("22 November 2026, 3:45 pm");
    expect(liveCardMark(article({ isLive: true, updatedAt: updated }), "ta", nextDay)?.updated).toMatch(/^22 நவம்பர்,? 2026, பிற்பகல் 3:45$/);
  });

  it("marks nothing on a story that is not live (or no longer is), and the card carries no live field then", () => {
    expect(liveCardMark(article({ isLive: false, updatedAt: updated }), "en", sameDay)).toBeNull();
    expect(newsCard(article({ updatedAt: updated }), "en", null, "x")).not.toHaveProperty("live");
    expect(newsCard(article({ isLive: true }), "en", null, "x").live).toEqual({ updatedAt: null, updated: null });
  });
});
