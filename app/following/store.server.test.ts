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
});
