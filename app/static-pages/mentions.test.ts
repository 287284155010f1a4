import { describe, expect, it } from "vitest";
import { STATIC_PAGES, STATIC_PAGE_KEYS, type StaticPageKey } from "./content";
import { linkMentions, type LinkedBlock, type Part } from "./mentions";

function links(blocks: LinkedBlock[]): { text: string; page: StaticPageKey }[] {
  return blocks
    .flatMap((block): Part[] => (block.kind === "p" ? block.parts : block.kind === "ul" ? block.items.flat() : []))
    .filter((part): part is { text: string; page: StaticPageKey } => typeof part !== "string");
}

function plain(blocks: LinkedBlock[]): string[] {
  return blocks.map((block) =>
    block.kind === "h2"
      ? block.text
      : block.kind === "p"
        ? block.parts.map((part) => (typeof part === "string" ? part : part.text)).join("")
        : block.items.map((item) => item.map((part) => (typeof part === "string" ? part : part.text)).join("")).join("\n"),
  );
}

describe("links between the static pages", () => {
  it("links the privacy policy and the cookie policy to each other, in both languages", () => {
    for (const lang of ["en", "ta"] as const) {
      const pages = STATIC_PAGES[lang];
      expect(
        links(linkMentions("privacy-policy", pages["privacy-policy"].blocks, pages)).map((l) => l.page),
        lang,
      ).toContain("cookie-policy");
      expect(
        links(linkMentions("cookie-policy", pages["cookie-policy"].blocks, pages)).map((l) => l.page),
        lang,
      ).toContain("privacy-policy");
    }
  });

  it("links the same pages from the English and the Tamil text", () => {
    for (const key of STATIC_PAGE_KEYS) {
      const en = links(linkMentions(key, STATIC_PAGES.en[key].blocks, STATIC_PAGES.en)).map((l) => l.page);
      const ta = links(linkMentions(key, STATIC_PAGES.ta[key].blocks, STATIC_PAGES.ta)).map((l) => l.page);
      expect(ta, key).toEqual(en);
    }
  });

  it("makes the whole Tamil word the link, case ending included", () => {
    const pages = STATIC_PAGES.ta;
    const found = links(linkMentions("cookie-policy", pages["cookie-policy"].blocks, pages));
    expect(found).toContainEqual({ text: "தனியுரிமைக் கொள்கையுடன்", page: "privacy-policy" });
    const user = links(linkMentions("user-policy", pages["user-policy"].blocks, pages));
    expect(user).toContainEqual({ text: "விதிமுறைகள் மற்றும் நிபந்தனைகளையும்", page: "terms" });
  });

  it("never links a page to itself, and links each other page once", () => {
    for (const lang of ["en", "ta"] as const) {
      for (const key of STATIC_PAGE_KEYS) {
        const pages = links(linkMentions(key, STATIC_PAGES[lang][key].blocks, STATIC_PAGES[lang])).map((l) => l.page);
        expect(pages, `${lang}/${key}`).not.toContain(key);
        expect(new Set(pages).size, `${lang}/${key}`).toBe(pages.length);
      }
    }
  });

  it("changes no word of the text", () => {
    for (const lang of ["en", "ta"] as const) {
      for (const key of STATIC_PAGE_KEYS) {
        const blocks = STATIC_PAGES[lang][key].blocks;
        const original = blocks.map((block) => (block.kind === "ul" ? block.items.join("\n") : block.text));
        expect(plain(linkMentions(key, blocks, STATIC_PAGES[lang])), `${lang}/${key}`).toEqual(original);
      }
    }
  });

  it("matches a title only as a whole word", () => {
    const pages = STATIC_PAGES.en;
    const blocks = [{ kind: "p" as const, text: "Our Privacy Policyholders and our Privacy Policy." }];
    expect(links(linkMentions("about", blocks, pages))).toEqual([{ text: "Privacy Policy", page: "privacy-policy" }]);
    const parts = linkMentions("about", blocks, pages)[0];
    expect(parts).toEqual({
      kind: "p",
      parts: ["Our Privacy Policyholders and our ", { text: "Privacy Policy", page: "privacy-policy" }, "."],
    });
  });
});
