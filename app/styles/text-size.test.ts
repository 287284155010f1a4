import { describe, expect, it } from "vitest";
import { parseTextSize, TEXT_SCALE, TEXT_SIZES, textSizeAttribute } from "./text-size";

describe("the reader's text size (issue 29 point 10)", () => {
  it("reads each step", () => {
    for (const size of TEXT_SIZES) expect(parseTextSize(size)).toBe(size);
  });

  it("ignores anything that is not a step", () => {
    for (const value of ["", "LARGE", " large", "large ", "huge", "1.3", "larger;", "x".repeat(5000), null, undefined, 1.3, ["large"], {}]) {
      expect(parseTextSize(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("puts only a chosen step on <html>: the usual size and no choice carry none", () => {
    expect(textSizeAttribute("larger")).toBe("larger");
    expect(textSizeAttribute("small")).toBe("small");
    expect(textSizeAttribute("normal")).toBeUndefined();
    expect(textSizeAttribute(null)).toBeUndefined();
  });

  it("has three or four steps, each larger than the one before", () => {
    expect(TEXT_SIZES.length).toBeGreaterThanOrEqual(3);
    expect(TEXT_SIZES.length).toBeLessThanOrEqual(4);
    const scales = TEXT_SIZES.map((size) => Number(TEXT_SCALE[size]));
    expect(scales).toEqual([...scales].sort((a, b) => a - b));
    expect(new Set(scales).size).toBe(scales.length);
    expect(TEXT_SCALE.normal).toBe("1");
  });
});
