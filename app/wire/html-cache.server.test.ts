import { describe, expect, it, vi } from "vitest";

/** An Express app whose renders have a nonce, behind an HTML cache made with `options`; routes are added by each test. */
async function appWithHtmlCache(options: Parameters<typeof import("./html-cache.server").createHtmlCache>[0]) {
  const express = (await import("express")).default;
  const { createHtmlCache } = await import("./html-cache.server");
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "fresh-nonce";
    next();
  });
  app.use(createHtmlCache(options).middleware);
  return app;
}

describe("what the cache does not capture", () => {
  it("passes an event stream through whole, message by message (the comments' live stream)", async () => {
    const app = await appWithHtmlCache({ ttlMs: 5000, maxBytes: 1_000_000, maxEntries: 10 });
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

describe("a page's own, shorter reuse time (HTML_CACHE_KEEP_HEADER: a live story's page)", () => {
  it("reuses a live page for the time it names only, and the header never leaves", async () => {
    const { HTML_CACHE_KEEP_HEADER } = await import("./http-cache");
    const app = await appWithHtmlCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 1_000_000, maxEntries: 10 });
    let renders = 0;
    const page = (keepMs: string | null) => (_req: unknown, res: import("express").Response) => {
      renders++;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=5");
      if (keepMs !== null) res.setHeader(HTML_CACHE_KEEP_HEADER, keepMs);
      res.end(`<p>render ${renders}</p>`);
    };
    app.get("/live", page("150"));
    app.get("/never", page("0"));
    app.get("/plain", page(null));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      return { text: await response.text(), cache: response.headers.get("x-html-cache"), keep: response.headers.get(HTML_CACHE_KEEP_HEADER) };
    };
    // The cache's clock, moved by the test: on a loaded machine two requests 150 ms apart by the wall clock were not
    // (a fresh-clone run's second request came after the live page's 150 ms).
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    const wait = (ms: number) => (now += ms);
    try {
      const first = await get("/live");
      expect(first).toEqual({ text: "<p>render 1</p>", cache: "miss", keep: null });
      wait(100);
      expect(await get("/live")).toEqual({ text: "<p>render 1</p>", cache: "hit", keep: null });
      wait(100);
      expect(await get("/live")).toEqual({ text: "<p>render 2</p>", cache: "miss", keep: null });
      // 0: rendered for every reader, never kept.
      expect((await get("/never")).cache).toBe("miss");
      expect((await get("/never")).cache).toBe("miss");
      // Without the header: the cache's own lifetime.
      await get("/plain");
      wait(200);
      expect((await get("/plain")).cache).toBe("hit");
    } finally {
      clock.mockRestore();
      server.close();
    }
  });
});

describe("a write that names the page it changed (HTML_CACHE_PURGE_HEADER: a comment posted)", () => {
  it("drops the page's kept copies when the write succeeds, keeps them when it fails, and the header never leaves", async () => {
    const { HTML_CACHE_PURGE_HEADER } = await import("./http-cache");
    const app = await appWithHtmlCache({ ttlMs: 60_000, maxBytes: 1_000_000, maxEntries: 10 });
    let renders = 0;
    app.get("/news/story-1", (_req, res) => {
      renders++;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=5");
      res.end(`<p>render ${renders}</p>`);
    });
    app.post("/news/story-1", (req, res) => {
      res.setHeader(HTML_CACHE_PURGE_HEADER, "/news/story-1");
      res.status(req.query.fail ? 422 : 303).end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const page = async () => (await fetch(`${origin}/news/story-1`)).text();
    const post = (query = "") => fetch(`${origin}/news/story-1${query}`, { method: "POST", redirect: "manual" });
    try {
      expect(await page()).toBe("<p>render 1</p>");
      expect(await page()).toBe("<p>render 1</p>");
      const failed = await post("?fail=1");
      expect(failed.status).toBe(422);
      expect(failed.headers.get(HTML_CACHE_PURGE_HEADER)).toBeNull();
      expect(await page()).toBe("<p>render 1</p>");
      const done = await post();
      expect(done.status).toBe(303);
      expect(done.headers.get(HTML_CACHE_PURGE_HEADER)).toBeNull();
      expect(await page()).toBe("<p>render 2</p>");
    } finally {
      server.close();
    }
  });
});
