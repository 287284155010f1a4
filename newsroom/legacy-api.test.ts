import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "../app/upstream/schemas";
import { legacyDetailResponseSchema, legacyListResponseSchema } from "../app/upstream/schemas-legacy";
import { FULL_ARTICLES, fetchJson, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
});

afterAll(async () => {
  await newsroom?.stop();
});

async function list(path: string) {
  const answer = await fetchJson(`${newsroom.legacyUrl}${path}`);
  expect(answer.status, path).toBe(200);
  return legacyListResponseSchema.parse(answer.body);
}

function expectNewestFirst(items: { createdAt: string }[]) {
  const times = items.map((item) => Date.parse(item.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("the older news service", () => {
  it("lists breaking news on home/Breaking, newest first, 12 a page, in either case", async () => {
    const page = await list("/user/en/home/Breaking");
    const breaking = (newsroom.db.prepare("SELECT count(*) AS n FROM articles WHERE is_breaking = 1").get() as { n: number }).n;
    expect(page.total).toBe(breaking);
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(12);
    expect(page.data.length).toBe(Math.min(12, breaking));
    expectNewestFirst(page.data);
    const flags = newsroom.db
      .prepare("SELECT is_breaking FROM articles WHERE id IN (SELECT value FROM json_each(?))")
      .all(JSON.stringify(ids(page.data).map(Number))) as { is_breaking: number }[];
    expect(flags.every((row) => row.is_breaking === 1)).toBe(true);
    expect(ids((await list("/user/en/home/breaking")).data)).toEqual(ids(page.data));
  });

  it("lists a category by name on home/{name}, and nothing for an unknown one", async () => {
    const sports = await list("/user/en/home/Sports");
    expect(sports.data.length).toBeGreaterThan(0);
    for (const item of sports.data) expect(item.categories).toEqual([{ id: "11", name: "Sports", slug: "sports" }]);
    const unknown = await list("/user/en/home/Nothing-Like-This");
    expect(unknown.data).toEqual([]);
    expect(unknown.total).toBe(0);
  });

  it("finds a city by id, slug, English name or Tamil name, with items in the asked language", async () => {
    const byId = await list("/user/en/city/1");
    expect(byId.data.length).toBeGreaterThan(0);
    for (const item of byId.data) expect(item.city).toBe("Chennai");
    expectNewestFirst(byId.data);
    expect(ids((await list("/user/en/city/chennai")).data)).toEqual(ids(byId.data));
    expect(ids((await list("/user/en/city/Chennai")).data)).toEqual(ids(byId.data));
    const tamil = await list(`/user/ta/city/${encodeURIComponent("சென்னை")}`);
    expect(ids(tamil.data)).toEqual(ids(byId.data));
    for (const item of tamil.data) expect(item.city).toBe("சென்னை");
  });

  it("answers 404 with a message for an unknown city, tag, category, author, article or language", async () => {
    for (const path of [
      "/user/en/city/atlantis",
      "/user/en/tag/no-such-tag",
      "/user/en/category/no-such-category",
      "/user/en/author/nobody",
      "/user/en/news/99999999",
      "/user/en/news/abc",
      "/user/fr/home/Breaking",
    ]) {
      const answer = await fetchJson(`${newsroom.legacyUrl}${path}`);
      expect(answer.status, path).toBe(404);
      errorResponseSchema.parse(answer.body);
    }
  });

  it("returns one article with its body HTML in English and in Tamil", async () => {
    const row = newsroom.db.prepare(`SELECT id, slug, title_en, title_ta, body_en, body_ta FROM ${FULL_ARTICLES} LIMIT 1`).get() as {
      id: number;
      slug: string;
      title_en: string;
      title_ta: string;
      body_en: string;
      body_ta: string;
    };
    const en = await fetchJson(`${newsroom.legacyUrl}/user/en/news/${row.id}`);
    expect(en.status).toBe(200);
    const item = legacyDetailResponseSchema.parse(en.body);
    expect(item.id).toBe(String(row.id));
    expect(item.url).toBe(`${row.slug}-${row.id}`);
    expect(item.headlines).toBe(row.title_en);
    expect(item.content).toBe(row.body_en);
    expect(item.summary_img).toBe(`${newsroom.url}/media/news/${row.id}/640.svg`);
    const ta = legacyDetailResponseSchema.parse((await fetchJson(`${newsroom.legacyUrl}/user/ta/news/${row.id}`)).body);
    expect(ta.headlines).toBe(row.title_ta);
    expect(ta.content).toBe(row.body_ta);
  });

  it("lists a tag by its Tamil name, a category by slug, id or Tamil name, an author by slug or name", async () => {
    const rain = await list(`/user/ta/tag/${encodeURIComponent("மழை")}`);
    const rainBySlug = await list("/user/en/tag/rain");
    expect(ids(rain.data)).toEqual(ids(rainBySlug.data));
    for (const item of rain.data) expect(item.tags).toContain("மழை");
    for (const item of rainBySlug.data) expect(item.tags).toContain("Rain");

    const politics = await list("/user/en/category/politics");
    expect(politics.data.length).toBeGreaterThan(0);
    expect(ids((await list("/user/en/category/12")).data)).toEqual(ids(politics.data));
    expect(ids((await list(`/user/ta/category/${encodeURIComponent("அரசியல்")}`)).data)).toEqual(ids(politics.data));

    const author = await list("/user/en/author/r-meenakshi");
    expect(author.data.length).toBeGreaterThan(0);
    for (const item of author.data) expect(item.author_name).toBe("R. Meenakshi");
    expectNewestFirst(author.data);
    expect(ids((await list(`/user/en/author/${encodeURIComponent("R. Meenakshi")}`)).data)).toEqual(ids(author.data));
    const tamilAuthor = await list(`/user/ta/author/${encodeURIComponent("ஆர். மீனாட்சி")}`);
    expect(ids(tamilAuthor.data)).toEqual(ids(author.data));
    for (const item of tamilAuthor.data) expect(item.author_name).toBe("ஆர். மீனாட்சி");
  });

  it("pages: page 2 follows page 1, a bad page is page 1, a page above 1000 is a 400", async () => {
    const { slug } = newsroom.db
      .prepare("SELECT c.slug FROM articles a JOIN categories c ON c.id = a.category_id GROUP BY c.id ORDER BY count(*) DESC LIMIT 1")
      .get() as { slug: string };
    const path = `/user/en/category/${slug}`;
    const first = await list(`${path}?page=1`);
    const second = await list(`${path}?page=2`);
    expect(first.total).toBeGreaterThan(12);
    expect(second.page).toBe(2);
    expect(second.data.length).toBeGreaterThan(0);
    expect(ids(second.data).some((id) => ids(first.data).includes(id))).toBe(false);
    expectNewestFirst([...first.data, ...second.data]);
    expect(ids((await list(`${path}?page=abc`)).data)).toEqual(ids(first.data));
    expect(ids((await list(`${path}?page=0`)).data)).toEqual(ids(first.data));
    const tooFar = await fetchJson(`${newsroom.legacyUrl}${path}?page=1001`);
    expect(tooFar.status).toBe(400);
    errorResponseSchema.parse(tooFar.body);
    expect((await list(`${path}?page=1000`)).data).toEqual([]);
  });
});
