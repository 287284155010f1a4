/**
 * How long each kind of upstream answer is kept (decision record 0003). The one
 * place these numbers live; upstream/*.server.ts spread a policy into `get()`.
 *
 * - `ttlMs`: served as fresh, no upstream call.
 * - `staleMs`: after that, served at once as stale while ONE background refresh runs.
 * - `staleIfErrorMs`: how old a copy may be and still be served when the upstream
 *   fails (timeout, 5xx, open circuit…). Counted from the end of the fresh window,
 *   like `staleMs`, and never shorter than it.
 */
export type CachePolicy = { ttlMs: number; staleMs: number; staleIfErrorMs: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * During an outage a week-old page beats an error page (architecture rule 7; issue 19 §11, decision 0026: the
 * BBC serves its last copy for 7 days, The Guardian for 10). The last good copy of each answer is kept that
 * long behind the in-process cache (on disk, or in Redis), so a restart during an outage loses nothing.
 */
export const LAST_GOOD_MAX_AGE_MS = 7 * DAY;
const STALE_IF_ERROR_MS = LAST_GOOD_MAX_AGE_MS;

export const CACHE_POLICY = {
  home: { ttlMs: 30 * SECOND, staleMs: 10 * MINUTE, staleIfErrorMs: STALE_IF_ERROR_MS },
  /** News lists and search (media `news`, every older-service list). */
  list: { ttlMs: 60 * SECOND, staleMs: 10 * MINUTE, staleIfErrorMs: STALE_IF_ERROR_MS },
  article: { ttlMs: 5 * MINUTE, staleMs: HOUR, staleIfErrorMs: STALE_IF_ERROR_MS },
  /** Cities, categories, authors: they change rarely. */
  reference: { ttlMs: HOUR, staleMs: DAY, staleIfErrorMs: LAST_GOOD_MAX_AGE_MS },
  trending: { ttlMs: 5 * MINUTE, staleMs: HOUR, staleIfErrorMs: STALE_IF_ERROR_MS },
  /** Comments and account calls: personal or live, never cached (still coalesced and retried as GETs). */
  none: { ttlMs: 0, staleMs: 0, staleIfErrorMs: 0 },
} as const satisfies Record<string, CachePolicy>;
