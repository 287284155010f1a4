import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageViewPayload } from "../upstream/schemas-page-views";
import { PageViewBatcher } from "./page-view-batcher.server";

const view = (n: number): PageViewPayload => ({ path: `/news/story-${n}`, language: "en", referrer_host: null, viewed_at: "2026-03-10T10:00:00.000Z" });

/** A collector that records every batch; `fail` makes the next answers fail, `hold` keeps them pending. */
function collector() {
  const batches: string[][] = [];
  let failures = 0;
  let held: (() => void)[] | null = null;
  const send = vi.fn(async (views: PageViewPayload[]) => {
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (failures > 0) {
      failures -= 1;
      throw new Error("collector down");
    }
    batches.push(views.map((v) => v.path));
  });
  return {
    batches,
    send,
    fail: (times: number) => (failures = times),
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("PageViewBatcher", () => {
  it("sends the views recorded within the flush interval as one batch", async () => {
    const c = collector();
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 5000, batchMax: 100, log: () => undefined });
    for (let n = 1; n <= 3; n++) batcher.record(view(n));
    await vi.advanceTimersByTimeAsync(4999);
    expect(c.send).not.toHaveBeenCalled();
    expect(batcher.stats()).toMatchObject({ recorded: 3, pending: 3, sent: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(c.batches).toEqual([["/news/story-1", "/news/story-2", "/news/story-3"]]);
    expect(batcher.stats()).toEqual({ recorded: 3, sent: 3, pending: 0, dropped: 0, failedBatches: 0 });
  });

  it("sends a full batch at once, without waiting, and the rest later", async () => {
    const c = collector();
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 5000, batchMax: 2, log: () => undefined });
    for (let n = 1; n <= 5; n++) batcher.record(view(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(c.batches).toEqual([
      ["/news/story-1", "/news/story-2"],
      ["/news/story-3", "/news/story-4"],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(c.batches.at(-1)).toEqual(["/news/story-5"]);
  });

  it("keeps one batch in flight at a time, in the order views were recorded", async () => {
    const c = collector();
    c.hold();
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 100, batchMax: 2, log: () => undefined });
    for (let n = 1; n <= 4; n++) batcher.record(view(n));
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.send).toHaveBeenCalledTimes(1);
    expect(batcher.stats().pending).toBe(4);
    c.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.batches).toEqual([
      ["/news/story-1", "/news/story-2"],
      ["/news/story-3", "/news/story-4"],
    ]);
  });

  it("puts a failed batch back and sends it, first, after the interval", async () => {
    const c = collector();
    const lines: string[] = [];
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 1000, batchMax: 10, log: (line) => lines.push(line) });
    c.fail(1);
    batcher.record(view(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.batches).toEqual([]);
    expect(batcher.stats()).toMatchObject({ failedBatches: 1, pending: 1, sent: 0 });
    expect(lines[0]).toMatch(/batch of 1 was not accepted \(collector down\)/);
    batcher.record(view(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.batches).toEqual([["/news/story-1", "/news/story-2"]]);
    expect(batcher.stats()).toMatchObject({ sent: 2, pending: 0 });
  });

  it("drops a batch the collector refuses outright, so it cannot block the ones after it", async () => {
    const c = collector();
    const refusal = new Error("400 path must start with /");
    const batcher = new PageViewBatcher({ send: c.send, isRefused: (error) => error === refusal, flushMs: 1000, batchMax: 2, log: () => undefined });
    c.send.mockRejectedValueOnce(refusal);
    batcher.record(view(1));
    batcher.record(view(2));
    batcher.record(view(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.batches).toEqual([["/news/story-3"]]);
    expect(batcher.stats()).toMatchObject({ recorded: 3, sent: 1, dropped: 2, failedBatches: 1, pending: 0 });
  });

  it("drops the oldest views beyond its bound while the collector is down", async () => {
    const c = collector();
    c.fail(Number.POSITIVE_INFINITY);
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 1000, batchMax: 2, maxQueued: 4, log: () => undefined });
    for (let n = 1; n <= 7; n++) batcher.record(view(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(batcher.stats()).toMatchObject({ recorded: 7, pending: 4, dropped: 3 });
    c.fail(0);
    await batcher.flush();
    expect(c.batches.flat()).toEqual(["/news/story-4", "/news/story-5", "/news/story-6", "/news/story-7"]);
  });

  it("sends what is left when closed, and records nothing after", async () => {
    const c = collector();
    const batcher = new PageViewBatcher({ send: c.send, flushMs: 60_000, batchMax: 2, log: () => undefined });
    for (let n = 1; n <= 3; n++) batcher.record(view(n));
    await batcher.close();
    expect(c.batches.flat()).toEqual(["/news/story-1", "/news/story-2", "/news/story-3"]);
    batcher.record(view(4));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(c.send).toHaveBeenCalledTimes(2);
    expect(batcher.stats()).toMatchObject({ recorded: 3, sent: 3, pending: 0 });
  });
});
