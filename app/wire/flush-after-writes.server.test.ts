import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { FLUSH_AFTER_MS, flushAfterWrites } from "./flush-after-writes.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A response as `compression` leaves it: a write, and a flush of zlib's buffer. */
function compressedResponse() {
  const written: string[] = [];
  const flush = vi.fn();
  const res = {
    writableEnded: false,
    write: (chunk: string) => written.push(chunk) > 0,
    flush,
    once: () => res,
  };
  return { res: res as unknown as Response, written, flush };
}

describe("flushes, coalesced", () => {
  it("ignores the flush asked after each chunk, and flushes once writing pauses: once per burst", async () => {
    const { res, written, flush } = compressedResponse();
    const next = vi.fn();
    flushAfterWrites({} as Request, res, next);
    expect(next).toHaveBeenCalledOnce();
    // React's first burst, as Remix's adapter writes it: a flush after every 2 KB piece.
    for (let i = 0; i < 20; i++) {
      res.write(`<p>${i}</p>`);
      res.flush();
    }
    expect(written).toHaveLength(20);
    expect(flush).not.toHaveBeenCalled();
    await pause(FLUSH_AFTER_MS * 6);
    expect(flush).toHaveBeenCalledOnce();
    // Later, a streamed boundary (related news) after the upstream answered: flushed too, once.
    res.write("<section>late</section>");
    res.flush();
    await pause(FLUSH_AFTER_MS * 6);
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
