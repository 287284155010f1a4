import { gunzipSync, deflateRawSync, constants } from "node:zlib";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, htmlCacheKey, splitAt, tokenReplacer } from "./html-cache.server";

function request(headers: Record<string, string>, init: { method?: string; url?: string } = {}): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method: init.method ?? "GET",
    protocol: "http",
    originalUrl: init.url ?? "/news/a-story-12",
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
}

describe("HTML cache key", () => {
  it("covers the URL, the cookies that change the page, Save-Data and crawlers; ignores `ln`", () => {
    const base = htmlCacheKey(request({ host: "x" }));
    expect(base).not.toBeNull();
    expect(htmlCacheKey(request({ host: "x", cookie: "ln=ta" }))).toBe(base);
    const variants = [
      request({ host: "x" }, { url: "/tamil/news/a-story-12" }),
      request({ host: "x" }, { url: "/news/a-story-12?lite=1" }),
      request({ host: "x", cookie: "mode=dark" }),
      request({ host: "x", cookie: "city=vellore" }),
      request({ host: "x", cookie: "news_liked_12=abc" }),
      request({ host: "x", cookie: "saved=12" }),
      request({ host: "x", cookie: "some_new_preference=1" }),
      request({ host: "x", "save-data": "on" }),
      request({ host: "x", "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      request({ host: "y" }),
    ].map(htmlCacheKey);
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // Cookie order does not matter.
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; city=vellore" }))).toBe(htmlCacheKey(request({ host: "x", cookie: "city=vellore; mode=dark" })));
  });

  it("is null (no cache) for signed-in readers, writes and conditional requests", () => {
    expect(htmlCacheKey(request({ host: "x", cookie: "mode=dark; __session=abc" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "POST" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x" }, { method: "HEAD" }))).toBeNull();
    expect(htmlCacheKey(request({ host: "x", "if-none-match": '"abc"' }))).toBeNull();
  });
});

describe("nonce placeholder", () => {
  const token = Buffer.from("knPLACEHOLDER");
  const html = Buffer.from('<script nonce="knPLACEHOLDER">a</script><p>தமிழ்</p><link nonce="knPLACEHOLDER"/>end');

  it("is replaced in a stream even when it straddles chunks", () => {
    for (let size = 1; size <= html.length; size++) {
      const replace = tokenReplacer(token, Buffer.from("N0nce+/="));
      const out: Buffer[] = [];
      for (let at = 0; at < html.length; at += size) out.push(replace(html.subarray(at, at + size), false));
      out.push(replace(Buffer.alloc(0), true));
      expect(Buffer.concat(out).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", "N0nce+/="));
    }
  });

  it("a cached body gzipped once, with a fresh nonce spliced per response, is one valid gzip body", () => {
    const pieces = splitAt(html, token);
    expect(pieces).toHaveLength(3);
    const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNA=="]) {
      const body = gzipWithNonce(pieces, deflated, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", nonce));
    }
  });
});

describe("what the cache does not capture", () => {
  it("passes an event stream through whole, message by message (the comments' live stream)", async () => {
    const express = (await import("express")).default;
    const { createHtmlCache } = await import("./html-cache.server");
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "fresh-nonce";
      next();
    });
    app.use(createHtmlCache({ ttlMs: 5000, maxBytes: 1_000_000, maxEntries: 10 }).middleware);
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (release = resolve));
    app.get("/stream", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.flushHeaders();
      res.write("event: live\ndata: first\n\n");
      void second.then(() => res.end("event: live\ndata: second\n\n"));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/stream`);
      const reader = response.body!.getReader();
      let received = "";
      // The first message arrives complete while the server still holds the second.
      while (!received.endsWith("\n\n")) received += new TextDecoder().decode((await reader.read()).value);
      expect(received).toBe("event: live\ndata: first\n\n");
      release();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += new TextDecoder().decode(chunk.value);
      expect(received).toBe("event: live\ndata: first\n\nevent: live\ndata: second\n\n");
    } finally {
      server.close();
    }
  });
});
