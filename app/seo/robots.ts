/**
 * robots.txt (issue 8): the whole site may be crawled except actions and
 * resource routes (they answer forms or scripts, not readers), pages that are
 * noindex anyway and personal (sign-in, Saved, search results), and the comment
 * stream. Every rule in both languages. Names the sitemap index. Pure.
 */

/** Paths without the language prefix; `*` is the wildcard Google and Bing honour. */
const DISALLOWED_PATHS = [
  "/theme",
  "/language",
  "/page-view",
  "/report-page",
  "/logout",
  "/signin",
  "/search",
  "/saved",
  "/city-preference",
  // "Continue On App": a redirect to a store, by the browser that asks. `$`: not /apple-touch-icon.png.
  "/app$",
  // An article's like and save actions (`/news/{slug}/like`, `/save`); `$` anchors the end.
  "/*/like$",
  "/*/save$",
  // The comment stream (Server-Sent Events) and the comment actions under an article.
  "/news/*/comments",
  "/healthz",
] as const;

/** Rules without a /tamil twin: routes in one language only, and patterns that already match both. */
const UNPREFIXED = new Set(["/theme", "/language", "/page-view", "/healthz", "/*/like$", "/*/save$"]);

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED_PATHS.flatMap((path) => (UNPREFIXED.has(path) ? [path] : [path, `/tamil${path}`]));
  return ["User-agent: *", "Allow: /", ...rules.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
