import { describe, expect, it } from "vitest";
import { authorPageShows, carriedTag, commonTag, tagPageOutcome } from "./list-rules";

const tagged = (...tags: string[]) => ({ tags });

describe("a tag page (requirements §2: 404 when the first article does not carry the tag)", () => {
  it("shows the feed when the first article carries the tag as written", () => {
    expect(tagPageOutcome([tagged("Rain", "Chennai")], "Rain")).toEqual({ kind: "show", tag: "Rain" });
    expect(tagPageOutcome([tagged("மழை")], "மழை")).toEqual({ kind: "show", tag: "மழை" });
  });
  it("redirects another spelling to the article's", () => {
    expect(tagPageOutcome([tagged("Metro Rail")], "metro-rail")).toEqual({ kind: "redirect", tag: "Metro Rail" });
    expect(tagPageOutcome([tagged("Rain")], "RAIN")).toEqual({ kind: "redirect", tag: "Rain" });
  });
  it("is a 404 for an empty feed or a first article without the tag", () => {
    expect(tagPageOutcome([], "Rain")).toEqual({ kind: "not-found" });
    expect(tagPageOutcome([tagged("Cricket"), tagged("Rain")], "Rain")).toEqual({ kind: "not-found" });
  });
  it("finds the tag's name in the page's language from what the whole feed carries", () => {
    const tamilFeed = [tagged("மழை", "சென்னை"), tagged("வெள்ளம்", "மழை"), tagged("மழை")];
    expect(tagPageOutcome(tamilFeed, "Rain")).toEqual({ kind: "redirect", tag: "மழை" });
    // Two tags on every item: no telling which is meant.
    expect(tagPageOutcome([tagged("a", "b"), tagged("a", "b"), tagged("b", "a")], "Rain")).toEqual({ kind: "not-found" });
    // Too few items to tell.
    expect(tagPageOutcome([tagged("மழை")], "Rain")).toEqual({ kind: "not-found" });
  });
  it("matches tags regardless of case, spacing and Unicode form", () => {
    expect(carriedTag(tagged("Metro Rail"), "metro_rail")).toBe("Metro Rail");
    expect(carriedTag(tagged("கோயில்"), "கோயில்".normalize("NFD"))).toBe("கோயில்");
    expect(carriedTag(tagged("Rain"), "Rainy")).toBeNull();
    expect(commonTag([tagged("x", "y"), tagged("y"), tagged("Y", "z")])).toBe("y");
  });
});

describe("an author page (requirements §2: 404 when the first article's author differs)", () => {
  it("shows the feed when the first article is by the author", () => {
    expect(authorPageShows([{ author: "S. Karthikeyan" }, { author: "R. Meenakshi" }], "S. Karthikeyan")).toBe(true);
    expect(authorPageShows([{ author: "எஸ். கார்த்திகேயன்" }], "எஸ். கார்த்திகேயன்")).toBe(true);
  });
  it("is a 404 otherwise", () => {
    expect(authorPageShows([], "S. Karthikeyan")).toBe(false);
    expect(authorPageShows([{ author: null }], "S. Karthikeyan")).toBe(false);
    expect(authorPageShows([{ author: "R. Meenakshi" }, { author: "S. Karthikeyan" }], "S. Karthikeyan")).toBe(false);
  });
});
