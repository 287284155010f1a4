import { describe, expect, it } from "vitest";
import { preferenceCookie, readTextSize } from "./cookies.server";

const withCookie = (cookie: string) => new Request("http://localhost/news/a-1", { headers: { cookie } });

describe("the `size` cookie (issue 29 point 10)", () => {
  it("reads a chosen step", () => {
    expect(readTextSize(withCookie("size=larger"))).toBe("larger");
    expect(readTextSize(withCookie("mode=dark; size=small; ln=ta"))).toBe("small");
    expect(readTextSize(withCookie("size=large"))).toBe("large");
  });

  it("reads no cookie, the usual step and bad values as the usual size", () => {
    expect(readTextSize(new Request("http://localhost/"))).toBeNull();
    for (const cookie of ["size=normal", "size=", "size=huge", "size=LARGER", "size=larger%00", "size=%E0%AE", "size=<script>", `size=${"l".repeat(9000)}`]) {
      expect(readTextSize(withCookie(cookie)), cookie).toBeNull();
    }
  });

  it("is set as the other preferences are: HttpOnly, SameSite=Lax, the whole site, a year", () => {
    const cookie = preferenceCookie("size", "larger");
    expect(cookie).toMatch(/^size=larger;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });
});
