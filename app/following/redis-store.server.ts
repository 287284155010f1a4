/**
 * The follows store in Redis (app/following/store.server.ts), used when REDIS_URL is set so every instance shares it.
 * Keys, all under `kural:follow:`: `owner:{owner}` a sorted set of follow keys scored by when they were added;
 * `feed:{token}` the owner of a private feed; `feed-of:{owner}` its token. The cap is checked and the follow added in
 * one script, so two instances never pass it together. Redis must keep its data (AOF or RDB snapshots on, as
 * docs/operations.md says): these are readers' choices, not a cache.
 */
import type { Redis } from "ioredis";
import { followFromKey, followKey, type Follow } from "./follows";
import type { AddResult, FollowStore } from "./follow-store";

const PREFIX = "kural:follow:";
const ownerKey = (owner: string) => `${PREFIX}owner:${owner}`;
const feedKey = (token: string) => `${PREFIX}feed:${token}`;
const feedOfKey = (owner: string) => `${PREFIX}feed-of:${owner}`;

/** KEYS[1] the owner's set; ARGV: the follow, the cap, the score. 1 added, 0 already there, -1 full. */
const ADD_SCRIPT = `
if redis.call("ZSCORE", KEYS[1], ARGV[1]) then return 0 end
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[2]) then return -1 end
redis.call("ZADD", KEYS[1], ARGV[3], ARGV[1])
return 1
`;

export class RedisFollowStore implements FollowStore {
  private lastStamp = 0;

  constructor(
    private readonly redis: Redis,
    /** Commands wait for the first connection (the client keeps no offline queue: app/config/redis.server.ts). */
    private readonly ready: Promise<void> = Promise.resolve(),
  ) {}

  private stamp(): number {
    this.lastStamp = Math.max(Date.now() * 1000, this.lastStamp + 1);
    return this.lastStamp;
  }

  async list(owner: string): Promise<Follow[]> {
    await this.ready;
    const keys = await this.redis.zrevrange(ownerKey(owner), 0, -1);
    return keys.flatMap((key) => followFromKey(key) ?? []);
  }

  async add(owner: string, follow: Follow, cap: number): Promise<AddResult> {
    await this.ready;
    const result = Number(await this.redis.eval(ADD_SCRIPT, 1, ownerKey(owner), followKey(follow), String(cap), String(this.stamp())));
    return result === 1 ? "added" : result === 0 ? "already" : "full";
  }

  async remove(owner: string, follow: Follow): Promise<void> {
    await this.ready;
    await this.redis.zrem(ownerKey(owner), followKey(follow));
  }

  async replace(owner: string, follows: readonly Follow[]): Promise<void> {
    await this.ready;
    const transaction = this.redis.multi().del(ownerKey(owner));
    // Oldest first, so the first of the list gets the highest score.
    for (const follow of [...follows].reverse()) transaction.zadd(ownerKey(owner), this.stamp(), followKey(follow));
    await transaction.exec();
  }

  async feedToken(owner: string): Promise<string | null> {
    await this.ready;
    return this.redis.get(feedOfKey(owner));
  }

  async setFeed(owner: string, token: string): Promise<void> {
    await this.ready;
    const previous = await this.redis.get(feedOfKey(owner));
    const transaction = this.redis.multi();
    if (previous) transaction.del(feedKey(previous));
    await transaction.set(feedKey(token), owner).set(feedOfKey(owner), token).exec();
  }

  async revokeFeed(owner: string): Promise<void> {
    await this.ready;
    const token = await this.redis.get(feedOfKey(owner));
    if (token) await this.redis.multi().del(feedKey(token)).del(feedOfKey(owner)).exec();
  }

  async feedOwner(token: string): Promise<string | null> {
    await this.ready;
    return this.redis.get(feedKey(token));
  }

  /** The connection is the process's shared one (app/config/redis.server.ts): server.ts closes it. */
  async close(): Promise<void> {}
}
