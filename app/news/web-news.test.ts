import { describe, expect, it } from "vitest";
import { isWebNewsItem, webNewsOnly } from "./web-news";

const item = (isWebNews: boolean, newsType: string | null, isShortNews: boolean) => ({ isWebNews, newsType, isShortNews });

describe("the web-news filter of state, national and world lists (requirements §5)", () => {
  it("keeps web news, Web/web types and anything that is not short news", () => {
    expect(isWebNewsItem(item(true, "Short", true))).toBe(true);
    expect(isWebNewsItem(item(false, "Web", true))).toBe(true);
    expect(isWebNewsItem(item(false, "web", true))).toBe(true);
    expect(isWebNewsItem(item(false, null, false))).toBe(true);
  });
  it("drops short news that is neither web news nor of type Web", () => {
    expect(isWebNewsItem(item(false, "Short", true))).toBe(false);
    expect(isWebNewsItem(item(false, null, true))).toBe(false);
  });
  it("filters a list, keeping its order", () => {
    const list = [
      { id: "1", ...item(false, "Short", true) },
      { id: "2", ...item(true, "Web", false) },
      { id: "3", ...item(false, null, false) },
    ];
    expect(webNewsOnly(list).map((entry) => entry.id)).toEqual(["2", "3"]);
  });
});
