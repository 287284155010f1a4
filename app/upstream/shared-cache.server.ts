/**
 * The second level of the upstream cache (issue 9 "Caching for scale-out", decision 0016):
 * with REDIS_URL set, every instance of the site reads and fills one cache of upstream
 * answers in Redis, behind the in-process LRU of http.server.ts (L1). An article fetched by
 * one instance is served by the others without another upstream call.
 *
 * Redis is an optimisation, never a dependency: every failure (down, slow, full, a copy that
 * no longer parses) is a miss, and a page is then served from L1 or the upstream as before.
 * Reads wait at most SHARED_CACHE_READ_MS; writes are never waited for.
 */
import type { Redis } from "ioredis";
import { getEnv } from "../config/env.server";
import { redisConnection } from "../config/redis.server";
import { LAST_GOOD_MAX_AGE_MS } from "./cache-policy";
import { createDiskStore, upstreamStoreDir, type DiskStore } from "./disk-store.server";
import type { SharedCache, SharedEntry } from "./shared-store";

export type { SharedCache, SharedEntry };

/** What L2 keeps of an answer: the upstream's JSON as received (validated again when read). */
const SHARED_CACHE_READ_MS = 150;
const KEY_PREFIX = "kural:upstream:";
/** Larger answers stay in L1 only (a search page of 100 items is ~200 KB). */
const MAX_SHARED_BYTES = 512 * 1024;

/**
 * `firstConnection`: the first requests after a start wait for it (app/config/redis.server.ts);
 * without an offline queue, a command sent before the connection is up would fail at once.
 */
export function createRedisSharedCache(
  client: Redis,
  log: (line: string) => void = (line) => console.error(line),
  firstConnection: Promise<void> | null = null,
): SharedCache {
  let lastLog = 0;
  const warn = (what: string, error: unknown) => {
    const now = Date.now();
    if (now - lastLog < 60_000) return;
    lastLog = now;
    log(`[upstream] shared cache (Redis) ${what} failed, serving without it: ${error instanceof Error ? error.message : String(error)}`);
  };
  const connected = (): Promise<void> | null => (client.status === "ready" || client.status === undefined ? null : firstConnection);
  return {
    async get(key) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const waiting = connected();
        if (waiting) await waiting;
        const text = await Promise.race([
          client.get(KEY_PREFIX + key),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), SHARED_CACHE_READ_MS);
          }),
        ]);
        if (!text) return undefined;
        const entry = JSON.parse(text) as Partial<SharedEntry>;
        if (typeof entry.fetchedAt !== "number" || typeof entry.bytes !== "number" || !("value" in entry)) return undefined;
        return entry as SharedEntry;
      } catch (error) {
        warn("read", error);
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    set(key, entry, ttlMs) {
      if (entry.bytes > MAX_SHARED_BYTES || ttlMs <= 0) return;
      let text: string;
      try {
        text = JSON.stringify(entry);
      } catch {
        return;
      }
      const write = () => client.set(KEY_PREFIX + key, text, "PX", Math.ceil(ttlMs)).catch((error: unknown) => warn("write", error));
      const waiting = connected();
      if (waiting) void waiting.then(write);
      else void write();
    },
    delete(key) {
      client.del(KEY_PREFIX + key).catch((error: unknown) => warn("delete", error));
    },
  };
}

let shared: SharedCache | null | undefined;
/** The disk store when it is the shared level: its writes are flushed at shutdown. */
let diskStore: DiskStore | null = null;

/**
 * The process's level behind its own cache: Redis at REDIS_URL (connected on first use), else the
 * last-good store on disk (disk-store.server.ts, decision 0026). Either keeps each answer for its whole
 * stale-if-error window (7 days), so pages survive a restart during an outage. Unit tests
 * (NODE_ENV=test) get no disk store unless they name UPSTREAM_STORE_DIR.
 */
export function sharedUpstreamCache(): SharedCache | null {
  if (shared !== undefined) return shared;
  const redis = redisConnection();
  if (redis) return (shared = createRedisSharedCache(redis.client, undefined, redis.firstConnection));
  const env = getEnv();
  if (env.NODE_ENV === "test" && !env.UPSTREAM_STORE_DIR) return (shared = null);
  diskStore = createDiskStore({
    dir: upstreamStoreDir(),
    maxBytes: env.UPSTREAM_STORE_MAX_MB * 1024 * 1024,
    maxEntries: env.UPSTREAM_STORE_MAX_ENTRIES,
    maxAgeMs: LAST_GOOD_MAX_AGE_MS,
  });
  return (shared = diskStore);
}

/**
 * At shutdown (server.ts), once the last requests have been answered: the last-good store's writes still under way
 * land before the process exits. A page read and answered just before a restart is then kept (decision 0026); without
 * this, a write still pending on a busy machine was dropped by the exit and the page was a 503 during the outage after.
 * Redis's writes are sent before its connection quits (closeRedis).
 */
export async function flushUpstreamStore(): Promise<void> {
  await diskStore?.flush();
}
