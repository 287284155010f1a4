// Offline storage (issue 22, decision 0039): how much the service worker keeps for 20 recently read and 10 saved
// stories, in Debian's Chromium. Opens the site, lets the worker take control, then sends it the messages article
// pages send (`read` for 20 articles, `save` for 10 of them and 10 others is not the point: 10 of the 20), waits
// until the copies are stored, and prints navigator.storage.estimate() and the bytes of each of the worker's caches.
//
// Usage: start the site (e.g. PORT=3125 … node build/server.js), then
//   node bench/offline-storage.mjs --port 3125 [--lang ta]
// Prints numbers; no budget is asserted here (the issue asks for ≤ 50 MB).
import { chromium } from "@playwright/test";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
};
const ORIGIN = `http://localhost:${option("port", "3125")}`;
const PREFIX = option("lang", "en") === "ta" ? "/tamil" : "";
const RECENT = 20;
const SAVED = 10;

/** Article paths from the home page and the lists it links, until there are `count`. */
async function articlePaths(count) {
  const found = new Set();
  for (const page of [PREFIX || "/", `${PREFIX}/state/tamil-nadu`, `${PREFIX}/national/india`, `${PREFIX}/international/world`]) {
    const html = await (await fetch(`${ORIGIN}${page}`)).text();
    for (const match of html.matchAll(new RegExp(`href="(${PREFIX}/news/[^"?#]+)"`, "g"))) found.add(match[1]);
    if (found.size >= count) break;
  }
  if (found.size < count) throw new Error(`only ${found.size} articles found`);
  return [...found].slice(0, count);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true });
const page = await context.newPage();
const paths = await articlePaths(RECENT);
await page.goto(`${ORIGIN}${PREFIX || "/"}`);
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
const before = await page.evaluate(() => navigator.storage.estimate());

const started = Date.now();
await page.evaluate(
  async ({ paths, saved }) => {
    const worker = (await navigator.serviceWorker.ready).active;
    for (const path of paths) worker.postMessage({ type: "read", path });
    for (const path of paths.slice(0, saved)) worker.postMessage({ type: "save", path });
  },
  { paths, saved: SAVED },
);
const count = (name) =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).filter((request) => /\/news\//.test(request.url)).length, name);
while ((await count("kural-recent")) < RECENT || (await count("kural-saved")) < SAVED) {
  if (Date.now() - started > 120_000) throw new Error("the copies were not all stored within 2 minutes");
  await page.waitForTimeout(250);
}

const caches = await page.evaluate(async () => {
  const sizes = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    let bytes = 0;
    let entries = 0;
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      bytes += response ? (await response.arrayBuffer()).byteLength : 0;
      entries += 1;
    }
    sizes[name] = { entries, bytes };
  }
  return sizes;
});
const after = await page.evaluate(() => navigator.storage.estimate());
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`offline storage, ${PREFIX ? "Tamil" : "English"}: ${RECENT} recently read + ${SAVED} of them saved (copies and hero pictures at phone width)`);
for (const [name, { entries, bytes }] of Object.entries(caches))
  console.log(`  ${name.padEnd(36)} ${String(entries).padStart(4)} entries  ${kb(bytes).padStart(10)}`);
const total = Object.values(caches).reduce((sum, { bytes }) => sum + bytes, 0);
console.log(`  body bytes of every cache: ${kb(total)}`);
console.log(
  `  navigator.storage.estimate().usage: ${kb(before.usage)} after the first page (shell precached), ${kb(after.usage)} with the copies (quota ${(after.quota / 1024 / 1024).toFixed(0)} MB)`,
);
await browser.close();
