/**
 * The newsroom's full-text search against hostile input (issue 19 §6) and its ranking
 * (issue 19 §7): any query string is answered without a 500, and title
 * matches come before summary matches, before body matches, newest first within each.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsListResponseSchema } from "../app/upstream/schemas";
import { ftsMatchExpression, searchTerms } from "./articles";
import { htmlToText } from "./plain-text";
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
  type Row = { id: number; published_ms: number; title: string; summary: string; body: string };

  function rows(lang: "en" | "ta"): Map<number, Row> {
    const all = newsroom.db
      .prepare(`SELECT id, published_ms, title_${lang} AS title, summary_${lang} AS summary, body_${lang} AS body FROM ${FULL_ARTICLES}`)
      .all() as Row[];
    return new Map(all.map((row) => [row.id, { ...row, body: htmlToText(row.body) }]));
  }

  async function rankedIds(query: string, lang: "en" | "ta"): Promise<number[]> {
    const params = new URLSearchParams({ query, page_size: "100", is_state: "true", is_national: "true", is_international: "true" });
    const answer = await fetchJson(`${newsroom.mediaUrl}/news-svc/api/v1/news?${params}`, { headers: mediaHeaders(lang) });
    expect(answer.status).toBe(200);
    return newsListResponseSchema.parse(answer.body).data.map((item) => Number((item as { id: number | string }).id));
  }

  for (const [lang, word] of [
    ["en", "chennai"],
    ["ta", "சென்னை"],
  ] as const) {
    it(`puts title matches first, then summary, then body, newest first within each (${lang}: ${word})`, async () => {
      const texts = rows(lang);
      const tier = (row: Row) => (row.title.toLowerCase().includes(word) ? 0 : row.summary.toLowerCase().includes(word) ? 1 : 2);
      const ids = await rankedIds(word, lang);
      const found = ids.map((id) => texts.get(id)!);
      const tiers = found.map(tier);
      // The seed has the word in titles and in bodies alone: the ranking has something to order.
      expect(tiers).toContain(0);
      expect(tiers).toContain(2);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      for (let index = 1; index < found.length; index++) {
        if (tiers[index] === tiers[index - 1]) expect(found[index]!.published_ms).toBeLessThanOrEqual(found[index - 1]!.published_ms);
      }
    });
  }
});
