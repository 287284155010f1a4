/**
 * How the site learns that a story is breaking (issue 30 point 7): by watching the older service's Breaking feed, the
 * one the spec already names (`home/Breaking`), as a reader's home page does; no new upstream call. A story seen
 * there for the first time, published in the last hours, is handed to `onBreaking` once, across restarts and
 * instances: "seen" is a set that says whether an id is new as it adds it (Redis's SADD with REDIS_URL, so of two
 * instances only one hears of a story; in memory otherwise). The first reading after a start only learns what is
 * already there: a restart never re-announces the morning's news. With REDIS_URL a lock keeps the reading to one
 * instance at a time.
 */
import type { Redis } from "ioredis";
import type { ArticleSummary } from "../news/types";

/** Says whether `id` is new as it records it (atomically, where instances share it). */
export type SeenSet = { addIfNew(id: string): Promise<boolean>; size(): Promise<number> };

export function memorySeenSet(): SeenSet {
  const seen = new Set<string>();
  return {
    async addIfNew(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    },
    size: async () => seen.size,
  };
}

/** Shared by every instance: a Redis set (SADD answers 1 for an id it did not hold), kept 30 days past its last use. */
export function redisSeenSet(client: Redis, key = "kural:alerts:breaking-seen"): SeenSet {
  const KEEP_SECONDS = 30 * 24 * 60 * 60;
  return {
    async addIfNew(id) {
      const [[, added]] = (await client.multi().sadd(key, id).expire(key, KEEP_SECONDS).exec()) as [[Error | null, number]];
      return added === 1;
    },
    size: async () => client.scard(key),
  };
}

/** A story older than this when first seen is old news, not an alert (it was flagged late, or the feed was down). */
export const FRESH_FOR_MS = 6 * 60 * 60 * 1000;

export type BreakingWatch = { tick(): Promise<ArticleSummary[]>; stop(): void };

export function watchBreaking({
  read,
  seen,
  onBreaking,
  lock = async () => true,
  intervalMs = 30_000,
  now = Date.now,
  log = () => undefined,
}: {
  /** The Breaking feed's first page, newest first. */
  read: () => Promise<ArticleSummary[]>;
  seen: SeenSet;
  onBreaking: (story: ArticleSummary) => Promise<void>;
  lock?: (key: string, ms: number) => Promise<boolean>;
  intervalMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}): BreakingWatch {
  let learned = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ArticleSummary[]> | null = null;

  const once = async (): Promise<ArticleSummary[]> => {
    if (!(await lock("alerts:breaking-watch", Math.max(1000, intervalMs - 100)))) return [];
    const items = await read();
    // Nothing seen yet anywhere (a first start): what the feed holds now is learned, not announced.
    const first = !learned && (await seen.size()) === 0;
    learned = true;
    const fresh: ArticleSummary[] = [];
    for (const story of items) {
      const isNew = await seen.addIfNew(story.id);
      if (!isNew || first) continue;
      const published = Date.parse(story.publishedAt);
      if (!Number.isFinite(published) || now() - published > FRESH_FOR_MS) continue;
      fresh.push(story);
    }
    for (const story of fresh) {
      await onBreaking(story).catch((error: unknown) => log(`[alerts] story ${story.id}: ${error instanceof Error ? error.message : String(error)}`));
    }
    return fresh;
  };

  const tick = () => {
    // One reading at a time: a slow feed never stacks them up.
    running ??= once()
      .catch((error: unknown) => {
        log(`[alerts] the Breaking feed could not be read: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  if (intervalMs > 0) {
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  }
  return {
    tick,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
