/**
 * The image route end to end against a real HTTP upstream on loopback (a stand-in
 * media service and a second, not allow-listed host): formats by Accept, disk
 * cache, cache headers, and every refusal (issue 9: never an open proxy).
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnv } from "../config/env.server";
import { articleSvg } from "../../newsroom/images";
import { serveImage } from "./serve.server";
import { DiskImageCache } from "./disk-cache.server";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let media: { server: Server; origin: string };
let other: { server: Server; origin: string };
let cacheDir: string;
const hits = new Map<string, number>();
let photo: Buffer;
let hugePng: Buffer;

const AVIF = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WEBP = "image/webp,*/*";

beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toBuffer();
  hugePng = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  other = await listen((req, res) => {
    hits.set(`other${req.url}`, (hits.get(`other${req.url}`) ?? 0) + 1);
    res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  });
  media = await listen((req, res) => {
    const url = req.url ?? "";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === "/media/news/7/1200.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" });
      res.end(articleSvg(7, 3, 1200));
    } else if (url === "/media/photo.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg", "cache-control": "public, max-age=600" }).end(photo);
    } else if (url === "/media/moved.jpg") {
      res.writeHead(302, { location: "/media/photo.jpg" }).end();
    } else if (url === "/media/away.jpg") {
      res.writeHead(302, { location: `${other.origin}/media/photo.jpg` }).end();
    } else if (url === "/media/away-userinfo.jpg") {
      res.writeHead(302, { location: `http://127.0.0.1:${new URL(media.origin).port}@${new URL(other.origin).host}/x.jpg` }).end();
    } else if (url === "/media/loop.jpg") {
      res.writeHead(302, { location: "/media/loop.jpg" }).end();
    } else if (url === "/media/page.jpg") {
      res.writeHead(200, { "content-type": "text/html" }).end("<script>alert(1)</script>");
    } else if (url === "/media/corrupt.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.from("not really a jpeg"));
    } else if (url === "/media/declared-big.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(50_000_000) });
      res.end();
    } else if (url === "/media/streamed-big.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      for (let i = 0; i < 40; i += 1) res.write(Buffer.alloc(10_000));
      res.end();
    } else if (url === "/media/huge.png") {
      res.writeHead(200, { "content-type": "image/png" }).end(hugePng);
    } else if (url === "/media/slow.jpg") {
      // Never answers: the route must give up at the upstream deadline.
      req.on("close", () => res.destroy());
    } else if (url === "/media/broken.jpg") {
      res.writeHead(503).end();
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  media.server.closeAllConnections();
  other.server.closeAllConnections();
  await Promise.all([media, other].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), "kural-images-test-"));
  hits.clear();
  setEnv({
    MEDIA_API_URL: media.origin,
    IMAGE_HOSTS: [],
    IMAGE_CACHE_DIR: cacheDir,
    IMAGE_CACHE_MAX_MB: 16,
    IMAGE_MAX_BYTES: 300_000,
    IMAGE_MAX_PIXELS: 1_000_000,
    // Generous, so a busy machine does not turn a good answer into a 504; the slow-upstream test shortens it.
    UPSTREAM_TIMEOUT_MS: 5000,
  });
  return () => rmSync(cacheDir, { recursive: true, force: true });
});

function get(pathAndQuery: string, accept = AVIF, extra: Record<string, string> = {}) {
  return serveImage(new Request(`http://localhost${pathAndQuery}`, { headers: { accept, ...extra } }));
}

describe("the image route", () => {
  it("resizes an SVG to the asked width as AVIF, WebP or JPEG by Accept, immutable, varying on Accept", async () => {
    for (const [accept, type, format] of [
      [AVIF, "image/avif", "heif"],
      [WEBP, "image/webp", "webp"],
      ["image/*", "image/jpeg", "jpeg"],
      ["image/avif;q=0, image/webp;q=0", "image/jpeg", "jpeg"],
    ] as const) {
      const response = await get("/img/320/m/media/news/7/1200.svg", accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toBe("Accept");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([320, 180]);
    }
  });

  it("keeps results on disk: the upstream is asked once per variant, a matching ETag gets 304", async () => {
    const first = await get("/img/640/m/media/news/7/1200.svg");
    const again = await get("/img/640/m/media/news/7/1200.svg");
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(hits.get("/media/news/7/1200.svg")).toBe(1);
    // The picture, and the address's entry that names it.
    expect(readdirSync(cacheDir).filter((name) => name.endsWith(".img"))).toHaveLength(2);
    const etag = first.headers.get("etag")!;
    const revalidated = await get("/img/640/m/media/news/7/1200.svg", AVIF, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    // Concurrent first requests for one variant share one upstream call.
    const together = await Promise.all([1, 2, 3].map(() => get("/img/480/m/media/news/7/1200.svg", WEBP)));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(hits.get("/media/news/7/1200.svg")).toBe(2);
  });

  it("does not resize the same picture again when it comes from another address; the address's own freshness is kept", async () => {
    const first = Buffer.from(await (await get("/img/320/m/media/news/7/1200.svg")).arrayBuffer());
    const sizes = () =>
      readdirSync(cacheDir)
        .filter((name) => name.endsWith(".img"))
        .map((name) => statSync(path.join(cacheDir, name)).size)
        .sort((a, b) => a - b);
    expect(sizes()).toHaveLength(2);
    // The media service again on a new port (the embedded newsroom starts on one each time): the same bytes.
    const again = await listen((req, res) => {
      hits.set(`again${req.url}`, (hits.get(`again${req.url}`) ?? 0) + 1);
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=600" }).end(articleSvg(7, 3, 1200));
    });
    try {
      setEnv({ MEDIA_API_URL: again.origin });
      const moved = await get("/img/320/m/media/news/7/1200.svg");
      expect(moved.status).toBe(200);
      expect(moved.headers.get("cache-control")).toMatch(/^public, max-age=(59\d|600), stale-while-revalidate=604800$/);
      expect(Buffer.from(await moved.arrayBuffer())).toEqual(first);
      expect(hits.get("again/media/news/7/1200.svg")).toBe(1);
      // One more small entry for the new address; the picture itself is on disk once.
      const after = sizes();
      expect(after).toHaveLength(3);
      expect(after.filter((size) => size > first.length)).toHaveLength(1);
      // A different picture at a known address is made afresh, never served from another's bytes.
      const other = await get("/img/640/m/media/news/7/1200.svg");
      expect(Buffer.from(await other.arrayBuffer())).not.toEqual(first);
      expect(sizes().filter((size) => size > first.length)).toHaveLength(2);
    } finally {
      again.server.closeAllConnections();
      await new Promise((resolve) => again.server.close(resolve));
    }
  });

  it("never enlarges a raster picture and gives a mutable one a shorter life", async () => {
    const response = await get("/img/960/m/media/photo.jpg", "image/jpeg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=(59\d|600), stale-while-revalidate=604800$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it("follows a redirect on the same allowed origin only", async () => {
    expect((await get("/img/320/m/media/moved.jpg")).status).toBe(200);
    expect((await get("/img/320/m/media/away.jpg")).status).toBe(404);
    expect((await get("/img/320/m/media/away-userinfo.jpg")).status).toBe(404);
    expect((await get("/img/320/m/media/loop.jpg")).status).toBe(502);
    expect([...hits.keys()].filter((key) => key.startsWith("other"))).toEqual([]);
  });

  it("refuses hosts, widths and paths outside the allow-list before asking anyone", async () => {
    const otherHost = new URL(other.origin).host;
    for (const [url, status] of [
      [`/img/320/${otherHost}/media/photo.jpg`, 404],
      [`/img/320/m@${otherHost}/media/photo.jpg`, 404],
      ["/img/320/evil.example/a.jpg", 404],
      ["/img/333/m/media/photo.jpg", 400],
      ["/img/320/m//evil.example/a.jpg", 400],
      ["/img/320/m/media%2F..%2F..%2Fa.jpg", 400],
      ["/img/320/m/media/%2e%2e/%2e%2e/%2e%2e/a.jpg", 404],
      ["/img/320", 404],
    ] as const) {
      expect((await get(url)).status, url).toBe(status);
    }
    expect([...hits.keys()].filter((key) => key.startsWith("other"))).toEqual([]);
    // With the host allow-listed, the same picture is served.
    setEnv({ IMAGE_HOSTS: [other.origin] });
    expect((await get(`/img/320/${otherHost}/media/photo.jpg`)).status).toBe(200);
  });

  it("answers 400 for what is not a usable picture and 404 for a missing one", async () => {
    expect((await get("/img/320/m/media/page.jpg")).status).toBe(400);
    expect((await get("/img/320/m/media/corrupt.jpg")).status).toBe(400);
    expect((await get("/img/320/m/media/declared-big.jpg")).status).toBe(400);
    expect((await get("/img/320/m/media/streamed-big.jpg")).status).toBe(400);
    expect((await get("/img/320/m/media/huge.png")).status).toBe(400);
    expect((await get("/img/320/m/media/nothing.jpg")).status).toBe(404);
  });

  it("still serves pictures when the cache directory cannot be used", async () => {
    setEnv({ IMAGE_CACHE_DIR: path.join(cacheDir, "not-a-directory", "images") });
    writeFileSync(path.join(cacheDir, "not-a-directory"), "a file where the directory would be");
    const response = await get("/img/320/m/media/news/7/1200.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
  });

  it("answers 504 when the upstream is too slow and 502 when it fails, uncached", async () => {
    setEnv({ UPSTREAM_TIMEOUT_MS: 300 });
    const slow = await get("/img/320/m/media/slow.jpg");
    expect(slow.status).toBe(504);
    expect(slow.headers.get("cache-control")).toBe("no-store");
    const broken = await get("/img/320/m/media/broken.jpg");
    expect(broken.status).toBe(502);
    expect(broken.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the disk cache", () => {
  it("stays under its cap by dropping the least recently used pictures", async () => {
    const cache = new DiskImageCache(cacheDir, 10_000);
    const meta = { contentType: "image/webp", immutable: true, expiresAt: 0 };
    for (const key of ["a", "b", "c"]) await cache.set(key, meta, Buffer.alloc(3000));
    expect(await cache.get("a")).not.toBeNull(); // a is now the most recently used
    await cache.set("d", meta, Buffer.alloc(3000));
    expect(cache.size()).toBeLessThanOrEqual(10_000);
    expect(await cache.get("b")).toBeNull();
    expect(await cache.get("a")).not.toBeNull();
    expect(await cache.get("d")).not.toBeNull();
    // A new process sees what is on disk.
    const reopened = new DiskImageCache(cacheDir, 10_000);
    expect((await reopened.get("d"))?.bytes.length).toBe(3000);
  });
});
