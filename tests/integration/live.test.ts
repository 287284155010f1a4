/**
 * Issue 21, the live stream on one instance (decision 0037): the production build against a newsroom with
 * an editor key, behind a proxy that records every upstream request. Readers are streams opened as the
 * page's EventSource opens them; two clients are told apart by X-Forwarded-For (TRUST_PROXY=loopback).
 */
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSite, waitForHealth } from "../../bench/site.mjs";
import type { Newsroom } from "../../newsroom/server";
import { freePort, PRODUCT_KEY, recordingProxy, requireBuild } from "./helpers";
import { NOT_LIVE, openReader, startLiveNewsroom, type LiveEvent, type Reader } from "./live-stream";

const ROOT = path.resolve(__dirname, "../..");
const CHECK_MS = 250;
const CONNECTS_PER_MINUTE = 25;

let newsroom: Newsroom;
let stopNewsroom: () => Promise<void>;
let proxy: Awaited<ReturnType<typeof recordingProxy>>;
let site: ChildProcess;
let origin: string;
let editor: Awaited<ReturnType<typeof startLiveNewsroom>>["editor"];
let nextArticle = 0;

beforeAll(async () => {
  requireBuild(ROOT);
  ({ newsroom, editor, close: stopNewsroom } = await startLiveNewsroom());
  proxy = await recordingProxy(newsroom.url);
  const port = await freePort();
  site = spawnSite({
    port,
    legacyUrl: `${proxy.url}/api`,
    mediaUrl: proxy.url,
    productKey: PRODUCT_KEY,
    sessionSecret: "live-integration-session-secret-0123456789",
    env: {
      TRUST_PROXY: "loopback",
      LIVE_CHECK_MS: String(CHECK_MS),
      LIVE_CONNECT_RATE_LIMIT: `${CONNECTS_PER_MINUTE}/1m`,
      LIVE_STREAMS_PER_IP: String(CONNECTS_PER_MINUTE),
      ANALYTICS_URL: `${proxy.url}/analytics/v1/page-views`,
    },
  });
  origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, site);
}, 180_000);

afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
  }
  await proxy?.close();
  await stopNewsroom?.();
});

/** A fresh article made a live story, with one update; each test its own, and its own client address. */
async function liveStory(): Promise<{ id: number; ip: string; first: string }> {
  nextArticle += 1;
  const { id } = newsroom.db.prepare(`${NOT_LIVE} LIMIT 1 OFFSET ?`).get(10 + nextArticle) as { id: number };
  await editor.start(id);
  const first = await editor.post(id, { body_en: "<p>Coverage begins.</p>", body_ta: "<p>நேரலை தொடங்குகிறது.</p>" });
  return { id, ip: `203.0.113.${nextArticle}`, first: String(first.id) };
}

const stream = (id: number, ip: string, options: { lang?: "ta"; since?: number; lastEventId?: number } = {}) =>
  openReader(`${origin}${options.lang === "ta" ? "/tamil" : ""}/live/${id}${options.since === undefined ? "" : `?since=${options.since}`}`, {
    "x-forwarded-for": ip,
    ...(options.lastEventId === undefined ? {} : { "last-event-id": String(options.lastEventId) }),
  });

const updateOf = (id: string) => (event: LiveEvent) => event.name === "update" && event.data.id === id;
const articleCalls = (id: number) => proxy.events.filter((event) => event.kind === "start" && event.path.startsWith(`/core-svc/api/v1/news/${id}`)).length;

/** The story's version now: the id of the last event a reader holding nothing is sent first. */
async function currentVersion(id: number, ip: string): Promise<number> {
  const probe = await stream(id, ip, { since: 0 });
  await probe.next((event) => event.name === "sync");
  await probe.next((event) => event.name === "update");
  probe.close();
  return probe.events.at(-1)!.id!;
}

/** A reader holding the story as it is now. */
async function currentReader(id: number, ip: string, lang?: "ta"): Promise<Reader> {
  return stream(id, ip, { lang, since: await currentVersion(id, ip) });
}

describe("a live story's stream, one instance", () => {
  it("answers 404 for a malformed or unknown id without asking the upstream for a malformed one, and 204 for a story that is not live", async () => {
    const before = proxy.events.length;
    for (const bad of ["abc", "12-34", "0", "1234567890123"]) expect((await fetch(`${origin}/live/${bad}`)).status).toBe(404);
    expect(proxy.events.length).toBe(before);
    expect((await fetch(`${origin}/live/999999`, { headers: { "x-forwarded-for": "198.51.100.1" } })).status).toBe(404);
    const { id } = newsroom.db.prepare(`${NOT_LIVE} LIMIT 1 OFFSET 2`).get() as { id: number };
    expect((await fetch(`${origin}/live/${id}`, { headers: { "x-forwarded-for": "198.51.100.1" } })).status).toBe(204);
  });

  it("brings a reader a published update, a correction, a pin, a deletion and the end, in the stream's language; then 204", async () => {
    const { id, ip, first } = await liveStory();
    const english = await currentReader(id, ip);
    const tamil = await currentReader(id, ip, "ta");
    expect(english.status).toBe(200);
    // Asked with gzip and br (fetch's default), the stream still comes uncompressed, each event at once, and unbuffered by nginx.
    expect(english.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(english.headers.get("content-encoding")).toBeNull();
    expect(english.headers.get("x-accel-buffering")).toBe("no");
    expect(english.headers.get("cache-control")).toContain("no-store");

    const posted = String((await editor.post(id, { body_en: "<p>Water level at 21 feet.</p>", body_ta: "<p>நீர்மட்டம் 21 அடி.</p>" })).id);
    expect((await english.next(updateOf(posted))).data.html).toContain("Water level at 21 feet.");
    expect((await tamil.next(updateOf(posted))).data.html).toContain("நீர்மட்டம் 21 அடி.");

    await editor.correct(id, posted, { body_en: "<p>Water level at 22 feet.</p>", body_ta: "<p>நீர்மட்டம் 22 அடி.</p>" });
    await english.next((event) => updateOf(posted)(event) && String(event.data.html).includes("22 feet"));
    await editor.correct(id, first, { pinned: true });
    await english.next((event) => updateOf(first)(event) && event.data.isPinned === true);
    await editor.remove(id, posted);
    await english.next((event) => event.name === "remove" && event.data.id === posted);
    await editor.end(id);
    const end = await english.next((event) => event.name === "end");
    expect(typeof end.data.endedAt).toBe("string");
    await english.ended;
    await tamil.next((event) => event.name === "end");
    await tamil.ended;
    // Every event carried the version after it, growing.
    const ids = english.events.map((event) => event.id!);
    expect(ids.every((value, index) => index === 0 || value >= ids[index - 1]!)).toBe(true);

    expect((await fetch(`${origin}/live/${id}`, { headers: { "x-forwarded-for": ip } })).status).toBe(204);
  });

  it("resumes from Last-Event-ID with the updates missed, each once, and nothing the reader already had", async () => {
    const { id, ip, first } = await liveStory();
    const reader = await currentReader(id, ip);
    const seen = String((await editor.post(id, { body_en: "<p>Seen.</p>", body_ta: "<p>பார்த்தது.</p>" })).id);
    const held = (await reader.next(updateOf(seen))).id!;
    reader.close();

    // Another reader stays, and has both missed updates before the first comes back: the site knows of them when it
    // resumes, so what it sends is the catch-up (sync, then the missed updates). Had the site not read them yet, they
    // would come later as to every open stream, with no sync (a race this test once lost on a loaded machine).
    const witness = await currentReader(id, ip);
    const missed = [];
    for (const text of ["One", "Two"]) missed.push(String((await editor.post(id, { body_en: `<p>${text}.</p>`, body_ta: `<p>${text}.</p>` })).id));
    for (const updateId of missed) await witness.next(updateOf(updateId));
    const resumed = await stream(id, ip, { since: 0, lastEventId: held });
    const sync = await resumed.next((event) => event.name === "sync");
    expect(sync.data.ids).toEqual(expect.arrayContaining([first, seen, ...missed]));
    for (const updateId of missed) await resumed.next(updateOf(updateId));
    const updates = resumed.events.filter((event) => event.name === "update").map((event) => event.data.id);
    expect(updates.sort()).toEqual([...missed].sort());
    resumed.close();
    witness.close();
  });

  it("keeps the stream open and silent while the upstream is down, and sends the missed update once when it is back", async () => {
    const { id, ip } = await liveStory();
    const reader = await currentReader(id, ip);
    newsroom.setFault({ kind: "status", status: 503, paths: /^\/core-svc\/api\/v1\/news\// });
    try {
      const posted = String((await editor.post(id, { body_en: "<p>During the outage.</p>", body_ta: "<p>தடையின் போது.</p>" })).id);
      // Three failed checks go by.
      const calls = articleCalls(id);
      while (articleCalls(id) < calls + 3) await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
      expect(reader.events).toEqual([]);
      newsroom.setFault(null);
      await reader.next(updateOf(posted));
      const callsAfter = articleCalls(id);
      while (articleCalls(id) < callsAfter + 2) await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
      expect(reader.events.filter(updateOf(posted))).toHaveLength(1);
    } finally {
      newsroom.setFault(null);
    }
    reader.close();
  });

  it("sends a hostile update sanitized", async () => {
    const { id, ip } = await liveStory();
    const reader = await currentReader(id, ip);
    const posted = String(
      (
        await editor.post(id, {
          body_en: '<p>Safe text.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
          body_ta: "<p>சரி.</p>",
        })
      ).id,
    );
    const html = String((await reader.next(updateOf(posted))).data.html);
    expect(html).toContain("Safe text.");
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    reader.close();
  });

  it("checks a story with 20 readers about once per interval, not once per reader", async () => {
    const { id, ip } = await liveStory();
    const version = await currentVersion(id, ip);
    const readers = await Promise.all(Array.from({ length: 20 }, () => stream(id, ip, { since: version })));
    const calls = articleCalls(id);
    const started = performance.now();
    const posted = [];
    for (const text of ["A", "B", "C"]) {
      const updateId = String((await editor.post(id, { body_en: `<p>${text}</p>`, body_ta: `<p>${text}</p>` })).id);
      posted.push(updateId);
      await Promise.all(readers.map((reader) => reader.next(updateOf(updateId))));
    }
    const intervals = (performance.now() - started) / CHECK_MS;
    const checks = articleCalls(id) - calls;
    // Checks are at least an interval apart, so never more than the intervals gone by (plus the one under way).
    expect(checks).toBeGreaterThanOrEqual(posted.length);
    expect(checks).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    for (const reader of readers) {
      expect(reader.events.filter((event) => event.name === "update").map((event) => event.data.id)).toEqual(posted);
      reader.close();
    }
  });

  it("refuses a reconnection flood from one address (429) while another address still connects", async () => {
    const { id } = await liveStory();
    const flood = [];
    for (let i = 0; i < CONNECTS_PER_MINUTE + 5; i++) {
      const answer = await fetch(`${origin}/live/${id}`, { headers: { "x-forwarded-for": "192.0.2.66" } });
      flood.push(answer.status);
      await answer.body?.cancel();
    }
    expect(flood.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(flood.at(-1)).toBe(429);
    const other = await stream(id, "192.0.2.77", { since: 0 });
    expect(other.status).toBe(200);
    await other.next((event) => event.name === "sync");
    other.close();
  });
});
