import { describe, expect, it } from "vitest";
import { MAX_LIST_PAGE } from "./limits";
import { pageHref, pageWindow, parsePage } from "./paging";

const parse = (query: string) => parsePage(new URLSearchParams(query));

describe("?page= (issue 5: not a positive integer → 404, capped before any upstream call)", () => {
  it("is page 1 when absent", () => {
    expect(parse("")).toBe(1);
    expect(parse("area=t-nagar")).toBe(1);
  });
  it("accepts positive integers up to the cap", () => {
    expect(parse("page=1")).toBe(1);
    expect(parse("page=2")).toBe(2);
    expect(parse(`page=${MAX_LIST_PAGE}`)).toBe(MAX_LIST_PAGE);
  });
  it("refuses everything else", () => {
    for (const bad of ["page=", "page=0", "page=-1", "page=2.5", "page=abc", "page=01", "page=+2", "page=%202", "page=1e3", "page=2&page=3"]) {
      expect(parse(bad), bad).toBeNull();
    }
  });
  it("refuses pages past the cap, however large", () => {
    expect(parse(`page=${MAX_LIST_PAGE + 1}`)).toBeNull();
    expect(parse("page=999999999")).toBeNull();
    expect(parse("page=99999999999999999999")).toBeNull();
  });
});

describe("where a page sits", () => {
  it("uses the total when the upstream gives one", () => {
    expect(pageWindow(1, 12, 12, 30)).toEqual({ page: 1, hasPrevious: false, hasNext: true });
    expect(pageWindow(3, 6, 12, 30)).toEqual({ page: 3, hasPrevious: true, hasNext: false });
    expect(pageWindow(4, 0, 12, 30)).toBeNull();
    // A page past the total is past the end even if the upstream sent something.
    expect(pageWindow(4, 12, 12, 30)).toBeNull();
  });
  it("guesses from a full page without a total", () => {
    expect(pageWindow(1, 12, 12, null)?.hasNext).toBe(true);
    expect(pageWindow(2, 5, 12, null)?.hasNext).toBe(false);
    expect(pageWindow(2, 0, 12, null)).toBeNull();
  });
  it("lets the list decide about an empty first page", () => {
    expect(pageWindow(1, 0, 12, 0)).toEqual({ page: 1, hasPrevious: false, hasNext: false });
  });
  it("takes our page size when the upstream's is unknown", () => {
    expect(pageWindow(1, 0, 0, 30)?.hasNext).toBe(true);
  });
  it("never offers a page past the cap", () => {
    expect(pageWindow(MAX_LIST_PAGE, 12, 12, 1_000_000)?.hasNext).toBe(false);
  });
});

describe("page URLs", () => {
  it("has no ?page=1 duplicate and keeps other values", () => {
    expect(pageHref("/city/chennai", 1)).toBe("/city/chennai");
    expect(pageHref("/tamil/city/chennai", 3)).toBe("/tamil/city/chennai?page=3");
    expect(pageHref("/search", 2, { q: "மழை & rain" })).toBe("/search?q=%E0%AE%AE%E0%AE%B4%E0%AF%88+%26+rain&page=2");
  });
});
