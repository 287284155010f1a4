import { describe, expect, it } from "vitest";
import { isPersonVisit, pageView, referrerHost, viewPath } from "./page-view";

const at = new Date("2026-03-10T10:00:00Z");
const headers = (values: Record<string, string>) => new Headers(values);
const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("pageView", () => {
  it("keeps the path and the language it was given, never the query (it can hold what a reader searched for)", () => {
    expect(pageView({ path: "/tamil/search?q=%E0%AE%95", language: "ta", at })).toEqual({
      path: "/tamil/search",
      language: "ta",
      referrer_host: null,
      viewed_at: "2026-03-10T10:00:00.000Z",
    });
    expect(pageView({ path: "/news/rain-12#comments", language: "en", at })?.path).toBe("/news/rain-12");
    expect(pageView({ path: "/", language: "en", at })?.language).toBe("en");
  });

  it("is not a view without one of our languages (the page decided it; the path is not read for it)", () => {
    for (const language of [undefined, null, "", "fr", "TA", 1]) {
      expect(pageView({ path: "/tamil/search", language, at }), String(language)).toBeNull();
    }
  });

  it("keeps only the host of an outside referrer", () => {
    const view = pageView({ path: "/", language: "en", referrer: "https://www.google.com/search?q=kural+news", ownHosts: ["news.example"], at });
    expect(view?.referrer_host).toBe("www.google.com");
    expect(pageView({ path: "/", language: "en", referrer: "https://news.example/city", ownHosts: ["news.example"], at })?.referrer_host).toBeNull();
  });

  it("is not a view for anything but a path of ours", () => {
    for (const path of ["news", "//evil.example/x", "/a\nb", "/root.data", "/tamil.data", 42, null, `/${"x".repeat(5000)}`]) {
      expect(pageView({ path, language: "en", at }), String(path).slice(0, 30)).toBeNull();
    }
    expect(viewPath(`/${"x".repeat(1000)}`)).toHaveLength(512);
  });
});

describe("referrerHost", () => {
  it("is null for our own hosts (any port), missing or odd referrers", () => {
    expect(referrerHost("http://localhost:3000/about", ["localhost:3000"])).toBeNull();
    expect(referrerHost("https://NEWS.example/", ["news.example"])).toBeNull();
    expect(referrerHost(null, [])).toBeNull();
    expect(referrerHost("not a url", [])).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", [])).toBeNull();
    expect(referrerHost("https://T.co/abc", ["news.example"])).toBe("t.co");
    expect(referrerHost(`https://${"a".repeat(250)}.example/`, [])).toBeNull();
  });
});

describe("isPersonVisit", () => {
  it("counts browsers, not crawlers, bots or prefetches", () => {
    expect(isPersonVisit(headers({ "user-agent": CHROME }))).toBe(true);
    expect(isPersonVisit(headers({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe(false);
    expect(isPersonVisit(headers({ "user-agent": "curl/8.5.0" }))).toBe(false);
    expect(isPersonVisit(headers({}))).toBe(false);
    expect(isPersonVisit(headers({ "user-agent": CHROME, "sec-purpose": "prefetch" }))).toBe(false);
    expect(isPersonVisit(headers({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(isPersonVisit(headers({ "user-agent": CHROME, purpose: "prefetch" }))).toBe(false);
  });
});
