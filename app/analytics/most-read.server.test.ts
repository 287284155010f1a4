/**
 * "Most read" (issue 29) as the site reads it: the newsroom's hourly counts through MOST_READ_URL, the paths turned
 * into stories by the article read, and nothing at all (never an error) when the counts cannot be read.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestNewsroom, type TestNewsroom } from "../../newsroom/test-helpers";
import { setEnv } from "../config/env.server";
import { loadNewsroomEnv } from "../test-support/newsroom-env";
import { NEWSROOM_MOST_READ_PATH } from "../upstream/most-read.server";
import type { PageViewPayload } from "../upstream/schemas-page-views";
import { clearMostRead, mostRead, mostReadForPage } from "./most-read.server";

let newsroom: TestNewsroom;
let collector: Server;
let collectorUrl = "";
let collectorCalls = 0;
type Stored = { id: number; slug: string; title_en: string; title_ta: string };
let articles: Stored[] = [];

beforeAll(async () => {
  newsroom = await startTestNewsroom();
  loadNewsroomEnv(newsroom);
  articles = newsroom.db
    .prepare(
      "SELECT a.id, a.slug, t.title_en, t.title_ta FROM articles a JOIN article_texts t ON t.id = a.id WHERE a.is_shortnews = 0 AND a.is_live = 0 ORDER BY a.id LIMIT 3",
    )
    .all() as Stored[];
  const [a, b, c] = articles as [Stored, Stored, Stored];
  const view = (path: string, language: "en" | "ta", times: number): PageViewPayload[] =>
    Array.from({ length: times }, () => ({ path, language, referrer_host: null, viewed_at: new Date().toISOString() }));
  const response = await fetch(`${newsroom.mediaUrl}/analytics/v1/page-views`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      views: [
        ...view(`/news/${a.slug}-${a.id}`, "en", 4),
        ...view(`/news/${b.slug}-${b.id}`, "en", 3),
        ...view("/news/a-story-gone-since-987654", "en", 2),
        ...view(`/news/${c.slug}-${c.id}`, "en", 1),
        ...view("/city/chennai", "en", 9),
        ...view(`/tamil/news/${c.slug}-${c.id}`, "ta", 2),
      ],
    }),
  });
  expect(response.status).toBe(202);
  // A collector that answers something else than the contract.
  collector = createServer((_request, response) => {
    collectorCalls += 1;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ data: [{ url: "/news/x-1", count: "many" }] }));
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/most-read`;
});

afterAll(async () => {
  collector?.closeAllConnections();
  await new Promise((resolve) => collector?.close(resolve));
  await newsroom?.stop();
});

beforeEach(() => {
  clearMostRead();
  setEnv({ MOST_READ_URL: `${newsroom.mediaUrl}/${NEWSROOM_MOST_READ_PATH}` });
});

describe("most read", () => {
  it("lists a language's most read stories, most read first, with their titles and addresses in that language", async () => {
    const [a, b, c] = articles as [Stored, Stored, Stored];
    // The story that is gone is left out; the list page is not an article.
    expect(await mostRead("en")).toEqual([
      { id: String(a.id), href: expect.stringMatching(new RegExp(`^/news/[^/]+-${a.id}$`)), title: a.title_en },
      { id: String(b.id), href: expect.stringMatching(new RegExp(`^/news/[^/]+-${b.id}$`)), title: b.title_en },
      { id: String(c.id), href: expect.stringMatching(new RegExp(`^/news/[^/]+-${c.id}$`)), title: c.title_en },
    ]);
    expect(await mostRead("ta")).toEqual([{ id: String(c.id), href: expect.stringMatching(new RegExp(`^/tamil/news/[^/]+-${c.id}$`)), title: c.title_ta }]);
  });

  it("leaves out the article being read", async () => {
    const [a, b, c] = articles as [Stored, Stored, Stored];
    expect((await mostRead("en", { exclude: String(b.id) })).map((story) => story.id)).toEqual([String(a.id), String(c.id)]);
    expect(await mostRead("ta", { exclude: String(c.id) })).toEqual([]);
  });

  it("is empty, and asks nobody, when no URL is set", async () => {
    setEnv({ MOST_READ_URL: undefined });
    expect(await mostRead("en")).toEqual([]);
    expect(await mostReadForPage("en").settle("News")).toEqual([]);
  });

  it("is empty when the collector breaks the contract or is away", async () => {
    setEnv({ MOST_READ_URL: collectorUrl });
    expect(await mostRead("en")).toEqual([]);
    expect(collectorCalls).toBeGreaterThan(0);
    setEnv({ MOST_READ_URL: "http://127.0.0.1:9/most-read" });
    expect(await mostRead("en")).toEqual([]);
  });

  it("gives a page the list when it is known, and nothing when it comes too late", async () => {
    const [a] = articles as [Stored];
    // Known (read before): the page has it at once.
    await mostRead("en");
    expect((await mostReadForPage("en").settle("News"))[0]?.id).toBe(String(a.id));
    // A collector that takes a second: the page goes on without it.
    const slow = createServer((_request, response) => setTimeout(() => response.end("{}"), 1000));
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      setEnv({ MOST_READ_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/most-read` });
      clearMostRead();
      const started = performance.now();
      expect(await mostReadForPage("en").settle("News")).toEqual([]);
      expect(performance.now() - started).toBeLessThan(800);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
