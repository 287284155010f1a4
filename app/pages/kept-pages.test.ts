import { describe, expect, it } from "vitest";
import { newsCard } from "../test-support/articles";
import { joinPages, keptPagesOf, KEPT_PAGES, withKeptPages } from "./kept-pages";
import type { ListData } from "./list-page";

const card = newsCard;

const page = (number: number, ids: string[], last = false): ListData => ({
  cards: ids.map(card),
  count: ids.length,
  page: number,
  hasNext: !last,
  previousHref: number > 1 ? (number === 2 ? "/tamil/city/chennai" : `/tamil/city/chennai?page=${number - 1}`) : null,
  nextHref: last ? null : `/tamil/city/chennai?page=${number + 1}`,
});

const url = (search: string) => new URL(`https://kural.example/tamil/city/chennai${search}`);
const routerState = { usr: null, key: "k3x", idx: 2 };

describe("the pages a history entry kept (issue 29 point 2)", () => {
  it("adds the list's first page and route to the router's state, which it leaves as it was", () => {
    const state = withKeptPages(routerState, { route: "ta:city", from: 1 });
    expect(state).toEqual({ ...routerState, [KEPT_PAGES]: { route: "ta:city", from: 1 } });
    expect(routerState).not.toHaveProperty(KEPT_PAGES);
    expect(withKeptPages(null, { route: "en:tag", from: 2 })).toEqual({ [KEPT_PAGES]: { route: "en:tag", from: 2 } });
  });

  it("reads back the pages before the address's own", () => {
    const state = withKeptPages(routerState, { route: "ta:city", from: 1 });
    expect(keptPagesOf(state, url("?page=3"))).toEqual({ route: "ta:city", pages: [1, 2] });
    expect(keptPagesOf(withKeptPages(routerState, { route: "en:search", from: 2 }), url("?q=rain&page=4"))).toEqual({ route: "en:search", pages: [2, 3] });
  });

  it("finds nothing for an entry that kept nothing: a shared or bookmarked ?page=3, a first visit", () => {
    expect(keptPagesOf(routerState, url("?page=3"))).toBeNull();
    expect(keptPagesOf(null, url("?page=3"))).toBeNull();
    expect(keptPagesOf(undefined, url(""))).toBeNull();
  });

  it("finds nothing when the address is not past the first page kept, or its page is not one", () => {
    const state = withKeptPages(routerState, { route: "ta:city", from: 3 });
    expect(keptPagesOf(state, url("?page=3"))).toBeNull();
    expect(keptPagesOf(state, url(""))).toBeNull();
    expect(keptPagesOf(state, url("?page=abc"))).toBeNull();
    expect(keptPagesOf(state, url("?page=9999999"))).toBeNull();
  });

  it("finds nothing in a state it did not write whole", () => {
    for (const kept of [{ from: 1 }, { route: "ta:city" }, { route: "", from: 1 }, { route: "ta:city", from: 0 }, { route: "ta:city", from: 1.5 }, "1", 1]) {
      expect(keptPagesOf({ ...routerState, [KEPT_PAGES]: kept }, url("?page=3")), JSON.stringify(kept)).toBeNull();
    }
  });
});

describe("consecutive pages as one list", () => {
  it("keeps every card once, in order, with the first page's way back and the last page's way on", () => {
    const joined = joinPages([page(1, ["1", "2"]), page(2, ["3", "4"]), page(3, ["5", "6"])]);
    expect(joined.cards?.map((c) => c.id)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(joined).toMatchObject({ count: 6, from: 1, page: 3, hasNext: true, previousHref: null, nextHref: "/tamil/city/chennai?page=4" });
  });

  it("drops a story met again when newer ones pushed it onto the next page", () => {
    const joined = joinPages([page(2, ["3", "4"]), page(3, ["4", "5"], true)]);
    expect(joined.cards?.map((c) => c.id)).toEqual(["3", "4", "5"]);
    expect(joined).toMatchObject({ count: 3, from: 2, page: 3, hasNext: false, previousHref: "/tamil/city/chennai", nextHref: null });
  });
});
