/**
 * What a list page hands its component (and what a Load More fetch receives):
 * the cards of one page and where that page sits. Pure.
 */
import { islandData, type IslandStore } from "../wire/islands";
import type { NewsCard } from "../news/cards";
import { pageHref, type PageWindow } from "../news/paging";

/** The island id of a list page's cards (decision 0011): one list per page. */
export const LIST_ISLAND = "list-cards";

export type ListData = {
  /**
   * The page's cards; null after a document request, whose HTML carries them once, as a server island
   * (decision 0011): the hydration data does not repeat them. Fetches (Load More, the search dialog, client
   * navigations) get them here.
   */
  cards: NewsCard[] | null;
  /** How many cards the page has (also when `cards` is kept in the HTML). */
  count: number;
  /** The last page the list holds; `from` the first, when it holds several (pages/kept-pages.ts, after Back). */
  page: number;
  from?: number;
  hasNext: boolean;
  /** The page before, for readers without JavaScript who arrived on page N (issue 5). */
  previousHref: string | null;
  nextHref: string | null;
};

/**
 * `path` is the page's localised, encoded path; `params` are kept on every page (the search query).
 * `context` is the loader's: with it, a document request's cards go to the page's HTML only.
 */
export function listData(
  cards: NewsCard[],
  window: PageWindow,
  path: string,
  params: Record<string, string> = {},
  context: { islands?: IslandStore } = {},
): ListData {
  return {
    cards: islandData(context, LIST_ISLAND, cards),
    count: cards.length,
    page: window.page,
    hasNext: window.hasNext,
    previousHref: window.hasPrevious ? pageHref(path, window.page - 1, params) : null,
    nextHref: window.hasNext ? pageHref(path, window.page + 1, params) : null,
  };
}
