/**
 * A story as our own types carry it (news/types.ts), for the tests of the rules that read stories:
 * a plain web story numbered `id`, with no picture, category or author, and what the test sets.
 */
import type { NewsCard } from "../news/cards";
import { NO_FLAGS, type ArticleSummary } from "../news/types";

export function articleSummary(id: number, publishedAt: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: String(id),
    slug: `story-${id}`,
    language: "en",
    title: `Story ${id}`,
    summary: "",
    image: null,
    category: null,
    author: null,
    publishedAt,
    updatedAt: publishedAt,
    tags: [],
    city: null,
    state: null,
    country: null,
    ...NO_FLAGS,
    isWebNews: true,
    newsType: "Web",
    wordCount: 450,
    likesCount: 0,
    ...overrides,
  };
}

/** A list's card as the pages carry it (news/cards.ts): story `id`, published 22 November 2026, with nothing else. */
export function newsCard(id: string): NewsCard {
  return {
    id,
    href: `/news/story-${id}`,
    title: `Story ${id}`,
    summary: "",
    image: null,
    category: null,
    author: null,
    publishedAt: "2026-11-22T05:00:00.000Z",
    date: "22 November 2026",
  };
}
