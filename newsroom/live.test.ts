/**
 * The live desk (issue 21) through its HTTP endpoints, as an editor and the site meet it: the editor's
 * writes under a key, and the updates inside both services' article details, read with the site's own
 * schemas and normaliser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsDetailResponseSchema } from "../app/upstream/schemas";
import { legacyDetailResponseSchema } from "../app/upstream/schemas-legacy";
import { normaliseArticle } from "../app/upstream/normalise";
import { normaliseLegacyArticle } from "../app/upstream/normalise-legacy";
import { orderUpdates } from "../app/news/live";
import { editorCall } from "./cli";
import { openDatabase, setMeta, shiftSeedToToday, DAY_MS } from "./db";
import { fetchJson, mediaHeaders, startTestNewsroom, type TestNewsroom } from "./test-helpers";

const KEY = "test-editor-key-0123456789";
let newsroom: TestNewsroom;
let articleId: number;

const editor = (path: string, init: { method?: string; json?: unknown; key?: string | null } = {}) =>
  fetchJson(`${newsroom.url}/editor/v1/live${path}`, {
    method: init.method ?? "GET",
    json: init.json,
    headers: init.key === null ? {} : { authorization: `Bearer ${init.key ?? KEY}` },
  });

async function detail(lang: "en" | "ta", id = articleId) {
  const answer = await fetchJson(`${newsroom.url}/core-svc/api/v1/news/${id}`, { headers: mediaHeaders(lang) });
  expect(answer.status).toBe(200);
  const item = newsDetailResponseSchema.parse(answer.body).data;
  return { item, article: normaliseArticle(item, { language: lang, mediaOrigin: newsroom.url }) };
}

beforeAll(async () => {
  newsroom = await startTestNewsroom({ editorKey: KEY });
  // A story that has never been live.
  articleId = (newsroom.db.prepare("SELECT id FROM articles WHERE is_live = 0 AND is_shortnews = 0 ORDER BY published_ms DESC LIMIT 1").get() as { id: number })
    .id;
});
afterAll(() => newsroom?.stop());

describe("the editor's endpoint", () => {
  it("is off without a key, and refuses a wrong or missing key", async () => {
    const keyless = await startTestNewsroom();
    try {
      expect((await fetchJson(`${keyless.url}/editor/v1/live`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(404);
    } finally {
      await keyless.stop();
    }
    expect((await editor("", { key: null })).status).toBe(401);
    expect((await editor("", { key: "wrong-key-wrong-key-0000" })).status).toBe(401);
    expect((await editor("")).status).toBe(200);
  });

  it("refuses malformed updates and unknown stories", async () => {
    expect((await editor(`/${articleId}/updates`, { method: "POST", json: { body_en: "<p>Only English</p>" } })).status).toBe(400);
    expect((await editor(`/${articleId}/updates`, { method: "POST", json: { body_en: "a", body_ta: "b", extra: 1 } })).status).toBe(400);
    expect((await editor(`/999999999/start`, { method: "POST" })).status).toBe(404);
    // Not started yet: there is no coverage to post to.
    expect((await editor(`/${articleId}/updates`, { method: "POST", json: { body_en: "<p>x</p>", body_ta: "<p>ய</p>" } })).status).toBe(404);
  });

  it("starts coverage, posts, corrects, pins, deletes and ends it; each change moves the article's updated_at", async () => {
    const before = await detail("en");
    expect(before.article.live).toBeNull();
    expect(before.article.isLive).toBe(false);

    const started = await editor(`/${articleId}/start`, { method: "POST" });
    expect(started.status).toBe(200);
    const first = await editor(`/${articleId}/updates`, {
      method: "POST",
      json: { body_en: "<p>The Adyar is rising.</p>", body_ta: "<p>அடையாறு நீர்மட்டம் உயர்கிறது.</p>", key_event: true },
    });
    expect(first.status).toBe(201);
    const second = await editor(`/${articleId}/updates`, {
      method: "POST",
      json: { body_en: "<p>Helplines: 1913.</p>", body_ta: "<p>உதவி எண்: 1913.</p>", title_en: "Helplines", title_ta: "உதவி எண்கள்", pinned: true },
    });
    const firstId = (first.body as { id: string }).id;
    const secondId = (second.body as { id: string }).id;

    const live = await detail("en");
    expect(live.article.isLive).toBe(true);
    expect(live.article.live?.updates.map((update) => update.id).sort()).toEqual([firstId, secondId].sort());
    expect(live.article.live?.version).toBe(Date.parse((second.body as { updated_at: string }).updated_at));
    expect(orderUpdates(live.article.live!.updates)[0]!.id).toBe(secondId);
    const tamil = await detail("ta");
    expect(tamil.article.live?.updates.find((update) => update.id === secondId)).toMatchObject({ title: "உதவி எண்கள்", bodyHtml: "<p>உதவி எண்: 1913.</p>" });

    const corrected = await editor(`/${articleId}/updates/${firstId}`, { method: "PATCH", json: { body_en: "<p>The Adyar is rising fast.</p>" } });
    expect(corrected.status).toBe(200);
    const afterCorrection = await detail("en");
    const correctedUpdate = afterCorrection.article.live!.updates.find((update) => update.id === firstId)!;
    expect(correctedUpdate.bodyHtml).toBe("<p>The Adyar is rising fast.</p>");
    expect(Date.parse(correctedUpdate.updatedAt)).toBeGreaterThan(Date.parse(correctedUpdate.publishedAt));
    expect(afterCorrection.article.live!.version).toBeGreaterThan(live.article.live!.version);
    // The Tamil text was not corrected.
    expect((await detail("ta")).article.live!.updates.find((update) => update.id === firstId)!.bodyHtml).toBe("<p>அடையாறு நீர்மட்டம் உயர்கிறது.</p>");

    // Pinning one update unpins the other: one pinned update a story.
    await editor(`/${articleId}/updates/${firstId}`, { method: "PATCH", json: { pinned: true } });
    const pins = (await detail("en")).article.live!.updates.filter((update) => update.isPinned).map((update) => update.id);
    expect(pins).toEqual([firstId]);

    expect((await editor(`/${articleId}/updates/${secondId}`, { method: "DELETE" })).status).toBe(200);
    expect((await editor(`/${articleId}/updates/${secondId}`, { method: "DELETE" })).status).toBe(404);
    expect((await detail("en")).article.live!.updates.map((update) => update.id)).toEqual([firstId]);

    const ended = await editor(`/${articleId}/end`, { method: "POST" });
    expect(ended.status).toBe(200);
    const after = await detail("en");
    expect(after.article.isLive).toBe(false);
    expect(after.article.live?.endedAt).toBe((ended.body as { updated_at: string }).updated_at);
    expect(after.article.live?.updates).toHaveLength(1);
    expect((await editor(`/${articleId}/updates`, { method: "POST", json: { body_en: "<p>late</p>", body_ta: "<p>தாமதம்</p>" } })).status).toBe(409);

    const listed = (await editor("")).body as { stories: { id: number; is_live: boolean; updates: number; ended_at: string | null }[] };
    expect(listed.stories.find((story) => story.id === articleId)).toMatchObject({ is_live: false, updates: 1 });
  });

  it("the older service's detail carries the same coverage", async () => {
    const answer = await fetchJson(`${newsroom.url}/api/user/ta/news/${articleId}`);
    const article = normaliseLegacyArticle(legacyDetailResponseSchema.parse(answer.body), { language: "ta", mediaOrigin: newsroom.url });
    expect(article.live?.updates).toHaveLength(1);
    expect(article.live?.updates[0]!.bodyHtml).toContain("அடையாறு");
  });
});

describe("Breaking now (issue 30)", () => {
  it("puts a story at the top of the Breaking feed, published now, under the editor's key; an unknown story is 404", async () => {
    const id = (newsroom.db.prepare("SELECT id FROM articles WHERE is_breaking = 0 AND is_live = 0 ORDER BY published_ms ASC LIMIT 1").get() as { id: number })
      .id;
    const flash = (key?: string | null) =>
      fetchJson(`${newsroom.url}/editor/v1/breaking/${id}`, { method: "POST", headers: key === null ? {} : { authorization: `Bearer ${key ?? KEY}` } });
    expect((await flash(null)).status).toBe(401);
    const before = Date.now();
    const answer = await flash();
    expect(answer.status).toBe(200);
    expect(Date.parse((answer.body as { updated_at: string }).updated_at)).toBeGreaterThanOrEqual(before - 1000);
    for (const lang of ["en", "ta"] as const) {
      const feed = await fetchJson(`${newsroom.url}/api/user/${lang}/home/Breaking`);
      expect(feed.status).toBe(200);
      const first = (feed.body as { data: { data: { id: number | string }[] } }).data.data[0]!;
      expect(String(first.id)).toBe(String(id));
    }
    expect((await fetchJson(`${newsroom.url}/editor/v1/breaking/999999999`, { method: "POST", headers: { authorization: `Bearer ${KEY}` } })).status).toBe(404);
    expect(editorCall(["breaking", String(id)])).toEqual({ method: "POST", path: `/editor/v1/breaking/${id}` });
    expect(() => editorCall(["breaking", "x"])).toThrow(/article id/);
  });
});

describe("the seed's live stories", () => {
  it("are four live stories and one ended, each read through the site's schemas with its updates in the asked language", async () => {
    const stories = ((await editor("")).body as { stories: { id: number; is_live: boolean; ended_at: string | null; updates: number }[] }).stories.filter(
      (story) => story.id !== articleId,
    );
    expect(stories.filter((story) => story.is_live)).toHaveLength(4);
    expect(stories.filter((story) => story.ended_at !== null)).toHaveLength(1);
    // Seeded within the count: a seed of 300 articles holds 300.
    expect(newsroom.db.prepare("SELECT count(*) AS n FROM articles").get()).toEqual({ n: 300 });
    for (const story of stories) {
      const { article } = await detail("ta", story.id);
      expect(article.isLive).toBe(story.is_live);
      expect(article.live!.updates.length).toBe(story.updates);
      expect(article.live!.updates.length).toBeGreaterThanOrEqual(10);
      expect(article.live!.updates.length).toBeLessThanOrEqual(60);
      expect(article.live!.updates[0]!.bodyHtml).toMatch(/[\u0B80-\u0BFF]/);
      if (story.is_live) {
        // The newest update is minutes old, never in the future.
        const age = Date.now() - Date.parse(orderUpdates(article.live!.updates.filter((update) => !update.isPinned))[0]!.publishedAt);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(30 * 60_000);
      }
    }
    // A generated story is never live: it has no updates to tell.
    expect(
      newsroom.db
        .prepare("SELECT count(*) AS n FROM articles a WHERE is_live = 1 AND NOT EXISTS (SELECT 1 FROM live_coverage c WHERE c.article_id = a.id)")
        .get(),
    ).toEqual({ n: 0 });
  });
});

describe("npm run newsroom -- live …", () => {
  it("turns a command line into the endpoint's call", () => {
    expect(editorCall(["live", "post", "12", "--en", "<p>a</p>", "--ta", "<p>ஆ</p>", "--key"])).toEqual({
      method: "POST",
      path: "/editor/v1/live/12/updates",
      body: { body_en: "<p>a</p>", body_ta: "<p>ஆ</p>", key_event: true },
    });
    expect(editorCall(["live", "correct", "12", "34", "--title-ta", "தலைப்பு"])).toEqual({
      method: "PATCH",
      path: "/editor/v1/live/12/updates/34",
      body: { title_ta: "தலைப்பு" },
    });
    expect(editorCall(["live", "unpin", "12", "34"])).toEqual({ method: "PATCH", path: "/editor/v1/live/12/updates/34", body: { pinned: false } });
    expect(editorCall(["live", "end", "12"])).toEqual({ method: "POST", path: "/editor/v1/live/12/end" });
    expect(() => editorCall(["live", "post", "x"])).toThrow(/article id/);
    expect(() => editorCall(["live", "delete", "12"])).toThrow(/update id/);
    expect(() => editorCall(["live", "post", "12", "--bogus"])).toThrow();
  });
});

describe("a reused seed moved to today", () => {
  it("moves live coverage and updates with their articles", () => {
    const db = openDatabase(":memory:");
    db.exec(`INSERT INTO categories VALUES (1, 'c', 'C', 'சி'); INSERT INTO authors VALUES (1, 'a', 'A', 'அ');
      INSERT INTO articles (id, slug, scope, category_id, author_id, published_ms, updated_ms, is_important, is_webnews, is_shortnews,
        is_breaking, is_live, news_type, image_seed) VALUES (1, 's', 'state', 1, 1, ${Date.parse("2026-11-20T05:00:00Z")}, ${Date.parse("2026-11-20T06:00:00Z")}, 0, 1, 0, 1, 1, 'Web', 1);
      INSERT INTO live_coverage VALUES (1, ${Date.parse("2026-11-20T05:00:00Z")}, NULL);
      INSERT INTO live_updates (id, article_id, published_ms, updated_ms, body_en, body_ta) VALUES (7, 1, ${Date.parse("2026-11-20T05:30:00Z")}, ${Date.parse("2026-11-20T05:30:00Z")}, 'e', 't');`);
    setMeta(db, "seeded_at", "2026-11-20T06:00:00Z");
    expect(shiftSeedToToday(db, new Date("2026-11-22T12:00:00Z"))).toBe(2);
    expect(db.prepare("SELECT started_ms FROM live_coverage").get()).toEqual({ started_ms: Date.parse("2026-11-20T05:00:00Z") + 2 * DAY_MS });
    expect(db.prepare("SELECT published_ms FROM live_updates").get()).toEqual({ published_ms: Date.parse("2026-11-20T05:30:00Z") + 2 * DAY_MS });
    db.close();
  });
});
