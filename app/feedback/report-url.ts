/**
 * What a broken-link report may point at: a path on this site (requirements §2 404 page, "REPORT THIS PAGE").
 * The report redirects back to it, so anything that could lead off the site is refused.
 */
export const REPORT_URL_MAX = 2048;

const BASE = "http://kural.invalid";

/** A same-site path with its query, or null: starts with one "/", no "\", no control characters, ≤ 2048. */
export function reportedPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > REPORT_URL_MAX) return null;
  // "//host" and "/\host" are other sites to a browser; control characters can split headers or logs.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const hash = value.indexOf("#");
  return hash === -1 ? value : value.slice(0, hash) || null;
}

/** The page that linked to the broken one: its path only (no query, which may hold what a reader typed). */
export function referrerPath(value: unknown, siteOrigins: readonly string[]): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE && !siteOrigins.includes(url.origin)) return undefined;
  if (value.startsWith("//") || value.includes("\\") || /\p{Cc}/u.test(value)) return undefined;
  return url.pathname.length <= REPORT_URL_MAX ? url.pathname : undefined;
}

/** Back to the reported page with `reported=1` added, keeping its own query as it was. */
export function reportedRedirect(path: string): string {
  const separator = !path.includes("?") ? "?" : path.endsWith("?") || path.endsWith("&") ? "" : "&";
  return `${path}${separator}reported=1`;
}
