import { describe, expect, it } from "vitest";
import { resolveAuthor, resolveCategory, resolveCity } from "./resolve";
import type { Author, Category, City } from "./types";

const city = (id: string, slug: string, en: string, ta: string): City => ({
  id,
  slug,
  name: en,
  names: { en, ta },
  latitude: null,
  longitude: null,
  subNav: [],
});
const cities = [
  city("1", "chennai", "Chennai", "சென்னை"),
  city("25", "tiruvannamalai", "Tiruvannamalai", "திருவண்ணாமலை"),
  city("3", "madurai", "Madurai", "மதுரை"),
];

describe("a city from the route parameter (requirements §2: id or name)", () => {
  it("takes the slug as canonical", () => {
    expect(resolveCity(cities, "chennai")).toEqual({ found: cities[0], canonical: true });
  });
  it("finds the id, the English name and the Tamil name, none canonical", () => {
    for (const param of ["1", "Chennai", "CHENNAI", " chennai ", "சென்னை"]) {
      expect(resolveCity(cities, param), param).toEqual({ found: cities[0], canonical: false });
    }
  });
  it("compares Tamil names in NFC", () => {
    // "ை" has no decomposition, but a name typed with decomposed vowel signs must still match.
    const tamil = city("9", "kovilpatti", "Kovilpatti", "கோவில்பட்டி");
    expect(resolveCity([tamil], "கோவில்பட்டி".normalize("NFD"))?.found).toBe(tamil);
  });
  it("answers null for anything else", () => {
    for (const param of ["", "  ", "99", "chen", "Vellore"]) expect(resolveCity(cities, param), param).toBeNull();
  });
});

describe("a category or an author", () => {
  const categories: Category[] = [
    { id: "12", slug: "politics", name: "அரசியல்", subNav: [] },
    { id: "3", slug: "science", name: "Science", subNav: [] },
  ];
  it("resolves categories by id, slug and name", () => {
    expect(resolveCategory(categories, "politics")).toEqual({ found: categories[0], canonical: true });
    expect(resolveCategory(categories, "12")?.canonical).toBe(false);
    expect(resolveCategory(categories, "அரசியல்")?.found).toBe(categories[0]);
    expect(resolveCategory(categories, "Politics")).toEqual({ found: categories[0], canonical: false });
    expect(resolveCategory(categories, "sports")).toBeNull();
  });
  const authors: Author[] = [{ id: "1", slug: "s-karthikeyan", name: "S. Karthikeyan", articleCount: 60 }];
  it("resolves authors by id, slug and name", () => {
    expect(resolveAuthor(authors, "s-karthikeyan")?.canonical).toBe(true);
    expect(resolveAuthor(authors, "S. Karthikeyan")?.canonical).toBe(false);
    expect(resolveAuthor(authors, "1")?.found).toBe(authors[0]);
    expect(resolveAuthor(authors, "nobody")).toBeNull();
  });
});
