import { describe, expect, it } from "vitest";
import { categoryStrings } from "./category-strings";
import { translatorFor } from "./resources";

describe("a category's title and description", () => {
  it("name the category and then the news, in each language", () => {
    expect(categoryStrings(translatorFor("en"), "Sports")).toEqual({
      title: "Sports News",
      description: "The latest Sports news from Tamil Nadu, India and the world.",
    });
    expect(categoryStrings(translatorFor("ta"), "விளையாட்டு").title).toBe("விளையாட்டு செய்திகள்");
  });

  it("do not say the news twice when the name already does (issue 29)", () => {
    const ta = categoryStrings(translatorFor("ta"), "முக்கியச் செய்தி");
    expect(ta.title).toBe("முக்கியச் செய்திகள்");
    expect(ta.description).toBe("தமிழ்நாடு, இந்தியா, உலகம் முழுவதிலுமிருந்து அண்மைய முக்கியச் செய்திகள்.");
    expect(categoryStrings(translatorFor("en"), "Local News ").title).toBe("Local News");
    expect(categoryStrings(translatorFor("en"), "Breaking").title).toBe("Breaking News");
  });
});
