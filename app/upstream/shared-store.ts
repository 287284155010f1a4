/**
 * What a second level of the upstream cache is (Redis, or the disk store when there is no Redis:
 * app/upstream/shared-cache.server.ts, app/upstream/disk-store.server.ts), apart from either, so
 * neither imports the other for it.
 */
export type SharedEntry = { value: unknown; fetchedAt: number; bytes: number };

export type SharedCache = {
  /** `newerThan`: the fetchedAt of the copy the caller already has; a store may skip a read that cannot beat it. */
  get(key: string, newerThan?: number): Promise<SharedEntry | undefined>;
  /** Kept for `ttlMs` (the whole fresh + stale window), then Redis drops it. */
  set(key: string, entry: SharedEntry, ttlMs: number): void;
  delete(key: string): void;
};
