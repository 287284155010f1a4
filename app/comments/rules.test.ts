import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "../news/limits";
import { checkCommentText, commentLength, counterThreshold } from "./rules";

describe("comment text (requirements §5 and the 1,000 limit)", () => {
  it("trims, and refuses empty or whitespace-only text, giving the text back", () => {
    expect(checkCommentText("  நல்ல செய்தி  ")).toEqual({ ok: true, text: "நல்ல செய்தி" });
    expect(checkCommentText("")).toEqual({ ok: false, error: "empty", text: "" });
    expect(checkCommentText(" \n\t ")).toEqual({ ok: false, error: "empty", text: " \n\t " });
    expect(checkCommentText(null)).toMatchObject({ ok: false, error: "empty" });
  });

  it("allows exactly 1,000 characters after trimming, refuses 1,001 and keeps them", () => {
    expect(checkCommentText(`  ${"அ".repeat(COMMENT_MAX_LENGTH)}  `)).toMatchObject({ ok: true });
    const long = "அ".repeat(COMMENT_MAX_LENGTH + 1);
    expect(checkCommentText(long)).toEqual({ ok: false, error: "tooLong", text: long });
  });

  it("counts a line break once, as the box and its counter do, though browsers send CRLF", () => {
    const typed = `${"a".repeat(499)}\n${"b".repeat(500)}`;
    expect(commentLength(typed)).toBe(1000);
    const sent = typed.replace("\n", "\r\n");
    expect(checkCommentText(sent)).toEqual({ ok: true, text: typed });
  });

  it("announces the counter only when crossing 100, 50, 10 and 0 characters left", () => {
    expect(counterThreshold(0, 1)).toBeNull();
    expect(counterThreshold(899, 900)).toBe(100);
    expect(counterThreshold(900, 901)).toBeNull();
    expect(counterThreshold(940, 960)).toBe(50);
    expect(counterThreshold(989, 990)).toBe(10);
    expect(counterThreshold(999, 1000)).toBe(0);
    // Deleting text is not announced.
    expect(counterThreshold(1000, 999)).toBeNull();
  });
});
