import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { htmlCacheKey } from "./html-cache-key.server";

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
  it("covers the URL, the cookies that change the page (`ln` too: it moves a Tamil reader's home page), Save-Data and crawlers", () => {
    const base = htmlCacheKey(request({ host: "x" }));
    expect(base).not.toBeNull();
    const variants = [
      request({ host: "x", cookie: "ln=ta" }),
      request({ host: "x" }, { url: "/tamil/news/a-story-12" }),
      request({ host: "x" }, { url: "/news/a-story-12?lite=1" }),
      request({ host: "x", cookie: "mode=dark" }),
      request({ host: "x", cookie: "size=larger" }),
      request({ host: "x", cookie: "size=small" }),
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
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; city=vellore" }))).toBe(
      htmlCacheKey(request({ host: "x", cookie: "city=vellore; mode=dark" })),
    );
  });

  it("is null (no cache) for signed-in readers, writes and conditional requests", () => {
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; __session=abc" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "POST" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "HEAD" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x", "if-none-match": '"abc"' }))).toBeNull();
  });
});
