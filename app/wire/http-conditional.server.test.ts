import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { documentResponse, documentValidators, etagWithNonce, heldTag, isNotModified, keepNonceWithCopy } from "./http-conditional.server";
import { httpDate } from "../http/http-date";

const url = "https://news.example/tamil/city/chennai";
const get = (headers: Record<string, string> = {}) => new Request(url, { headers });
const lastModified = "Sun, 01 Mar 2026 04:00:00 GMT";

describe("conditional GETs of whole bodies (feeds, sitemaps)", () => {
  it("answer 304 to the same ETag, and to a date not older than the content", async () => {
    const first = documentResponse(get(), "<x/>", { contentType: "application/xml", cacheControl: "public, max-age=60", lastModified });
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = documentResponse(get({ "If-None-Match": etag }), "<x/>", {
      contentType: "application/xml",
      cacheControl: "public, max-age=60",
      lastModified,
    });
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

  it("differ with the reader's text size: a copy at one size is never confirmed to a reader at another (issue 29 point 10)", () => {
    const usual = pageHeaders();
    documentValidators(get(), 200, usual, "build-1");
    const larger = pageHeaders();
    documentValidators(get({ Cookie: "size=larger" }), 200, larger, "build-1");
    expect(larger.get("ETag")).not.toBe(usual.get("ETag"));
    expect(documentValidators(get({ Cookie: "size=larger", "If-None-Match": usual.get("ETag")! }), 200, pageHeaders(), "build-1")).toBeNull();
    expect(documentValidators(get({ "If-None-Match": larger.get("ETag")! }), 200, pageHeaders(), "build-1")).toBeNull();
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

describe("a document's validator and its CSP nonce (issue 19 §1)", () => {
  it("names the copy's nonce in the ETag, replacing an earlier one, and compares tags without it", () => {
    const tagged = etagWithNonce('W/"abc_DEF-1"', "n0+/=");
    expect(tagged).toBe('W/"abc_DEF-1.n0+/="');
    expect(etagWithNonce(tagged, "other")).toBe('W/"abc_DEF-1.other"');
    // Never anything but nonce characters in a header.
    expect(etagWithNonce('W/"abc"', 'a"\r\nb')).toBe('W/"abc"');
    expect(heldTag('W/"zzz.x", W/"abc.n1"', 'W/"abc"')).toBe('W/"abc.n1"');
    expect(heldTag('W/"zzz.x"', 'W/"abc"')).toBeNull();
    const request = new Request("http://site/", { headers: { "if-none-match": 'W/"abc.n1"' } });
    expect(isNotModified(request, { etag: 'W/"abc.n2"' })).toBe(true);
  });

  it("sends a 304 without a Content-Security-Policy, naming the copy the reader holds; a 200 with its own nonce", async () => {
    const server = createServer((req, res) => {
      res.setHeader("Content-Security-Policy", "script-src 'nonce-NEW'");
      keepNonceWithCopy(req, res, "NEW");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", 'W/"page"');
      if (req.headers["if-none-match"]) {
        res.statusCode = 304;
        res.end();
      } else res.end("<p>page</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(origin);
      expect(first.headers.get("etag")).toBe('W/"page.NEW"');
      expect(first.headers.get("content-security-policy")).toContain("nonce-NEW");
      const again = await fetch(origin, { headers: { "if-none-match": 'W/"page.OLD"' } });
      expect(again.status).toBe(304);
      expect(again.headers.get("content-security-policy")).toBeNull();
      expect(again.headers.get("etag")).toBe('W/"page.OLD"');
    } finally {
      server.close();
    }
  });
});
