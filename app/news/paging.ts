/**
 * Paging of list pages (requirements §4: lists start at page 1, Load More goes to the
 * next; §9: 12 per page). Pure: the routes parse `?page=` here before any
 * upstream call and decide from the answer whether the page exists.
 */
import { LIST_PAGE_SIZE, MAX_LIST_PAGE } from "./limits";

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/**
 * The page a `?page=` value asks for: absent is page 1; a positive integer up to
 * MAX_LIST_PAGE is that page; anything else ("0", "-1", "2.5", "abc", "", an
 * overlong number, a page past the cap) is null, which the route answers with 404.
 */
export function parsePage(searchParams: URLSearchParams): number | null {
  const values = searchParams.getAll("page");
  if (values.length === 0) return 1;
  if (values.length > 1) return null;
  const raw = values[0]!;
  if (!POSITIVE_INTEGER.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_LIST_PAGE ? page : null;
}

export type PageWindow = { page: number; hasPrevious: boolean; hasNext: boolean };

/**
 * Where page `page` sits, from what the upstream answered for it: how many items
 * it sent (before any filtering of ours) and the total when it says. null when the
 * page is past the end (no items on a page after the first, or beyond the total):
 * the route answers 404. Page 1 always exists; whether an empty first page is a
 * 404 is each list's own rule (requirements §8).
 */
export function pageWindow(page: number, received: number, pageSize: number, total: number | null): PageWindow | null {
  if (page > 1 && received === 0) return null;
  // An upstream that says nothing of its page size answers pages of our own size.
  if (!(pageSize > 0)) pageSize = LIST_PAGE_SIZE;
  let hasNext: boolean;
  if (total !== null) {
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (page > lastPage) return null;
    hasNext = page < lastPage;
  } else {
    // Without a total, a full page suggests there is more; an empty next page is then a 404 (above).
    hasNext = received >= pageSize;
  }
  return { page, hasPrevious: page > 1, hasNext: hasNext && page < MAX_LIST_PAGE };
}

/**
 * The URL of page `page` of a list: page 1 is the list's own URL (no `?page=1`
 * duplicate), other pages add `page`. `path` is the localised, encoded path;
 * `params` are other query values kept on every page (the search query).
 */
export function pageHref(path: string, page: number, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(params);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
