import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "../news/types";
import { FRESH_FOR_MS, memorySeenSet, watchBreaking } from "./breaking-watch.server";

const NOW = Date.parse("2026-12-07T04:30:00Z");

function story(id: string, minutesAgo: number): ArticleSummary {
  return { id, publishedAt: new Date(NOW - minutesAgo * 60_000).toISOString() } as ArticleSummary;
}

describe("the Breaking feed watched (issue 30 point 7)", () => {
  it("learns the feed at the first reading, then announces each new fresh story once", async () => {
    let feed = [story("10", 30), story("9", 90)];
    const announced: string[] = [];
    const watch = watchBreaking({
      read: async () => feed,
      seen: memorySeenSet(),
      onBreaking: async (s) => void announced.push(s.id),
      intervalMs: 0,
      now: () => NOW,
    });
    expect(await watch.tick()).toEqual([]);
    feed = [story("12", 1), story("11", 5), ...feed];
    expect((await watch.tick()).map((s) => s.id)).toEqual(["12", "11"]);
    expect(await watch.tick()).toEqual([]);
    // A story flagged long after it was published is old news: learned, not announced.
    feed = [story("3", FRESH_FOR_MS / 60_000 + 5), ...feed];
    expect(await watch.tick()).toEqual([]);
    expect(announced).toEqual(["12", "11"]);
  });

  it("shares what it has seen: of two instances only one announces a story, and a restart announces nothing old", async () => {
    const seen = memorySeenSet();
    let feed = [story("20", 10)];
    const announced: string[] = [];
    const a = watchBreaking({ read: async () => feed, seen, onBreaking: async (s) => void announced.push(`a:${s.id}`), intervalMs: 0, now: () => NOW });
    await a.tick();
    feed = [story("21", 1), ...feed];
    const b = watchBreaking({ read: async () => feed, seen, onBreaking: async (s) => void announced.push(`b:${s.id}`), intervalMs: 0, now: () => NOW });
    await Promise.all([a.tick(), b.tick()]);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(/^[ab]:21$/);
  });

  it("reads on one instance at a time under the lock, one reading at a time, and survives a feed that fails", async () => {
    let reads = 0;
    let fail = false;
    const lines: string[] = [];
    const watch = watchBreaking({
      read: async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error("503");
        return [story("30", 1)];
      },
      seen: memorySeenSet(),
      onBreaking: async () => undefined,
      intervalMs: 0,
      now: () => NOW,
      log: (line) => lines.push(line),
    });
    await Promise.all([watch.tick(), watch.tick(), watch.tick()]);
    expect(reads).toBe(1);
    fail = true;
    expect(await watch.tick()).toEqual([]);
    expect(lines.some((line) => line.includes("could not be read"))).toBe(true);
    const locked = watchBreaking({
      read: async () => [story("31", 1)],
      seen: memorySeenSet(),
      onBreaking: async () => undefined,
      lock: async () => false,
      intervalMs: 0,
    });
    expect(await locked.tick()).toEqual([]);
  });
});

describe("the seen set in Redis", () => {
  it("says an id is new once, whichever instance asks", async () => {
    const { spawn } = await import("node:child_process");
    const { createServer } = await import("node:net");
    const { Redis } = await import("ioredis");
    const { redisSeenSet } = await import("./breaking-watch.server");
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
    const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore", env });
    const { connect } = await import("node:net");
    for (let tries = 0; ; tries++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => socket.end(() => resolve(true)));
        socket.once("error", () => resolve(false));
      });
      if (up) break;
      if (tries > 100) throw new Error("redis-server did not start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [one, two] = [new Redis(port, "127.0.0.1", { lazyConnect: false }), new Redis(port, "127.0.0.1")];
    try {
      const [a, b] = [redisSeenSet(one), redisSeenSet(two)];
      expect(await a.size()).toBe(0);
      const answers = await Promise.all([a.addIfNew("41"), b.addIfNew("41")]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await b.addIfNew("41")).toBe(false);
      expect(await b.size()).toBe(1);
      expect(await one.ttl("kural:alerts:breaking-seen")).toBeGreaterThan(29 * 24 * 3600);
    } finally {
      one.disconnect();
      two.disconnect();
      server.kill("SIGKILL");
    }
  });
});
