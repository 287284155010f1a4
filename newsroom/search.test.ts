/**
 * The newsroom's full-text search against hostile input (issue 19 §6) and its ranking
 * (issue 19 §7): any query string is answered without a 500, and title
 * matches come before summary matches, before body matches, newest first within each.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsListResponseSchema } from "../app/upstream/schemas";
import { ftsMatchExpression, searchTerms } from "./articles";
import { foldForSearch, htmlToText } from "./plain-text";
import { FULL_ARTICLES, fetchJson, mediaHeaders, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
});

afterAll(async () => {
  await newsroom?.stop();
});

async function searchStatus(query: string, lang: "en" | "ta" = "en"): Promise<number> {
  const params = new URLSearchParams({ query, page_size: "20" });
  const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/news?${params}`, { headers: mediaHeaders(lang) });
  return answer.status;
}

describe("newsroom search: the FTS query builder", () => {
  it("keeps control characters and lone surrogates out of the terms", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        for (const term of searchTerms(text)) {
          expect(term).not.toMatch(/[\p{Cc}\uFFFE\uFFFF]/u);
          expect(term).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
          expect(term).not.toBe("");
        }
      }),
    );
    expect(searchTerms("admin\u0000")).toEqual(["admin"]);
    expect(searchTerms("a\u0000b\u001Fc")).toEqual(["a", "b", "c"]);
  });

  it("quotes every term, so FTS5 syntax is text", () => {
    expect(ftsMatchExpression(['"quoted"', "near(", "and"])).toBe('"""quoted""" AND "near(" AND "and"');
    expect(ftsMatchExpression(["ab", "x"])).toBeNull();
  });
});

describe("newsroom search: any query string is answered without a 500", () => {
  it("answers a NUL byte, FTS syntax, brackets, long strings and Tamil combining marks", async () => {
    const hostile = [
      "admin\u0000",
      "\u0000",
      '"',
      '"unbalanced',
      "chennai*",
      "*",
      "NEAR(chennai rain",
      "NEAR(a b, 3)",
      "chennai AND",
      "AND OR NOT",
      "(((",
      ")]}",
      "{en}: rain",
      "^rain",
      "rain\u0000\u0001\u001F\u007F\u009F",
      "\uD800rain",
      "rain\uDFFF",
      "\uFFFE\uFFFF",
      "\u0BCD\u0BCD\u0BBF\u0BC6", // Tamil combining marks with no base letter
      "க்\u200Dஷ ்ி",
      "x".repeat(200),
      "ச".repeat(200),
    ];
    for (const query of hostile) {
      for (const lang of ["en", "ta"] as const) {
        expect(await searchStatus(query, lang), JSON.stringify(query)).toBe(200);
      }
    }
    // Over the media service's 200-character limit: a 400 with a message, never a 500.
    expect(await searchStatus("x".repeat(10 * 1024))).toBe(400);
    expect(await searchStatus(`${"\u0000".repeat(5000)}"`)).toBe(400);
  });

  it("answers any string (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 200 }),
          fc
            .array(fc.constantFrom('"', "*", "NEAR(", "AND", "OR", "NOT", "(", ")", "^", ":", "\u0000", "\u0BCD", "chennai", " ", "-"), { maxLength: 30 })
            .map((parts) => parts.join("")),
        ),
        async (query) => {
          const status = await searchStatus(query);
          expect([200, 400], JSON.stringify(query)).toContain(status);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("newsroom search: ranking", () => {
  /** One story's texts in both languages, folded as the index compares them. */
  type Row = { id: number; published_ms: number; titles: string[]; summaries: string[]; bodies: string[]; title: string; summary: string };

  function rows(lang: "en" | "ta"): Map<number, Row> {
    const all = newsroom.db
      .prepare(`SELECT id, published_ms, title_en, summary_en, body_en, title_ta, summary_ta, body_ta FROM ${FULL_ARTICLES}`)
      .all() as (Record<`${"title" | "summary" | "body"}_${"en" | "ta"}`, string> & { id: number; published_ms: number })[];
    return new Map(
      all.map((row) => [
        row.id,
        {
          id: row.id,
          published_ms: row.published_ms,
          titles: [row.title_en, row.title_ta].map(foldForSearch),
          summaries: [row.summary_en, row.summary_ta].map(foldForSearch),
          bodies: [row.body_en, row.body_ta].map((body) => foldForSearch(htmlToText(body))),
          // What the list shows: the requested language's.
          title: lang === "ta" ? row.title_ta : row.title_en,
          summary: lang === "ta" ? row.summary_ta : row.summary_en,
        },
      ]),
    );
  }

  /** 0: the word is in a title (either language); 1: in a summary; 2: only in a body; -1: nowhere. */
  function tier(row: Row, word: string): number {
    if (row.titles.some((text) => text.includes(word))) return 0;
    if (row.summaries.some((text) => text.includes(word))) return 1;
    return row.bodies.some((text) => text.includes(word)) ? 2 : -1;
  }

  async function search(query: string, lang: "en" | "ta"): Promise<{ ids: number[]; titles: string[]; languages: string[]; total: number }> {
    const params = new URLSearchParams({ query, page_size: "100", is_state: "true", is_national: "true", is_international: "true" });
    const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/news?${params}`, { headers: mediaHeaders(lang) });
    expect(answer.status).toBe(200);
    const { data, total } = newsListResponseSchema.parse(answer.body);
    expect(total).toBeTypeOf("number");
    const items = data as { id: number | string; title: string; language: string }[];
    return { ids: items.map((item) => Number(item.id)), titles: items.map((item) => item.title), languages: items.map((item) => item.language), total: total! };
  }

  function expectRanked(found: Row[], word: string) {
    const tiers = found.map((row) => tier(row, word));
    expect(tiers).not.toContain(-1);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    for (let index = 1; index < found.length; index++) {
      if (tiers[index] === tiers[index - 1]) expect(found[index]!.published_ms).toBeLessThanOrEqual(found[index - 1]!.published_ms);
    }
    return tiers;
  }

  for (const [lang, word] of [
    ["en", "chennai"],
    ["ta", "சென்னை"],
  ] as const) {
    it(`puts title matches first, then summary, then body, newest first within each (${lang}: ${word})`, async () => {
      const texts = rows(lang);
      const tiers = expectRanked(
        (await search(word, lang)).ids.map((id) => texts.get(id)!),
        word,
      );
      // The seed has the word in titles and in bodies alone: the ranking has something to order.
      expect(tiers).toContain(0);
      expect(tiers).toContain(2);
    });
  }

  // Issue 29: every story is written in both languages, so a word in either script finds it, in the asked language.
  for (const [lang, word] of [
    ["ta", "chennai"],
    ["ta", "sriharikota"],
    ["en", "தங்கம்"],
    ["en", "சென்னை"],
  ] as const) {
    it(`finds a word of the other language and answers in the asked one, ranked the same way (${lang}: ${word})`, async () => {
      const texts = rows(lang);
      const all = [...texts.values()];
      const expected = all.filter((row) => tier(row, word) !== -1);
      // In the seed the word is in the other language's texts alone: without the other language nothing is found.
      const shownLanguage = lang === "ta" ? 1 : 0;
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.some((row) => [row.titles, row.summaries, row.bodies].some((texts) => texts[shownLanguage]!.includes(word)))).toBe(false);

      const answer = await search(word, lang);
      expect(answer.total).toBe(expected.length);
      const found = answer.ids.map((id) => texts.get(id)!);
      const tiers = expectRanked(found, word);
      expect(tiers[0]).toBe(0);
      expect(new Set(answer.languages)).toEqual(new Set([lang]));
      expect(answer.titles).toEqual(found.map((row) => row.title));
    });
  }

  it("finds a two-letter word of the other language in titles and summaries", async () => {
    const texts = rows("ta");
    // Too short for the trigram index: the scan of both languages' headlines finds it.
    const word = "go";
    const expected = [...texts.values()].filter((row) => [...row.titles, ...row.summaries].some((text) => text.includes(word)));
    expect(expected.length).toBeGreaterThan(0);
    expect((await search(word, "ta")).total).toBe(expected.length);
  });

  it("finds a query of words in both scripts where each word is in either language", async () => {
    const texts = rows("en");
    const both = [...texts.values()].filter((row) => tier(row, "chennai") === 0 && tier(row, "தங்கம்") === 0);
    expect(both.length).toBeGreaterThan(0);
    const answer = await search("Chennai தங்கம்", "en");
    expect(answer.total).toBe([...texts.values()].filter((row) => tier(row, "chennai") !== -1 && tier(row, "தங்கம்") !== -1).length);
    expect(answer.ids.slice(0, both.length).sort()).toEqual(both.map((row) => row.id).sort());
  });
});
