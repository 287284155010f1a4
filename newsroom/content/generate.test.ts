import { describe, it, expect } from "vitest";
import { AUTHORS, CATEGORIES, CITIES, TAGS } from "./catalog";
import { generateArticles, istDayStart, slugify } from "./generate";
import { SHORT_TEMPLATES, STORY_TEMPLATES } from "./stories";
import type { SeedArticle } from "./types";

const NOW = new Date("2025-06-11T09:30:00Z"); // 15:00 in Asia/Kolkata
const DAY = 86_400_000;
const TAMIL = /[\u0B80-\u0BFF]/;
const SLOT = /\{[A-Za-z0-9]+\}/;

const articles = generateArticles({ count: 1500, now: NOW, seed: 42 });

const isToday = (a: SeedArticle, now = NOW) =>
  istDayStart(Date.parse(a.publishedAt)) === istDayStart(now.getTime()) && Date.parse(a.publishedAt) <= now.getTime();

function texts(a: SeedArticle, lang: "en" | "ta"): [string, string][] {
  const t = a[lang];
  return [
    ["title", t.title],
    ["summary", t.summary],
    ["metaDescription", t.metaDescription],
    ["bodyHtml", t.bodyHtml],
  ];
}

describe("catalog", () => {
  it("has the 33 cities in order with Tamil names and Tamil Nadu coordinates", () => {
    expect(CITIES).toHaveLength(33);
    expect(CITIES.map((c) => c.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(CITIES[0]!.names.en).toBe("Chennai");
    expect(CITIES[24]!.slug).toBe("tiruvannamalai");
    expect(CITIES[32]!.names.en).toBe("Tirupattur");
    for (const c of CITIES) {
      expect(c.slug).toMatch(/^[a-z]+$/);
      expect(c.names.ta).toMatch(TAMIL);
      expect(c.latitude).toBeGreaterThan(8);
      expect(c.latitude).toBeLessThan(13.6);
      expect(c.longitude).toBeGreaterThan(76.2);
      expect(c.longitude).toBeLessThan(80.4);
    }
  });

  it("has 12 categories, 24 authors and at least 45 tags including breaking", () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
      "breaking",
      "education",
      "environment",
      "science",
      "economics",
      "lifestyle",
      "entertainment",
      "business",
      "travel",
      "cinema",
      "sports",
      "politics",
    ]);
    expect(AUTHORS).toHaveLength(24);
    expect(TAGS.length).toBeGreaterThanOrEqual(45);
    expect(TAGS.find((t) => t.slug === "breaking")?.names.en).toBe("Breaking");
    for (const list of [CATEGORIES, AUTHORS, TAGS]) {
      const slugs = new Set(list.map((x) => x.slug));
      expect(slugs.size).toBe(list.length);
      list.forEach((x, i) => {
        expect(x.id).toBe(i + 1);
        expect(x.names.ta).toMatch(TAMIL);
      });
    }
  });

  it("has at least 72 long templates, 6 per category, and short templates", () => {
    expect(STORY_TEMPLATES.length).toBeGreaterThanOrEqual(72);
    for (const c of CATEGORIES) {
      expect(STORY_TEMPLATES.filter((t) => t.category === c.slug).length).toBeGreaterThanOrEqual(6);
    }
    for (const scope of ["city", "state", "national", "international"] as const) {
      expect(STORY_TEMPLATES.some((t) => t.scopes.includes(scope))).toBe(true);
      expect(SHORT_TEMPLATES.some((t) => t.scopes.includes(scope))).toBe(true);
    }
  });
});

describe("generateArticles", () => {
  it("is deterministic", () => {
    const again = generateArticles({ count: 1500, now: NOW, seed: 42 });
    expect(again).toEqual(articles);
    const other = generateArticles({ count: 50, now: NOW, seed: 43 });
    expect(other.map((a) => a.en.title)).not.toEqual(articles.slice(0, 50).map((a) => a.en.title));
    expect(generateArticles({ count: 0, now: NOW })).toEqual([]);
  });

  it("numbers articles 1..count", () => {
    expect(articles).toHaveLength(1500);
    expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
  });

  it("covers every city, category and author", () => {
    for (const c of CITIES) {
      const n = articles.filter((a) => a.scope === "city" && a.cityId === c.id).length;
      expect(n, c.slug).toBeGreaterThanOrEqual(20);
    }
    for (const c of CATEGORIES)
      expect(
        articles.some((a) => a.categoryId === c.id),
        c.slug,
      ).toBe(true);
    for (const u of AUTHORS)
      expect(
        articles.some((a) => a.authorId === u.id),
        u.slug,
      ).toBe(true);
    for (const a of articles) expect(a.cityId === null).toBe(a.scope !== "city");
  });

  it("mixes scopes roughly 55/20/15/10", () => {
    const share = (s: string) => articles.filter((a) => a.scope === s).length / articles.length;
    expect(share("city")).toBeCloseTo(0.55, 1);
    expect(share("state")).toBeCloseTo(0.2, 1);
    expect(share("national")).toBeCloseTo(0.15, 1);
    expect(share("international")).toBeCloseTo(0.1, 1);
  });

  it("never publishes in the future and stays within 30 days", () => {
    const now = NOW.getTime();
    for (const a of articles) {
      const p = Date.parse(a.publishedAt);
      const u = Date.parse(a.updatedAt);
      expect(p).toBeLessThanOrEqual(now);
      expect(p).toBeGreaterThanOrEqual(now - 30 * DAY);
      expect(u).toBeGreaterThanOrEqual(p);
      expect(u).toBeLessThanOrEqual(now);
      expect(a.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it("puts enough news on today's front page", () => {
    const today = articles.filter((a) => isToday(a));
    expect(today.length / articles.length).toBeGreaterThanOrEqual(0.08);
    expect(today.filter((a) => a.isImportant && a.isWebNews).length).toBeGreaterThanOrEqual(15);
    expect(today.filter((a) => a.isBreaking).length).toBeGreaterThanOrEqual(6);
    const live = articles.filter((a) => a.isLive);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.length).toBeLessThanOrEqual(10);
    for (const a of live) {
      expect(a.isBreaking).toBe(true);
      expect(isToday(a)).toBe(true);
    }
    for (const a of articles) if (a.isBreaking) expect(isToday(a)).toBe(true);
  });

  it("still works when now is just after midnight IST", () => {
    const now = new Date("2025-06-10T18:31:00Z"); // 00:01 IST
    const list = generateArticles({ count: 300, now, seed: 1 });
    for (const a of list) expect(Date.parse(a.publishedAt)).toBeLessThanOrEqual(now.getTime());
    expect(list.filter((a) => isToday(a, now)).length).toBeGreaterThanOrEqual(24);
  });

  it("marks about 20% as short news", () => {
    const short = articles.filter((a) => a.isShortNews);
    expect(short.length / articles.length).toBeCloseTo(0.2, 1);
    for (const a of articles) {
      expect(a.newsType).toBe(a.isShortNews ? "Short" : "Web");
      if (a.isShortNews) expect(a.isWebNews).toBe(false);
    }
    const web = articles.filter((a) => !a.isShortNews);
    expect(web.filter((a) => a.isWebNews).length / web.length).toBeGreaterThan(0.9);
  });

  it("gives unique public slugs", () => {
    const publicSlugs = new Set(articles.map((a) => `${a.slug}-${a.id}`));
    expect(publicSlugs.size).toBe(articles.length);
    for (const a of articles) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.slug.length).toBeLessThanOrEqual(80);
      expect(a.slug).toBe(slugify(a.en.title));
    }
    const titles = new Set(articles.map((a) => a.en.title));
    expect(titles.size / articles.length).toBeGreaterThan(0.9);
  });

  it("tags each article with 2–4 known tags, breaking only where it belongs", () => {
    const tagIds = new Set(TAGS.map((t) => t.id));
    const breakingId = TAGS.find((t) => t.slug === "breaking")!.id;
    const breakingCategory = CATEGORIES.find((c) => c.slug === "breaking")!.id;
    for (const a of articles) {
      expect(a.tagIds.length).toBeGreaterThanOrEqual(2);
      expect(a.tagIds.length).toBeLessThanOrEqual(4);
      expect(new Set(a.tagIds).size).toBe(a.tagIds.length);
      for (const t of a.tagIds) expect(tagIds.has(t)).toBe(true);
      if (a.isBreaking) expect(a.tagIds).toContain(breakingId);
      if (a.tagIds.includes(breakingId)) expect(a.isBreaking || a.categoryId === breakingCategory).toBe(true);
      expect(Number.isInteger(a.likesCount)).toBe(true);
      expect(a.likesCount).toBeGreaterThanOrEqual(0);
      expect(a.likesCount).toBeLessThanOrEqual(500);
      expect(Number.isInteger(a.imageSeed)).toBe(true);
    }
  });

  it("fills every slot, in real Tamil and plain English", () => {
    for (const a of articles) {
      for (const [field, v] of texts(a, "ta")) {
        expect(v, `${a.id} ta.${field}`).toMatch(TAMIL);
        expect(v, `${a.id} ta.${field}`).not.toMatch(SLOT);
        expect(v).not.toContain("undefined");
        expect(v.trim().length).toBeGreaterThan(10);
      }
      for (const [field, v] of texts(a, "en")) {
        expect(v, `${a.id} en.${field}`).not.toMatch(TAMIL);
        expect(v, `${a.id} en.${field}`).not.toMatch(SLOT);
        expect(v).not.toContain("undefined");
        expect(v.trim().length).toBeGreaterThan(10);
      }
      for (const lang of ["en", "ta"] as const) {
        expect(a[lang].title).not.toMatch(/[<>{}]/);
        expect(a[lang].summary).not.toMatch(/[<>{}]/);
      }
    }
  });

  it("writes well-formed body HTML", () => {
    const allowed = new Set(["p", "h2", "blockquote", "ul", "li", "figure"]);
    for (const a of articles) {
      for (const lang of ["en", "ta"] as const) {
        const html = a[lang].bodyHtml;
        const stack: string[] = [];
        for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
          const [, close, tag] = m;
          expect(allowed.has(tag!), tag).toBe(true);
          if (close) expect(stack.pop()).toBe(tag);
          else stack.push(tag!);
        }
        expect(stack).toEqual([]);
        const paragraphs = (html.match(/<p>/g) ?? []).length;
        expect(paragraphs).toBe((html.match(/<\/p>/g) ?? []).length);
        if (a.isShortNews) {
          expect(paragraphs).toBeGreaterThanOrEqual(2);
          expect(paragraphs).toBeLessThanOrEqual(3);
        } else {
          expect(paragraphs).toBeGreaterThanOrEqual(4);
          expect(paragraphs).toBeLessThanOrEqual(6);
        }
        expect(html).not.toMatch(/&(?![a-z]+;|#\d+;)/);
      }
    }
  });

  // How long it takes is no test's to say (a busy machine took 25 s): the newsroom logs it at every seed.
  it("generates 100,000 articles, numbered 1 to 100,000", { timeout: 120_000 }, () => {
    const big = generateArticles({ count: 100_000, now: NOW });
    expect(big).toHaveLength(100_000);
    expect(big[99_999]!.id).toBe(100_000);
  });
});
