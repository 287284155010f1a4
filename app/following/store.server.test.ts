/**
 * The follows store (issue 30 point 5): the same behaviour from both implementations, the SQLite file and Redis (a real
 * redis-server started here, on the real clock: it crashes under libfaketime, scripts/clock.mjs), and what survives
 * a restart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Follow } from "./follows";
import type { FollowStore } from "./follow-store";
import { RedisFollowStore } from "./redis-store.server";
import { SqliteFollowStore } from "./sqlite-store.server";

const chennai: Follow = { kind: "city", id: "1" };
const politics: Follow = { kind: "category", id: "7" };
const rain: Follow = { kind: "tag", id: "மழை" };
const live: Follow = { kind: "live", id: "1234" };

/** redis-server on the real clock: it crashes under libfaketime (scripts/clock.mjs realClockEnv says the same). */
function realClockEnv(): NodeJS.ProcessEnv {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, FAKETIME_DONT_FAKE_MONOTONIC: _monotonic, ...rest } = process.env;
  return rest;
}

const dir = mkdtempSync(path.join(tmpdir(), "kural-follows-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForRedis(client: Redis): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await client.ping()) === "PONG") return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not answer");
}

let redisServer: ChildProcess | null = null;
let redis: Redis | null = null;

beforeAll(async () => {
  const port = await freePort();
  redisServer = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: "ignore",
    env: realClockEnv(),
  });
  redis = new Redis(port, "127.0.0.1", { lazyConnect: false, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  await waitForRedis(redis);
}, 20_000);

afterAll(async () => {
  redis?.disconnect();
  redisServer?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

let sqliteFiles = 0;
const implementations: Array<[string, () => FollowStore]> = [
  ["SQLite", () => new SqliteFollowStore(path.join(dir, `follows-${++sqliteFiles}.sqlite`))],
  ["Redis", () => new RedisFollowStore(redis!)],
];

let owners = 0;
const newOwner = () => `account:test-${process.pid}-${++owners}`;

describe.each(implementations)("the follows store in %s", (_name, open) => {
  it("keeps a reader's follows newest first, once each, and forgets an unfollow", async () => {
    const store = open();
    const owner = newOwner();
    expect(await store.list(owner)).toEqual([]);
    expect(await store.add(owner, chennai, 20)).toBe("added");
    expect(await store.add(owner, rain, 20)).toBe("added");
    expect(await store.add(owner, chennai, 20)).toBe("already");
    expect(await store.add(owner, live, 20)).toBe("added");
    expect(await store.list(owner)).toEqual([live, rain, chennai]);
    await store.remove(owner, rain);
    expect(await store.list(owner)).toEqual([live, chennai]);
    expect(await store.list(newOwner())).toEqual([]);
    await store.close();
  });

  it("refuses a follow past the cap and changes nothing", async () => {
    const store = open();
    const owner = newOwner();
    for (let id = 1; id <= 3; id++) expect(await store.add(owner, { kind: "city", id: String(id) }, 3)).toBe("added");
    expect(await store.add(owner, politics, 3)).toBe("full");
    expect(await store.list(owner)).toHaveLength(3);
    expect(await store.add(owner, { kind: "city", id: "2" }, 3)).toBe("already");
    await store.close();
  });

  it("never passes the cap when many follows arrive at once", async () => {
    const store = open();
    const owner = newOwner();
    const results = await Promise.all(Array.from({ length: 30 }, (_, id) => store.add(owner, { kind: "author", id: String(id) }, 20)));
    expect(results.filter((result) => result === "added")).toHaveLength(20);
    expect(await store.list(owner)).toHaveLength(20);
    await store.close();
  });

  it("replaces a set, keeping its order", async () => {
    const store = open();
    const owner = newOwner();
    await store.add(owner, politics, 20);
    await store.replace(owner, [rain, chennai, live]);
    expect(await store.list(owner)).toEqual([rain, chennai, live]);
    await store.replace(owner, []);
    expect(await store.list(owner)).toEqual([]);
    await store.close();
  });

  it("gives a private feed one live token at a time, and forgets a revoked one", async () => {
    const store = open();
    const owner = newOwner();
    expect(await store.feedToken(owner)).toBeNull();
    await store.setFeed(owner, `first-${owner}`);
    expect(await store.feedOwner(`first-${owner}`)).toBe(owner);
    await store.setFeed(owner, `second-${owner}`);
    expect(await store.feedToken(owner)).toBe(`second-${owner}`);
    expect(await store.feedOwner(`first-${owner}`)).toBeNull();
    expect(await store.feedOwner(`second-${owner}`)).toBe(owner);
    await store.revokeFeed(owner);
    expect(await store.feedOwner(`second-${owner}`)).toBeNull();
    expect(await store.feedToken(owner)).toBeNull();
    await store.close();
  });
});

const key = (byte: number) => Buffer.alloc(65, byte).toString("base64url");
const auth = Buffer.alloc(16, 7).toString("base64url");
let endpoints = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/test-${process.pid}-${++endpoints}`;
const subscriptionFor = (endpoint: string, lang: "en" | "ta" = "en") => ({ endpoint, keys: { p256dh: key(4), auth }, lang });

describe.each(implementations)("alerts in the %s store", (_name, open) => {
  it("keeps a reader's subscriptions up to the cap, one per endpoint, and deletes them one by one or all at once", async () => {
    const store = open();
    const owner = newOwner();
    const [first, second, third] = [newEndpoint(), newEndpoint(), newEndpoint()];
    const before = await store.subscriptionCount();
    expect(await store.subscribe(owner, subscriptionFor(first, "ta"), 2)).toBe("added");
    expect(await store.subscribe(owner, subscriptionFor(first, "en"), 2)).toBe("updated");
    expect(await store.subscribe(owner, subscriptionFor(second), 2)).toBe("added");
    expect(await store.subscribe(owner, subscriptionFor(third), 2)).toBe("full");
    expect((await store.subscriptions(owner)).map((kept) => [kept.endpoint, kept.lang, kept.owner])).toEqual([
      [first, "en", owner],
      [second, "en", owner],
    ]);
    expect(await store.subscription(third)).toBeNull();
    expect(await store.subscriptionCount()).toBe(before + 2);
    expect(await store.unsubscribe(first)).toBe(true);
    expect(await store.unsubscribe(first)).toBe(false);
    expect(await store.subscribe(owner, subscriptionFor(third), 2)).toBe("added");
    expect(await store.unsubscribeAll(owner)).toBe(2);
    expect(await store.subscriptions(owner)).toEqual([]);
    expect(await store.subscriptionCount()).toBe(before);
    await store.close();
  });

  it("gives an endpoint to whoever sent it last: a browser's subscription goes with its reader", async () => {
    const store = open();
    const [browser, account] = [newOwner(), newOwner()];
    const endpoint = newEndpoint();
    await store.subscribe(browser, subscriptionFor(endpoint), 5);
    expect(await store.subscribe(account, subscriptionFor(endpoint, "ta"), 5)).toBe("updated");
    expect(await store.subscriptions(browser)).toEqual([]);
    expect(await store.subscription(endpoint)).toMatchObject({ owner: account, lang: "ta" });
    await store.close();
  });

  it("finds the readers to alert of a story: those following any of its things who have a subscription, each once", async () => {
    const store = open();
    const [both, cityOnly, unsubscribed, unrelated] = [newOwner(), newOwner(), newOwner(), newOwner()];
    const city: Follow = { kind: "city", id: `c${owners}` };
    const tag: Follow = { kind: "tag", id: `மழை${owners}` };
    await store.add(both, city, 20);
    await store.add(both, tag, 20);
    await store.replace(cityOnly, [politics, city]);
    await store.add(unsubscribed, city, 20);
    await store.add(unrelated, politics, 20);
    for (const owner of [both, cityOnly, unrelated]) await store.subscribe(owner, subscriptionFor(newEndpoint()), 5);
    expect((await store.subscribedFollowers([city, tag, { kind: "author", id: "nobody" }])).sort()).toEqual([both, cityOnly].sort());
    // An unfollow, a replaced set, a deleted subscription: the lookup follows each at once.
    await store.remove(both, city);
    await store.replace(cityOnly, [politics]);
    expect(await store.subscribedFollowers([city])).toEqual([]);
    expect(await store.subscribedFollowers([tag])).toEqual([both]);
    await store.unsubscribeAll(both);
    expect(await store.subscribedFollowers([tag])).toEqual([]);
    expect(await store.subscribedFollowers([])).toEqual([]);
    await store.close();
  });

  it("lists the live stories followed by a reader with alerts on (the ones to watch for key events)", async () => {
    const store = open();
    const [alerted, silent] = [newOwner(), newOwner()];
    const watched: Follow = { kind: "live", id: `9${owners}1` };
    const unwatched: Follow = { kind: "live", id: `9${owners}2` };
    await store.replace(alerted, [watched, chennai]);
    await store.replace(silent, [unwatched]);
    await store.subscribe(alerted, subscriptionFor(newEndpoint()), 5);
    const live = await store.followedWithAlerts("live");
    expect(live).toContain(watched.id);
    expect(live).not.toContain(unwatched.id);
    expect(live).not.toContain(chennai.id);
    await store.unsubscribeAll(alerted);
    expect(await store.followedWithAlerts("live")).not.toContain(watched.id);
    await store.close();
  });

  it("keeps alert settings, and claims each alert once and no more than the day's cap", async () => {
    const store = open();
    const owner = newOwner();
    expect(await store.alertSettings(owner)).toBeNull();
    const settings = { perDay: 2, quiet: false, quietFrom: 23 * 60, quietTo: 6 * 60 };
    await store.setAlertSettings(owner, settings);
    expect(await store.alertSettings(owner)).toEqual(settings);
    expect(await store.claimAlert(owner, "101", "2026-12-07", 2)).toBe("claimed");
    expect(await store.claimAlert(owner, "101", "2026-12-07", 2)).toBe("duplicate");
    expect(await store.alreadySent(owner, "101")).toBe(true);
    expect(await store.alreadySent(owner, "102")).toBe(false);
    expect(await store.claimAlert(owner, "102", "2026-12-07", 2)).toBe("claimed");
    expect(await store.claimAlert(owner, "103", "2026-12-07", 2)).toBe("cap");
    expect(await store.sentOn(owner, "2026-12-07")).toBe(2);
    // India's next day counts afresh; the story that went yesterday is still not sent again.
    expect(await store.claimAlert(owner, "103", "2026-12-08", 2)).toBe("claimed");
    expect(await store.claimAlert(owner, "101", "2026-12-08", 2)).toBe("duplicate");
    expect(await store.sentOn(owner, "2026-12-08")).toBe(1);
    await store.close();
  });

  it("never passes the day's cap when many alerts are claimed at once", async () => {
    const store = open();
    const owner = newOwner();
    const results = await Promise.all(Array.from({ length: 12 }, (_, id) => store.claimAlert(owner, `s${id}`, "2026-12-07", 4)));
    expect(results.filter((result) => result === "claimed")).toHaveLength(4);
    expect(await store.sentOn(owner, "2026-12-07")).toBe(4);
    await store.close();
  });

  it("moves a signed-out reader's subscriptions and settings to their account at sign-in, up to the cap", async () => {
    const store = open();
    const [browser, account] = [newOwner(), newOwner()];
    const settings = { perDay: 6, quiet: true, quietFrom: 21 * 60, quietTo: 8 * 60 };
    await store.setAlertSettings(browser, settings);
    const [kept, older, newest] = [newEndpoint(), newEndpoint(), newEndpoint()];
    await store.subscribe(account, subscriptionFor(kept), 2);
    await store.subscribe(browser, subscriptionFor(older), 5);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.subscribe(browser, subscriptionFor(newest), 5);
    await store.moveAlerts(browser, account, 2);
    expect((await store.subscriptions(account)).map((subscription) => subscription.endpoint).sort()).toEqual([kept, newest].sort());
    expect(await store.subscriptions(browser)).toEqual([]);
    expect(await store.subscription(older)).toBeNull();
    expect(await store.alertSettings(account)).toEqual(settings);
    expect(await store.alertSettings(browser)).toBeNull();
    await store.close();
  });
});

describe("the Redis store's followers index", () => {
  it("is built once from follows kept before it existed", async () => {
    const owner = newOwner();
    const follow: Follow = { kind: "city", id: `legacy${owners}` };
    // A follow written as version 1 did (no index), and the index marked unbuilt.
    await redis!.zadd(`kural:follow:owner:${owner}`, Date.now() * 1000, `city:${follow.id}`);
    await redis!.del("kural:follow:schema");
    const store = new RedisFollowStore(redis!);
    await store.subscribe(owner, subscriptionFor(newEndpoint()), 5);
    expect(await store.subscribedFollowers([follow])).toEqual([owner]);
    expect(await redis!.get("kural:follow:schema")).toBe("2");
    await store.close();
  });
});

describe("the SQLite file", () => {
  it("is created on first use, in a folder made for it, and keeps everything across a restart", async () => {
    const file = path.join(dir, "nested", "deeper", "follows.sqlite");
    const first = new SqliteFollowStore(file);
    const owner = newOwner();
    await first.add(owner, rain, 20);
    await first.add(owner, chennai, 20);
    await first.setFeed(owner, "token-kept");
    await first.close();
    const second = new SqliteFollowStore(file);
    expect(await second.list(owner)).toEqual([chennai, rain]);
    expect(await second.feedOwner("token-kept")).toBe(owner);
    await second.close();
  });

  it("drops a stored row that is not a follow rather than handing it on", async () => {
    const file = path.join(dir, "tampered.sqlite");
    const store = new SqliteFollowStore(file);
    const owner = newOwner();
    await store.add(owner, chennai, 20);
    await store.close();
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(file);
    db.prepare("INSERT INTO follows (owner, follow, created_at) VALUES (?, ?, ?)").run(owner, "city:../../etc", Date.now() * 1000 + 5);
    db.close();
    const reopened = new SqliteFollowStore(file);
    expect(await reopened.list(owner)).toEqual([chennai]);
    await reopened.close();
  });

  it("moves a version-1 file to version 2 and keeps its follows, which the alerts' lookup then finds", async () => {
    const file = path.join(dir, "version-1.sqlite");
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(file);
    // Version 1's tables as the first release of following made them.
    db.exec(`CREATE TABLE follows (owner TEXT NOT NULL, follow TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (owner, follow)) WITHOUT ROWID;
      CREATE TABLE feeds (token TEXT PRIMARY KEY, owner TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL);`);
    db.prepare("INSERT INTO follows VALUES (?, ?, ?)").run("browser:old", "city:1", 1);
    db.pragma("user_version = 1");
    db.close();
    const store = new SqliteFollowStore(file);
    expect(await store.list("browser:old")).toEqual([chennai]);
    await store.subscribe("browser:old", subscriptionFor(newEndpoint()), 5);
    expect(await store.subscribedFollowers([chennai])).toEqual(["browser:old"]);
    await store.close();
    const check = new Database(file, { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(2);
    check.close();
  });
});
