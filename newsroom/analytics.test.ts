import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "../app/upstream/schemas";
import { PAGE_VIEW_BATCH_MAX, pageViewBatchResponseSchema, type PageViewPayload } from "../app/upstream/schemas-page-views";
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
