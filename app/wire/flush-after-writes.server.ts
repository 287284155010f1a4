/**
 * The one place a page's writes and flushes are coalesced (issue 9; issue 20 kept one of two ways).
 *
 * Writes: React hands over its HTML in many small pieces; those written in one turn of the event loop
 * go on as one, so zlib is called once per turn instead of once per piece (measured: 3.0 instead of
 * 4.2 ms of CPU per Tamil home rendered, app/wire/README.md).
 *
 * Flushes: a compressed response is held in zlib's buffer until it fills, so the headline would wait for
 * the related stories; Remix's adapter asks for a flush after every chunk it writes (`res.flush()`, 2 KB
 * pieces of React's HTML), but `compression`'s flush is a full flush, which resets zlib's dictionary: an
 * article flushed after every chunk weighed 32 KB gzipped instead of 24 KB. Here those calls are ignored,
 * and what has been written is flushed once writing pauses for FLUSH_AFTER_MS (the page waits for
 * something). Against flushing once per turn instead (decision 0035): the same gzip bytes for pages sent
 * whole, and 105 to 862 bytes less (0.6 to 3.9 %) for articles whose related news is streamed.
 */
import type { NextFunction, Request, Response } from "express";

/** How long written bytes may wait in zlib's buffer, once writing pauses, before they are flushed. */
export const FLUSH_AFTER_MS = 10;

type Write = (chunk: unknown, encoding?: BufferEncoding, callback?: (error?: Error | null) => void) => boolean;

export function flushAfterWrites(_req: Request, res: Response, next: NextFunction): void {
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const withFlush = res as Response & { flush?: () => void };
  const realFlush = withFlush.flush?.bind(res);
  if (!realFlush) return next();
  withFlush.flush = () => undefined;

  // This turn's pieces, written as one at the end of the turn (or before anything else goes out).
  let pending: Buffer[] = [];
  let blocked = false;
  const writePending = () => {
    if (pending.length === 0) return;
    const piece = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (!write(piece) && !blocked) {
      // Backpressure is kept: the writer is told to wait until the response drains (one listener at a time).
      blocked = true;
      res.once("drain", () => (blocked = false));
    }
  };

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

  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    lastWriteAt = performance.now();
    timer ??= setTimeout(check, FLUSH_AFTER_MS);
    if (typeof encoding === "function" || typeof callback === "function") {
      // A writer waiting for its callback gets its own write, after what came before it.
      writePending();
      return write(
        chunk,
        typeof encoding === "string" ? (encoding as BufferEncoding) : undefined,
        (typeof encoding === "function" ? encoding : callback) as () => void,
      );
    }
    if (pending.length === 0) setImmediate(writePending);
    pending.push(typeof chunk === "string" ? Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? "utf8") : asBuffer(chunk as Uint8Array));
    return !blocked;
  } as Response["write"];

  res.end = function (...args: unknown[]): Response {
    writePending();
    return end(...args);
  } as Response["end"];

  res.once("close", () => {
    if (timer) clearTimeout(timer);
  });
  next();
}

/** React's pieces are fresh Uint8Arrays: seen as Buffers without a copy. */
function asBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
