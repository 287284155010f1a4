import { describe, expect, it } from "vitest";
import { categoryListQuery, cityListQuery, headerSearchQuery, scopeListQuery } from "./list-queries";

describe("list queries (requirements §7 parameter sets)", () => {
  it("asks for 12 web news a page", () => {
    expect(cityListQuery("1", 2)).toEqual({ city_id: "1", page: 2, page_size: 12, news_type: "Web" });
    expect(categoryListQuery("12", 1)).toEqual({ category_id: "12", page: 1, page_size: 12, news_type: "Web" });
    expect(scopeListQuery("state", 1)).toEqual({ is_state: true, page: 1, page_size: 12, news_type: "Web" });
    expect(scopeListQuery("national", 3)).toMatchObject({ is_national: true, page: 3 });
    expect(scopeListQuery("international", 1)).toMatchObject({ is_international: true });
  });
  it("uses the header search's parameters (requirements §7)", () => {
    expect(headerSearchQuery("rain", 2)).toEqual({
      query: "rain",
      page: 2,
      page_size: 50,
      is_state: true,
      is_national: true,
      is_international: true,
      is_important: false,
      is_webnews: false,
      is_shortnews: false,
      is_asc: false,
    });
  });
  it("sends the search text without zero-width joiners", () => {
    expect(headerSearchQuery(`க்\u200Cஷ`, 1).query).toBe("க்ஷ");
  });
});
