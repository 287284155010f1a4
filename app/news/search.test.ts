import { describe, expect, it } from "vitest";
import { SEARCH_QUERY_MAX } from "./limits";
import { cleanSearchQuery, highlight, isSearchable, markedPieces, markRanges, searchLength, upstreamSearchText } from "./search";

const ZWJ = "\u200D";
const ZWNJ = "\u200C";

describe("search queries", () => {
  it("are trimmed, with whitespace collapsed, in NFC", () => {
    expect(cleanSearchQuery("  Chennai \n  rain ")).toBe("Chennai rain");
    expect(cleanSearchQuery("கோயில்".normalize("NFD"))).toBe("கோயில்");
  });
  it("are cut to 200 characters, never inside a Tamil cluster", () => {
    expect(cleanSearchQuery("a".repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
    // "கி" is two UTF-16 units: 101 of them would be 202, so the cut keeps 100 whole ones.
    const cut = cleanSearchQuery("கி".repeat(101));
    expect(cut).toBe("கி".repeat(100));
    const odd = cleanSearchQuery(`x${"கி".repeat(100)}`);
    expect(odd.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    expect(odd.endsWith("கி")).toBe(true);
  });
  it("need 2 letters as a reader counts them (requirements §5)", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("a")).toBe(false);
    expect(isSearchable(" a ")).toBe(false);
    expect(isSearchable("கி")).toBe(false);
    expect(searchLength(`க்${ZWJ}`)).toBe(1);
    expect(isSearchable("ab")).toBe(true);
    expect(isSearchable("மழை")).toBe(true);
  });
  it("lose zero-width joiners before they go upstream", () => {
    expect(upstreamSearchText(`க்${ZWNJ}ஷ ம${ZWJ}ழை`)).toBe("க்ஷ மழை");
  });
});

const marks = (pieces: ReturnType<typeof highlight>) => pieces.filter((piece) => piece.match).map((piece) => piece.text);

describe("highlighting matched terms", () => {
  it("marks every word of the query, ignoring case", () => {
    const pieces = highlight("Heavy rain in Chennai; RAIN again", "rain chennai");
    expect(marks(pieces)).toEqual(["rain", "Chennai", "RAIN"]);
    expect(pieces.map((piece) => piece.text).join("")).toBe("Heavy rain in Chennai; RAIN again");
  });
  it("marks Tamil words, whole clusters only", () => {
    const text = "சென்னையில் கனமழை தொடர்கிறது";
    expect(marks(highlight(text, "மழை"))).toEqual(["மழை"]);
    // "தொடர" ends inside "ர்" (ர + virama): the mark takes the whole cluster.
    expect(marks(highlight(text, "தொடர"))).toEqual(["தொடர்"]);
  });
  it("matches across zero-width joiners and Unicode forms", () => {
    const text = `க்${ZWNJ}ஷேத்திரம் கோயில்`;
    expect(marks(highlight(text, "க்ஷே"))).toEqual([`க்${ZWNJ}ஷே`]);
    expect(marks(highlight("கோயில் திருவிழா", "கோயில்".normalize("NFD")))).toEqual(["கோயில்"]);
    expect(marks(highlight("கோயில்", `கோ${ZWJ}யில்`))).toEqual(["கோயில்"]);
  });
  it("leaves text without matches alone", () => {
    expect(highlight("Madurai", "rain")).toEqual([{ text: "Madurai", match: false }]);
    expect(highlight("Madurai", "  ")).toEqual([{ text: "Madurai", match: false }]);
    expect(highlight("", "rain")).toEqual([]);
  });
});

describe("marks the browser can place without a segmenter", () => {
  const cases: Array<[string, string]> = [
    ["Heavy rain in Chennai; RAIN again", "rain chennai"],
    ["சென்னையில் கனமழை தொடர்கிறது", "தொடர"],
    [`க்${ZWNJ}ஷேத்திரம் கோயில்`, "க்ஷே"],
    ["Madurai", "rain"],
    ["", "rain"],
  ];
  it("give back exactly the pieces highlight gives", () => {
    for (const [text, query] of cases) expect(markedPieces(text, markRanges(text, query))).toEqual(highlight(text, query));
  });
  it("are offsets into the text", () => {
    expect(markRanges("Heavy rain in Chennai", "chennai")).toEqual([[14, 21]]);
    expect(markRanges("சென்னையில் கனமழை தொடர்கிறது", "தொடர")).toEqual([[17, 22]]);
  });
  it("ignore ranges that overlap, run backwards or past the text", () => {
    expect(
      markedPieces("Chennai rain", [
        [0, 7],
        [5, 9],
        [9, 8],
        [8, 40],
      ]),
    ).toEqual([
      { text: "Chennai", match: true },
      { text: " rain", match: false },
    ]);
  });
});
