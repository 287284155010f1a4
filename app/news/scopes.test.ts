import { describe, expect, it } from "vitest";
import { scopeNameOutcome, scopeOfPath } from "./scopes";

describe("state, national and world page names", () => {
  it("shows the canonical slug", () => {
    expect(scopeNameOutcome("state", "tamil-nadu")).toBe("show");
    expect(scopeNameOutcome("national", "india")).toBe("show");
    expect(scopeNameOutcome("international", "world")).toBe("show");
  });
  it("redirects the bare path, the spec's links and the Tamil names", () => {
    expect(scopeNameOutcome("state", undefined)).toBe("redirect");
    for (const name of ["Tamil Nadu", "tamil nadu", "Tamil-Nadu", "தமிழ்நாடு"]) expect(scopeNameOutcome("state", name), name).toBe("redirect");
    expect(scopeNameOutcome("national", "India")).toBe("redirect");
    expect(scopeNameOutcome("national", "இந்தியா")).toBe("redirect");
    expect(scopeNameOutcome("international", "World")).toBe("redirect");
    expect(scopeNameOutcome("international", "உலகம்")).toBe("redirect");
  });
  it("is a 404 for any other name", () => {
    expect(scopeNameOutcome("state", "kerala")).toBe("not-found");
    expect(scopeNameOutcome("national", "world")).toBe("not-found");
    expect(scopeNameOutcome("international", "")).toBe("not-found");
  });
  it("reads the scope from the path", () => {
    expect(scopeOfPath("/state/tamil-nadu")).toBe("state");
    expect(scopeOfPath("/international")).toBe("international");
    expect(scopeOfPath("/city/chennai")).toBeNull();
  });
});
