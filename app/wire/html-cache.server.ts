/**
 * A short-lived, bounded cache of rendered HTML for anonymous readers (issue 9 "Server",
 * docs/decisions/0016-html-cache-and-redis-l2.md). Rendering an article costs ~15 ms of CPU
 * (React, the router, i18next, turbo-stream); a copy a few seconds old costs a string join.
 *
 * Every response still carries its own CSP nonce: a miss is rendered with a per-process
 * placeholder token as the nonce; on its way out (streamed, chunk by chunk, before
 * compression) the placeholder is replaced with the response's fresh nonce, and the body
 * with the placeholder is kept. A hit joins the kept body's pieces with a new nonce
 * (nonce-splice.server.ts). What may be kept, and under which key: html-cache-key.server.ts.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { htmlCacheKey, keyUrl, reusable } from "./html-cache-key.server";
import { HTML_CACHE_KEEP_HEADER, HTML_CACHE_PURGE_HEADER } from "./http-cache";
import { deflatePiece, gzipWithNonce, joinWithNonce, splitAt, tokenReplacer } from "./nonce-splice.server";

/** Headers of the first response that must not be replayed: per response, or set by the server's own middleware. */
const NOT_REPLAYED = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-html-cache",
  HTML_CACHE_KEEP_HEADER.toLowerCase(),
]);

export type HtmlCacheOptions = {
  /** How long a rendered page is reused (ms). Keep it to seconds: it adds to the CDN's s-maxage. */
  ttlMs: number;
  /**
   * After `ttlMs`, for this long more, one request renders the page again while the others are
   * still answered with the copy (so 50 readers arriving together cause one render, not 50).
   * Default: ttlMs.
   */
  staleMs?: number;
  /** Bound on the summed body sizes (bytes). */
  maxBytes: number;
  /** Bound on the number of pages. */
  maxEntries: number;
  /** Bodies larger than this are not kept. */
  maxBodyBytes?: number;
};

type Entry = {
  storedAt: number;
  /** How long it is reused: the cache's ttlMs, or less when the page asked (HTML_CACHE_KEEP_HEADER). */
  ttlMs: number;
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The body split at each nonce placeholder. */
  pieces: Buffer[];
  bytes: number;
  /** Each piece compressed once (`deflatePiece`), for `gzipWithNonce`. */
  deflated?: Buffer[];
};

export type HtmlCacheStats = { hits: number; misses: number; bypasses: number; entries: number; bytes: number };

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, encoding ?? "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.alloc(0);
}

/** The client takes gzip (and says so): a cached page is sent compressed once, not once per response. */
function takesGzip(req: Request): boolean {
  return /\bgzip\b/i.test(req.get("accept-encoding") ?? "") && req.acceptsEncodings("gzip") === "gzip";
}

type Write = Response["write"];
type End = Response["end"];

export function createHtmlCache(options: HtmlCacheOptions) {
  const placeholder = `kn${randomBytes(12).toString("hex")}`;
  const token = Buffer.from(placeholder);
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const staleMs = options.staleMs ?? options.ttlMs;
  const cache = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl: options.ttlMs + staleMs,
    // A page nobody asked for again within its windows is dropped at once, not when the LRU fills.
    ttlAutopurge: true,
  });
  /** Keys being rendered again right now (a request is refreshing them). */
  const refreshing = new Set<string>();
  const stats = { hits: 0, misses: 0, bypasses: 0 };

  function serve(req: Request, res: Response, entry: Entry, nonce: string): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Html-Cache", "hit");
    res.status(entry.status);
    const nonceBytes = Buffer.from(nonce);
    if (entry.deflated && takesGzip(req)) {
      const body = gzipWithNonce(entry.pieces, entry.deflated, nonceBytes);
      // The compression middleware leaves an encoded body alone (and still adds Vary: Accept-Encoding).
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    res.end(joinWithNonce(entry.pieces, entry.bytes, nonceBytes));
  }

  /**
   * The page's own, shorter reuse time (HTML_CACHE_KEEP_HEADER), or null if it names none. The header is removed as
   * the headers leave; a body written whole by `end()` is captured before that, so it is read where it still is too.
   */
  function keepTimeOf(res: Response): () => number | null {
    const read = () => {
      const value = res.getHeader(HTML_CACHE_KEEP_HEADER);
      return value === undefined ? undefined : Math.max(0, Number(value) || 0);
    };
    let keepMs: number | undefined;
    onHeaders(res, () => {
      keepMs ??= read();
      res.removeHeader(HTML_CACHE_KEEP_HEADER);
    });
    return () => keepMs ?? read() ?? null;
  }

  /** Renders with the placeholder, streams with the real nonce, keeps the body when it may be reused. */
  function capture(key: string, res: Response, nonce: string): void {
    refreshing.add(key);
    res.once("close", () => refreshing.delete(key));
    const keepTime = keepTimeOf(res);
    const write = res.write.bind(res) as (chunk: Buffer, callback?: (error?: Error | null) => void) => boolean;
    const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => Response;
    const replace = tokenReplacer(token, Buffer.from(nonce));
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let keep = true;
    const remember = (chunk: Buffer) => {
      if (!keep || chunk.length === 0) return;
      keptBytes += chunk.length;
      if (keptBytes > maxBodyBytes) {
        keep = false;
        kept.length = 0;
        return;
      }
      kept.push(Buffer.from(chunk));
    };
    // Only HTML is captured. Anything else (an event stream, JSON, a file) passes untouched: the
    // replacer holds back a chunk's last bytes, which would keep an event stream's messages unfinished.
    let html: boolean | null = null;
    const isHtml = () => (html ??= String(res.getHeader("content-type") ?? "").startsWith("text/html"));
    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
      const cb = typeof encoding === "function" ? encoding : callback;
      if (!isHtml()) {
        keep = false;
        return (write as (...args: unknown[]) => boolean)(chunk, ...(typeof encoding === "function" ? [encoding] : [encoding, callback]));
      }
      const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : undefined;
      const data = toBuffer(chunk, enc);
      remember(data);
      return write(replace(data, false), cb as ((error?: Error | null) => void) | undefined);
    } as Write;
    res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
      if (!isHtml()) return (end as (...args: unknown[]) => Response)(chunk, encoding, callback);
      const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : undefined;
      const data = typeof chunk === "function" || chunk === undefined || chunk === null ? Buffer.alloc(0) : toBuffer(chunk, enc);
      remember(data);
      // Only a response that ran to its end is whole: an aborted stream must not be replayed.
      const ttlMs = Math.min(options.ttlMs, keepTime() ?? options.ttlMs);
      if (keep && ttlMs > 0 && reusable(res) && !res.destroyed) {
        const body = Buffer.concat(kept, keptBytes);
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name.toLowerCase()))
          .map(([name, value]) => [name, value] as [string, string | number | string[]]);
        const pieces = splitAt(body, token);
        const entry: Entry = { storedAt: Date.now(), ttlMs, status: res.statusCode, headers, pieces, bytes: body.length - token.length * (pieces.length - 1) };
        cache.set(key, entry);
        // Compressed off the event loop (zlib's thread pool); until then hits are compressed per response.
        Promise.all(pieces.map(deflatePiece)).then(
          (deflated) => {
            entry.deflated = deflated;
          },
          () => undefined,
        );
      }
      return end(replace(data, true), cb);
    } as End;
  }

  /** Drops every copy of the page at `path` ("/news/{slug}"): both languages, every section path, any query. */
  function purge(path: string): void {
    if (!/^\/news\/[^/?#\s]+$/.test(path)) return;
    for (const key of [...cache.keys()]) {
      const pathname = keyUrl(key).split("?")[0] ?? "";
      if (pathname.endsWith(path)) cache.delete(key);
    }
  }

  /**
   * A write names the page it changed (HTML_CACHE_PURGE_HEADER): its copies go, the header never leaves. on-headers has
   * set res.statusCode from writeHead's arguments before its listeners run, so a failed write purges nothing.
   */
  function purgeAfter(res: Response): void {
    onHeaders(res, () => {
      const path = res.getHeader(HTML_CACHE_PURGE_HEADER);
      if (path !== undefined) {
        res.removeHeader(HTML_CACHE_PURGE_HEADER);
        if (res.statusCode < 400) purge(String(path));
      }
    });
  }

  function middleware(req: Request, res: Response, next: NextFunction): void {
    // This middleware's head listeners (purgeAfter, keepTimeOf) read and remove only the cache's own headers, which no
    // other listener reads, so their order does not matter. Registered after securityHeaders' and compression's, they
    // run before those (on-headers runs the last registered first).
    if (req.method === "POST") purgeAfter(res);
    const nonce = String(res.locals.cspNonce ?? "");
    const key = nonce ? htmlCacheKey(req) : null;
    if (key === null) {
      keepTimeOf(res);
      stats.bypasses++;
      if (req.method === "GET") res.setHeader("X-Html-Cache", "bypass");
      return next();
    }
    const entry = cache.get(key);
    if (entry && (Date.now() - entry.storedAt < entry.ttlMs || refreshing.has(key))) {
      stats.hits++;
      return serve(req, res, entry, nonce);
    }
    stats.misses++;
    res.setHeader("X-Html-Cache", "miss");
    res.locals.cspNonce = placeholder;
    capture(key, res, nonce);
    next();
  }

  return {
    middleware,
    purge,
    stats: (): HtmlCacheStats => ({ ...stats, entries: cache.size, bytes: cache.calculatedSize }),
    clear: () => cache.clear(),
  };
}
