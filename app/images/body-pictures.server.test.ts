/**
 * Body pictures' sizes against a real HTTP upstream on loopback: read from the file within the budget, remembered,
 * never fetched off the allow-list, and a slow or broken picture costs the render no more than the budget.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../config/env.server";
import { bodyPictureSizes, unsizedPictureUrls } from "./body-pictures.server";
import { imageSources, type ImageSources } from "../news/image-url";

let server: Server;
let origin: string;
let sources: ImageSources;
const hits = new Map<string, number>();

beforeAll(async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();
  // EXIF orientation 6 (turned a quarter): shown 300 wide and 400 high.
  const turned = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#000" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  server = createServer((req, res) => {
    const url = req.url ?? "";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === "/p/photo.jpg" || url === "/p/again.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else if (url === "/p/turned.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(turned);
    else if (url === "/p/slow.jpg") setTimeout(() => res.writeHead(200, { "content-type": "image/jpeg" }).end(photo), 600);
    else if (url === "/p/page.jpg") res.writeHead(200, { "content-type": "text/html" }).end("<p>not a picture</p>");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sources = imageSources(origin);
  setEnv({ MEDIA_API_URL: origin, IMAGE_HOSTS: [], IMAGE_MAX_BYTES: 300_000, IMAGE_MAX_PIXELS: 1_000_000, UPSTREAM_TIMEOUT_MS: 5000 });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("unsizedPictureUrls", () => {
  it("lists the src of each picture lacking a width or a height, entity-decoded, once", () => {
    const html =
      `<p><img src="https://a.example/1.jpg" width="4" height="3">` +
      `<img alt="x" src='https://a.example/2.jpg?a=1&amp;b=2'><IMG SRC=https://a.example/3.jpg width=5>` +
      `<img src="https://a.example/2.jpg?a=1&amp;b=2"><img alt="no src"></p>`;
    expect(unsizedPictureUrls(html)).toEqual(["https://a.example/2.jpg?a=1&b=2", "https://a.example/3.jpg"]);
  });
});

describe("bodyPictureSizes", () => {
  it("reads each unsized allow-listed picture's displayed size from its file, once", async () => {
    const html = `<img src="${origin}/p/photo.jpg"><img src="${origin}/p/turned.jpg" alt="t"><img src="${origin}/p/photo.jpg" width="10" height="10">`;
    const sizes = await bodyPictureSizes(html, sources, 3000);
    expect(sizes.get(`${origin}/p/photo.jpg`)).toEqual({ width: 800, height: 600 });
    expect(sizes.get(`${origin}/p/turned.jpg`)).toEqual({ width: 300, height: 400 });
    const again = await bodyPictureSizes(html, sources, 3000);
    expect(again).toEqual(sizes);
    expect(hits.get("/p/photo.jpg")).toBe(1);
    expect(hits.get("/p/turned.jpg")).toBe(1);
  });

  it("never fetches a picture off the allow-list, and leaves out what is not a picture", async () => {
    const html = `<img src="http://127.0.0.1:9/p/photo.jpg"><img src="${origin}/p/page.jpg"><img src="${origin}/p/missing.jpg">`;
    const sizes = await bodyPictureSizes(html, sources, 3000);
    expect(sizes.size).toBe(0);
    expect(hits.get("/p/page.jpg")).toBe(1);
    // Remembered as unusable: the next render does not ask again.
    await bodyPictureSizes(html, sources, 3000);
    expect(hits.get("/p/page.jpg")).toBe(1);
    expect(hits.get("/p/missing.jpg")).toBe(1);
  });

  it("waits no longer than the budget; the size arrives for the next render", async () => {
    const html = `<img src="${origin}/p/slow.jpg">`;
    // Had the render waited for the picture (600 ms), its size would be in this answer.
    const first = await bodyPictureSizes(html, sources, 50);
    expect(first.size).toBe(0);
    await expect
      .poll(async () => (await bodyPictureSizes(html, sources, 0)).get(`${origin}/p/slow.jpg`), { timeout: 5000 })
      .toEqual({ width: 800, height: 600 });
    expect(hits.get("/p/slow.jpg")).toBe(1);
  });
});
