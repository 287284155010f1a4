import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Env } from "../config/env.server";

/**
 * securityHeaders registers two head listeners (on-headers), and their order is the point: the policy is chosen
 * first, then keepNonceWithCopy takes it off a 304. In the other order a 304 would carry this response's new nonce
 * and block the scripts of the page the reader keeps (issue 19 §1).
 */
describe("the security headers decided when the head is written", () => {
  it("a document's 304 leaves without the policy chosen for it, naming the reader's copy; its 200 names the nonce it carries", async () => {
    const express = (await import("express")).default;
    const { securityHeaders } = await import("./security.server");
    const app = express();
    app.use(securityHeaders({} as Env));
    app.get("/page", (req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", 'W/"page"');
      if (req.get("if-none-match")) res.status(304).end();
      else res.end(`<script nonce="${String(res.locals.cspNonce)}"></script>`);
    });
    app.get("/data", (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.status(304).end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(origin + "/page");
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(await first.text()).toBe(`<script nonce="${nonce}"></script>`);
      expect(first.headers.get("etag")).toBe(`W/"page.${nonce}"`);
      expect(first.headers.get("x-frame-options")).toBe("DENY");

      const again = await fetch(origin + "/page", { headers: { "if-none-match": `W/"page.${nonce}"` } });
      expect(again.status).toBe(304);
      expect(again.headers.get("content-security-policy")).toBeNull();
      expect(again.headers.get("etag")).toBe(`W/"page.${nonce}"`);
      expect(again.headers.get("x-content-type-options")).toBe("nosniff");

      // Any 304 goes without a policy, whatever kind of answer it stands for.
      const data = await fetch(origin + "/data");
      expect(data.status).toBe(304);
      expect(data.headers.get("content-security-policy")).toBeNull();
    } finally {
      server.close();
    }
  });

  it("answers that are not documents get a short policy of their own, chosen by the Content-Type when the head leaves", async () => {
    const express = (await import("express")).default;
    const { securityHeaders } = await import("./security.server");
    const app = express();
    app.use(securityHeaders({} as Env));
    app.get("/json", (_req, res) => res.json({ ok: true }));
    // The type set only in writeHead's own arguments is seen too (on-headers sets them before its listeners run).
    app.get("/svg", (_req, res) => res.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const json = await fetch(origin + "/json");
      expect(json.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(json.headers.get("x-frame-options")).toBeNull();
      const svg = await fetch(origin + "/svg");
      expect(svg.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    } finally {
      server.close();
    }
  });
});
