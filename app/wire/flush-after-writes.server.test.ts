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
    write: (chunk: Buffer) => written.push(chunk.toString()) > 0,
    end: (chunk?: string) => {
      if (chunk) written.push(`end:${chunk}`);
      res.writableEnded = true;
      return res;
    },
    flush,
    once: () => res,
  };
  return { res: res as unknown as Response, written, flush };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

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
    // One turn's pieces go on as one write.
    expect(written).toHaveLength(0);
    await turn();
    expect(written).toEqual([Array.from({ length: 20 }, (_, i) => `<p>${i}</p>`).join("")]);
    expect(flush).not.toHaveBeenCalled();
    await pause(FLUSH_AFTER_MS * 6);
    expect(flush).toHaveBeenCalledOnce();
    // Later, a streamed boundary (related news) after the upstream answered: flushed too, once.
    res.write("<section>late</section>");
    res.flush();
    await pause(FLUSH_AFTER_MS * 6);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("writes what is waiting before the end, in order, and React's byte pieces without changing a byte", async () => {
    const { res, written } = compressedResponse();
    flushAfterWrites({} as Request, res, vi.fn());
    res.write(new TextEncoder().encode("தமிழ் "));
    res.write("and English");
    res.end("</html>");
    expect(written).toEqual(["தமிழ் and English", "end:</html>"]);
    await turn();
    expect(written).toHaveLength(2);
  });
});

describe("backpressure", () => {
  it("tells the writer to wait while the response is full, with one drain listener however many turns it lasts", async () => {
    const { EventEmitter } = await import("node:events");
    let full = true;
    const res = Object.assign(new EventEmitter(), { writableEnded: false, write: () => !full, end: () => res, flush: vi.fn() });
    flushAfterWrites({} as Request, res as unknown as Response, vi.fn());
    const write = (res as unknown as Response).write.bind(res);
    for (let i = 0; i < 20; i++) {
      write(`<p>${i}</p>`);
      await turn();
    }
    expect(write("<p>more</p>")).toBe(false);
    expect(res.listenerCount("drain")).toBe(1);
    full = false;
    res.emit("drain");
    await turn();
    expect(write("<p>after</p>")).toBe(true);
  });
});
