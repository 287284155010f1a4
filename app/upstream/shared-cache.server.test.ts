import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import nodePath from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createUpstreamClient, path } from "./http.server";
import { CACHE_POLICY, LAST_GOOD_MAX_AGE_MS } from "./cache-policy";
import { createRedisSharedCache, type SharedCache, type SharedEntry } from "./shared-cache.server";

const schema = z.object({ value: z.string() }).transform((answer) => ({ ...answer, shout: answer.value.toUpperCase() }));
const cached = { schema, ttlMs: 30_000, staleMs: 600_000, staleIfErrorMs: 86_400_000 };

/** Redis as a Map: what two instances would share. */
function memoryShared(): SharedCache & { entries: Map<string, SharedEntry> } {
  const entries = new Map<string, SharedEntry>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: (key, entry) => void entries.set(key, entry),
    delete: (key) => void entries.delete(key),
  };
}

function instance(shared: SharedCache | null, clock: { now: number }, answer: () => Response) {
  const fetchImpl = vi.fn(async () => answer());
  const client = createUpstreamClient({
    service: "media",
    baseUrl: () => "http://upstream.test",
    timeoutMs: () => 1000,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    now: () => clock.now,
    random: () => 0,
    log: () => undefined,
    shared: () => shared,
  });
  return { client, fetchImpl };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("upstream cache, level 2 (shared by instances)", () => {
  it("an answer fetched by one instance is served by another without an upstream call, validated again", async () => {
    const shared = memoryShared();
    const clock = { now: 1_700_000_000_000 };
    const a = instance(shared, clock, () => json({ value: "from a" }));
    const b = instance(shared, clock, () => json({ value: "from b" }));
    const first = await a.client.get(path`news/${7}`, cached);
    const second = await b.client.get(path`news/${7}`, cached);
    expect(a.fetchImpl).toHaveBeenCalledTimes(1);
    expect(b.fetchImpl).not.toHaveBeenCalled();
    expect(second.data).toEqual(first.data);
    expect(second.data.shout).toBe("FROM A");
    expect(second.fetchedAt).toBe(first.fetchedAt);
    // Now in b's own L1: no second look in the shared cache.
    shared.entries.clear();
    await b.client.get(path`news/${7}`, cached);
    expect(b.fetchImpl).not.toHaveBeenCalled();
  });

  it("a shared copy older than the fresh window is served stale while this instance refreshes it", async () => {
    const shared = memoryShared();
    const clock = { now: 1_700_000_000_000 };
    const a = instance(shared, clock, () => json({ value: "old" }));
    await a.client.get(path`news/${8}`, cached);
    clock.now += 60_000;
    const b = instance(shared, clock, () => json({ value: "new" }));
    const stale = await b.client.get(path`news/${8}`, cached);
    expect(stale).toMatchObject({ stale: true, data: { value: "old" } });
    await vi.waitFor(() => expect(shared.entries.size === 1 && [...shared.entries.values()][0]?.value).toEqual({ value: "new" }));
  });

  it("a shared cache that fails is a miss: the page is served from the upstream", async () => {
    const broken: SharedCache = {
      get: async () => {
        throw new Error("connection refused");
      },
      set: () => {
        throw new Error("connection refused");
      },
      delete: () => undefined,
    };
    const clock = { now: 1_700_000_000_000 };
    const a = instance(broken, clock, () => json({ value: "fine" }));
    // set() throwing happens after the answer: it must not turn the answer into a failure either.
    await expect(a.client.get(path`news/${9}`, cached)).resolves.toMatchObject({ data: { value: "fine" } });
  });

  it("a copy that no longer passes validation is ignored", async () => {
    const shared = memoryShared();
    const clock = { now: 1_700_000_000_000 };
    const a = instance(shared, clock, () => json({ value: "fresh" }));
    await a.client.get(path`news/${10}`, cached);
    const [key] = [...shared.entries.keys()];
    shared.entries.set(key as string, { value: { other: 1 }, fetchedAt: clock.now, bytes: 10 });
    const b = instance(shared, clock, () => json({ value: "refetched" }));
    await expect(b.client.get(path`news/${10}`, cached)).resolves.toMatchObject({ data: { value: "refetched" } });
    expect(b.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("the Redis adapter answers a miss, never an error, when Redis fails or is slow", async () => {
    const failing = {
      get: () => Promise.reject(new Error("down")),
      set: () => Promise.reject(new Error("down")),
      del: () => Promise.reject(new Error("down")),
    };
    const cache = createRedisSharedCache(failing as never, () => undefined);
    await expect(cache.get("k")).resolves.toBeUndefined();
    expect(() => cache.set("k", { value: 1, fetchedAt: 1, bytes: 1 }, 1000)).not.toThrow();
    const slow = { get: () => new Promise(() => undefined) };
    await expect(createRedisSharedCache(slow as never, () => undefined).get("k")).resolves.toBeUndefined();
  });

  it("with Redis, each answer is kept 7 days (issue 19 §11): a restarted instance serves a 25-hour-old copy, marked stale, while the upstream fails", async () => {
    const stored = new Map<string, { text: string; px: number }>();
    const redis = {
      status: "ready",
      get: async (key: string) => stored.get(key)?.text ?? null,
      set: async (key: string, text: string, _px: "PX", px: number) => void stored.set(key, { text, px }),
      del: async (key: string) => void stored.delete(key),
    };
    const shared = createRedisSharedCache(redis as never, () => undefined);
    const clock = { now: 1_700_000_000_000 };
    const policy = { schema, ...CACHE_POLICY.article };
    await instance(shared, clock, () => json({ value: "last good" })).client.get(path`news/${11}`, policy);
    await vi.waitFor(() => expect(stored.size).toBe(1));
    expect([...stored.values()][0]!.px).toBeGreaterThanOrEqual(LAST_GOOD_MAX_AGE_MS);
    clock.now += 25 * 60 * 60 * 1000;
    const restarted = instance(shared, clock, () => json({ message: "down" }, 503));
    await expect(restarted.client.get(path`news/${11}`, policy)).resolves.toMatchObject({ data: { value: "last good" }, stale: true, error: { status: 503 } });
  });
});

describe("the last-good store on disk at shutdown", () => {
  it("flushUpstreamStore resolves once every write started has landed (server.ts waits for it before the process exits)", async () => {
    const dir = mkdtempSync(nodePath.join(tmpdir(), "shared-cache-flush-"));
    try {
      // This module keeps its level for the process: a fresh copy of it (and of the Env it reads) for this test.
      vi.resetModules();
      const { setEnv } = await import("../config/env.server");
      setEnv({ UPSTREAM_STORE_DIR: dir, REDIS_URL: undefined });
      const { flushUpstreamStore, sharedUpstreamCache } = await import("./shared-cache.server");
      const store = sharedUpstreamCache()!;
      for (let index = 0; index < 20; index += 1) store.set(`key ${index}`, { value: { index }, fetchedAt: Date.now(), bytes: 12 }, LAST_GOOD_MAX_AGE_MS);
      await flushUpstreamStore();
      expect(readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(20);
      expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
