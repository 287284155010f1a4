/**
 * From a story to the readers who follow it (issue 30 points 3, 4 and 8): the glue (alerts.server.ts) on the real
 * SQLite store, the in-process queue and the real sender, against web-push-testing as the push service (it checks the
 * VAPID signature and decrypts), at fixed instants: India's afternoon, and 23:00 for quiet hours.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisFollowStore } from "../following/redis-store.server";
import { SqliteFollowStore } from "../following/sqlite-store.server";
import type { Follow } from "../following/follows";
import { alertCounts, createAlerts, type StoryAlert } from "./alerts.server";
import { parseSubscription } from "./endpoint.server";
import { memoryQueue, redisQueue } from "./queue.server";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TestingServer = require("web-push-testing/src/server.js");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");

let service: { _server: Server; startServer(): void };
let origin: string;
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:alerts@kuralnews.in" };
const dir = mkdtempSync(path.join(tmpdir(), "kural-alerts-"));

async function post(pathname: string, body: unknown) {
  const answer = await fetch(`${origin}${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as { data: Record<string, unknown> } | null };
}

type Browser = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

/** A browser subscribed at the local push service, as PushManager.subscribe would (userVisibleOnly as its API wants it). */
async function browser(): Promise<Browser> {
  const { body } = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey: vapid.publicKey });
  return body!.data as Browser;
}

/** What the push service delivered to a browser, decrypted. */
async function delivered(subscribed: Browser): Promise<unknown[]> {
  const { body } = await post("/get-notifications", { clientHash: subscribed.clientHash });
  return ((body?.data as { messages?: string[] } | undefined)?.messages ?? []).map((message) => JSON.parse(message));
}

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  service = new TestingServer(new PushApiModel(), port);
  service.startServer();
  origin = `http://localhost:${port}`;
  for (let tries = 0; (await fetch(`${origin}/status`, { method: "POST" }).catch(() => null))?.status !== 200; tries++) {
    if (tries > 100) throw new Error("the local push service did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await new Promise((resolve) => service?._server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** 15:00 and 23:00 in India on 7 December 2026. */
const AFTERNOON = Date.parse("2026-12-07T09:30:00Z");
const NIGHT = Date.parse("2026-12-07T17:30:00Z");

const chennai: Follow = { kind: "city", id: "1" };
const politics: Follow = { kind: "category", id: "7" };
const rain: Follow = { kind: "tag", id: "மழை" };

let stories = 100;
function breaking(follows: Follow[]): StoryAlert {
  const id = String(++stories);
  return {
    id,
    follows,
    texts: {
      en: { title: `Heavy rain in Chennai ${id}`, body: "Chennai", url: `/news/heavy-rain-in-chennai-${id}` },
      ta: { title: `சென்னையில் கனமழை ${id}`, body: "சென்னை", url: `/tamil/news/heavy-rain-in-chennai-${id}` },
    },
  };
}

let files = 0;
function setUp(now: () => number) {
  const store = new SqliteFollowStore(path.join(dir, `follows-${++files}.sqlite`));
  const alerts = createAlerts({ store, vapid: () => vapid, queue: (handler) => memoryQueue(handler), now });
  /** A reader following `follows` with alerts on in one browser, in `lang`. */
  const reader = async (owner: string, follows: Follow[], lang: "en" | "ta" = "en") => {
    await store.replace(owner, follows);
    const subscribed = await browser();
    const checked = parseSubscription({ endpoint: subscribed.endpoint, keys: subscribed.keys }, { allowLocal: true });
    if (!checked.ok) throw new Error(checked.reason);
    expect(await store.subscribe(owner, { ...checked.subscription, lang }, 5)).toBe("added");
    return subscribed;
  };
  return { store, alerts, reader };
}

describe("a breaking story reaches the readers who follow it (issue 30 points 3 and 4)", () => {
  it("each follower's browser gets the headline and city, decrypted, in the reader's language; no one else's", async () => {
    const { store, alerts, reader } = setUp(() => AFTERNOON);
    const english = await reader("account:en", [chennai]);
    const tamil = await reader("browser:ta-reader-0000000000", [rain, politics], "ta");
    const elsewhere = await reader("account:other", [{ kind: "city", id: "2" }]);
    const story = breaking([chennai, rain, { kind: "author", id: "9" }]);
    expect(await alerts.announce(story)).toBe(2);
    await alerts.drained();
    expect(await delivered(english)).toEqual([{ id: story.id, lang: "en", ...story.texts.en }]);
    expect(await delivered(tamil)).toEqual([{ id: story.id, lang: "ta", ...story.texts.ta }]);
    expect(await delivered(elsewhere)).toEqual([]);
    // Announced again (a second instance, a restart): no reader hears of it twice.
    await alerts.announce(story);
    await alerts.drained();
    expect(await delivered(english)).toHaveLength(1);
    await alerts.close();
    await store.close();
  });

  it("holds an alert in the reader's quiet hours, and sends it to a reader who turned them off", async () => {
    const { store, alerts, reader } = setUp(() => NIGHT);
    const sleeping = await reader("account:sleeping", [chennai]);
    const nightOwl = await reader("account:night-owl", [chennai]);
    await store.setAlertSettings("account:night-owl", { perDay: 4, quiet: false, quietFrom: 22 * 60, quietTo: 7 * 60 });
    const quietBefore = alertCounts.held.quiet;
    await alerts.announce(breaking([chennai]));
    await alerts.drained();
    expect(await delivered(sleeping)).toEqual([]);
    expect(await delivered(nightOwl)).toHaveLength(1);
    expect(alertCounts.held.quiet).toBe(quietBefore + 1);
    // Held, not sent later: the quiet reader's day counts nothing.
    expect(await store.sentOn("account:sleeping", "2026-12-07")).toBe(0);
    await alerts.close();
    await store.close();
  });

  it("stops at the reader's cap for India's day, and counts afresh the next day", async () => {
    let now = AFTERNOON;
    const { store, alerts, reader } = setUp(() => now);
    const capped = await reader("account:capped", [chennai]);
    await store.setAlertSettings("account:capped", { perDay: 2, quiet: true, quietFrom: 22 * 60, quietTo: 7 * 60 });
    for (let story = 0; story < 3; story++) await alerts.announce(breaking([chennai]));
    await alerts.drained();
    expect(await delivered(capped)).toHaveLength(2);
    // 10:00 in India the next morning.
    now = Date.parse("2026-12-08T04:30:00Z");
    await alerts.announce(breaking([chennai]));
    await alerts.drained();
    expect(await delivered(capped)).toHaveLength(3);
    await alerts.close();
    await store.close();
  });

  it("deletes a subscription the push service says is gone (410), and alerts the reader's other browsers", async () => {
    const { store, alerts, reader } = setUp(() => AFTERNOON);
    const expired = await reader("account:two-browsers", [chennai]);
    const other = await browser();
    const checked = parseSubscription({ endpoint: other.endpoint, keys: other.keys }, { allowLocal: true });
    if (!checked.ok) throw new Error(checked.reason);
    await store.subscribe("account:two-browsers", { ...checked.subscription, lang: "ta" }, 5);
    expect((await post(`/expire-subscription/${expired.clientHash}`, {})).status).toBe(200);
    const deletedBefore = alertCounts.deleted;
    await alerts.announce(breaking([chennai]));
    await alerts.drained();
    expect(await delivered(other)).toHaveLength(1);
    expect(await store.subscription(expired.endpoint)).toBeNull();
    expect((await store.subscriptions("account:two-browsers")).map((kept) => kept.endpoint)).toEqual([checked.subscription.endpoint]);
    expect(alertCounts.deleted).toBe(deletedBefore + 1);
    await alerts.close();
    await store.close();
  });

  it("tries a busy push service again (429 with Retry-After) until it takes the alert", async () => {
    const { store, alerts } = setUp(() => AFTERNOON);
    let answers = [429, 503];
    const busy = createServer((request, response) => {
      request.resume();
      const status = answers.shift() ?? 201;
      response.writeHead(status, status === 429 ? { "retry-after": "0" } : {}).end();
    });
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(busy.address() as AddressInfo).port}/push/1`;
    await store.replace("account:busy", [chennai]);
    const subscribed = await browser();
    await store.subscribe("account:busy", { endpoint, keys: subscribed.keys, lang: "en" }, 5);
    // The 503's backoff (about 2 s) is real time: this test waits for it.
    await alerts.announce(breaking([chennai]));
    await alerts.drained();
    expect(answers).toEqual([]);
    expect(await store.subscription(endpoint)).not.toBeNull();
    answers = [];
    await new Promise((resolve) => busy.close(resolve));
    await alerts.close();
    await store.close();
  }, 20_000);
});

describe("two instances sharing Redis (issue 30 point 4)", () => {
  it("both learn of a story, and each follower's browser gets it once", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // redis-server on the real clock: it crashes under libfaketime (scripts/clock.mjs).
    const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
    const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore", env });
    const client = new Redis(port, "127.0.0.1", { maxRetriesPerRequest: 1 });
    client.on("error", () => undefined);
    try {
      await expect.poll(() => client.ping().catch(() => null), { timeout: 10_000 }).toBe("PONG");
      const redisUrl = `redis://127.0.0.1:${port}`;
      const store = new RedisFollowStore(client);
      const instances = [1, 2].map(() =>
        createAlerts({
          store,
          vapid: () => vapid,
          queue: (handler) => redisQueue(handler, { redisUrl, name: "alerts-test", concurrency: 4 }),
          now: () => AFTERNOON,
        }),
      );
      const browsers: Browser[] = [];
      for (const [index, lang] of (["en", "ta", "en"] as const).entries()) {
        const owner = `account:shared-${index}`;
        await store.replace(owner, [chennai]);
        const subscribed = await browser();
        browsers.push(subscribed);
        await store.subscribe(owner, { endpoint: subscribed.endpoint, keys: subscribed.keys, lang }, 5);
      }
      const story = breaking([chennai]);
      await Promise.all(instances.map((instance) => instance.announce(story)));
      await Promise.all(instances.map((instance) => instance.drained()));
      for (const [index, subscribed] of browsers.entries()) {
        const lang = index === 1 ? "ta" : "en";
        expect(await delivered(subscribed)).toEqual([{ id: story.id, lang, ...story.texts[lang] }]);
      }
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      client.disconnect();
      server.kill("SIGTERM");
    }
  }, 30_000);
});
