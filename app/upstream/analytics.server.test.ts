import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestNewsroom, type TestNewsroom } from "../../newsroom/test-helpers";
import { PageViewBatcher } from "../analytics/page-view-batcher.server";
import { isRefusedBatch, NEWSROOM_PAGE_VIEWS_PATH, pageViewSender } from "./analytics.server";
import type { PageViewPayload } from "./schemas-page-views";

/** The site's sender against the embedded newsroom's collector, for real. */
let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
});

afterAll(async () => {
  await newsroom?.stop();
});

const view = (path: string): PageViewPayload => ({ path, language: "ta", referrer_host: "t.co", viewed_at: new Date().toISOString() });

const stored = (path: string) => (newsroom.db.prepare("SELECT coalesce(sum(views), 0) AS n FROM page_view_counts WHERE path = ?").get(path) as { n: number }).n;

describe("page views to the newsroom", () => {
  it("sends a batch the collector stores, through the batcher", async () => {
    const send = pageViewSender(`${newsroom.url}/${NEWSROOM_PAGE_VIEWS_PATH}`);
    const batcher = new PageViewBatcher({ send, isRefused: isRefusedBatch, flushMs: 60_000, log: () => undefined });
    batcher.record(view("/tamil/news/a-1"));
    batcher.record(view("/tamil/news/a-1"));
    batcher.record(view("/tamil/city/vellore"));
    await batcher.close();
    expect(batcher.stats()).toMatchObject({ recorded: 3, sent: 3, dropped: 0 });
    expect(stored("/tamil/news/a-1")).toBe(2);
    expect(stored("/tamil/city/vellore")).toBe(1);
  });

  it("tells a refused batch from a collector that is away", async () => {
    const refused = await pageViewSender(`${newsroom.url}/analytics/v1/nowhere`)([view("/x")]).catch((error: unknown) => error);
    expect(isRefusedBatch(refused)).toBe(true);
    const away = await pageViewSender("http://127.0.0.1:9/")([view("/x")]).catch((error: unknown) => error);
    expect(away).toBeInstanceOf(Error);
    expect(isRefusedBatch(away)).toBe(false);
    // A view that breaks the contract never leaves, and is not worth sending again.
    const broken = await pageViewSender(`${newsroom.url}/${NEWSROOM_PAGE_VIEWS_PATH}`)([view("no-slash")]).catch((error: unknown) => error);
    expect(isRefusedBatch(broken)).toBe(true);
  });
});
