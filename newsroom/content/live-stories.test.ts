import { describe, it, expect } from "vitest";
import { AUTHORS, CATEGORIES, CITIES, TAGS } from "./catalog";
import { LIVE_STORIES } from "./live-stories";
import type { SeedLiveStory } from "./types";

const TAMIL_LETTER = /[\u0B80-\u0BFF]/gu;
const LATIN_LETTER = /[A-Za-z]/g;
const UPDATE_TAGS = new Set(["p", "ul", "li", "blockquote", "strong", "em"]);
const INTRO_TAGS = new Set(["p"]);

const textOf = (html: string) => html.replace(/<[^>]*>/g, " ");

/** Share of the letters that are Tamil script (Latin letters are the only other kind the seed writes). */
function tamilShare(html: string): number {
  const text = textOf(html);
  const tamil = text.match(TAMIL_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return tamil / Math.max(1, tamil + latin);
}

function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)].map((m) => m[1]!.toLowerCase());
}

/** Every reader-visible text of a story in one language, named for the failure message. */
function texts(story: SeedLiveStory, lang: "en" | "ta"): [string, string][] {
  const t = story[lang];
  const out: [string, string][] = [
    ["title", t.title],
    ["summary", t.summary],
    ["metaDescription", t.metaDescription],
    ["bodyHtml", t.bodyHtml],
  ];
  story.updates.forEach((u, i) => {
    out.push([`update ${i} body`, u.body[lang]]);
    if (u.title) out.push([`update ${i} title`, u.title[lang]]);
  });
  return out;
}

describe("LIVE_STORIES", () => {
  it("has four live stories and one ended one", () => {
    expect(LIVE_STORIES).toHaveLength(5);
    expect(LIVE_STORIES.filter((s) => !s.ended)).toHaveLength(4);
    expect(LIVE_STORIES.filter((s) => s.ended)).toHaveLength(1);
  });

  it("uses distinct English slugs without an id", () => {
    const slugs = LIVE_STORIES.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    for (const slug of slugs) expect(slug).not.toMatch(/-\d+$/);
  });

  it("refers only to categories, authors, tags and cities of the catalog", () => {
    const categories = new Set(CATEGORIES.map((c) => c.slug));
    const authors = new Set(AUTHORS.map((a) => a.slug));
    const tags = new Set(TAGS.map((t) => t.slug));
    const cities = new Set(CITIES.map((c) => c.slug));
    for (const s of LIVE_STORIES) {
      expect(categories, s.slug).toContain(s.categorySlug);
      expect(authors, s.slug).toContain(s.authorSlug);
      expect(s.tagSlugs.length, s.slug).toBeGreaterThan(0);
      for (const tag of s.tagSlugs) expect(tags, s.slug).toContain(tag);
      if (s.scope === "city") expect(cities, s.slug).toContain(s.citySlug);
      else expect(s.citySlug, s.slug).toBeNull();
    }
  });

  it("gives each story 10 to 60 updates, oldest first, all before now", () => {
    for (const s of LIVE_STORIES) {
      expect(s.updates.length, s.slug).toBeGreaterThanOrEqual(10);
      expect(s.updates.length, s.slug).toBeLessThanOrEqual(60);
      const minutes = s.updates.map((u) => u.minutesAfterStart);
      expect(minutes[0], s.slug).toBeGreaterThanOrEqual(0);
      for (let i = 1; i < minutes.length; i++) expect(minutes[i]!, `${s.slug} update ${i}`).toBeGreaterThan(minutes[i - 1]!);
      expect(minutes.at(-1)!, s.slug).toBeLessThan(s.startedMinutesAgo);
    }
  });

  it("keeps a live story's newest update a few minutes old", () => {
    for (const s of LIVE_STORIES.filter((story) => !story.ended)) {
      const age = s.startedMinutesAgo - s.updates.at(-1)!.minutesAfterStart;
      expect(age, s.slug).toBeLessThanOrEqual(15);
    }
  });

  it("pins at most one update per story and marks at least three key events in each live story", () => {
    for (const s of LIVE_STORIES) {
      expect(s.updates.filter((u) => u.pinned).length, s.slug).toBeLessThanOrEqual(1);
      const keyEvents = s.updates.filter((u) => u.keyEvent).length;
      expect(keyEvents, s.slug).toBeLessThanOrEqual(6);
      if (!s.ended) {
        expect(
          s.updates.filter((u) => u.pinned),
          s.slug,
        ).toHaveLength(1);
        expect(keyEvents, s.slug).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("titles some updates, always in both languages", () => {
    for (const s of LIVE_STORIES) {
      const titled = s.updates.filter((u) => u.title);
      expect(titled.length, s.slug).toBeGreaterThan(0);
      expect(titled.length, s.slug).toBeLessThanOrEqual(Math.ceil(s.updates.length / 3));
      for (const u of titled) {
        expect(u.title!.en.trim(), s.slug).not.toBe("");
        expect(u.title!.ta.trim(), s.slug).not.toBe("");
      }
    }
  });

  it("writes the Tamil in Tamil script and the English without any", () => {
    for (const s of LIVE_STORIES) {
      for (const [name, text] of texts(s, "ta")) {
        expect(textOf(text).trim(), `${s.slug} ta ${name}`).not.toBe("");
        // Each paragraph and list item on its own, so English cannot hide inside a long Tamil update.
        for (const block of text.split(/<\/?(?:p|li|ul|blockquote)>/).filter((b) => /[\p{L}]/u.test(b))) {
          expect(tamilShare(block), `${s.slug} ta ${name}: ${block}`).toBeGreaterThanOrEqual(0.6);
        }
      }
      for (const [name, text] of texts(s, "en")) {
        expect(textOf(text).trim(), `${s.slug} en ${name}`).not.toBe("");
        expect(text.match(TAMIL_LETTER), `${s.slug} en ${name}: ${text}`).toBeNull();
      }
    }
  });

  it("keeps meta descriptions within 160 characters", () => {
    for (const s of LIVE_STORIES) {
      expect(s.en.metaDescription.length, s.slug).toBeLessThanOrEqual(160);
      expect(s.ta.metaDescription.length, s.slug).toBeLessThanOrEqual(160);
    }
  });

  it("uses only the allowed HTML tags, balanced, in intros and update bodies", () => {
    for (const s of LIVE_STORIES) {
      for (const lang of ["en", "ta"] as const) {
        const intro = s[lang].bodyHtml;
        for (const tag of tagNames(intro)) expect(INTRO_TAGS, `${s.slug} ${lang} intro`).toContain(tag);
        expect(intro.match(/<p>/g)?.length ?? 0, `${s.slug} ${lang} intro paragraphs`).toBeGreaterThanOrEqual(2);
        s.updates.forEach((u, i) => {
          const html = u.body[lang];
          expect(html, `${s.slug} ${lang} update ${i}`).toMatch(/^<(p|ul|blockquote)>/);
          for (const tag of tagNames(html)) expect(UPDATE_TAGS, `${s.slug} ${lang} update ${i}`).toContain(tag);
          for (const tag of UPDATE_TAGS) {
            const opened = html.match(new RegExp(`<${tag}>`, "g"))?.length ?? 0;
            const closed = html.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
            expect(closed, `${s.slug} ${lang} update ${i} <${tag}>`).toBe(opened);
          }
          expect(html.match(/<p>/g)?.length ?? 0, `${s.slug} ${lang} update ${i} paragraphs`).toBeLessThanOrEqual(3);
          expect(html, `${s.slug} ${lang} update ${i}`).not.toMatch(/&(?![a-z]+;|#\d+;)/);
        });
      }
    }
  });

  it("repeats no update body within a story, in either language", () => {
    for (const s of LIVE_STORIES) {
      for (const lang of ["en", "ta"] as const) {
        const bodies = s.updates.map((u) => u.body[lang]);
        expect(new Set(bodies).size, `${s.slug} ${lang}`).toBe(bodies.length);
      }
    }
  });

  it("gives the same figures in both languages of every text", () => {
    // Figures of two digits or more; English may spell out a small number that Tamil writes as a digit.
    const figures = (html: string) => [...new Set(textOf(html).match(/\d[\d,.]*\d/g) ?? [])].sort();
    for (const s of LIVE_STORIES) {
      const en = texts(s, "en");
      const ta = texts(s, "ta");
      en.forEach(([name, text], i) => expect(figures(ta[i]![1]), `${s.slug} ${name}`).toEqual(figures(text)));
    }
  });
});
