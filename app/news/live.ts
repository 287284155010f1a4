/**
 * Live coverage (issue 21): a story that is still happening, told in updates. Our domain types and
 * the pure rules every layer above shares: the order readers see updates in, paging, key events,
 * the coverage's version, and what changed between two readings of it. The upstream shape is
 * `live_coverage` in app/upstream/schemas.ts; app/upstream/normalise.ts turns it into these.
 *
 * The version: the upstream moves the article's `updated_at` with every post, correction, pin,
 * deletion and end, and each update's own `updated_at` with its corrections. So a version is a
 * time in milliseconds, the same on every instance and across restarts, and a reader holding
 * version V needs the updates changed after V (their `updatedAt`) and the list of ids still there.
 * It is the event id of the live stream (app/live/), so EventSource's Last-Event-ID resumes it.
 */

export type LiveUpdate = {
  id: string;
  publishedAt: string;
  /** The time of its last correction (= publishedAt when never corrected). */
  updatedAt: string;
  title: string | null;
  /** Upstream HTML, NOT yet sanitized: sanitize on the server before it reaches a page or a stream. */
  bodyHtml: string;
  isPinned: boolean;
  isKeyEvent: boolean;
};

export type LiveCoverage = {
  startedAt: string;
  /** When the coverage ended: the page is then an ordinary article that keeps its updates. */
  endedAt: string | null;
  /** Newest first, a pinned update before them all (see `orderUpdates`). */
  updates: LiveUpdate[];
  /** The article's `updated_at` in milliseconds when this was read (see the module's comment). */
  version: number;
};

/** Updates shown on one page of a live article; older ones are behind "Older updates". */
export const LIVE_UPDATES_PAGE_SIZE = 20;

/** The query parameter of a live article's older updates (`?updates=2`: updates 21–40). */
export const LIVE_PAGE_PARAM = "updates";

/** The anchor of one update on its article's page: `…/news/slug-123#update-456`. */
export function updateAnchor(updateId: string): string {
  return `update-${updateId}`;
}

/** The anchor of a live article's newest update: the breaking ticker's links and "Show new updates" land there. */
export const LATEST_UPDATE_ANCHOR = "latest-update";

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** A pinned update first (the newest pinned one, if the upstream pins several), then newest first; ties by id, stable. */
export function orderUpdates<T extends Pick<LiveUpdate, "id" | "publishedAt" | "isPinned">>(updates: readonly T[]): T[] {
  const newestFirst = [...updates].sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || b.id.localeCompare(a.id, "en", { numeric: true }));
  const pinned = newestFirst.find((update) => update.isPinned);
  return pinned ? [pinned, ...newestFirst.filter((update) => update !== pinned)] : newestFirst;
}

/** Key events, newest first, for the links at the top of the page. */
export function keyEvents(coverage: LiveCoverage): LiveUpdate[] {
  return orderUpdates(coverage.updates.filter((update) => update.isKeyEvent)).sort((a, b) => time(b.publishedAt) - time(a.publishedAt));
}

/** Page `page` (1-based) of the ordered updates, and whether older ones follow. A page past the end is empty. */
export function updatesPage(coverage: LiveCoverage, page: number): { updates: LiveUpdate[]; hasOlder: boolean; pages: number } {
  const ordered = orderUpdates(coverage.updates);
  const start = (page - 1) * LIVE_UPDATES_PAGE_SIZE;
  return {
    updates: ordered.slice(start, start + LIVE_UPDATES_PAGE_SIZE),
    hasOlder: ordered.length > start + LIVE_UPDATES_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(ordered.length / LIVE_UPDATES_PAGE_SIZE)),
  };
}

/** The newest update (not the pinned one unless it is also the newest), or null. */
export function latestUpdate<T extends Pick<LiveUpdate, "publishedAt">>(coverage: { updates: readonly T[] }): T | null {
  let latest: T | null = null;
  for (const update of coverage.updates) if (!latest || time(update.publishedAt) > time(latest.publishedAt)) latest = update;
  return latest;
}

export function isCoverageOpen(coverage: LiveCoverage): boolean {
  return coverage.endedAt === null;
}

/** What a reader holding `before` must be told to hold `after`: changed or new updates, removed ids, the end. */
export type CoverageChange = { upserted: LiveUpdate[]; removed: string[]; ended: boolean };

export function coverageChange(before: LiveCoverage | null, after: LiveCoverage): CoverageChange {
  const previous = new Map((before?.updates ?? []).map((update) => [update.id, update]));
  const upserted = after.updates.filter((update) => {
    const old = previous.get(update.id);
    return (
      !old ||
      old.updatedAt !== update.updatedAt ||
      old.bodyHtml !== update.bodyHtml ||
      old.title !== update.title ||
      old.isPinned !== update.isPinned ||
      old.isKeyEvent !== update.isKeyEvent
    );
  });
  const current = new Set(after.updates.map((update) => update.id));
  const removed = [...previous.keys()].filter((id) => !current.has(id));
  return { upserted, removed, ended: after.endedAt !== null && (before?.endedAt ?? null) === null };
}

/**
 * What a reader who holds version `since` (the stream's Last-Event-ID) is missing: the updates
 * changed after it. Removals cannot be dated, so a resuming reader also gets the ids that remain
 * (the stream's `sync` event) and drops the others.
 */
export function updatesSince(coverage: LiveCoverage, since: number): LiveUpdate[] {
  return coverage.updates.filter((update) => time(update.updatedAt) > since || time(update.publishedAt) > since);
}
