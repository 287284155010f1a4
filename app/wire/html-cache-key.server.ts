/**
 * What the HTML cache (html-cache.server.ts) may keep and reuse: the key of a request, and whether a
 * response may be kept. The key covers everything that changes the HTML: scheme, host and path with
 * query (the language is in the path), every cookie (theme, text size, city, likes, saves, follows, lite, and `ln`, which sends a
 * Tamil reader from the English home page to the Tamil one: app/http/saved-language.server.ts; unknown
 * cookies are kept in the key too, so a new preference cookie can never leak into another reader's
 * page), Save-Data, and whether the client is a crawler (crawlers get the whole document at once,
 * entry.server.tsx). Never cached: signed-in readers (any `__session` cookie), anything but GET,
 * conditional requests, and any response that is not a public 200 HTML page, sets a cookie, or varies
 * on other headers.
 */
import { parse } from "cookie";
import type { Request, Response } from "express";
import { isbot } from "isbot";

const SESSION_COOKIE_NAME = "__session";
/** The only request headers a cached page may vary on (besides the URL). */
const CACHEABLE_VARY = new Set(["cookie", "accept-encoding", "save-data"]);

/** The cache key of a request, or null when it must not be served from (nor stored in) the cache. */
export function htmlCacheKey(req: Request): string | null {
  if (req.method !== "GET") return null;
  if (req.headers["if-none-match"] || req.headers["if-modified-since"] || req.headers.range) return null;
  const header = req.headers.cookie ?? "";
  if (header.length > 4096) return null;
  let cookies: Record<string, string | undefined> = {};
  if (header) {
    try {
      cookies = parse(header);
    } catch {
      return null;
    }
  }
  if (SESSION_COOKIE_NAME in cookies) return null;
  const kept = Object.keys(cookies)
    .sort()
    .map((name) => `${name}=${cookies[name] ?? ""}`)
    .join("; ");
  const saveData = (req.get("save-data") ?? "").trim().toLowerCase() === "on" ? "save-data" : "";
  const crawler = isbot(req.get("user-agent") ?? "") ? "crawler" : "";
  return [req.protocol, req.get("host") ?? "", req.originalUrl, kept, saveData, crawler].join("\n");
}

/** The path and query a key was made from (see htmlCacheKey). */
export function keyUrl(key: string): string {
  return key.split("\n")[2] ?? "";
}

/** Whether a finished response may be kept for other anonymous readers. */
export function reusable(res: Response): boolean {
  if (res.statusCode !== 200) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "").toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  // A page with stale upstream data (X-Cache-Stale) is kept too: not rendering it again for a few
  // seconds is what a struggling upstream needs, and its own refresh runs in the background anyway.
  if (res.getHeader("set-cookie") !== undefined) return false;
  const vary = String(res.getHeader("vary") ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((token) => CACHEABLE_VARY.has(token));
}
