import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveCoverage, LiveUpdate } from "../news/live";
import type { LiveReading } from "./frames";
import { createLiveHub, type LiveShare } from "./hub.server";

const decoder = new TextDecoder();

function update(id: string, at: number, body = `<p>update ${id}</p>`): LiveUpdate {
  const time = new Date(at).toISOString();
  return { id, publishedAt: time, updatedAt: time, title: null, bodyHtml: body, isPinned: false, isKeyEvent: false };
}

function story(updates: LiveUpdate[], version: number, endedAt: string | null = null): LiveReading {
  const coverage: LiveCoverage = { startedAt: new Date(0).toISOString(), endedAt, updates, version };
  return { found: true, open: endedAt === null, coverage };
}

/** A reader's stream as text, and whether the hub closed it. */
function reader() {
  const sink = {
    text: "",
    closed: false,
    write(chunk: Uint8Array) {
      sink.text += decoder.decode(chunk);
      return true;
    },
    close() {
      sink.closed = true;
    },
  };
  return sink;
}

const events = (text: string) =>
  [...text.matchAll(/event: (\w+)\nid: (\d+)\ndata: (.*)\n\n/g)].map(([, name, id, data]) => ({ name, id: Number(id), data: JSON.parse(data!) }));

let upstream: { reading: LiveReading | null; calls: number };
const check = async () => {
  upstream.calls += 1;
  return upstream.reading;
};
const format = (_lang: string, item: LiveUpdate) => JSON.stringify({ id: item.id, html: item.bodyHtml });

beforeEach(() => {
  vi.useFakeTimers();
  upstream = { reading: story([update("1", 1000)], 1000), calls: 0 };
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live hub", () => {
  it("checks a story once per interval however many readers it has, and sends each change to all of them", async () => {
    const hub = createLiveHub({ intervalMs: 1000, check, format });
    const readers = Array.from({ length: 20 }, reader);
    const joining = readers.map((sink) => hub.join("en", "7", 1000, sink, 5000));
    await vi.advanceTimersByTimeAsync(0);
    expect((await Promise.all(joining)).every((joined) => joined.kind === "stream")).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(upstream.calls).toBe(6);

    upstream.reading = story([update("1", 1000), update("2", 2000, "<p>second</p>")], 2000);
    await vi.advanceTimersByTimeAsync(1000);
    for (const sink of readers) expect(events(sink.text)).toEqual([{ name: "update", id: 2000, data: { id: "2", html: "<p>second</p>" } }]);

    upstream.reading = story([update("2", 2000, "<p>second</p>")], 3000, new Date(3000).toISOString());
    await vi.advanceTimersByTimeAsync(1000);
    expect(
      events(readers[0]!.text)
        .slice(1)
        .map(({ name, id }) => [name, id]),
    ).toEqual([
      ["remove", 2000],
      ["end", 3000],
    ]);
    expect(readers.every((sink) => sink.closed)).toBe(true);
    const calls = upstream.calls;
    await vi.advanceTimersByTimeAsync(5000);
    expect(upstream.calls).toBe(calls);
    hub.close();
  });

  it("tells a reader who slept through the end what it missed and that the coverage ended; a newcomer gets 204", async () => {
    upstream.reading = story([update("1", 1000), update("2", 2000)], 3000, new Date(3000).toISOString());
    const hub = createLiveHub({ intervalMs: 1000, check, format });
    const sleeper = reader();
    const joined = hub.join("en", "7", 1000, sleeper, 5000);
    await vi.advanceTimersByTimeAsync(0);
    expect((await joined).kind).toBe("stream");
    expect(events(sleeper.text).map(({ name, id }) => [name, id])).toEqual([
      ["sync", 1000],
      ["update", 1000],
      ["end", 3000],
    ]);
    expect(sleeper.closed).toBe(true);
    for (const since of [3000, 0]) {
      const later = hub.join("en", "7", since, reader(), 5000);
      await vi.advanceTimersByTimeAsync(0);
      expect((await later).kind).toBe("not-live");
    }
    hub.close();
  });

  it("resumes a reader from the version it holds: the ids that remain, then what changed since, once", async () => {
    upstream.reading = story([update("1", 1000), update("2", 2000), update("3", 3000)], 3000);
    const hub = createLiveHub({ intervalMs: 1000, check, format });
    const sink = reader();
    const joining = hub.join("ta", "7", 2000, sink, 5000);
    await vi.advanceTimersByTimeAsync(0);
    expect((await joining).kind).toBe("stream");
    expect(events(sink.text)).toEqual([
      { name: "sync", id: 2000, data: { ids: ["1", "2", "3"] } },
      { name: "update", id: 3000, data: { id: "3", html: "<p>update 3</p>" } },
    ]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(events(sink.text)).toHaveLength(2);
    hub.close();
  });

  it("answers a story gone or not live without a stream", async () => {
    const hub = createLiveHub({ intervalMs: 1000, check, format });
    upstream.reading = { found: false };
    const gone = hub.join("en", "8", 0, reader(), 5000);
    await vi.advanceTimersByTimeAsync(0);
    expect((await gone).kind).toBe("gone");
    upstream.reading = story([update("1", 1000)], 1000, new Date(1000).toISOString());
    const ended = hub.join("en", "9", 0, reader(), 5000);
    await vi.advanceTimersByTimeAsync(0);
    expect((await ended).kind).toBe("not-live");
    hub.close();
  });

  it("keeps streams open and silent while the upstream is down, then sends what was missed once", async () => {
    const hub = createLiveHub({ intervalMs: 1000, check, format });
    const sink = reader();
    const joining = hub.join("en", "7", 1000, sink, 5000);
    await vi.advanceTimersByTimeAsync(0);
    await joining;
    upstream.reading = null;
    await vi.advanceTimersByTimeAsync(5000);
    expect(sink.text).toBe("");
    upstream.reading = story([update("1", 1000), update("2", 2000), update("3", 3000)], 3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(events(sink.text).map(({ data }) => data.id)).toEqual(["2", "3"]);
    expect(sink.closed).toBe(false);
    hub.close();
  });

  it("with a share, one instance checks per interval and every instance's readers get the reading", async () => {
    const listeners: Array<(key: string, reading: LiveReading) => void> = [];
    let lockedUntil = 0;
    const stored = new Map<string, LiveReading>();
    const share: LiveShare = {
      lock: async (_key, ms) => {
        if (Date.now() < lockedUntil) return false;
        lockedUntil = Date.now() + ms;
        return true;
      },
      load: async (key) => stored.get(key) ?? null,
      publish: (key, reading, changed) => {
        if (!changed) return;
        stored.set(key, reading);
        for (const listener of listeners) listener(key, reading);
      },
      listen: (listener) => listeners.push(listener),
    };
    const hubs = [createLiveHub({ intervalMs: 1000, check, format, share }), createLiveHub({ intervalMs: 1000, check, format, share })];
    const readers = [reader(), reader()];
    const joining = hubs.map((hub, index) => hub.join("en", "7", 1000, readers[index]!, 5000));
    await vi.advanceTimersByTimeAsync(0);
    expect((await Promise.all(joining)).map((joined) => joined.kind)).toEqual(["stream", "stream"]);
    const before = upstream.calls;
    upstream.reading = story([update("1", 1000), update("2", 2000)], 2000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upstream.calls - before).toBeLessThanOrEqual(10);
    for (const sink of readers) expect(events(sink.text).map(({ data }) => data.id)).toEqual(["2"]);
    for (const hub of hubs) hub.close();
  });

  it("tells of each reading it made itself, with the one held before, for the key events' alerts (issue 30)", async () => {
    const readings: Array<[string, string, number | null, number]> = [];
    const version = (reading: LiveReading | null) => (reading?.found ? reading.coverage.version : null);
    const hub = createLiveHub({
      intervalMs: 1000,
      check,
      format,
      onReading: (lang, id, before, after) => void readings.push([lang, id, version(before), version(after)!]),
    });
    const sink = reader();
    const joining = hub.join("ta", "7", 0, sink, 5000);
    await vi.advanceTimersByTimeAsync(0);
    await joining;
    await vi.advanceTimersByTimeAsync(2000);
    // The first reading (nothing before it), then nothing while the story does not change.
    expect(readings).toEqual([["ta", "7", null, 1000]]);
    upstream.reading = story([update("1", 1000), { ...update("2", 2000), isKeyEvent: true }], 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(readings).toEqual([
      ["ta", "7", null, 1000],
      ["ta", "7", 1000, 2000],
    ]);
    hub.close();
  });

  it("drops a stream whose sink throws (its reader gone), on joining and from its timers, and keeps every other stream", async () => {
    const hub = createLiveHub({ intervalMs: 1000, check, format, keepAliveMs: 500 });
    const kept = reader();
    await Promise.all([hub.join("en", "7", 1000, kept, 5000), vi.advanceTimersByTimeAsync(0)]);
    // Gone while joining: the catch-up it is sent on joining throws.
    const goneWhileJoining = reader();
    goneWhileJoining.write = () => {
      throw new TypeError("Invalid state: Controller is already closed");
    };
    const joined = await hub.join("en", "7", 0, goneWhileJoining, 5000);
    expect(joined.kind).toBe("stream");
    expect(goneWhileJoining.closed).toBe(true);
    // Gone later: the keep-alive, from a timer, finds its sink throwing.
    const goneLater = reader();
    await hub.join("en", "7", 1000, goneLater, 5000);
    goneLater.write = () => {
      throw new TypeError("Invalid state: Controller is already closed");
    };
    await vi.advanceTimersByTimeAsync(500);
    expect(goneLater.closed).toBe(true);
    expect(hub.stats().streams).toBe(1);
    upstream.reading = story([update("1", 1000), update("2", 2000)], 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events(kept.text).map(({ data }) => data.id)).toEqual(["2"]);
    expect(kept.closed).toBe(false);
    hub.close();
  });
});
