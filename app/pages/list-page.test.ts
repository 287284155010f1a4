import { describe, expect, it } from "vitest";
import type { IslandStore } from "../wire/islands";
import type { NewsCard } from "../news/cards";
import { newsCard } from "../test-support/articles";
import { LIST_ISLAND, listData } from "./list-page";

const card = newsCard;

const window = { page: 2, hasNext: true, hasPrevious: true };

describe("a list page's data", () => {
  it("carries the cards and where the page sits, for a fetch (Load More, the search dialog)", () => {
    const list = listData([card("1"), card("2")], window, "/tamil/search", { q: "மழை" });
    expect(list).toMatchObject({ count: 2, page: 2, hasNext: true });
    expect(list.cards?.map((c) => c.id)).toEqual(["1", "2"]);
    expect(list.previousHref).toBe(`/tamil/search?q=${encodeURIComponent("மழை")}`);
    expect(list.nextHref).toBe(`/tamil/search?q=${encodeURIComponent("மழை")}&page=3`);
  });

  it("keeps a document's cards for its HTML only (a server island), with their count", () => {
    const islands: IslandStore = new Map();
    const list = listData([card("1"), card("2"), card("3")], window, "/city/chennai", {}, { islands });
    expect(list.cards).toBeNull();
    expect(list.count).toBe(3);
    expect((islands.get(LIST_ISLAND) as NewsCard[]).map((c) => c.id)).toEqual(["1", "2", "3"]);
  });
});
