import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categoriesResponseSchema,
  citiesResponseSchema,
  errorResponseSchema,
  homeResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  trendingTagsResponseSchema,
  mediaEnvelope,
  type NewsItemPayload,
} from "../app/upstream/schemas";
import { z } from "zod";
import { startOfDay } from "./db";
import { htmlToText } from "./plain-text";
import { FULL_ARTICLES, fetchJson, mediaHeaders, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
});

afterAll(async () => {
  await newsroom?.stop();
});

async function news(query: Record<string, string | number | boolean>, lang: "en" | "ta" = "en") {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/news?${params}`, { headers: mediaHeaders(lang) });
  expect(answer.status, params.toString()).toBe(200);
  const parsed = newsListResponseSchema.parse(answer.body);
  const items = parsed.data as NewsItemPayload[];
  // Lists are flat (never grouped as sections) and leave out the body.
  for (const item of items) {
    expect(item).toHaveProperty("published_at");
    expect(item.web_content).toBeUndefined();
  }
  return { ...parsed, items };
}

async function newsStatus(query: string): Promise<number> {
  const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/news?${query}`);
  if (answer.status >= 400) errorResponseSchema.parse(answer.body);
  return answer.status;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

function expectNewestFirst(items: { published_at: string }[]) {
  const times = items.map((item) => Date.parse(item.published_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

type Row = { id: number; title_en: string; title_ta: string };

describe("media service: home", () => {
  it("sends state, national, local and world sections of web news, 1 + 2 + 4 and 14 spares, newest first, and no recent section", async () => {
    const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/home`, { headers: mediaHeaders("en") });
    expect(answer.status).toBe(200);
    const sections = homeResponseSchema.parse(answer.body).data;
    expect(sections.map((section) => section.section_title_key)).toEqual(["state", "national", "local", "international"]);
    expect(sections.map((section) => section.section_title)).toEqual(["State News", "National News", "Local News", "World News"]);
    for (const section of sections) {
      expect(section.primary_news).toBeTruthy();
      expect(section.secondary_news).toHaveLength(2);
      // Four "latest" items, then the spares a section refills from when a section above shows its stories (issue 29).
      expect(section.other_news).toHaveLength(4 + 14);
      const all = [section.primary_news!, ...section.secondary_news, ...section.other_news];
      expectNewestFirst(all);
      for (const item of all) {
        expect(item.is_shortnews).toBe(false);
        expect(item.is_webnews).toBe(true);
      }
    }
    const [state, national, local, world] = sections;
    expect(state!.primary_news!.is_state).toBe(true);
    expect(state!.primary_news!.city).toBeNull();
    expect(national!.primary_news!.is_national).toBe(true);
    expect(local!.primary_news!.city).toBeTruthy();
    expect(world!.primary_news!.is_international).toBe(true);
    expect(world!.primary_news!.country).toBe("World");
  });

  it("puts the reader's city first when city_id is an id or a slug, titled in the language", async () => {
    const byId = homeResponseSchema.parse((await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/home?city_id=1`, { headers: mediaHeaders("en") })).body).data;
    expect(byId[0]!.section_title_key).toBe("city");
    expect(byId[0]!.section_title).toBe("Chennai");
    for (const item of [byId[0]!.primary_news!, ...byId[0]!.secondary_news]) expect(item.city).toEqual({ id: "1", name: "Chennai" });
    const tamil = homeResponseSchema.parse(
      (await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/home?city_id=chennai`, { headers: mediaHeaders("ta") })).body,
    ).data;
    expect(tamil[0]!.section_title).toBe("சென்னை");
    expect(tamil.map((section) => section.section_title).slice(1)).toEqual(["மாநிலச் செய்திகள்", "தேசியச் செய்திகள்", "உள்ளூர் செய்திகள்", "உலகச் செய்திகள்"]);
    expect(ids([tamil[0]!.primary_news!])).toEqual(ids([byId[0]!.primary_news!]));
    expect(tamil[0]!.primary_news!.language).toBe("ta");
    const unknown = homeResponseSchema.parse((await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/home?city_id=atlantis`)).body).data;
    expect(unknown[0]!.section_title_key).toBe("state");
  });
});

describe("media service: news list", () => {
  it("gives the same items for a city by id and by slug, all of that city, web news only when asked", async () => {
    const city = newsroom.db
      .prepare(
        `SELECT c.id, c.slug, c.name_en FROM articles a JOIN cities c ON c.id = a.city_id WHERE a.news_type = 'Web'
         GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
      )
      .get() as { id: number; slug: string; name_en: string };
    const byId = await news({ city_id: city.id, page: 1, page_size: 12, news_type: "Web" });
    const bySlug = await news({ city_id: city.slug, page: 1, page_size: 12, news_type: "web" });
    expect(byId.items.length).toBeGreaterThan(0);
    expect(ids(bySlug.items)).toEqual(ids(byId.items));
    for (const item of byId.items) {
      expect(item.city).toEqual({ id: String(city.id), name: city.name_en });
      expect(item.news_type).toBe("Web");
      expect(item.state).toBe("Tamil Nadu");
      expect(item.country).toBe("India");
    }
    expectNewestFirst(byId.items);
    expect((await news({ city_id: "atlantis" })).items).toEqual([]);
  });

  it("filters by category id or slug, by a tag in Tamil, by author slug or name", async () => {
    const sports = await news({ category_id: 11, page_size: 50 });
    expect(sports.items.length).toBeGreaterThan(0);
    for (const item of sports.items) expect(item.category).toEqual({ id: "11", name: "Sports", slug: "sports" });
    expect(ids((await news({ category_id: "sports", page_size: 50 })).items)).toEqual(ids(sports.items));

    const rain = await news({ tag: "மழை", page_size: 50 }, "ta");
    expect(rain.items.length).toBeGreaterThan(0);
    for (const item of rain.items) expect(item.tags).toContain("மழை");
    expect(ids((await news({ tag: "rain", page_size: 50 })).items)).toEqual(ids(rain.items));

    const author = await news({ author: "k-thenmozhi", page_size: 50 }, "ta");
    expect(author.items.length).toBeGreaterThan(0);
    for (const item of author.items) expect(item.published_by).toEqual({ id: 14, name: "கே. தேன்மொழி", slug: "k-thenmozhi" });
    expect(ids((await news({ author: "K. Thenmozhi", page_size: 50 })).items)).toEqual(ids(author.items));
  });

  it("restricts to scopes, several true flags being a union", async () => {
    const state = await news({ is_state: true, page_size: 100 });
    const national = await news({ is_national: true, page_size: 100 });
    const world = await news({ is_international: "1", page_size: 100 });
    for (const item of state.items) expect(item.is_state).toBe(true);
    for (const item of national.items) expect(item.is_national).toBe(true);
    for (const item of world.items) expect(item.is_international).toBe(true);
    const both = await news({ is_national: true, is_international: true, page_size: 1 });
    expect(both.total).toBe(national.total! + world.total!);
    const all = await news({ is_state: true, is_national: true, is_international: true, page_size: 1 });
    const everything = await news({ page_size: 1 });
    expect(all.total).toBe(everything.total);
    expect(everything.total).toBe(300);
    const none = await news({ is_state: false, is_national: "0", page_size: 1 });
    expect(none.total).toBe(300);
  });

  it("serves today's important web news (requirements §7 today's feed) and can leave out or keep only short news", async () => {
    const today = startOfDay(new Date()).toISOString();
    const feed = await news({ query: "", page: 0, page_size: 100, is_important: true, is_webnews: true, published_after: today });
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.is_important).toBe(true);
      expect(item.is_webnews).toBe(true);
      expect(Date.parse(item.published_at)).toBeGreaterThanOrEqual(Date.parse(today));
    }
    const short = await news({ is_shortnews: true, page_size: 100 });
    expect(short.items.length).toBeGreaterThan(0);
    for (const item of short.items) expect(item.is_shortnews).toBe(true);
    const noShort = await news({ is_shortnews: false, page_size: 100 });
    for (const item of noShort.items) expect(item.is_shortnews).toBe(false);
    expect(noShort.total! + short.total!).toBe(300);
    const shortType = await news({ news_type: "SHORT", page_size: 1 });
    expect(shortType.total).toBe(short.total);
    const breaking = await news({ is_breaking: true, page_size: 100 });
    for (const item of breaking.items) expect(item.is_breaking).toBe(true);
  });

  it("keeps items published in a window: published_after inclusive, published_before exclusive (sitemaps by month)", async () => {
    const everything = await news({ page_size: 100 });
    const dates = everything.items.map((item) => Date.parse(item.published_at)).sort((a, b) => a - b);
    const from = dates[10]!;
    const until = dates[60]!;
    const window = await news({ page_size: 100, published_after: new Date(from).toISOString(), published_before: new Date(until).toISOString() });
    expect(window.items.length).toBeGreaterThan(0);
    for (const item of window.items) {
      const at = Date.parse(item.published_at);
      expect(at).toBeGreaterThanOrEqual(from);
      expect(at).toBeLessThan(until);
    }
    expect(window.total).toBe(dates.filter((at) => at >= from && at < until).length);
  });

  it("pages: page 0 and 1 are the first page, page 2 follows, ascending order reverses", async () => {
    const zero = await news({ page: 0, page_size: 10 });
    const one = await news({ page: 1, page_size: 10 });
    const two = await news({ page: 2, page_size: 10 });
    expect(ids(zero.items)).toEqual(ids(one.items));
    expect(one.page).toBe(1);
    expect(one.page_size).toBe(10);
    expect(one.total).toBe(300);
    expect(two.items).toHaveLength(10);
    expect(ids(two.items).some((id) => ids(one.items).includes(id))).toBe(false);
    expectNewestFirst([...one.items, ...two.items]);
    const ascending = await news({ is_asc: true, page_size: 10 });
    const times = ascending.items.map((item) => Date.parse(item.published_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await news({ page: 10_000, page_size: 100 })).items).toEqual([]);
  });

  it("searches title, summary and body in English and in Tamil, each query in both languages (issue 29)", async () => {
    type Texts = Row & { author_id: number; summary_en: string; body_en: string; summary_ta: string; body_ta: string };
    const rows = newsroom.db
      .prepare(`SELECT id, author_id, title_en, summary_en, body_en, title_ta, summary_ta, body_ta FROM ${FULL_ARTICLES} ORDER BY id`)
      .all() as Texts[];
    const row = rows[rows.length - 1]!;
    // Stories with the word in either language's texts, whichever language is asked for.
    const containing = (word: string, inBody = true) =>
      rows.filter((r) =>
        [r.title_en, r.summary_en, inBody ? htmlToText(r.body_en) : "", r.title_ta, r.summary_ta, inBody ? htmlToText(r.body_ta) : ""].some((text) =>
          text.toLowerCase().includes(word.toLowerCase()),
        ),
      ).length;

    const englishWord = row.title_en.split(/\s+/).find((word) => /^[A-Za-z]{5,}$/.test(word))!;
    expect(englishWord).toBeTruthy();
    const english = await news({ query: englishWord.toUpperCase(), page_size: 100 });
    expect(english.total).toBe(containing(englishWord));
    expect(ids((await news({ query: englishWord, author: row.author_id, page_size: 100 })).items)).toContain(String(row.id));

    const tamilWord = [...row.title_ta.split(/\s+/)].sort((a, b) => b.length - a.length)[0]!;
    const tamil = await news({ query: tamilWord, page_size: 100, is_state: true, is_national: true, is_international: true }, "ta");
    expect(tamil.total).toBe(containing(tamilWord));
    expect(tamil.items[0]!.language).toBe("ta");
    expect(ids((await news({ query: tamilWord, author: row.author_id, page_size: 100 }, "ta")).items)).toContain(String(row.id));

    // Two characters are too short for the trigram index: they are looked for in titles and summaries.
    const twoLetters = tamilWord.slice(0, 2);
    expect((await news({ query: twoLetters, page_size: 5 }, "ta")).total).toBe(containing(twoLetters, false));

    const words = `${englishWord} ${row.title_en.split(/\s+/)[0]}`;
    expect(ids((await news({ query: words, author: row.author_id, page_size: 100 })).items)).toContain(String(row.id));

    // LIKE wildcards and FTS syntax are plain text.
    expect((await news({ query: "%%" })).items).toEqual([]);
    expect((await news({ query: '"zzqx" OR *' })).items).toEqual([]);
    expect((await news({ query: "qqqqzzzz" })).total).toBe(0);
  });

  it("answers 400 with a message for bad values", async () => {
    expect(await newsStatus("page_size=101")).toBe(400);
    expect(await newsStatus("page_size=0")).toBe(400);
    expect(await newsStatus("page=-1")).toBe(400);
    expect(await newsStatus("page=abc")).toBe(400);
    expect(await newsStatus("is_state=maybe")).toBe(400);
    expect(await newsStatus("news_type=video")).toBe(400);
    expect(await newsStatus("published_after=yesterday")).toBe(400);
    expect(await newsStatus("published_before=tomorrow")).toBe(400);
    expect(await newsStatus(`query=${"x".repeat(201)}`)).toBe(400);
    expect(await newsStatus("city_id=1&city_id=2")).toBe(400);
    expect(await newsStatus("page=1&is_important=TRUE")).toBe(200);
  });
});

describe("media service: article, cities, categories, tags, authors", () => {
  it("returns one article with its body in the asked language, 404 when missing, 400 for a bad id", async () => {
    const row = newsroom.db.prepare(`SELECT id, title_en, title_ta, body_ta FROM ${FULL_ARTICLES} WHERE scope = 'city' LIMIT 1`).get() as Row & {
      body_ta: string;
    };
    const en = newsDetailResponseSchema.parse(
      (await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/news/${row.id}`, { headers: mediaHeaders("en") })).body,
    ).data;
    expect(en.id).toBe(String(row.id));
    expect(en.title).toBe(row.title_en);
    expect(en.headlines).toBe(row.title_en);
    expect(en.web_content).toMatch(/<p>/);
    expect(en.content).toMatchObject({ en: expect.any(String), ta: expect.any(String) });
    expect(en.images?.original_url).toBe(`${newsroom.url}/media/news/${row.id}/1200.svg`);
    expect(Object.keys(en.images?.sizes ?? {})).toEqual(["320", "640", "1200"]);
    expect(en.slug).toMatch(new RegExp(`-${row.id}$`));
    expect(typeof en.published_by === "object" && en.published_by?.name).toBeTruthy();

    const ta = newsDetailResponseSchema.parse(
      (await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/news/${row.id}`, { headers: mediaHeaders("ta") })).body,
    ).data;
    expect(ta.title).toBe(row.title_ta);
    expect(ta.web_content).toBe(row.body_ta);
    expect(ta.state).toBe("தமிழ்நாடு");
    expect(ta.country).toBe("இந்தியா");
    // Anything but ta is English.
    const other = newsDetailResponseSchema.parse(
      (await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/news/${row.id}`, { headers: { "accept-language": "fr" } })).body,
    ).data;
    expect(other.title).toBe(row.title_en);

    const missing = await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/news/99999999`);
    expect(missing.status).toBe(404);
    errorResponseSchema.parse(missing.body);
    const bad = await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/news/abc`);
    expect(bad.status).toBe(400);
    errorResponseSchema.parse(bad.body);
  });

  it("lists the 33 cities with both names, coordinates and Chennai's areas", async () => {
    const en = citiesResponseSchema.parse((await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/cities`)).body).data;
    expect(en).toHaveLength(33);
    const chennai = en.find((city) => city.slug === "chennai")!;
    expect(chennai).toMatchObject({ id: "1", name: "Chennai", multilingual_names: { en: "Chennai", ta: "சென்னை" } });
    expect(chennai.latitude).toBeCloseTo(13.08, 1);
    expect(chennai.subNav!.length).toBeGreaterThanOrEqual(2);
    const ta = citiesResponseSchema.parse((await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/cities`, { headers: mediaHeaders("ta") })).body).data;
    expect(ta[0]!.name).toBe("சென்னை");
  });

  it("searches categories by substring, sorted by id, named in the language", async () => {
    const url = `${newsroom.mediaUrl}/core-svc/api/v1/categories/search`;
    const all = categoriesResponseSchema.parse(
      (await fetchJson(url, { method: "POST", json: { filter: "", sort: "_id", order: 1, page: 0, page_size: 100 } })).body,
    ).data;
    expect(all).toHaveLength(12);
    expect(all.map((category) => Number(category.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all[0]).toMatchObject({ name: "Breaking", slug: "breaking" });
    const sp = categoriesResponseSchema.parse((await fetchJson(url, { method: "POST", json: { filter: "sport" } })).body).data;
    expect(sp.map((category) => category.slug)).toEqual(["sports"]);
    const ta = categoriesResponseSchema.parse((await fetchJson(url, { method: "POST", json: {}, headers: mediaHeaders("ta") })).body).data;
    expect(ta.find((category) => category.slug === "politics")!.name).toBe("அரசியல்");
    const bad = await fetchJson(url, { method: "POST", json: { page_size: 1000 } });
    expect(bad.status).toBe(400);
    errorResponseSchema.parse(bad.body);
    const malformed = await fetchJson(url, { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    errorResponseSchema.parse(malformed.body);
  });

  it("names trending tags in the language, Breaking first, at most 20", async () => {
    const en = trendingTagsResponseSchema.parse((await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/trending-tags`)).body).data;
    expect(en[0]).toBe("Breaking");
    expect(en.length).toBeGreaterThan(5);
    expect(en.length).toBeLessThanOrEqual(20);
    expect(new Set(en).size).toBe(en.length);
    const ta = trendingTagsResponseSchema.parse(
      (await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/trending-tags`, { headers: mediaHeaders("ta") })).body,
    ).data;
    expect(ta[0]).toBe("முக்கியச் செய்தி");
  });

  it("lists authors with their article counts", async () => {
    const schema = mediaEnvelope(z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), article_count: z.number() })));
    const authors = schema.parse((await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/authors`, { headers: mediaHeaders("ta") })).body).data;
    expect(authors.length).toBe(24);
    expect(authors.reduce((sum, author) => sum + author.article_count, 0)).toBe(300);
    expect(authors.find((author) => author.slug === "k-thenmozhi")!.name).toBe("கே. தேன்மொழி");
  });
});
