import { describe, expect, it } from "vitest";
import { documentResponse, documentValidators, httpDate, isNotModified } from "./http-conditional.server";

const url = "https://news.example/tamil/city/chennai";
const get = (headers: Record<string, string> = {}) => new Request(url, { headers });
const lastModified = "Sun, 01 Mar 2026 04:00:00 GMT";

describe("conditional GETs of whole bodies (feeds, sitemaps)", () => {
  it("answer 304 to the same ETag, and to a date not older than the content", async () => {
    const first = documentResponse(get(), "<x/>", { contentType: "application/xml", cacheControl: "public, max-age=60", lastModified });
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = documentResponse(get({ "If-None-Match": etag }), "<x/>", { contentType: "application/xml", cacheControl: "public, max-age=60", lastModified });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=60");
    const changed = documentResponse(get({ "If-None-Match": etag }), "<y/>", { contentType: "application/xml", cacheControl: "public", lastModified });
    expect(changed.status).toBe(200);
    expect(isNotModified(get({ "If-Modified-Since": lastModified }), { lastModified })).toBe(true);
    expect(isNotModified(get({ "If-Modified-Since": "Sun, 01 Mar 2026 03:59:59 GMT" }), { lastModified })).toBe(false);
  });

  it("let If-None-Match win over If-Modified-Since, and compare weakly", () => {
    expect(isNotModified(get({ "If-None-Match": '"other"', "If-Modified-Since": lastModified }), { etag: '"this"', lastModified })).toBe(false);
    expect(isNotModified(get({ "If-None-Match": 'W/"this"' }), { etag: '"this"' })).toBe(true);
    expect(isNotModified(get({ "If-None-Match": '"a", "this"' }), { etag: 'W/"this"' })).toBe(true);
    expect(isNotModified(new Request(url, { method: "POST", headers: { "If-None-Match": "*" } }), { etag: '"x"' })).toBe(false);
  });

  it("take the newest of several dates", () => {
    expect(httpDate("2026-03-01T04:00:00Z", null, "2026-02-01T00:00:00Z", "nonsense")).toBe(lastModified);
    expect(httpDate(undefined, null)).toBeNull();
  });
});

describe("HTML documents", () => {
  const pageHeaders = (extra: Record<string, string> = {}) =>
    new Headers({ "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie", "Last-Modified": lastModified, ...extra });

  it("get a weak ETag that changes with the cookie (theme, city) and the build, and 304 when it matches", () => {
    const headers = pageHeaders();
    expect(documentValidators(get({ Cookie: "mode=dark" }), 200, headers, "build-1")).toBeNull();
    const etag = headers.get("ETag")!;
    expect(etag.startsWith('W/"')).toBe(true);

    const lightHeaders = pageHeaders();
    documentValidators(get({ Cookie: "mode=light" }), 200, lightHeaders, "build-1");
    expect(lightHeaders.get("ETag")).not.toBe(etag);
    const nextBuild = pageHeaders();
    documentValidators(get({ Cookie: "mode=dark" }), 200, nextBuild, "build-2");
    expect(nextBuild.get("ETag")).not.toBe(etag);

    const unchanged = documentValidators(get({ Cookie: "mode=dark", "If-None-Match": etag }), 200, pageHeaders(), "build-1");
    expect(unchanged?.status).toBe(304);
    expect(unchanged?.headers.get("Vary")).toBe("Cookie");
    expect(documentValidators(get({ Cookie: "mode=light", "If-None-Match": etag }), 200, pageHeaders(), "build-1")).toBeNull();
  });

  it("differ between the English and Tamil page", () => {
    const english = pageHeaders();
    const tamil = pageHeaders();
    documentValidators(new Request("https://news.example/city/chennai"), 200, english, "b");
    documentValidators(new Request("https://news.example/tamil/city/chennai"), 200, tamil, "b");
    expect(english.get("ETag")).not.toBe(tamil.get("ETag"));
  });

  it("never for a signed-in reader's private page, nor for an error or a page without a date", () => {
    const privateHeaders = pageHeaders({ "Cache-Control": "private, no-store" });
    expect(documentValidators(get({ "If-Modified-Since": lastModified }), 200, privateHeaders, "b")).toBeNull();
    expect(privateHeaders.has("ETag")).toBe(false);
    expect(privateHeaders.has("Last-Modified")).toBe(false);
    expect(documentValidators(get({ "If-Modified-Since": lastModified }), 404, pageHeaders(), "b")).toBeNull();
    const undated = new Headers({ "Cache-Control": "public" });
    expect(documentValidators(get({ "If-None-Match": "*" }), 200, undated, "b")).toBeNull();
    expect(undated.has("ETag")).toBe(false);
  });
});
