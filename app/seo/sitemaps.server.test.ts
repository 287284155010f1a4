import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ArticleSummary } from "../news/types";
import type { NewsQuery } from "../upstream/schemas";

const { searchNews } = vi.hoisted(() => ({ searchNews: vi.fn() }));
vi.mock("../upstream/media.server", () => ({ searchNews }));

const { newsSitemapUrls } = await import("./sitemaps.server");

const HOUR = 3_600_000;
const NOW = Date.parse("2026-12-01T18:35:00.123Z");

/** One story an hour for three days, newest first, as the list API answers (pages of `page_size`, from `published_after`). */
const stories: ArticleSummary[] = Array.from({ length: 72 }, (_, index) => {
  const id = String(1000 - index);
  // The 48th is 30 s inside the window at NOW, outside it a minute later.
  const at = new Date(NOW - (index + 1) * HOUR + 30_000).toISOString();
  return { id, slug: `story-${id}`, title: `Story ${id}`, publishedAt: at, updatedAt: at } as ArticleSummary;
});

beforeEach(() => {
  searchNews.mockReset();
  searchNews.mockImplementation(async (_lang: string, query: NewsQuery) => {
    const after = Date.parse(query.published_after!);
    const size = query.page_size!;
    const items = stories.filter((story) => Date.parse(story.publishedAt) >= after).slice((query.page! - 1) * size, query.page! * size);
    return { data: { items, page: query.page, pageSize: size, total: null }, fetchedAt: 0, stale: false };
  });
});

describe("the news sitemap", () => {
  it("lists exactly the last two days, from one query a whole UTC day long: its requests a minute apart ask the same, so the cache answers them", async () => {
    const first = await newsSitemapUrls("https://news.example", "en", NOW);
    const later = await newsSitemapUrls("https://news.example", "en", NOW + 60_000);
    const inWindow = (at: number) =>
      stories.filter((story) => Date.parse(story.publishedAt) >= at - 48 * HOUR).map((story) => `https://news.example/news/${story.slug}`);
    expect(first.map((url) => url.loc)).toEqual(inWindow(NOW));
    expect(later.map((url) => url.loc)).toEqual(inWindow(NOW + 60_000));
    expect(later.length).toBe(first.length - 1);
    const asked = searchNews.mock.calls.map(([, query]) => JSON.stringify(query));
    expect(new Set(asked).size).toBe(asked.length / 2);
    expect(searchNews.mock.calls[0]![1]).toMatchObject({ published_after: "2026-11-29T00:00:00.000Z", page: 1, page_size: 100 });
  });
});
