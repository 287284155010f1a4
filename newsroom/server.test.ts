import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema, newsListResponseSchema } from "../app/upstream/schemas";
import { legacyListResponseSchema } from "../app/upstream/schemas-legacy";
import { DAY_MS, getMeta, startOfDay } from "./db";
import { articleSvg } from "./images";
import { createNewsroom } from "./server";
import { TEST_PRODUCT_KEY, fetchJson, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
});

afterAll(async () => {
  await newsroom?.stop();
});

describe("the newsroom server", () => {
  it("reports health with its article count", async () => {
    const answer = await fetchJson(`${newsroom.url}/healthz`);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, articles: 300 } });
    expect(newsroom.legacyUrl).toBe(`${newsroom.url}/api`);
    expect(newsroom.mediaUrl).toBe(newsroom.url);
    expect(newsroom.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("answers unknown routes with 404, malformed or oversized JSON with 400 and 413, all as { message }", async () => {
    const unknown = await fetchJson(`${newsroom.url}/nothing/here`);
    expect(unknown.status).toBe(404);
    errorResponseSchema.parse(unknown.body);
    const malformed = await fetchJson(`${newsroom.url}/core-svc/api/v1/users/signup-mobile`, {
      method: "POST",
      body: '{"mobile_number": ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    errorResponseSchema.parse(malformed.body);
    const huge = await fetchJson(`${newsroom.url}/core-svc/api/v1/users/signup-mobile`, {
      method: "POST",
      json: { mobile_number: "9".repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    errorResponseSchema.parse(huge.body);
    const badEncoding = await fetchJson(`${newsroom.legacyUrl}/user/en/city/%E0%A4`);
    expect(badEncoding.status).toBe(400);
  });

  it("serves deterministic 16:9 SVG pictures at three widths, cached for a year", async () => {
    const id = (newsroom.db.prepare("SELECT id FROM articles LIMIT 1").get() as { id: number }).id;
    for (const width of [320, 640, 1200]) {
      const response = await fetch(`${newsroom.url}/media/news/${id}/${width}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const svg = await response.text();
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${Math.round((width * 9) / 16)}"`));
      expect(Buffer.byteLength(svg)).toBeLessThan(3000);
    }
    expect(articleSvg(42, 3, 640)).toBe(articleSvg(42, 3, 640));
    expect(articleSvg(42, 3, 640)).not.toBe(articleSvg(43, 3, 640));
    expect((await fetch(`${newsroom.url}/media/news/${id}/500.svg`)).status).toBe(404);
    expect((await fetch(`${newsroom.url}/media/news/99999999/640.svg`)).status).toBe(404);
  });
});

describe("injected faults", () => {
  const listUrl = () => `${newsroom.url}/news-svc/api/v1/news?page_size=2`;

  it("answers with an injected status until cleared, limited to matching paths, never on /healthz", async () => {
    newsroom.setFault({ kind: "status", status: 500 });
    try {
      const failed = await fetchJson(listUrl());
      expect(failed.status).toBe(500);
      errorResponseSchema.parse(failed.body);
      expect((await fetchJson(`${newsroom.url}/healthz`)).status).toBe(200);
      newsroom.setFault({ kind: "status", status: 503, paths: /^\/api\// });
      expect((await fetchJson(`${newsroom.legacyUrl}/user/en/home/Breaking`)).status).toBe(503);
      expect((await fetchJson(listUrl())).status).toBe(200);
    } finally {
      newsroom.setFault(null);
    }
    const healed = await fetchJson(listUrl());
    expect(healed.status).toBe(200);
    newsListResponseSchema.parse(healed.body);
  });

  it("sends garbage, the wrong shape, a huge body, a closed socket, a delay or nothing at all", async () => {
    try {
      newsroom.setFault({ kind: "garbage" });
      const garbage = await fetch(listUrl());
      expect(garbage.headers.get("content-type")).toMatch(/json/);
      await expect(garbage.json()).rejects.toThrow();

      newsroom.setFault({ kind: "wrong-shape" });
      expect(newsListResponseSchema.safeParse((await fetchJson(listUrl())).body).success).toBe(false);
      expect(legacyListResponseSchema.safeParse((await fetchJson(`${newsroom.legacyUrl}/user/en/home/Breaking`)).body).success).toBe(false);

      newsroom.setFault({ kind: "huge" });
      const huge = await fetch(listUrl());
      expect((await huge.arrayBuffer()).byteLength).toBeGreaterThan(5 * 1024 * 1024);

      newsroom.setFault({ kind: "close" });
      await expect(fetch(listUrl())).rejects.toThrow();

      newsroom.setFault({ kind: "delay", ms: 300 });
      const started = Date.now();
      expect((await fetch(listUrl())).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);

      newsroom.setFault({ kind: "hang" });
      await expect(fetch(listUrl(), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    } finally {
      newsroom.setFault(null);
    }
    expect((await fetch(listUrl())).status).toBe(200);
  });
});

describe("a reused seed", () => {
  it("moves its articles forward to today, none into the future, and a broken database answers 500 without details", async () => {
    const directory = mkdtempSync(join(tmpdir(), "newsroom-shift-"));
    const dbPath = join(directory, "newsroom.sqlite");
    const now = new Date();
    const fiveDaysAgo = new Date(now.getTime() - 5 * DAY_MS);
    try {
      const old = await createNewsroom({ dbPath, productKey: TEST_PRODUCT_KEY, articles: 120, now: () => fiveDaysAgo, log: () => {} });
      const latestBefore = (old.db.prepare("SELECT max(published_ms) AS t FROM articles").get() as { t: number }).t;
      await old.close();
      expect(latestBefore).toBeLessThanOrEqual(fiveDaysAgo.getTime());

      const lines: string[] = [];
      const reopened = await createNewsroom({ dbPath, productKey: TEST_PRODUCT_KEY, now: () => now, log: (line) => lines.push(line) });
      try {
        const midnight = startOfDay(now).getTime();
        const { today, future, total } = reopened.db
          .prepare("SELECT sum(published_ms >= ?) AS today, sum(published_ms > ?) AS future, count(*) AS total FROM articles")
          .get(midnight, now.getTime()) as { today: number; future: number; total: number };
        expect(total).toBe(120);
        expect(today).toBeGreaterThan(0);
        expect(future).toBe(0);
        expect(startOfDay(new Date(getMeta(reopened.db, "seeded_at")!)).getTime()).toBe(midnight);
        expect(lines.some((line) => line.includes("forward 5 day"))).toBe(true);
        const feed = newsListResponseSchema.parse(
          (await fetchJson(`${reopened.url}/news-svc/api/v1/news?page_size=100&published_after=${new Date(midnight).toISOString()}`)).body,
        );
        expect(feed.data.length).toBeGreaterThan(0);

        reopened.db.exec("DROP TABLE comments");
        const broken = await fetchJson(`${reopened.url}/core-svc/api/v1/comments/news/1`);
        expect(broken).toMatchObject({ status: 500, body: { message: "internal error" } });
        expect((await fetchJson(`${reopened.url}/healthz`)).status).toBe(200);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("moves forward when the day changes while it runs, and keeps its dates when told to (the tests' newsroom)", async () => {
    for (const keepToday of [true, false]) {
      const directory = mkdtempSync(join(tmpdir(), "newsroom-midnight-"));
      // Two minutes before India's midnight, then past it: the clock is the newsroom's own, moved by the test.
      let at = startOfDay(new Date(Date.now() + DAY_MS)).getTime() - 2 * 60_000;
      try {
        const newsroom = await createNewsroom({
          dbPath: join(directory, "newsroom.sqlite"),
          productKey: TEST_PRODUCT_KEY,
          articles: 120,
          now: () => new Date(at),
          keepToday,
          log: () => {},
        });
        try {
          const newest = () => (newsroom.db.prepare("SELECT max(published_ms) AS t FROM articles").get() as { t: number }).t;
          const before = newest();
          at += 10 * 60_000;
          expect((await fetch(`${newsroom.mediaUrl}/news-svc/api/v1/news?page_size=1`)).status).toBe(200);
          if (keepToday) expect(newest(), "moved into the new day").toBeGreaterThanOrEqual(startOfDay(new Date(at)).getTime());
          else expect(newest(), "as seeded").toBe(before);
        } finally {
          await newsroom.close();
        }
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    }
  });
});
