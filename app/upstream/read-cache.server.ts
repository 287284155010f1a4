/**
 * The cache levels in front of an upstream read: an in-process LRU (level 1), the level shared by
 * every instance behind it (Redis or the disk store, shared-cache.server.ts), stale-while-revalidate
 * and stale-if-error windows, and request coalescing (one upstream request per key at a time).
 */
import { LRUCache } from "lru-cache";
import { pageTimeLeft } from "./page-budget.server";
import type { SharedCache } from "./shared-cache.server";
import { canServeStaleFor, UpstreamError, type Fail } from "./upstream-error.server";

/** What a cached read returns: the data and how fresh it is. */
export type Fetched<T> = {
  data: T;
  /** Epoch ms at which the upstream produced this copy. */
  fetchedAt: number;
  /** True when older than its fresh window: served while revalidating, or because the upstream failed. */
  stale: boolean;
  /** Set when this copy is served because the upstream failed (stale-if-error, open circuit). */
  error?: UpstreamError;
};

/**
 * Headers a route adds when any data on its page is stale (empty object when
 * none is): `X-Cache-Stale: 1` and a `Warning` (110 stale, 111 revalidation failed).
 */
export function staleHeaders(...results: ReadonlyArray<Fetched<unknown> | null | undefined>): Record<string, string> {
  const stale = results.filter((result): result is Fetched<unknown> => Boolean(result?.stale));
  if (stale.length === 0) return {};
  const failed = stale.some((result) => result.error);
  return { "X-Cache-Stale": "1", Warning: failed ? '111 - "Revalidation Failed"' : '110 - "Response is Stale"' };
}

export type CachedResponse = {
  data: unknown;
  fetchedAt: number;
  bytes: number;
  /** The last background refresh failed with this; cleared by the next success. */
  refreshError?: UpstreamError;
};

export type ResponseCache = LRUCache<string, CachedResponse>;

/** Bounded by entries and by the summed size of the response bodies. */
export function createResponseCache({ maxEntries = 2000, maxBytes = 64 * 1024 * 1024 } = {}): ResponseCache {
  return new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
}

type Loaded = { data: unknown; raw: unknown; bytes: number };

export type CachedRead = {
  key: string;
  /** For the errors this level makes. */
  url: string;
  ttlMs: number;
  staleMs: number;
  /** How long a copy is kept at all: fresh + stale-if-error. 0: never stored (coalesced only). */
  keepMs: number;
  /** A copy from the shared level, checked as an upstream answer is; throws for a copy of another site version. */
  revive: (raw: unknown) => unknown;
  /** The upstream call itself: parsed data, the raw payload for the shared level, its size. */
  load: () => Promise<Loaded>;
  /** Windows that depend on what a copy says (a live story's: one check interval); null: ttlMs and staleMs. */
  windowsFor?: (data: unknown) => { ttlMs: number; staleMs: number } | null;
  /** Ask the upstream whatever the cached copy's age, and keep its answer for the readers after (app/live/). */
  fresh?: boolean;
};

export type ReadCacheOptions = {
  /** `null`: no caching (coalescing stays). */
  cache: ResponseCache | null;
  shared: () => SharedCache | null;
  now: () => number;
  /** With a copy past stale-while-revalidate but servable on failure: how long to wait for the refresh. */
  staleWaitMs: () => number;
  fail: Fail;
};

export function createReadCache({ cache, shared, now, staleWaitMs, fail }: ReadCacheOptions) {
  const inflight = new Map<string, Promise<{ data: unknown; fetchedAt: number }>>();

  /** Writes to the shared level are never waited for, and never fail a page. */
  const toShared = (write: (level: SharedCache) => void) => {
    try {
      const level = shared();
      if (level) write(level);
    } catch {
      // The shared level is an optimisation (shared-cache.server.ts).
    }
  };
  const forget = (key: string) => {
    cache?.delete(key);
    toShared((level) => level.delete(key));
  };

  /** One upstream request per key at a time; everyone asking meanwhile shares it. */
  function load(read: CachedRead, store: boolean) {
    const running = inflight.get(read.key);
    if (running) return running;
    const promise = read.load().then(({ data, raw, bytes }) => {
      // Cached data is shared by every request: freezing it turns an accidental mutation into a loud error.
      deepFreeze(data);
      const fetchedAt = now();
      if (store && cache) {
        cache.set(read.key, { data, fetchedAt, bytes });
        toShared((level) => level.set(read.key, { value: raw, fetchedAt, bytes }, read.keepMs));
      }
      return { data, fetchedAt };
    });
    inflight.set(read.key, promise);
    promise.then(
      () => inflight.delete(read.key),
      () => inflight.delete(read.key),
    );
    return promise;
  }

  /** A refresh nobody waits for: a 4xx means the copy is gone; another failure is noted on the copy. */
  function settleInBackground(loading: Promise<unknown>, key: string, entry: CachedResponse) {
    loading.catch((error: unknown) => {
      if (error instanceof UpstreamError && !canServeStaleFor(error)) forget(key);
      else if (error instanceof UpstreamError) entry.refreshError = error;
    });
  }

  /** Level 1's copy, or level 2's when it is newer (another instance may have fetched it already). */
  async function lookup(read: CachedRead): Promise<CachedResponse | undefined> {
    let entry = cache?.get(read.key);
    if (cache && (!entry || now() - entry.fetchedAt >= windows(read, entry).ttlMs)) {
      const remote = await Promise.resolve(shared()?.get(read.key, entry?.fetchedAt)).catch(() => undefined);
      if (remote && (!entry || remote.fetchedAt > entry.fetchedAt) && now() - remote.fetchedAt < read.keepMs) {
        try {
          const data = read.revive(remote.value);
          deepFreeze(data);
          entry = { data, fetchedAt: remote.fetchedAt, bytes: remote.bytes };
          cache.set(read.key, entry);
        } catch {
          // A copy written by another version of the site: a miss.
        }
      }
    }
    // The second level is read from disk or Redis: meanwhile another request may have fetched the answer and
    // left the in-flight map. Look again, or this request would ask the upstream a second time.
    const latest = cache?.get(read.key);
    return latest && (!entry || latest.fetchedAt > entry.fetchedAt) ? latest : entry;
  }

  async function get<T>(read: CachedRead): Promise<Fetched<T>> {
    const store = cache !== null && read.keepMs > 0;
    const entry = store ? await lookup(read) : undefined;
    const age = entry ? now() - entry.fetchedAt : Number.POSITIVE_INFINITY;
    const { ttlMs, staleMs } = windows(read, entry);
    // A fresh read is never answered from a copy while the upstream answers; the copy stands in when it fails, as for any read.
    if (entry && !read.fresh && age < ttlMs) return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: false };
    if (entry && !read.fresh && age < ttlMs + staleMs) {
      if (!inflight.has(read.key)) settleInBackground(load(read, store), read.key, entry);
      return staleCopy(entry, entry.refreshError);
    }

    try {
      const loading = load(read, store);
      // The page's time budget (issue 19 §11, app/upstream/page-budget.server.ts): no wait outlasts it; what is cut
      // short goes on and fills the cache for the next reader.
      const timeLeft = pageTimeLeft();
      if (entry && age < read.keepMs) {
        // A copy we could serve if the upstream fails: wait for the refresh only so long (issue 10: a
        // page within 2.5 s), then serve the copy while the refresh carries on in the background.
        const waitMs = Math.min(staleWaitMs(), timeLeft);
        if ((await settledWithin(loading, waitMs)) === TIMED_OUT) {
          settleInBackground(loading, read.key, entry);
          // Past its stale-while-revalidate window and the upstream not answering: the page says it may be out of date.
          return staleCopy(
            entry,
            entry.refreshError ??
              fail("timeout", read.url, `no answer within ${Math.round(waitMs)} ms; serving the copy of ${new Date(entry.fetchedAt).toISOString()}`),
          );
        }
      }
      if (timeLeft !== Number.POSITIVE_INFINITY && (await settledWithin(loading, timeLeft)) === TIMED_OUT) {
        loading.catch(() => undefined);
        throw fail("timeout", read.url, `no answer within the page's time budget`);
      }
      const fresh = await loading;
      return { data: fresh.data as T, fetchedAt: fresh.fetchedAt, stale: false };
    } catch (error) {
      if (entry && error instanceof UpstreamError) {
        if (canServeStaleFor(error) && age < read.keepMs) return staleCopy(entry, error);
        // A 4xx is an answer (the article is gone), and a copy past every window is no use.
        forget(read.key);
      }
      throw error;
    }
  }

  return { get, clear: () => cache?.clear() };
}

/** A copy's fresh and stale windows: the read's, or what the copy's own data asks for. */
function windows(read: CachedRead, entry: CachedResponse | undefined): { ttlMs: number; staleMs: number } {
  return (entry && read.windowsFor?.(entry.data)) || read;
}

function staleCopy<T>(entry: CachedResponse, error: UpstreamError | undefined): Fetched<T> {
  return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: true, ...(error ? { error } : {}) };
}

const TIMED_OUT = Symbol("timed out");

/** Waits for `work` to settle (either way) for at most `ms`; its outcome stays with `work`. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<typeof TIMED_OUT | "settled"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  const settled = work.then(
    () => "settled" as const,
    () => "settled" as const,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
