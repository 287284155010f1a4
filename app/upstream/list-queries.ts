/**
 * The media service's query for each list page (requirements §7 parameter sets): city or
 * category lists by id, the state, national and world lists by scope flag; all
 * 12 a page (§9) and web news only (`news_type: 'Web'`); and the header search's.
 */
import type { NewsQuery } from "./schemas";
import { LIST_PAGE_SIZE, SEARCH_PAGE_SIZE } from "../news/limits";
import type { Scope } from "../news/scopes";
import { upstreamSearchText } from "../news/search";

const common = (page: number) => ({ page, page_size: LIST_PAGE_SIZE, news_type: "Web" }) satisfies NewsQuery;

export function cityListQuery(cityId: string, page: number): NewsQuery {
  return { city_id: cityId, ...common(page) };
}

export function categoryListQuery(categoryId: string, page: number): NewsQuery {
  return { category_id: categoryId, ...common(page) };
}

const SCOPE_FLAGS: Record<Scope, NewsQuery> = {
  state: { is_state: true },
  national: { is_national: true },
  international: { is_international: true },
};

export function scopeListQuery(scope: Scope, page: number): NewsQuery {
  return { ...SCOPE_FLAGS[scope], ...common(page) };
}

/**
 * requirements §7, the header search's parameters: page size 50, every scope (state,
 * national, world), no short news, newest first. `is_important` and `is_webnews`
 * are sent false: true would narrow the results to important or web news only.
 * The media service looks for `query` in both languages' texts and answers in accept-language's (issue 29:
 * "Chennai" on a Tamil page finds the Chennai stories, shown in Tamil); the newsroom does (newsroom/articles.ts).
 */
export function headerSearchQuery(query: string, page: number): NewsQuery {
  return {
    query: upstreamSearchText(query),
    page,
    page_size: SEARCH_PAGE_SIZE,
    is_state: true,
    is_national: true,
    is_international: true,
    is_important: false,
    is_webnews: false,
    is_shortnews: false,
    is_asc: false,
  };
}

/** requirements §7 "Trending: 'Breaking' tag feed": the feed under the trending tags, asked for by this name in both languages. */
export const TRENDING_FEED_TAG = "Breaking";

/** Tags longer than this cannot be real (the upstream's own limit is 100); no upstream call is made for them. */
export const MAX_TAG_LENGTH = 100;
