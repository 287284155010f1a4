/**
 * The media service's query for each list page (spec §7 parameter sets): city or
 * category lists by id, the state, national and world lists by scope flag; all
 * 12 a page (§9) and web news only (`news_type: 'Web'`).
 */
import type { NewsQuery } from "./schemas";
import { LIST_PAGE_SIZE } from "../news/limits";

const common = (page: number) => ({ page, page_size: LIST_PAGE_SIZE, news_type: "Web" }) satisfies NewsQuery;

export function cityListQuery(cityId: string, page: number): NewsQuery {
  return { city_id: cityId, ...common(page) };
}

export function categoryListQuery(categoryId: string, page: number): NewsQuery {
  return { category_id: categoryId, ...common(page) };
}

export type Scope = "state" | "national" | "international";

const SCOPE_FLAGS: Record<Scope, NewsQuery> = {
  state: { is_state: true },
  national: { is_national: true },
  international: { is_international: true },
};

export function scopeListQuery(scope: Scope, page: number): NewsQuery {
  return { ...SCOPE_FLAGS[scope], ...common(page) };
}

/** spec §7 "Trending: 'Breaking' tag feed": the feed under the trending tags, asked for by this name in both languages. */
export const TRENDING_FEED_TAG = "Breaking";

/** Tags longer than this cannot be real (the upstream's own limit is 100); no upstream call is made for them. */
export const MAX_TAG_LENGTH = 100;
