/**
 * Cache-Control for pages (architecture rule 5): anonymous pages may be cached by
 * CDNs for a short while and served stale while they refresh or when we fail.
 * Signed-in readers' pages are `private, no-store` whatever a route says
 * (entry.server.tsx). In-process, anonymous pages are also kept rendered for a few
 * seconds (app/wire/html-cache.server.ts); deploy/nginx.conf caches them in front of
 * the instances (docs/decisions/0016-html-cache-and-redis-l2.md).
 */
export const PAGE_CACHE = {
  home: "public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400",
  article: "public, max-age=0, s-maxage=120, stale-while-revalidate=600, stale-if-error=86400",
  /** About, Contact, the policies: their text changes only with a release. */
  static: "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800",
  /**
   * A live story's page (issue 21): a reload is how a reader without JavaScript sees new updates, so shared caches
   * keep it a few seconds and browsers always revalidate (its ETag and Last-Modified move with every update).
   */
  live: "public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400",
  /** A response to a form (errors, the reader's own input): never stored anywhere. */
  formResponse: "no-store",
  /** List pages (city, state, tags…): new stories arrive every few minutes. */
  list: "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
  /** Directories (cities, categories, authors): they change rarely. */
  directory: "public, max-age=0, s-maxage=600, stale-while-revalidate=3600, stale-if-error=86400",
  search: "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600",
  /** Sitemaps of lists, months and static pages, and robots.txt (issue 8): crawlers come back hourly at most. */
  sitemap: "public, max-age=300, s-maxage=900, stale-while-revalidate=3600, stale-if-error=86400",
  /** The Google News sitemaps and the feeds: new stories every few minutes. */
  feed: "public, max-age=60, s-maxage=120, stale-while-revalidate=600, stale-if-error=86400",
  /**
   * Any page served from a copy the upstream failed to refresh (it shows the stale notice; issue 19 §11):
   * shared caches keep it a few seconds only, so the fresh page follows as soon as the upstream is back.
   */
  staleAfterError: "public, max-age=0, s-maxage=10",
  /** 301s from an id or a name to a list's canonical URL. */
  redirect: "public, max-age=3600",
} as const;

/**
 * What anonymous pages vary on, besides the URL (which holds the language): cookies.
 * Every page shows the reader's theme (`mode`) and text size (`size`, issue 29 point 10), the home page their city (`city`),
 * an article their like and save (`news_liked_{id}`, `saved`), lists and articles their follows (`follow`, issue 30); lite mode adds
 * Save-Data. HTTP cannot name one cookie in Vary, so shared caches see
 * `Vary: Cookie` (a reader without cookies, most first visits, shares one copy);
 * caches we configure key on those cookies only: deploy/nginx.conf and the
 * in-process HTML cache (docs/decisions/0016).
 */
export const PAGE_VARY = "Cookie";

/**
 * An action that changed what a page shows (a comment, a reply, a like) names the page's
 * path in this response header; the in-process HTML cache (app/wire/html-cache.server.ts) drops
 * its copies of that page in both languages and under every section path, and removes the
 * header before the response leaves.
 */
export const HTML_CACHE_PURGE_HEADER = "X-Html-Cache-Purge";

/**
 * A page names in this response header how long (ms) the in-process HTML cache may reuse it, when that is shorter
 * than the cache's own lifetime (HTML_CACHE_TTL_MS, 5 s): a live story's page is kept a second at most. The header
 * never leaves (app/wire/html-cache.server.ts removes it).
 */
export const HTML_CACHE_KEEP_HEADER = "X-Html-Cache-Keep-Ms";
export const LIVE_HTML_CACHE_KEEP_MS = 1000;

/**
 * A page or its data served from a stale copy after an upstream failure (`Warning: 111`, set by
 * staleHeaders in app/upstream/http.server.ts) is not kept as long as a fresh one. A private answer stays private.
 */
export function limitStaleCaching(headers: Headers): void {
  if (!headers.get("Warning")?.startsWith("111")) return;
  if (/\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "")) return;
  headers.set("Cache-Control", PAGE_CACHE.staleAfterError);
}
