/**
 * Validators and conditional GETs (issue 8, RFC 9110 §13): `ETag` and
 * `Last-Modified` on responses whose content has a date, and 304 Not Modified
 * when the request's `If-None-Match` (or, without it, `If-Modified-Since`) says
 * the reader already has this version. Used by the XML resource routes (sitemaps,
 * feeds) and by app/entry.server.tsx for HTML documents.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";

/**
 * A route's loader names, in this header, a digest of what its page shows that the content
 * date does not cover (an article's comments and likes); documentValidators folds it into
 * the ETag and removes it.
 */
export const CONTENT_VERSION_HEADER = "X-Content-Version";

/** A short digest of some data, for CONTENT_VERSION_HEADER. */
export function contentVersion(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(value) ?? "")
    .digest("base64url")
    .slice(0, 16);
}

/**
 * The ETag of a whole body (feeds, sitemaps: known before answering). Weak, because
 * server.ts compresses after us without changing it, and a strong tag would have to
 * differ between the gzip, brotli and plain bytes.
 */
export function bodyEtag(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * A weak ETag of everything a streamed page depends on (W/: the same content, not
 * necessarily the same bytes; HTML is streamed, so its bytes are not known when the
 * headers leave).
 */
function weakEtag(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/**
 * A document's ETag ends in `.{nonce}`: the CSP nonce of the copy it was sent with (decision 0023). Two copies
 * of one page differ only in their nonce, so the suffix is ignored when tags are compared here; a cache in
 * front of us (nginx, a CDN) compares whole tags, and so answers 304 only to a reader who holds its very copy.
 */
const NONCE_SUFFIX = /\.[A-Za-z0-9+/=_-]*"$/;

/** `W/"tag"` → `W/"tag.{nonce}"` (an earlier suffix replaced); a nonce of other characters is left out. */
export function etagWithNonce(etag: string, nonce: string): string {
  const base = etag.trim().replace(NONCE_SUFFIX, '"');
  if (!/^[A-Za-z0-9+/=_-]{1,64}$/.test(nonce) || !base.endsWith('"')) return base;
  return `${base.slice(0, -1)}.${nonce}"`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "").replace(NONCE_SUFFIX, '"');
}

/** The tag of If-None-Match that matches `etag` (nonce aside), as the client sent it: what its copy is called. */
export function heldTag(ifNoneMatch: string | undefined, etag: string): string | null {
  if (!ifNoneMatch) return null;
  const wanted = opaque(etag);
  return (
    ifNoneMatch
      .split(",")
      .map((tag) => tag.trim())
      .find((tag) => tag !== "*" && opaque(tag) === wanted) ?? null
  );
}

/**
 * The one rule that keeps a returning reader's scripts running (issue 19 §1, decision 0023). A browser keeps
 * its stored HTML on a 304 and takes the 304's headers over the stored ones: a 304 carrying this response's
 * new CSP nonce would leave the stored page's scripts (old nonce) blocked. So, as the headers leave:
 * - a 304 carries no Content-Security-Policy (the stored copy's own header stays with it), and names the
 *   copy the reader holds (its tag, nonce and all);
 * - an HTML 200 with a validator says in its ETag which nonce it carries, so a shared cache's 304 (made from
 *   its own stored copy and headers) only ever matches a reader holding that same copy.
 */
export function keepNonceWithCopy(req: IncomingMessage, res: ServerResponse, nonce: string): void {
  // on-headers has set res.statusCode (and any headers passed to writeHead) before its listeners run. It runs them
  // last registered first, so this must be registered before whatever sets the policy it takes off (security.server.ts).
  onHeaders(res, () => {
    const etag = res.getHeader("etag");
    if (res.statusCode === 304) {
      res.removeHeader("content-security-policy");
      const held = typeof etag === "string" ? heldTag(req.headers["if-none-match"], etag) : null;
      if (held) res.setHeader("etag", held);
    } else if (typeof etag === "string" && String(res.getHeader("content-type") ?? "").startsWith("text/html")) {
      res.setHeader("etag", etagWithNonce(etag, nonce));
    }
  });
}

/**
 * RFC 9110 §13.1.2 and §13.2.2: If-None-Match is compared weakly and wins over
 * If-Modified-Since, which counts only when If-None-Match is absent (whole seconds).
 */
export function isNotModified(request: Request, validators: { etag?: string | null; lastModified?: string | null }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    if (!validators.etag) return false;
    const wanted = opaque(validators.etag);
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
  }
  const ifModifiedSince = request.headers.get("if-modified-since");
  if (ifModifiedSince === null || !validators.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(validators.lastModified);
  if (Number.isNaN(since) || Number.isNaN(modified)) return false;
  return Math.floor(modified / 1000) <= Math.floor(since / 1000);
}

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const KEPT_ON_304 = ["cache-control", "content-location", "date", "etag", "expires", "vary", "last-modified"];

function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of KEPT_ON_304) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

/**
 * A whole body (XML) with its validators, or 304. `lastModified` is the newest
 * content date in it (an article's update, a list's newest item).
 */
export function documentResponse(
  request: Request,
  body: string,
  options: { contentType: string; cacheControl: string; lastModified?: string | null; vary?: string },
): Response {
  const headers = new Headers({ "Content-Type": options.contentType, "Cache-Control": options.cacheControl, ETag: bodyEtag(body) });
  if (options.lastModified) headers.set("Last-Modified", options.lastModified);
  if (options.vary) headers.set("Vary", options.vary);
  if (isNotModified(request, { etag: headers.get("ETag"), lastModified: options.lastModified })) return notModified(headers);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/**
 * The validators of an HTML document (app/entry.server.tsx), or a 304 when the
 * reader already has it. Only for a 200 that a shared cache may keep and whose route
 * gave a content date (`Last-Modified`): a signed-in reader's page (`private`,
 * `no-store`) gets neither validator nor 304, so nothing personal is revalidated.
 *
 * The ETag is weak (the HTML is streamed, its bytes unknown when the headers leave)
 * and made of everything the page depends on: the build, the URL (path, so the
 * language, and query), the content date, whether stale data was served after an upstream failure, and the
 * request's value of every header the response varies on (Cookie: theme, city,
 * the reader's likes and saves).
 */
export function documentValidators(request: Request, status: number, headers: Headers, build: string): Response | null {
  // What a page shows beyond its date (an article's comments and their likes): part of the tag, never sent.
  const version = headers.get(CONTENT_VERSION_HEADER);
  headers.delete(CONTENT_VERSION_HEADER);
  const cacheControl = headers.get("Cache-Control") ?? "";
  const lastModified = headers.get("Last-Modified");
  if (status !== 200 || !lastModified || /\b(private|no-store|no-cache)\b/.test(cacheControl)) {
    headers.delete("ETag");
    if (/\b(private|no-store)\b/.test(cacheControl)) headers.delete("Last-Modified");
    return null;
  }
  const url = new URL(request.url);
  const varied = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .map((name) => `${name}=${request.headers.get(name) ?? ""}`);
  // A page served from a copy the upstream failed to refresh says so (the stale notice); a copy merely
  // being refreshed in the background is the same page, so it keeps the tag.
  const failed = headers.get("Warning")?.startsWith("111") ? "revalidation-failed" : "";
  const etag = weakEtag([build, url.pathname, url.search, lastModified, failed, version ?? "", ...varied]);
  headers.set("ETag", etag);
  // With a content version the date alone cannot say "unchanged" (a new comment leaves it as it was): only the tag can.
  return isNotModified(request, { etag, lastModified: version ? null : lastModified }) ? notModified(headers) : null;
}
