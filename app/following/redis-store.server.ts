/**
 * The follows store in Redis (app/following/store.server.ts), used when REDIS_URL is set so every instance shares it.
 * Keys, all under `kural:follow:`: `owner:{owner}` a sorted set of follow keys scored by when they were added;
 * `feed:{token}` the owner of a private feed; `feed-of:{owner}` its token. For alerts (issue 30): `followers:{follow}`
 * the owners who follow a thing (the index the readers of a story are found by; built from the owners' sets once, when
 * `schema` is below 2); `sub:{id}` a push subscription (a hash; the id is its endpoint's SHA-256), `subs-of:{owner}`
 * the owner's subscription ids by age, `subscriptions` every id; `settings:{owner}` alert settings (JSON);
 * `sent:{owner}:{alert}` an alert that went (kept 3 days) and `count:{owner}:{day}` the day's alerts (kept 2 days).
 * Every cap is checked and written in one script, so two instances never pass it together. Redis must keep its data
 * (AOF or RDB snapshots on, as docs/operations.md says): these are readers' choices, not a cache.
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { AlertSettings } from "../alerts/policy";
import { followFromKey, followKey, type Follow, type FollowKind } from "./follows";
import type { AddResult, ClaimResult, FollowStore, StoredSubscription, SubscribeResult } from "./follow-store";

const PREFIX = "kural:follow:";
const ownerKey = (owner: string) => `${PREFIX}owner:${owner}`;
const feedKey = (token: string) => `${PREFIX}feed:${token}`;
const feedOfKey = (owner: string) => `${PREFIX}feed-of:${owner}`;
const followersKey = (follow: string) => `${PREFIX}followers:${follow}`;
const subscriptionKey = (id: string) => `${PREFIX}sub:${id}`;
const subscriptionsOfKey = (owner: string) => `${PREFIX}subs-of:${owner}`;
const ALL_SUBSCRIPTIONS = `${PREFIX}subscriptions`;
const SCHEMA = `${PREFIX}schema`;
const settingsKey = (owner: string) => `${PREFIX}settings:${owner}`;
const sentKey = (owner: string, alert: string) => `${PREFIX}sent:${owner}:${alert}`;
const countKey = (owner: string, day: string) => `${PREFIX}count:${owner}:${day}`;

const SENT_MARK_KEEP_SECONDS = 3 * 24 * 60 * 60;
const COUNT_KEEP_SECONDS = 2 * 24 * 60 * 60;

/** A subscription's id: its endpoint (up to 2 KB) hashed, so keys stay short. */
const subscriptionId = (endpoint: string) => createHash("sha256").update(endpoint).digest("base64url");

/** KEYS[1] the owner's set, KEYS[2] the follow's followers; ARGV: the follow, the cap, the score, the owner. 1 added, 0 already there, -1 full. */
const ADD_SCRIPT = `
if redis.call("ZSCORE", KEYS[1], ARGV[1]) then return 0 end
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[2]) then return -1 end
redis.call("ZADD", KEYS[1], ARGV[3], ARGV[1])
redis.call("SADD", KEYS[2], ARGV[4])
return 1
`;

/** ARGV: the prefix, the owner, then score and follow pairs. The owner's set becomes these, the index with it. */
const REPLACE_SCRIPT = `
local p, owner = ARGV[1], ARGV[2]
local set = p .. "owner:" .. owner
for _, follow in ipairs(redis.call("ZRANGE", set, 0, -1)) do redis.call("SREM", p .. "followers:" .. follow, owner) end
redis.call("DEL", set)
for i = 3, #ARGV, 2 do
  redis.call("ZADD", set, ARGV[i], ARGV[i + 1])
  redis.call("SADD", p .. "followers:" .. ARGV[i + 1], owner)
end
return 1
`;

/** ARGV: prefix, owner, id, endpoint, p256dh, auth, lang, created, cap. 0 added, 1 updated, -1 full. */
const SUBSCRIBE_SCRIPT = `
local p, owner, id = ARGV[1], ARGV[2], ARGV[3]
local key = p .. "sub:" .. id
local kept = redis.call("HGET", key, "owner")
if kept == owner then
  redis.call("HSET", key, "p256dh", ARGV[5], "auth", ARGV[6], "lang", ARGV[7])
  return 1
end
if redis.call("ZCARD", p .. "subs-of:" .. owner) >= tonumber(ARGV[9]) then return -1 end
if kept then redis.call("ZREM", p .. "subs-of:" .. kept, id) end
redis.call("HSET", key, "endpoint", ARGV[4], "owner", owner, "p256dh", ARGV[5], "auth", ARGV[6], "lang", ARGV[7], "created", ARGV[8])
redis.call("ZADD", p .. "subs-of:" .. owner, ARGV[8], id)
redis.call("SADD", p .. "subscriptions", id)
if kept then return 1 end
return 0
`;

/** ARGV: prefix, id. 1 deleted, 0 not kept. */
const UNSUBSCRIBE_SCRIPT = `
local p, id = ARGV[1], ARGV[2]
local key = p .. "sub:" .. id
local owner = redis.call("HGET", key, "owner")
if not owner then return 0 end
redis.call("DEL", key)
redis.call("ZREM", p .. "subs-of:" .. owner, id)
redis.call("SREM", p .. "subscriptions", id)
return 1
`;

/** ARGV: prefix, owner. How many were deleted. */
const UNSUBSCRIBE_ALL_SCRIPT = `
local p, owner = ARGV[1], ARGV[2]
local ids = redis.call("ZRANGE", p .. "subs-of:" .. owner, 0, -1)
for _, id in ipairs(ids) do
  redis.call("DEL", p .. "sub:" .. id)
  redis.call("SREM", p .. "subscriptions", id)
end
redis.call("DEL", p .. "subs-of:" .. owner)
return #ids
`;

/** ARGV: prefix, from, to, cap. The newest of from's subscriptions move while to has room; the rest are deleted. */
const MOVE_SCRIPT = `
local p, from, to, cap = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
for _, id in ipairs(redis.call("ZREVRANGE", p .. "subs-of:" .. from, 0, -1)) do
  if redis.call("ZCARD", p .. "subs-of:" .. to) < cap then
    redis.call("HSET", p .. "sub:" .. id, "owner", to)
    redis.call("ZADD", p .. "subs-of:" .. to, redis.call("HGET", p .. "sub:" .. id, "created") or 0, id)
  else
    redis.call("DEL", p .. "sub:" .. id)
    redis.call("SREM", p .. "subscriptions", id)
  end
end
redis.call("DEL", p .. "subs-of:" .. from)
local settings = redis.call("GET", p .. "settings:" .. from)
if settings and redis.call("EXISTS", p .. "settings:" .. to) == 0 then redis.call("SET", p .. "settings:" .. to, settings) end
redis.call("DEL", p .. "settings:" .. from)
return 1
`;

/**
 * ARGV: prefix, then follow keys. The owners in those follows' sets who have a subscription, each once. The owner's
 * own set has the last word: an index entry left behind (an unfollow while the index was first built) alerts no one.
 */
const FOLLOWERS_SCRIPT = `
local p = ARGV[1]
local seen, found = {}, {}
for i = 2, #ARGV do
  for _, owner in ipairs(redis.call("SMEMBERS", p .. "followers:" .. ARGV[i])) do
    if not seen[owner] then
      seen[owner] = true
      if redis.call("EXISTS", p .. "subs-of:" .. owner) == 1 then
        for j = 2, #ARGV do
          if redis.call("ZSCORE", p .. "owner:" .. owner, ARGV[j]) then
            table.insert(found, owner)
            break
          end
        end
      end
    end
  end
end
return found
`;

/** ARGV: prefix, then followers keys. The keys of those with a member who has a subscription. */
const FOLLOWED_WITH_ALERTS_SCRIPT = `
local p = ARGV[1]
local found = {}
for i = 2, #ARGV do
  for _, owner in ipairs(redis.call("SMEMBERS", ARGV[i])) do
    if redis.call("EXISTS", p .. "subs-of:" .. owner) == 1 then
      table.insert(found, ARGV[i])
      break
    end
  end
end
return found
`;

/** KEYS[1] the mark, KEYS[2] the day's count; ARGV: per day, mark seconds, count seconds. 1 claimed, 0 duplicate, -1 cap. */
const CLAIM_SCRIPT = `
if redis.call("EXISTS", KEYS[1]) == 1 then return 0 end
if tonumber(redis.call("GET", KEYS[2]) or "0") >= tonumber(ARGV[1]) then return -1 end
redis.call("SET", KEYS[1], "1", "EX", ARGV[2])
redis.call("INCR", KEYS[2])
redis.call("EXPIRE", KEYS[2], ARGV[3])
return 1
`;

function subscriptionOf(hash: Record<string, string>): StoredSubscription | null {
  if (!hash.endpoint || !hash.owner || !hash.p256dh || !hash.auth) return null;
  return {
    endpoint: hash.endpoint,
    owner: hash.owner,
    keys: { p256dh: hash.p256dh, auth: hash.auth },
    lang: hash.lang === "ta" ? "ta" : "en",
    createdAt: Number(hash.created) || 0,
  };
}

function settingsOf(text: string | null): AlertSettings | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AlertSettings>;
    const minutes = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 1440;
    if (!Number.isInteger(value.perDay) || typeof value.quiet !== "boolean" || !minutes(value.quietFrom) || !minutes(value.quietTo)) return null;
    return { perDay: value.perDay!, quiet: value.quiet, quietFrom: value.quietFrom!, quietTo: value.quietTo! };
  } catch {
    return null;
  }
}

export class RedisFollowStore implements FollowStore {
  private lastStamp = 0;
  private indexed: Promise<void> | null = null;

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
    const key = followKey(follow);
    const result = Number(await this.redis.eval(ADD_SCRIPT, 2, ownerKey(owner), followersKey(key), key, String(cap), String(this.stamp()), owner));
    return result === 1 ? "added" : result === 0 ? "already" : "full";
  }

  async remove(owner: string, follow: Follow): Promise<void> {
    await this.ready;
    const key = followKey(follow);
    await this.redis.multi().zrem(ownerKey(owner), key).srem(followersKey(key), owner).exec();
  }

  async replace(owner: string, follows: readonly Follow[]): Promise<void> {
    await this.ready;
    // Oldest first, so the first of the list gets the highest score.
    const pairs = [...follows].reverse().flatMap((follow) => [String(this.stamp()), followKey(follow)]);
    await this.redis.eval(REPLACE_SCRIPT, 0, PREFIX, owner, ...pairs);
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

  /** The followers index, built once from the owners' sets when the data predates it (schema below 2). */
  private index(): Promise<void> {
    this.indexed ??= (async () => {
      if (Number(await this.redis.get(SCHEMA)) >= 2) return;
      let cursor = "0";
      do {
        const [next, keys] = await this.redis.scan(cursor, "MATCH", `${PREFIX}owner:*`, "COUNT", "500");
        cursor = next;
        for (const key of keys) {
          const owner = key.slice(`${PREFIX}owner:`.length);
          const follows = await this.redis.zrange(key, "0", "-1");
          const pipeline = this.redis.pipeline();
          for (const follow of follows) pipeline.sadd(followersKey(follow), owner);
          await pipeline.exec();
        }
      } while (cursor !== "0");
      await this.redis.set(SCHEMA, "2");
    })().catch((error: unknown) => {
      this.indexed = null;
      throw error;
    });
    return this.indexed;
  }

  async subscribe(owner: string, subscription: Omit<StoredSubscription, "owner" | "createdAt">, cap: number): Promise<SubscribeResult> {
    await this.ready;
    const { endpoint, keys, lang } = subscription;
    const result = Number(
      await this.redis.eval(
        SUBSCRIBE_SCRIPT,
        0,
        PREFIX,
        owner,
        subscriptionId(endpoint),
        endpoint,
        keys.p256dh,
        keys.auth,
        lang,
        String(Date.now()),
        String(cap),
      ),
    );
    return result === 0 ? "added" : result === 1 ? "updated" : "full";
  }

  async subscriptions(owner: string): Promise<StoredSubscription[]> {
    await this.ready;
    const ids = await this.redis.zrange(subscriptionsOfKey(owner), "0", "-1");
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(subscriptionKey(id));
    const hashes = (await pipeline.exec()) ?? [];
    return hashes.flatMap(([, hash]) => subscriptionOf(hash as Record<string, string>) ?? []);
  }

  async subscription(endpoint: string): Promise<StoredSubscription | null> {
    await this.ready;
    return subscriptionOf(await this.redis.hgetall(subscriptionKey(subscriptionId(endpoint))));
  }

  async unsubscribe(endpoint: string): Promise<boolean> {
    await this.ready;
    return Number(await this.redis.eval(UNSUBSCRIBE_SCRIPT, 0, PREFIX, subscriptionId(endpoint))) === 1;
  }

  async unsubscribeAll(owner: string): Promise<number> {
    await this.ready;
    return Number(await this.redis.eval(UNSUBSCRIBE_ALL_SCRIPT, 0, PREFIX, owner));
  }

  async subscriptionCount(): Promise<number> {
    await this.ready;
    return this.redis.scard(ALL_SUBSCRIPTIONS);
  }

  async subscribedFollowers(follows: readonly Follow[]): Promise<string[]> {
    if (follows.length === 0) return [];
    await this.ready;
    await this.index();
    const keys = [...new Set(follows.map(followKey))];
    return (await this.redis.eval(FOLLOWERS_SCRIPT, 0, PREFIX, ...keys)) as string[];
  }

  async followedWithAlerts(kind: FollowKind): Promise<string[]> {
    await this.ready;
    await this.index();
    const keys: string[] = [];
    let cursor = "0";
    do {
      const [next, batch] = await this.redis.scan(cursor, "MATCH", followersKey(`${kind}:*`), "COUNT", "500");
      cursor = next;
      keys.push(...batch);
    } while (cursor !== "0");
    if (keys.length === 0) return [];
    const found = (await this.redis.eval(FOLLOWED_WITH_ALERTS_SCRIPT, 0, PREFIX, ...keys)) as string[];
    return found.map((key) => key.slice(followersKey(`${kind}:`).length));
  }

  async moveAlerts(from: string, to: string, cap: number): Promise<void> {
    if (from === to) return;
    await this.ready;
    await this.redis.eval(MOVE_SCRIPT, 0, PREFIX, from, to, String(cap));
  }

  async alertSettings(owner: string): Promise<AlertSettings | null> {
    await this.ready;
    return settingsOf(await this.redis.get(settingsKey(owner)));
  }

  async setAlertSettings(owner: string, settings: AlertSettings): Promise<void> {
    await this.ready;
    await this.redis.set(settingsKey(owner), JSON.stringify(settings));
  }

  async sentOn(owner: string, day: string): Promise<number> {
    await this.ready;
    return Number(await this.redis.get(countKey(owner, day))) || 0;
  }

  async alreadySent(owner: string, alertId: string): Promise<boolean> {
    await this.ready;
    return (await this.redis.exists(sentKey(owner, alertId))) === 1;
  }

  async claimAlert(owner: string, alertId: string, day: string, perDay: number): Promise<ClaimResult> {
    await this.ready;
    const result = Number(
      await this.redis.eval(
        CLAIM_SCRIPT,
        2,
        sentKey(owner, alertId),
        countKey(owner, day),
        String(perDay),
        String(SENT_MARK_KEEP_SECONDS),
        String(COUNT_KEEP_SECONDS),
      ),
    );
    return result === 1 ? "claimed" : result === 0 ? "duplicate" : "cap";
  }

  /** The connection is the process's shared one (app/config/redis.server.ts): server.ts closes it. */
  async close(): Promise<void> {}
}
