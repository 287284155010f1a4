import { describe, it, expect } from "vitest";
import { STATIC_PAGES, STATIC_PAGE_KEYS, type StaticPage, type StaticPageKey } from "./content";

const LANGUAGES = ["en", "ta"] as const;
const ALL_KEYS: StaticPageKey[] = ["about", "contact", "cookie-policy", "privacy-policy", "user-policy", "terms"];
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

/** Every string a reader sees on the page, except the display date. */
function pageStrings(page: StaticPage): string[] {
  return [page.title, page.description, ...page.blocks.flatMap((block) => (block.kind === "ul" ? block.items : [block.text]))];
}

function wordCount(page: StaticPage): number {
  return pageStrings(page)
    .join(" ")
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
}

describe("static pages", () => {
  it("lists the six pages in the footer order", () => {
    expect(STATIC_PAGE_KEYS).toEqual(ALL_KEYS);
  });

  it.each(LANGUAGES)("has all six pages, each with a title and text, in %s", (lang) => {
    expect(Object.keys(STATIC_PAGES[lang]).sort()).toEqual([...ALL_KEYS].sort());
    for (const key of ALL_KEYS) {
      const page = STATIC_PAGES[lang][key];
      expect(page.title.trim(), key).not.toBe("");
      expect(page.blocks.length, key).toBeGreaterThan(0);
      for (const text of pageStrings(page)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("writes every Tamil string in Tamil script", () => {
    for (const key of ALL_KEYS) {
      for (const text of pageStrings(STATIC_PAGES.ta[key])) expect(text, `${key}: ${text}`).toMatch(TAMIL_SCRIPT);
    }
  });

  it("keeps Tamil script out of the English pages", () => {
    for (const key of ALL_KEYS) {
      for (const text of pageStrings(STATIC_PAGES.en[key])) expect(text, `${key}: ${text}`).not.toMatch(TAMIL_SCRIPT);
    }
  });

  it("holds no HTML or placeholder text", () => {
    for (const lang of LANGUAGES) {
      for (const key of ALL_KEYS) {
        for (const text of pageStrings(STATIC_PAGES[lang][key])) {
          expect(text, `${lang}/${key}`).not.toMatch(/<\/?[a-z][^>]*>/i);
          expect(text, `${lang}/${key}`).not.toMatch(/lorem|\[[a-z ]+\]|TODO/i);
        }
      }
    }
  });

  it("dates the cookie policy 03/03/2025 in both languages", () => {
    for (const lang of LANGUAGES) {
      expect(STATIC_PAGES[lang]["cookie-policy"].updatedIso).toBe("2025-03-03");
      expect(STATIC_PAGES[lang]["cookie-policy"].updated).toBe("03/03/2025");
    }
  });

  it("dates the privacy policy 08 January 2025 in both languages", () => {
    expect(STATIC_PAGES.en["privacy-policy"].updated).toBe("08 January 2025");
    expect(STATIC_PAGES.ta["privacy-policy"].updated).toBe("08 ஜனவரி 2025");
    for (const lang of LANGUAGES) expect(STATIC_PAGES[lang]["privacy-policy"].updatedIso).toBe("2025-01-08");
  });

  it("dates the terms 07 January 2025 in both languages", () => {
    expect(STATIC_PAGES.en.terms.updated).toBe("07 January 2025");
    expect(STATIC_PAGES.ta.terms.updated).toBe("07 ஜனவரி 2025");
    for (const lang of LANGUAGES) expect(STATIC_PAGES[lang].terms.updatedIso).toBe("2025-01-07");
  });

  it.each(LANGUAGES)("says in the %s privacy policy that the service is not for children under 13", (lang) => {
    const text = pageStrings(STATIC_PAGES[lang]["privacy-policy"]).join(" ");
    expect(text).toContain("13");
  });

  it("mentions children in the English privacy policy's under-13 section", () => {
    const text = pageStrings(STATIC_PAGES.en["privacy-policy"]).join(" ");
    expect(text).toMatch(/children under 13/);
  });

  it("names the grievance contact and the 15-day resolution on the contact page", () => {
    for (const lang of LANGUAGES) {
      const text = pageStrings(STATIC_PAGES[lang].contact).join(" ");
      expect(text).toContain("grievance@kuralnews.example");
      expect(text).toContain("editor@kuralnews.example");
      expect(text).toContain("15");
    }
  });

  it("lists the cookies this site actually sets", () => {
    for (const lang of LANGUAGES) {
      const text = pageStrings(STATIC_PAGES[lang]["cookie-policy"]).join(" ");
      for (const name of ["__session", "mode", "ln", "city", "news_liked_", "HttpOnly"]) expect(text, `${lang}: ${name}`).toContain(name);
    }
  });

  it("keeps every meta description within 160 characters", () => {
    for (const lang of LANGUAGES) {
      for (const key of ALL_KEYS) {
        const { description } = STATIC_PAGES[lang][key];
        expect(description.length, `${lang}/${key}`).toBeGreaterThan(0);
        expect(description.length, `${lang}/${key}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("gives every page enough text: 250+ words in English, 150+ in Tamil", () => {
    for (const key of ALL_KEYS) {
      expect(wordCount(STATIC_PAGES.en[key]), `en/${key}`).toBeGreaterThanOrEqual(250);
      expect(wordCount(STATIC_PAGES.ta[key]), `ta/${key}`).toBeGreaterThanOrEqual(150);
    }
  });

  it("keeps every page readable at one sitting: at most 900 words", () => {
    for (const lang of LANGUAGES) {
      for (const key of ALL_KEYS) expect(wordCount(STATIC_PAGES[lang][key]), `${lang}/${key}`).toBeLessThanOrEqual(900);
    }
  });
});
