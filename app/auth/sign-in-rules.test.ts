import { describe, expect, it } from "vitest";
import { CODE_DIGITS, PHONE_DIGITS, digitsOnly, parseCode, parsePhone } from "./sign-in-rules";

describe("the mobile number (requirements §5: 10 digits)", () => {
  it("accepts exactly 10 digits, also written with spaces or hyphens as people do", () => {
    expect(parsePhone("9840012345")).toBe("9840012345");
    expect(parsePhone("98400 12345")).toBe("9840012345");
    expect(parsePhone(" 98400-12345 ")).toBe("9840012345");
  });

  it("refuses anything else", () => {
    for (const value of ["", "984001234", "98400123456", "+919840012345", "98400l2345", "९८४००१२३४५", "9840012345\n1", null, undefined, 9840012345]) {
      expect(parsePhone(value), String(value)).toBeNull();
    }
    expect(parsePhone("9".repeat(41))).toBeNull();
  });
});

describe("the one-time code (requirements §5: 6 digits)", () => {
  it("accepts exactly 6 digits, forgiving spaces around them", () => {
    expect(parseCode("246810")).toBe("246810");
    expect(parseCode(" 246810 ")).toBe("246810");
  });

  it("refuses anything else", () => {
    for (const value of ["", "24681", "2468100", "24 6810", "abcdef", null, 246810]) expect(parseCode(value), String(value)).toBeNull();
  });
});

describe("what the fields keep while the reader types (with JavaScript)", () => {
  it("keeps digits only, at most the field's length", () => {
    expect(digitsOnly("98400 12345", PHONE_DIGITS)).toBe("9840012345");
    expect(digitsOnly("984001234567", PHONE_DIGITS)).toBe("9840012345");
    expect(digitsOnly("24a68-10", CODE_DIGITS)).toBe("246810");
    expect(digitsOnly("abc", CODE_DIGITS)).toBe("");
  });
});
