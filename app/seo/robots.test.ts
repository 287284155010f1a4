import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  const text = robotsTxt("https://news.example");
  const disallowed = text
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));

  it("allows the site and names the sitemap index on the public origin", () => {
    expect(text.startsWith("User-agent: *\nAllow: /\n")).toBe(true);
    expect(text).toContain("\nSitemap: https://news.example/sitemap.xml\n");
  });

  it("keeps crawlers out of actions, resource routes, personal pages and the comment stream, in both languages", () => {
    for (const path of ["/theme", "/language", "/page-view", "/healthz", "/*/like$", "/*/save$"]) expect(disallowed).toContain(path);
    for (const path of ["/report-page", "/logout", "/signin", "/search", "/saved", "/news/*/comments", "/app$"]) {
      expect(disallowed).toContain(path);
      expect(disallowed).toContain(`/tamil${path}`);
    }
  });

  it("leaves every reader's page open", () => {
    for (const path of ["/", "/news/", "/city/", "/tags/", "/sitemaps/", "/feeds/"]) {
      expect(disallowed.some((rule) => !rule.includes("*") && path.startsWith(rule))).toBe(false);
    }
  });

  it("keeps /app out by its whole path only: the icon iOS asks for, /apple-touch-icon.png, stays open", () => {
    // A rule is a prefix unless it ends in `$` (Google's and Bing's rule).
    const blocks = (rule: string, path: string) => (rule.endsWith("$") ? path === rule.slice(0, -1) : !rule.includes("*") && path.startsWith(rule));
    expect(disallowed.some((rule) => blocks(rule, "/app"))).toBe(true);
    expect(disallowed.some((rule) => blocks(rule, "/tamil/app"))).toBe(true);
    expect(disallowed.some((rule) => blocks(rule, "/apple-touch-icon.png"))).toBe(false);
  });
});
