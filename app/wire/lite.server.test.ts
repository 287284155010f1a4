import { describe, expect, it } from "vitest";
import { isLite, liteCookie } from "./lite.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });

describe("lite mode", () => {
  it("is off by default", () => {
    expect(isLite(request("/news/a-1"))).toBe(false);
    expect(liteCookie(request("/news/a-1"))).toBeNull();
  });

  it("?lite=1 turns it on and is remembered; ?lite=0 turns it off and is remembered", () => {
    expect(isLite(request("/?lite=1"))).toBe(true);
    expect(liteCookie(request("/?lite=1"))).toMatch(/^lite=1; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(isLite(request("/?lite=0", { cookie: "lite=1" }))).toBe(false);
    expect(liteCookie(request("/?lite=0"))).toMatch(/^lite=0;/);
  });

  it("the cookie decides when the URL says nothing", () => {
    expect(isLite(request("/", { cookie: "lite=1" }))).toBe(true);
    expect(isLite(request("/", { cookie: "lite=0", "save-data": "on" }))).toBe(false);
  });

  it("a browser's data saver asks for it, unless the reader chose the full site", () => {
    expect(isLite(request("/", { "save-data": "on" }))).toBe(true);
    expect(isLite(request("/", { "save-data": " ON " }))).toBe(true);
    expect(isLite(request("/", { "save-data": "off" }))).toBe(false);
  });

  it("ignores values it does not know", () => {
    expect(isLite(request("/?lite=yes"))).toBe(false);
    expect(liteCookie(request("/?lite=%0d%0aSet-Cookie:x=1"))).toBeNull();
    expect(isLite(request("/", { cookie: "lite=2" }))).toBe(false);
  });
});
