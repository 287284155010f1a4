import { gunzipSync, deflateRawSync, constants } from "node:zlib";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, htmlCacheKey, splitAt, tokenReplacer } from "./html-cache.server";

function request(headers: Record<string, string>, init: { method?: string; url?: string } = {}): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method: init.method ?? "GET",
    protocol: "http",
    originalUrl: init.url ?? "/news/a-story-12",
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
}

describe("HTML cache key", () => {
  it("covers the URL, the cookies that change the page, Save-Data and crawlers; ignores `ln`", () => {
    const base = htmlCacheKey(request({ host: "x" }));
    expect(base).not.toBeNull();
    expect(htmlCacheKey(request({ host: "x", cookie: "ln=ta" }))).toBe(base);
    const variants = [
      request({ host: "x" }, { url: "/tamil/news/a-story-12" }),
      request({ host: "x" }, { url: "/news/a-story-12?lite=1" }),
      request({ host: "x", cookie: "mode=dark" }),
      request({ host: "x", cookie: "city=vellore" }),
      request({ host: "x", cookie: "news_liked_12=abc" }),
      request({ host: "x", cookie: "saved=12" }),
      request({ host: "x", cookie: "some_new_preference=1" }),
      request({ host: "x", "save-data": "on" }),
      request({ host: "x", "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      request({ host: "y" }),
    ].map(htmlCacheKey);
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // Cookie order does not matter.
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; city=vellore" }))).toBe(htmlCacheKey(request({ host: "x", cookie: "city=vellore; mode=dark" })));
  });

  it("is null (no cache) for signed-in readers, writes and conditional requests", () => {
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; __session=abc" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "POST" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "HEAD" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x", "if-none-match": '"abc"' }))).toBeNull();
  });
});

describe("nonce placeholder", () => {
  const token = Buffer.from("knPLACEHOLDER");
  const html = Buffer.from('<script nonce="knPLACEHOLDER">a</script><p>தமிழ்</p><link nonce="knPLACEHOLDER"/>end');

  it("is replaced in a stream even when it straddles chunks", () => {
    for (let size = 1; size <= html.length; size++) {
      const replace = tokenReplacer(token, Buffer.from("N0nce+/="));
      const out: Buffer[] = [];
      for (let at = 0; at < html.length; at += size) out.push(replace(html.subarray(at, at + size), false));
      out.push(replace(Buffer.alloc(0), true));
      expect(Buffer.concat(out).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", "N0nce+/="));
    }
  });

  it("a cached body gzipped once, with a fresh nonce spliced per response, is one valid gzip body", () => {
    const pieces = splitAt(html, token);
    expect(pieces).toHaveLength(3);
    const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNA=="]) {
      const body = gzipWithNonce(pieces, deflated, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", nonce));
    }
  });
});
