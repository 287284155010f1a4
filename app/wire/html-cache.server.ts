/**
 * A short-lived, bounded cache of rendered HTML for anonymous readers (issue 9 "Server",
 * docs/decisions/0016-html-cache-and-redis-l2.md). Rendering an article costs ~15 ms of CPU
 * (React, the router, i18next, turbo-stream); a copy a few seconds old costs a string join.
 *
 * Every response still carries its own CSP nonce: a miss is rendered with a per-process
 * placeholder token as the nonce; on its way out (streamed, chunk by chunk, before
 * compression) the placeholder is replaced with the response's fresh nonce, and the body
 * with the placeholder is kept. A hit joins the kept body's pieces with a new nonce.
 *
 * The key covers everything that changes the HTML: scheme, host and path with query (the
 * language is in the path), every cookie but `ln` (theme, city, likes, saves, lite…:
 * unknown cookies are kept in the key too, so a new preference cookie can never leak into
 * another reader's page), Save-Data, and whether the client is a crawler (crawlers get the
 * whole document at once, entry.server.tsx). Never cached: signed-in readers (any
 * `__session` cookie), anything but GET, conditional requests, and any response that is
 * not a public 200 HTML page, sets a cookie, or varies on other headers.
 */
import { randomBytes } from "node:crypto";
import { constants as zlibConstants, crc32, deflateRaw } from "node:zlib";
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { HTML_CACHE_PURGE_HEADER } from "./http-cache";

export const SESSION_COOKIE_NAME = "__session";
/** Cookies that never change what a URL renders (preferences.server.ts: `ln` only remembers a choice). */
const IGNORED_COOKIES = new Set(["ln"]);
/** The only request headers a cached page may vary on (besides the URL). */
const CACHEABLE_VARY = new Set(["cookie", "accept-encoding", "save-data"]);
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
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The body split at each nonce placeholder. */
  pieces: Buffer[];
  bytes: number;
  /** Each piece as raw deflate ending in a sync flush, once compressed (see `gzipWithNonce`). */
  deflated?: Buffer[];
};

export type HtmlCacheStats = { hits: number; misses: number; bypasses: number; entries: number; bytes: number };

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
    .filter((name) => !IGNORED_COOKIES.has(name))
    .sort()
    .map((name) => `${name}=${cookies[name] ?? ""}`)
    .join("; ");
  const saveData = (req.get("save-data") ?? "").trim().toLowerCase() === "on" ? "save-data" : "";
  const crawler = isbot(req.get("user-agent") ?? "") ? "crawler" : "";
  return [req.protocol, req.get("host") ?? "", req.originalUrl, kept, saveData, crawler].join("\n");
}

function cacheable(res: Response): boolean {
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

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, encoding ?? "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.alloc(0);
}

/** Splits `body` at every occurrence of `token`. */
export function splitAt(body: Buffer, token: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, from)) {
    pieces.push(body.subarray(from, at));
    from = at + token.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/**
 * Replaces `token` with `value` in a stream of chunks: a token may straddle two chunks, so
 * the last `token.length - 1` bytes wait for the next chunk (or the end).
 */
export function tokenReplacer(token: Buffer, value: Buffer) {
  let carry = Buffer.alloc(0);
  return (chunk: Buffer, final: boolean): Buffer => {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const out: Buffer[] = [];
    let from = 0;
    for (let at = data.indexOf(token); at !== -1; at = data.indexOf(token, from)) {
      out.push(data.subarray(from, at), value);
      from = at + token.length;
    }
    const keepFrom = final ? data.length : Math.max(from, data.length - (token.length - 1));
    out.push(data.subarray(from, keepFrom));
    carry = Buffer.from(data.subarray(keepFrom));
    return out.length === 1 ? (out[0] as Buffer) : Buffer.concat(out);
  };
}

/** gzip member header: deflate, no name, no mtime, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The last deflate block: final, fixed Huffman, empty (RFC 1951 §3.2.3). */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block, not final; valid where the stream is byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  const len = data.length;
  return Buffer.concat([Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), data]);
}

/**
 * One gzip body from pieces compressed once, with the nonce spliced in between as stored
 * blocks: each piece was compressed on its own and ends in a sync flush (byte-aligned, not
 * final), so deflate blocks can follow one another; only the CRC is computed per response.
 * Compressing a 90 KB page costs ~4 ms of CPU per response; this costs ~0.05 ms.
 */
export function gzipWithNonce(pieces: readonly Buffer[], deflated: readonly Buffer[], nonce: Buffer): Buffer {
  const nonceBlock = storedBlock(nonce);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    parts.push(deflated[index] as Buffer);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(DEFLATE_END, trailer);
  return Buffer.concat(parts);
}

function deflatePiece(piece: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    deflateRaw(piece, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH }, (error, out) => (error ? reject(error) : resolve(out)));
  });
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
    const parts: Buffer[] = [];
    entry.pieces.forEach((piece, index) => {
      if (index > 0) parts.push(nonceBytes);
      parts.push(piece);
    });
    res.end(Buffer.concat(parts, entry.bytes + nonceBytes.length * (entry.pieces.length - 1)));
  }

  /** Renders with the placeholder, streams with the real nonce, keeps the body when it may be reused. */
  function capture(key: string, res: Response, nonce: string): void {
    refreshing.add(key);
    res.once("close", () => refreshing.delete(key));
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
      if (keep && cacheable(res) && !res.destroyed) {
        const body = Buffer.concat(kept, keptBytes);
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name.toLowerCase()))
          .map(([name, value]) => [name, value] as [string, string | number | string[]]);
        const pieces = splitAt(body, token);
        const entry: Entry = { storedAt: Date.now(), status: res.statusCode, headers, pieces, bytes: body.length - token.length * (pieces.length - 1) };
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
      const url = key.split("\n")[2] ?? "";
      const pathname = url.split("?")[0] ?? "";
      if (pathname.endsWith(path)) cache.delete(key);
    }
  }

  /** A write names the page it changed (HTML_CACHE_PURGE_HEADER): its copies go, the header never leaves. */
  function purgeAfter(res: Response): void {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = function (...args: unknown[]): Response {
      const path = res.getHeader(HTML_CACHE_PURGE_HEADER);
      if (path !== undefined) {
        res.removeHeader(HTML_CACHE_PURGE_HEADER);
        if (res.statusCode < 400) purge(String(path));
      }
      return writeHead(...args);
    } as Response["writeHead"];
  }

  function middleware(req: Request, res: Response, next: NextFunction): void {
    if (req.method === "POST") purgeAfter(res);
    const nonce = String(res.locals.cspNonce ?? "");
    const key = nonce ? htmlCacheKey(req) : null;
    if (key === null) {
      stats.bypasses++;
      if (req.method === "GET") res.setHeader("X-Html-Cache", "bypass");
      return next();
    }
    const entry = cache.get(key);
    if (entry && (Date.now() - entry.storedAt < options.ttlMs || refreshing.has(key))) {
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

/** How long written bytes may wait in zlib's buffer, once writing pauses, before they are flushed. */
export const FLUSH_AFTER_MS = 10;

/**
 * Streaming (issue 9): a compressed response is held in zlib's buffer until it fills (16 KB),
 * so the headline would wait for the related stories. Once writing pauses for FLUSH_AFTER_MS
 * (the page waits for something), what has been written is flushed to the reader. Not after
 * every write, as Remix's adapter asks (it calls `res.flush()` after each chunk): compression's
 * flush is a full flush, which resets zlib's dictionary, and an article flushed after every
 * chunk weighs 32 KB gzipped instead of 24 KB.
 */
export function flushAfterWrites(_req: Request, res: Response, next: NextFunction): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const withFlush = res as Response & { flush?: () => void };
  const realFlush = withFlush.flush?.bind(res);
  if (!realFlush) return next();
  withFlush.flush = () => undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWriteAt = 0;
  const check = () => {
    const quietFor = performance.now() - lastWriteAt;
    if (quietFor < FLUSH_AFTER_MS) {
      timer = setTimeout(check, FLUSH_AFTER_MS - quietFor);
      return;
    }
    timer = null;
    if (!res.writableEnded) realFlush();
  };
  res.write = function (...args: unknown[]): boolean {
    lastWriteAt = performance.now();
    timer ??= setTimeout(check, FLUSH_AFTER_MS);
    return write(...args);
  } as Write;
  res.once("close", () => {
    if (timer) clearTimeout(timer);
  });
  next();
}
