/** The web-news filter of the state, national and world lists (requirements §5). */
import type { ArticleSummary } from "./types";

/**
 * requirements §5: keep an item if it is web news (is_webnews true or 1), or its
 * news_type/type is Web (any case), or it is not a short news item. The 0/1 and
 * true/false forms are already settled by the schema (app/upstream/schemas.ts).
 */
export function isWebNewsItem(item: Pick<ArticleSummary, "isWebNews" | "newsType" | "isShortNews">): boolean {
  return item.isWebNews || item.newsType?.toLowerCase() === "web" || !item.isShortNews;
}

export function webNewsOnly<T extends Pick<ArticleSummary, "isWebNews" | "newsType" | "isShortNews">>(items: readonly T[]): T[] {
  return items.filter(isWebNewsItem);
}
