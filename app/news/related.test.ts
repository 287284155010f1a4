import { describe, expect, it } from "vitest";
import { relatedArticles, sameCategory } from "./related";
import type { CategorySummary } from "./types";

const politics: CategorySummary = { id: "3", name: "Politics", slug: "politics" };
const sports: CategorySummary = { id: "7", name: "Sports", slug: "sports" };
const current = { id: "100", category: politics };
const story = (id: number, category: CategorySummary | null = politics) => ({ id: String(id), category });

describe("You May Also Like (requirements §5)", () => {
  it("shows nothing when there are no candidates", () => {
    expect(relatedArticles(current, [])).toEqual([]);
  });

  it("shows nothing with only 2 related articles (it needs more than 2)", () => {
    expect(relatedArticles(current, [story(1), story(2), story(3, sports)])).toEqual([]);
  });

  it("shows 3 when exactly 3 qualify", () => {
    expect(relatedArticles(current, [story(1), story(2), story(3)]).map((item) => item.id)).toEqual(["1", "2", "3"]);
  });

  it("shows at most 4 of 5, in the upstream's order", () => {
    expect(relatedArticles(current, [story(5), story(4), story(3), story(2), story(1)]).map((item) => item.id)).toEqual(["5", "4", "3", "2"]);
  });

  it("leaves out the article itself and repeats, which can make too few", () => {
    expect(relatedArticles(current, [story(100), story(1), story(1), story(2)])).toEqual([]);
    expect(relatedArticles(current, [story(100), story(1), story(2), story(3)]).map((item) => item.id)).toEqual(["1", "2", "3"]);
  });

  it("leaves out other categories and articles without one", () => {
    const items = [story(1), story(2, sports), story(3, null), story(4), story(5), story(6, sports)];
    expect(relatedArticles(current, items).map((item) => item.id)).toEqual(["1", "4", "5"]);
  });

  it("matches the category by id, or by slug or name ignoring case", () => {
    const byId = { id: "3", name: "Arasiyal", slug: "arasiyal" };
    const bySlug = { id: "", name: "", slug: "POLITICS" };
    const byName = { id: "99", name: "  politics ", slug: "" };
    const tamilName = { id: "", name: "அரசியல்", slug: "" };
    expect(sameCategory(byId, politics)).toBe(true);
    expect(sameCategory(bySlug, politics)).toBe(true);
    expect(sameCategory(byName, politics)).toBe(true);
    expect(sameCategory(tamilName, { id: "", name: "அரசியல்", slug: "" })).toBe(true);
    expect(sameCategory(sports, politics)).toBe(false);
    expect(relatedArticles(current, [story(1, byId), story(2, bySlug), story(3, byName)]).map((item) => item.id)).toEqual(["1", "2", "3"]);
  });

  it("never matches on empty values, nor for an article without a category", () => {
    expect(sameCategory({ id: "", name: "", slug: "" }, { id: "", name: "", slug: "" })).toBe(false);
    expect(relatedArticles({ id: "100", category: null }, [story(1), story(2), story(3)])).toEqual([]);
  });
});
