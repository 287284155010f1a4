import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { LAST_GOOD_MAX_AGE_MS } from "./cache-policy";
import { createDiskStore, type DiskStoreOptions } from "./disk-store.server";
import { createUpstreamClient, path as upstreamPath } from "./http.server";

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];

function freshDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-disk-store-test-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store(dir: string, clock: { now: number }, extra: Partial<DiskStoreOptions> = {}) {
  return createDiskStore({ dir, maxBytes: 1024 * 1024, maxEntries: 100, maxAgeMs: LAST_GOOD_MAX_AGE_MS, now: () => clock.now, log: () => undefined, ...extra });
}

const entry = (value: unknown, fetchedAt: number) => ({ value, fetchedAt, bytes: JSON.stringify(value).length });
const files = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".json"));

describe("the last-good store on disk (issue 19 §11)", () => {
  it("keeps an answer across a restart: another store on the same directory reads it back", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const first = store(dir, clock);
    first.set("media|en|GET /home", entry({ title: "மழை" }, clock.now), 7 * DAY);
    await first.flush();
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);

    clock.now += 25 * 60 * 60 * 1000;
    const second = store(dir, clock);
    expect(await second.get("media|en|GET /home")).toEqual({ value: { title: "மழை" }, fetchedAt: 1_700_000_000_000, bytes: expect.any(Number) });
    expect(await second.get("media|ta|GET /home")).toBeUndefined();
  });

  it("is bounded in entries: the oldest copies go first", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const bounded = store(dir, clock, { maxEntries: 3 });
    for (let index = 0; index < 5; index += 1) {
      clock.now += 1000;
      bounded.set(`key-${index}`, entry({ index }, clock.now), 7 * DAY);
      await bounded.flush();
    }
    expect(files(dir)).toHaveLength(3);
    expect(bounded.size().entries).toBe(3);
    expect(await bounded.get("key-0")).toBeUndefined();
    expect(await bounded.get("key-1")).toBeUndefined();
    expect((await bounded.get("key-4"))?.value).toEqual({ index: 4 });
  });

  it("is bounded in bytes, counting what another instance wrote, and refuses an answer too big for it", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const big = "x".repeat(1500);
    const other = store(dir, clock, { maxBytes: 16 * 1024 });
    other.set("other-instance", entry({ big }, clock.now), 7 * DAY);
    await other.flush();
    const bounded = store(dir, clock, { maxBytes: 16 * 1024 });
    for (let index = 0; index < 12; index += 1) {
      clock.now += 1000;
      bounded.set(`key-${index}`, entry({ big, index }, clock.now), 7 * DAY);
      await bounded.flush();
    }
    const total = files(dir).reduce((sum, name) => sum + readFileSync(path.join(dir, name)).length, 0);
    expect(total).toBeLessThanOrEqual(16 * 1024);
    expect(files(dir).length).toBeGreaterThan(5);
    expect(await bounded.get("other-instance")).toBeUndefined();
    expect((await bounded.get("key-11"))?.value).toMatchObject({ index: 11 });
    expect(await bounded.get("key-0")).toBeUndefined();
    // More than an eighth of the store: never written.
    bounded.set("huge", entry({ big: "y".repeat(3000) }, clock.now), 7 * DAY);
    await bounded.flush();
    expect(await bounded.get("huge")).toBeUndefined();
  });

  it("never serves a copy past 7 days (nor past the window it was written for), and removes it", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const aging = store(dir, clock);
    aging.set("week", entry({ value: 1 }, clock.now), 30 * DAY);
    aging.set("hour", entry({ value: 2 }, clock.now), 60 * 60 * 1000);
    await aging.flush();
    clock.now += 2 * 60 * 60 * 1000;
    expect(await aging.get("hour")).toBeUndefined();
    expect((await aging.get("week"))?.value).toEqual({ value: 1 });
    clock.now += 7 * DAY;
    const restarted = store(dir, clock);
    expect(await restarted.get("week")).toBeUndefined();
    expect(files(dir)).toEqual([]);
  });

  it("ignores (and removes) corrupt, torn and foreign files instead of failing", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const writer = store(dir, clock);
    for (const key of ["torn", "garbage", "foreign", "no-header"]) writer.set(key, entry({ key }, clock.now), 7 * DAY);
    await writer.flush();
    const byKey = new Map(
      files(dir).map((name) => {
        const text = readFileSync(path.join(dir, name), "utf8");
        return [JSON.parse(text.slice(0, text.indexOf("\n"))).key as string, path.join(dir, name)];
      }),
    );
    const torn = readFileSync(byKey.get("torn")!, "utf8");
    writeFileSync(byKey.get("torn")!, torn.slice(0, torn.length - 4));
    writeFileSync(byKey.get("garbage")!, "\u0000\u0001 not json at all");
    writeFileSync(byKey.get("foreign")!, `${JSON.stringify({ key: "someone else", fetchedAt: clock.now, expiresAt: clock.now + DAY, bytes: 2 })}\n{}`);
    writeFileSync(byKey.get("no-header")!, JSON.stringify({ value: 1 }));
    const reader = store(dir, clock);
    for (const key of ["torn", "garbage", "foreign", "no-header"]) expect(await reader.get(key), key).toBeUndefined();
    expect(files(dir)).toEqual([]);
  });

  it("skips the disk when the caller's copy is as new as the one it holds", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const skipping = store(dir, clock);
    skipping.set("key", entry({ value: 1 }, clock.now), 7 * DAY);
    await skipping.flush();
    expect(await skipping.get("key", clock.now)).toBeUndefined();
    expect((await skipping.get("key", clock.now - 1))?.value).toEqual({ value: 1 });
  });

  it("two instances writing the same key at once leave one whole file and no temporaries", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const a = store(dir, clock);
    const b = store(dir, clock);
    const value = { text: "z".repeat(50_000) };
    for (let round = 0; round < 5; round += 1) {
      clock.now += 120_000;
      a.set("same", entry({ ...value, from: "a", round }, clock.now), 7 * DAY);
      b.set("same", entry({ ...value, from: "b", round }, clock.now), 7 * DAY);
    }
    await Promise.all([a.flush(), b.flush()]);
    expect(readdirSync(dir)).toHaveLength(1);
    // Whichever rename came last, the file is one whole answer.
    const kept = (await store(dir, clock).get("same"))?.value as { text: string; from: string; round: number } | undefined;
    expect(kept?.text).toBe(value.text);
    expect(["a", "b"]).toContain(kept?.from);
  });
});

describe("the upstream client with the store behind it (issue 19 §11)", () => {
  const schema = z.object({ value: z.string() });
  const policy = { schema, ttlMs: 30_000, staleMs: 600_000, staleIfErrorMs: LAST_GOOD_MAX_AGE_MS };

  function client(dir: string, clock: { now: number }, answer: () => Response) {
    const fetchImpl = vi.fn(async () => answer());
    const shared = store(dir, clock);
    return {
      shared,
      fetchImpl,
      client: createUpstreamClient({
        service: "media",
        baseUrl: () => "http://upstream.test",
        timeoutMs: () => 500,
        fetchImpl: fetchImpl as unknown as typeof fetch,
        now: () => clock.now,
        random: () => 0,
        log: () => undefined,
        shared: () => shared,
      }),
    };
  }
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  const down = () => new Response("{}", { status: 503, headers: { "content-type": "application/json" } });

  it("after a restart, a copy 25 hours old is served marked stale while the upstream fails; past 7 days it is not", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const before = client(dir, clock, () => json({ value: "last good" }));
    expect((await before.client.get(upstreamPath`home`, policy)).data.value).toBe("last good");
    await before.shared.flush();

    clock.now += 25 * 60 * 60 * 1000;
    const after = client(dir, clock, down);
    const served = await after.client.get(upstreamPath`home`, policy);
    expect(served).toMatchObject({ data: { value: "last good" }, stale: true, error: { kind: "status", status: 503 } });

    clock.now += 7 * DAY;
    const later = client(dir, clock, down);
    await expect(later.client.get(upstreamPath`home`, policy)).rejects.toMatchObject({ kind: "status", status: 503 });
  });

  it("never writes a reader's own answer, nor an uncached one", async () => {
    const dir = freshDir();
    const clock = { now: 1_700_000_000_000 };
    const { client: upstream, shared } = client(dir, clock, () => json({ value: "mine" }));
    await upstream.get(upstreamPath`me`, { schema, ttlMs: 0, staleMs: 0, staleIfErrorMs: 0, headers: { authorization: "Bearer secret" } });
    await upstream.get(upstreamPath`comments`, { schema, ttlMs: 0, staleMs: 0, staleIfErrorMs: 0 });
    await shared.flush();
    expect(readdirSync(dir)).toEqual([]);
  });
});
