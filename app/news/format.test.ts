import { describe, expect, it } from "vitest";
import { excerpt, formatDate, formatDateTime, formatRecentTime, readingMinutes } from "./format";

describe("reading time, at 200 words per minute", () => {
  it("rounds up and is never zero", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe("dates in the page's language", () => {
  it("uses Tamil month names on Tamil pages and India's time zone", () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(formatDate("2026-11-21T20:00:00Z", "en")).toBe("22 November 2026");
    expect(formatDate("2026-11-21T20:00:00Z", "ta")).toContain("நவம்பர்");
  });
  it("gives nothing for a bad date", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("excerpts", () => {
  it("leaves short text alone", () => {
    expect(excerpt("Short title", 70)).toBe("Short title");
  });
  it("cuts English at a word boundary", () => {
    expect(excerpt("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
  });
  it("never splits a Tamil grapheme cluster", () => {
    const tamil = "சென்னையில் கனமழை பெய்தது தொடர்ந்து மூன்றாவது நாளாக";
    const cut = excerpt(tamil, 15);
    expect(cut.endsWith("…")).toBe(true);
    const body = cut.slice(0, -1);
    expect(tamil.startsWith(body)).toBe(true);
    // The character after the cut in the original must not be a combining sign (U+0BBE–U+0BCD, U+0BD7).
    expect(/^[\u0BBE-\u0BCD\u0BD7]/.test(tamil.slice(body.length))).toBe(false);
  });
});

describe("date and time of an article, India's time", () => {
  it("writes the time the way each language's readers do", () => {
    // 10:05 UTC is 15:35 in India.
    expect(formatDateTime("2026-11-21T10:05:00Z", "en")).toBe("21 November 2026, 3:35 pm");
    expect(formatDateTime("2026-11-21T10:05:00Z", "ta")).toBe("21 நவம்பர், 2026, பிற்பகல் 3:35");
    expect(formatDateTime("2026-11-21T01:00:00Z", "ta")).toBe("21 நவம்பர், 2026, முற்பகல் 6:30");
  });
  it("gives nothing for a bad date", () => {
    expect(formatDateTime("", "ta")).toBe("");
  });
});

describe("a recent time (offline copies, issue 29), India's time", () => {
  const at = Date.parse("2026-11-21T10:05:00Z"); // 3:35 pm in India
  it("is the time alone on India's same day, 12-hour as everywhere on the site", () => {
    const later = Date.parse("2026-11-21T18:00:00Z"); // 11:30 pm the same day in India
    expect(formatRecentTime(at, "en", later)).toBe("3:35 pm");
    expect(formatRecentTime(at, "ta", later)).toBe("பிற்பகல் 3:35");
  });
  it("carries the day once India's day has turned, though UTC's has not", () => {
    const nextIndianDay = Date.parse("2026-11-21T19:00:00Z"); // 00:30 on 22 November in India
    expect(formatRecentTime(at, "en", nextIndianDay)).toBe("21 November, 3:35 pm");
    expect(formatRecentTime(at, "ta", nextIndianDay)).toBe("21 நவம்பர், பிற்பகல் 3:35");
    expect(formatRecentTime(Date.parse("2026-11-20T20:00:00Z"), "en", nextIndianDay)).toBe("21 November, 1:30 am");
  });
  it("gives nothing for a bad time", () => {
    expect(formatRecentTime(Number.NaN, "ta")).toBe("");
  });
});
