/**
 * What a list page hands its component (and what a Load More fetch receives):
 * the cards of one page and where that page sits. Pure.
 */
import type { NewsCard } from "./cards";
import { pageHref, type PageWindow } from "./paging";

export type ListData = {
  cards: NewsCard[];
  page: number;
  hasNext: boolean;
  /** The page before, for readers without JavaScript who arrived on page N (issue 5). */
  previousHref: string | null;
  nextHref: string | null;
};

/** `path` is the page's localised, encoded path; `params` are kept on every page (the search query). */
export function listData(cards: NewsCard[], window: PageWindow, path: string, params: Record<string, string> = {}): ListData {
  return {
    cards,
    page: window.page,
    hasNext: window.hasNext,
    previousHref: window.hasPrevious ? pageHref(path, window.page - 1, params) : null,
    nextHref: window.hasNext ? pageHref(path, window.page + 1, params) : null,
  };
}
