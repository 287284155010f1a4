import { describe, expect, it } from "vitest";

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
