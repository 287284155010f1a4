/**
 * One time budget per page (issue 19 §11, decision 0026): a reader gets an answer within PAGE_BUDGET_MS
 * (2.5 s) whatever the upstream does. server.ts opens the budget when a page request arrives; every
 * wait of that request for upstream data (the reads in app/upstream/http.server.ts, the comments and
 * the body pictures of an article) asks `pageTimeLeft()` and waits no longer. What is cut short goes
 * on in the background and fills the caches for the next reader.
 *
 * The budget travels with the request's async context (AsyncLocalStorage), so no loader has to pass
 * it along.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Budget = { endsAt: number };

const storage = new AsyncLocalStorage<Budget>();

/** What the answer still needs after the last wait: rendering and sending the first bytes. */
export const RENDER_RESERVE_MS = 300;

/**
 * Runs `work` (the rest of a request) with a budget of `ms` for the whole answer; its waits for
 * upstream data end `RENDER_RESERVE_MS` earlier. Real time (performance.now), not the wall clock.
 */
export function withPageBudget<T>(ms: number, work: () => T): T {
  return storage.run({ endsAt: performance.now() + ms - RENDER_RESERVE_MS }, work);
}

/**
 * Runs `work` with no page budget: for what a page streams after its first bytes (comments, related
 * news), which may take its own upstream deadline without holding the page back.
 */
export function outsidePageBudget<T>(work: () => T): T {
  return storage.run({ endsAt: Number.POSITIVE_INFINITY }, work);
}

/** How long the current page may still wait for upstream data, in ms (≥ 0); Infinity outside a page. */
export function pageTimeLeft(): number {
  const budget = storage.getStore();
  return budget ? Math.max(0, budget.endsAt - performance.now()) : Number.POSITIVE_INFINITY;
}

/**
 * Requests that are pages (documents and their `.data` loads), not files, feeds, sitemaps, pictures or
 * streams: those have their own deadlines and may read more than a page does.
 */
export function isBudgetedRequest(method: string, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (/\.(xml|txt|json)$/.test(pathname)) return false;
  return !/^\/(img|sitemaps|locales|healthz|build|fonts|badges|icons|share|media)(\/|$)|\/comments\/stream$|^\/(tamil\/)?live\//.test(pathname);
}
