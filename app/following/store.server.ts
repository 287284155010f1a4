/**
 * Where follows and private feeds are kept (issue 30 point 5): one interface, two implementations, an embedded
 * SQLite file by default (FOLLOWS_DB, default data/follows.sqlite, created on first use) and Redis when REDIS_URL is
 * set, so every instance sees the same follows. An owner is `account:{id}` for a signed-in reader (their follows
 * survive sign-out and other devices) or `browser:{random}` for a signed-out reader's private feed (a stored copy of
 * their cookie's follows, app/following/reader-follows.server.ts). What alerts need later (push subscriptions, quiet
 * hours, a daily cap) is more rows per owner: new tables in the file (its `user_version` says which are there), new
 * keys under the same prefix in Redis.
 */
import path from "node:path";
import { getEnv } from "../config/env.server";
import { redisConnection } from "../config/redis.server";
import type { FollowStore } from "./follow-store";
import { RedisFollowStore } from "./redis-store.server";
import { SqliteFollowStore } from "./sqlite-store.server";

/** The file FOLLOWS_DB names, resolved (default data/follows.sqlite under the project). */
function followsDbPath(): string {
  return path.resolve(process.cwd(), getEnv().FOLLOWS_DB ?? path.join("data", "follows.sqlite"));
}

const holder: { store?: FollowStore } = {};

/** The process's store: Redis with REDIS_URL, else the SQLite file; opened on first use. */
export function followStore(): FollowStore {
  if (holder.store) return holder.store;
  const redis = redisConnection();
  holder.store = redis ? new RedisFollowStore(redis.client, redis.firstConnection) : new SqliteFollowStore(followsDbPath());
  return holder.store;
}

/** At shutdown (server.ts) and in tests: closes the SQLite file; Redis's connection is closed with the others. */
export async function closeFollowStore(): Promise<void> {
  const store = holder.store;
  delete holder.store;
  await store?.close();
}
