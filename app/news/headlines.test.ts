import { describe, expect, it } from "vitest";
import { articleSummary } from "../test-support/articles";
import { breakingPath, marqueeHeadline } from "./headlines";

describe("breaking headlines lead a reader of a live story straight to its newest update (issue 21)", () => {
  it("a live story: its page at #latest-update; any other story: its page", () => {
    expect(breakingPath({ slug: "chennai-floods-7", isLive: true })).toBe("/news/chennai-floods-7#latest-update");
    expect(breakingPath({ slug: "chennai-floods-7", isLive: false })).toBe("/news/chennai-floods-7");
  });

  it("the marquee's headlines are linked that way, nothing else about them changes", () => {
    const live = articleSummary(7, "2026-11-22T05:00:00.000Z", { slug: "chennai-floods-7", title: "சென்னை வெள்ளம்", isLive: true });
    expect(marqueeHeadline(live)).toEqual({ id: "7", title: "சென்னை வெள்ளம்", path: "/news/chennai-floods-7#latest-update", image: null });
    expect(marqueeHeadline({ ...live, isLive: false }).path).toBe("/news/chennai-floods-7");
  });
});
