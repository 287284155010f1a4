/**
 * What a page view is (issue 7: counted without a third-party script): the page's
 * path without its query, its language, and the host of an outside referrer.
 * Nothing about the reader (no address, browser, cookie or exact referrer URL).
 * Bots (isbot) and browser prefetches are not views.
 */
import { isbot } from "isbot";
import { LANGUAGES, type Language } from "../i18n/language";
import { PAGE_VIEW_PATH_MAX, type PageViewPayload } from "../upstream/schemas-page-views";

/**
 * The path a view is counted under: the URL's path only (a query can carry what a
 * reader searched for), cut to PAGE_VIEW_PATH_MAX; null when it is not a path of a
 * page of ours (not absolute, `//host`, control characters, a data request).
 */
export function viewPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 4 * PAGE_VIEW_PATH_MAX) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (!path.startsWith("/") || path.startsWith("//") || /[\u0000-\u001f\u007f\\\s]/.test(path)) return null;
  if (path.endsWith(".data")) return null;
  return path.slice(0, PAGE_VIEW_PATH_MAX);
}

/** The host of a referrer that is another site; null for none, our own pages, or anything not http(s). */
export function referrerHost(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  // Longer than any name DNS allows: not a real site.
  if (host.length === 0 || host.length > 253) return null;
  const own = ownHosts.map((value) => value.toLowerCase().replace(/:\d+$/, ""));
  return own.includes(host) ? null : host;
}

/** A request a person made: a browser (every browser names itself), not a bot (isbot), not a speculative prefetch. */
export function isPersonVisit(headers: { get(name: string): string | null | undefined }): boolean {
  const agent = headers.get("user-agent");
  if (!agent || isbot(agent)) return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return !purpose.includes("prefetch") && !purpose.includes("prerender");
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export type ViewRequest = {
  path: unknown;
  /**
   * The page's language as it was decided, not read again from the path: for a document, the request's
   * (app/http/request-language.ts); for a client navigation, the page's own as its beacon sends it. Anything
   * but one of ours is not a view.
   */
  language: unknown;
  referrer?: string | null;
  /** Hosts that are this site (the request's Host, PUBLIC_ORIGIN's): referrers from them are not "from" anywhere. */
  ownHosts?: readonly string[];
  at: Date;
};

/** The page view a request stands for, or null when it is not one we count. */
export function pageView({ path: raw, language, referrer, ownHosts = [], at }: ViewRequest): PageViewPayload | null {
  const path = viewPath(raw);
  if (!path || !isLanguage(language)) return null;
  return { path, language, referrer_host: referrerHost(referrer, ownHosts), viewed_at: at.toISOString() };
}
