import { describe, expect, it } from "vitest";
import { checkReaderBody, checkReaderText, checkReaderUrl, InvalidReaderInputError, readerTextProblem } from "./reader-input";

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof InvalidReaderInputError;
  }
  return false;
};

describe("the reader-input validator (decision 0025)", () => {
  it("refuses control characters, lone surrogates and noncharacters; lets any other text through", () => {
    for (const bad of ["admin\u0000", "\u0007", "a\u001Bb", "\u007F", "\u0085", "a\nb", "\t", "\uD800", "x\uDFFF", "\uFFFE", "\uFFFF"]) {
      expect(
        refused(() => checkReaderText(bad)),
        JSON.stringify(bad),
      ).toBe(true);
    }
    for (const good of ["chennai", "சென்னை", "க்\u200Dஷ", "\u0BCD\u0BCD", "👩‍👩‍👧‍👦", '"NEAR(a b) AND *', "' OR 1=1 --", "Ｃｈｅｎｎａｉ"]) {
      expect(checkReaderText(good)).toBe(good);
    }
  });

  it("allows tabs and line breaks in multi-line form fields only", () => {
    expect(readerTextProblem("line one\nline two\r\n\tend", { multiline: true })).toBeNull();
    expect(readerTextProblem("line one\nline two")).not.toBeNull();
    expect(readerTextProblem("a\u0000b", { multiline: true })).not.toBeNull();
  });

  it("refuses overlong values", () => {
    expect(refused(() => checkReaderText("x".repeat(8001)))).toBe(true);
    expect(refused(() => checkReaderText("x".repeat(50), { maxLength: 40 }))).toBe(true);
  });

  it("checks every path segment and query value of a page address, decoded", () => {
    expect(checkReaderUrl(new URL("http://site.test/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88?page=2&q=rain")).pathname).toBe(
      "/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88",
    );
    expect(refused(() => checkReaderUrl(new URL("http://site.test/search?q=admin%00")))).toBe(true);
    expect(refused(() => checkReaderUrl(new URL("http://site.test/tags/a%00b")))).toBe(true);
    expect(refused(() => checkReaderUrl(new URL("http://site.test/tags/%zz")))).toBe(true);
    expect(refused(() => checkReaderUrl(new URL("http://site.test/city/chennai?area=%0d%0a")))).toBe(true);
    // Length is each page's business (search cuts to 200 characters).
    expect(() => checkReaderUrl(new URL(`http://site.test/search?q=${"x".repeat(10_000)}`))).not.toThrow();
  });

  it("checks every string of a JSON body, keys included", () => {
    expect(() => checkReaderBody({ comment: "ok\nfine", list: ["a", 1, null] }, { multiline: true })).not.toThrow();
    expect(refused(() => checkReaderBody({ nested: [{ comment: "bad\u0000" }] }, { multiline: true }))).toBe(true);
    expect(refused(() => checkReaderBody({ "k\u0000": "v" }))).toBe(true);
  });
});
