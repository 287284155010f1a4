import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "../app/upstream/schemas";
import { mostReadResponseSchema, PAGE_VIEW_BATCH_MAX, pageViewBatchResponseSchema, type PageViewPayload } from "../app/upstream/schemas-page-views";
import { istDay } from "./analytics";
import { fetchJson, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;
// Fixed clock: 2026-03-10 20:00 UTC is already 2026-03-11 in India.
const NOW = new Date("2026-03-10T20:00:00Z");

beforeAll(async () => {
  newsroom = await startTestNewsroom({ now: () => NOW });
});

afterAll(async () => {
  await newsroom?.stop();
});

const view = (path: string, extra: Partial<PageViewPayload> = {}): PageViewPayload => ({
  path,
  language: "en",
  referrer_host: null,
  viewed_at: NOW.toISOString(),
  ...extra,
});

async function send(body: unknown) {
  return fetchJson(`${newsroom.url}/analytics/v1/page-views`, { method: "POST", json: body });
}

async function counts(query = "") {
  const answer = await fetchJson(`${newsroom.url}/analytics/v1/page-views${query}`);
  return answer as { status: number; body: { data: { data: { path: string; language: string; views: number }[]; day: string; total: number } } };
}

describe("analytics: page views", () => {
  it("stores a batch as counts per IST day, path and language, and lists the day's most viewed", async () => {
    const answer = await send({
      views: [
        view("/news/rain-1"),
        view("/news/rain-1", { referrer_host: "www.google.com" }),
        view("/tamil/news/rain-1", { language: "ta" }),
        view("/city/vellore"),
      ],
    });
    expect(answer.status).toBe(202);
    expect(pageViewBatchResponseSchema.parse(answer.body)).toEqual({ accepted: 4 });

    const today = await counts();
    expect(today.status).toBe(200);
    expect(today.body.data.day).toBe("2026-03-11");
    expect(today.body.data.total).toBe(4);
    expect(today.body.data.data[0]).toEqual({ path: "/news/rain-1", language: "en", views: 2 });
    expect(today.body.data.data).toContainEqual({ path: "/tamil/news/rain-1", language: "ta", views: 1 });

    // The referring site is kept with the count, lowercased; nothing else about the visit is.
    const rows = newsroom.db.prepare("SELECT * FROM page_view_counts WHERE path = '/news/rain-1' ORDER BY referrer_host").all();
    expect(rows).toEqual([
      { day: "2026-03-11", path: "/news/rain-1", language: "en", referrer_host: "", views: 1 },
      { day: "2026-03-11", path: "/news/rain-1", language: "en", referrer_host: "www.google.com", views: 1 },
    ]);
  });

  it("counts a view on the India day it happened, and reads any day asked for", async () => {
    await send({ views: [view("/about", { viewed_at: "2026-03-09T10:00:00Z" })] });
    const earlier = await counts("?day=2026-03-09&limit=5");
    expect(earlier.body.data).toEqual({ data: [{ path: "/about", language: "en", views: 1 }], day: "2026-03-09", total: 1 });
    expect(istDay(new Date("2026-03-09T18:29:59Z"))).toBe("2026-03-09");
    expect(istDay(new Date("2026-03-09T18:30:00Z"))).toBe("2026-03-10");
  });

  it("refuses malformed batches with 400 and stores nothing of them", async () => {
    const before = (await counts()).body.data.total;
    for (const body of [
      {},
      { views: [] },
      { views: [view("no-slash")] },
      { views: [view("/x", { language: "fr" as "en" })] },
      { views: [view("/x", { viewed_at: "yesterday-ish" })] },
      { views: Array.from({ length: PAGE_VIEW_BATCH_MAX + 1 }, () => view("/x")) },
    ]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      errorResponseSchema.parse(answer.body);
    }
    expect((await counts()).body.data.total).toBe(before);
    expect((await counts("?day=11-03-2026")).status).toBe(400);
    expect((await counts("?limit=0")).status).toBe(400);
  });

  it("takes a full batch of the longest paths", async () => {
    const long = `/news/${"a".repeat(500)}`;
    const answer = await send({ views: Array.from({ length: PAGE_VIEW_BATCH_MAX }, () => view(long, { referrer_host: "x".repeat(200) })) });
    expect(answer.status).toBe(202);
    expect((await counts()).body.data.data[0]).toEqual({ path: long, language: "en", views: PAGE_VIEW_BATCH_MAX });
  });
});

describe("analytics: most read (issue 29)", () => {
  // Its own newsroom and clock: the counts above would otherwise join these.
  let clock = new Date("2026-03-10T20:30:00Z");
  let own: TestNewsroom;

  beforeAll(async () => {
    own = await startTestNewsroom({ now: () => clock });
  });

  afterAll(async () => {
    await own?.stop();
  });

  const at = (path: string, language: "en" | "ta", viewedAt: string, times = 1) =>
    Array.from({ length: times }, () => view(path, { language, viewed_at: viewedAt }));

  async function mostRead(query: string) {
    const answer = await fetchJson(`${own.url}/analytics/v1/most-read${query}`);
    return answer as { status: number; body: { data: { data: { path: string; views: number }[]; language: string; hours: number; since: string } } };
  }

  it("lists a language's most viewed articles of the last 24 hours, most viewed first, articles only", async () => {
    const answer = await fetchJson(`${own.url}/analytics/v1/page-views`, {
      method: "POST",
      json: {
        views: [
          ...at("/news/rain-in-chennai-11", "en", "2026-03-10T20:10:00Z", 3),
          ...at("/news/rain-in-chennai-11", "en", "2026-03-09T21:05:00Z", 2), // 23 h before this hour began: in
          ...at("/news/old-story-12", "en", "2026-03-09T20:59:00Z", 9), // the hour before the window: out
          ...at("/news/bus-strike-13", "en", "2026-03-10T12:00:00Z", 4),
          ...at("/news/port-14", "en", "2026-03-10T13:00:00Z", 1),
          ...at("/tamil/news/rain-in-chennai-11", "ta", "2026-03-10T20:00:00Z", 2),
          // Not articles: lists, the home page, a section's copy, a slug without an id, another language's path.
          ...at("/", "en", "2026-03-10T20:00:00Z", 20),
          ...at("/city/chennai", "en", "2026-03-10T20:00:00Z", 20),
          ...at("/city/chennai/news/rain-in-chennai-11", "en", "2026-03-10T20:00:00Z", 20),
          ...at("/news/no-id", "en", "2026-03-10T20:00:00Z", 20),
          ...at("/tamil/news/port-14", "en", "2026-03-10T20:00:00Z", 20),
        ],
      },
    });
    expect(answer.status).toBe(202);

    const english = await mostRead("?language=en");
    expect(english.status).toBe(200);
    // The site's contract reads it.
    mostReadResponseSchema.parse(english.body);
    expect(english.body.data).toEqual({
      data: [
        { path: "/news/rain-in-chennai-11", views: 5 },
        { path: "/news/bus-strike-13", views: 4 },
        { path: "/news/port-14", views: 1 },
      ],
      language: "en",
      hours: 24,
      since: "2026-03-09T21:00:00.000Z",
    });
    const tamil = await mostRead("?language=ta&hours=24&limit=5");
    expect(tamil.body.data.data).toEqual([{ path: "/tamil/news/rain-in-chennai-11", views: 2 }]);
    // A shorter window and a limit.
    expect((await mostRead("?language=en&hours=1")).body.data.data).toEqual([{ path: "/news/rain-in-chennai-11", views: 3 }]);
    expect((await mostRead("?language=en&limit=2")).body.data.data.map((row) => row.path)).toEqual(["/news/rain-in-chennai-11", "/news/bus-strike-13"]);
    // The daily counts are kept as they were.
    expect(own.db.prepare("SELECT sum(views) AS n FROM page_view_counts WHERE path = '/news/old-story-12'").get()).toEqual({ n: 9 });
  });

  it("drops hourly counts older than a week as new views arrive", async () => {
    clock = new Date("2026-03-20T10:00:00Z");
    await fetchJson(`${own.url}/analytics/v1/page-views`, { method: "POST", json: { views: at("/news/later-15", "en", clock.toISOString()) } });
    const oldest = own.db.prepare("SELECT min(hour_ms) AS hour FROM page_view_hours").get() as { hour: number };
    expect(new Date(oldest.hour).toISOString()).toBe("2026-03-20T10:00:00.000Z");
    expect((await mostRead("?language=en&hours=168")).body.data.data).toEqual([{ path: "/news/later-15", views: 1 }]);
  });

  it("answers 400 to a missing or bad language, hours or limit", async () => {
    for (const query of [
      "",
      "?language=fr",
      "?language=en&language=ta",
      "?language=en&hours=0",
      "?language=en&hours=169",
      "?language=en&limit=0",
      "?language=en&limit=51",
      "?language=en&hours=x",
    ]) {
      const answer = await mostRead(query);
      expect(answer.status, query).toBe(400);
      errorResponseSchema.parse(answer.body);
    }
  });
});
