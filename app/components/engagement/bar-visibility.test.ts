import { describe, expect, it } from "vitest";
import { nextBarHidden } from "./bar-visibility";

describe("the engagement bar on scroll (requirements §2)", () => {
  it("stays while scrolling down up to 300 px, hides past it", () => {
    expect(nextBarHidden(0, 250, false)).toBe(false);
    expect(nextBarHidden(250, 300, false)).toBe(false);
    expect(nextBarHidden(300, 301, false)).toBe(true);
    expect(nextBarHidden(800, 1200, true)).toBe(true);
  });
  it("shows again on any scroll up, and within 100 px of the top", () => {
    expect(nextBarHidden(1200, 1190, true)).toBe(false);
    expect(nextBarHidden(150, 100, true)).toBe(false);
    expect(nextBarHidden(0, 50, true)).toBe(false);
  });
  it("keeps its state when the position does not change", () => {
    expect(nextBarHidden(900, 900, true)).toBe(true);
    expect(nextBarHidden(900, 900, false)).toBe(false);
  });
});
