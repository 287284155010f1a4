import { describe, expect, it } from "vitest";
import { articleSlug, parseArticleSlug, slugify } from "./slug";

describe("slugify", () => {
  it("keeps lowercase ASCII words, folding accents and dropping punctuation", () => {
    expect(slugify("Heavy Rain Lashes Chennai: Schools Shut!")).toBe("heavy-rain-lashes-chennai-schools-shut");
    expect(slugify("  Café déjà vu  ")).toBe("cafe-deja-vu");
    expect(slugify("IPL 2025 — CSK vs MI")).toBe("ipl-2025-csk-vs-mi");
  });

  it("drops Tamil script entirely", () => {
    expect(slugify("சென்னையில் கனமழை")).toBe("");
    expect(slugify("சென்னை IPL 2025")).toBe("ipl-2025");
  });

  it("cuts long titles at a word boundary", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("word")).toBe(true);
  });
});

describe("articleSlug", () => {
  it("is the title words plus the id", () => {
    expect(articleSlug("Chennai Rain Update", "1234")).toBe("chennai-rain-update-1234");
  });

  it("prefers the upstream's English slug, so both languages share one URL", () => {
    expect(articleSlug("சென்னையில் கனமழை", "1234", "chennai-rain")).toBe("chennai-rain-1234");
    expect(articleSlug("Chennai rain today", "1234", "chennai-rain")).toBe("chennai-rain-1234");
  });

  it("keeps an upstream slug that already ends in the id, without doubling it", () => {
    expect(articleSlug("Anything", "1234", "chennai-rain-1234")).toBe("chennai-rain-1234");
    expect(articleSlug("Anything", "1234", "1234")).toBe("anything-1234");
    expect(articleSlug("சென்னை", "1234", "1234")).toBe("news-1234");
    // "-11234" ends in "1234" as text but not as a segment: the id is appended.
    expect(articleSlug("Anything", "1234", "story-11234")).toBe("story-11234-1234");
  });

  it("falls back to news-{id} for a Tamil-only title and no upstream slug", () => {
    expect(articleSlug("சென்னையில் கனமழை", "77")).toBe("news-77");
    expect(articleSlug("சென்னையில் கனமழை", "77", "")).toBe("news-77");
  });

  it("round-trips through parseArticleSlug", () => {
    for (const [title, id] of [
      ["Chennai Rain", "1"],
      ["சென்னை", "999999999999"],
      ["", "42"],
    ] as const) {
      expect(parseArticleSlug(articleSlug(title, id))).toBe(id);
    }
  });
});

describe("parseArticleSlug", () => {
  it("reads the id from the last hyphen-separated segment", () => {
    expect(parseArticleSlug("chennai-rain-1234")).toBe("1234");
    expect(parseArticleSlug("news-7")).toBe("7");
    expect(parseArticleSlug("1234")).toBe("1234");
    expect(parseArticleSlug("2025-ipl-final-88")).toBe("88");
    expect(parseArticleSlug("சென்னை-மழை-55")).toBe("55");
  });

  it("rejects anything that cannot be an article", () => {
    for (const bad of [
      "",
      "chennai-rain",
      "chennai-rain-",
      "chennai-rain-12a",
      "chennai-rain-1234.html",
      "chennai-rain-0",
      "chennai-rain-0123",
      "chennai-rain-1234567890123", // 13 digits
      "chennai-rain-௧௨௩", // Tamil digits are not ids
      "chennai-rain-١٢٣", // nor Arabic-Indic ones
      "x-12 34",
      "../-12/../1",
      `${"a".repeat(300)}-1`,
    ]) {
      expect(parseArticleSlug(bad), bad).toBeNull();
    }
  });

  it("accepts 12 digits, the longest id", () => {
    expect(parseArticleSlug("x-123456789012")).toBe("123456789012");
  });
});
