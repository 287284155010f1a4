/**
 * The reader's place in a list after Back, forward or a reload (issue 29 point 2). Load More appends pages in the
 * browser and puts the last one's address in the bar (`?page=3`); that is all the browser would remember, and Back
 * gave the reader page 3 alone, scrolled into the footer. So Load More also writes, in the history entry's own state,
 * the first page the list showed and the route that answers it: numbers, not stories. Coming back to that entry (Back,
 * forward, or the reload the list asks for itself, components/lists/news-list.tsx), the list's clientLoader reads the
 * pages from first to last again through the route's own loader and hands the page one list of them, before the
 * router restores the scroll: the stories are there before the scroll is, nothing moves.
 *
 * A page opened without that state (a shared or bookmarked `?page=3`, a crawler, no JavaScript) is the server's page
 * 3 as before, with its link to the page before.
 */
import { decode } from "turbo-stream";
import { parsePage } from "../news/paging";
import type { ListData } from "./list-page";

/** The field of `history.state` that Load More writes (beside the router's own `key`, `idx` and `usr`). */
export const KEPT_PAGES = "keptPages";

/** What an entry remembers: the route that answers the list's data, and the first page it showed. */
export type KeptPages = { route: string; from: number };

/** The history state `state` with `kept` added, everything else (the router's key) as it was. */
export function withKeptPages(state: unknown, kept: KeptPages): Record<string, unknown> {
  return { ...(state && typeof state === "object" ? state : {}), [KEPT_PAGES]: kept };
}

/**
 * The pages before the last that the list at `url` showed, when `state` is its history entry's and says so; null
 * otherwise (nothing kept, or a page the entry never went past). The last page is `url`'s own.
 */
export function keptPagesOf(state: unknown, url: URL): { route: string; pages: number[] } | null {
  const kept = state && typeof state === "object" ? (state as Record<string, unknown>)[KEPT_PAGES] : undefined;
  if (!kept || typeof kept !== "object") return null;
  const { route, from } = kept as Partial<KeptPages>;
  const last = parsePage(url.searchParams);
  if (typeof route !== "string" || !route || !Number.isInteger(from) || from! < 1 || last === null || from! >= last) return null;
  return { route, pages: Array.from({ length: last - from! }, (_, index) => from! + index) };
}

/** Consecutive pages of one list as one list: every card once, in order; the first page's way back, the last's on. */
export function joinPages(pages: readonly ListData[]): ListData {
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const seen = new Set<string>();
  const cards = pages.flatMap((page) => page.cards ?? []).filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
  return { ...last, cards, count: cards.length, from: first.page, previousHref: first.previousHref };
}

/** The address of page `page` of the list at `url`: page 1 has no `?page` (news/paging.ts `pageHref`). */
function pageUrl(url: URL, page: number): URL {
  const target = new URL(url);
  if (page > 1) target.searchParams.set("page", String(page));
  else target.searchParams.delete("page");
  return target;
}

/**
 * One page's list, read from `route`'s loader as a fetcher reads it: its single-fetch data URL (`….data?_routes=`),
 * decoded by turbo-stream, as Remix decodes it (stack gotcha 14). Anything else (an error, a redirect, no cards)
 * throws, and the caller shows the last page alone.
 */
async function fetchPage(url: URL, route: string, signal: AbortSignal): Promise<ListData> {
  const target = new URL(url);
  target.pathname = `${target.pathname.replace(/\/$/, "")}.data`;
  target.searchParams.set("_routes", route);
  const response = await fetch(target, { signal });
  if (!response.ok || !response.body) throw new Error(String(response.status));
  const { value } = await decode(response.body);
  const list = (value as Record<string, { data?: { list?: ListData | null } } | undefined>)[route]?.data?.list;
  if (!list?.cards) throw new Error("no list");
  return list;
}

/**
 * A list route's clientLoader (pages/list-route.ts, pages/search.ts): the server's answer for the address, and when
 * the history entry being shown kept earlier pages, those pages joined before it. Only for the entry on screen: a
 * link to another list, or Load More's fetch of the next page, asks for an address that is not the window's.
 */
export async function withEarlierPages<Data extends { list: ListData | null }>(request: Request, serverLoader: () => Promise<Data>): Promise<Data> {
  const url = new URL(request.url);
  const here = url.pathname === window.location.pathname && url.search === window.location.search;
  const kept = here ? keptPagesOf(window.history.state, url) : null;
  const earlier = kept ? Promise.all(kept.pages.map((page) => fetchPage(pageUrl(url, page), kept.route, request.signal))) : null;
  // Not awaited until the server's answer for the address is in: a failure of that one is the page's, as before.
  earlier?.catch(() => undefined);
  const data = await serverLoader();
  if (!earlier || !data.list?.cards) return data;
  try {
    return { ...data, list: joinPages([...(await earlier), data.list]) };
  } catch {
    // A page that has gone (the list grew shorter) or a connection lost: the last page alone, as without the state.
    return data;
  }
}
