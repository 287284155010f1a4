// First visit to an article, on the wire (issue 28 item 6): every byte the site sends a browser with an empty cache
// for one article page, from the navigation until 2 s after `load`, the service worker's own fetches included (it
// registers after `load`, precaches the shell and keeps the article's offline copy). Counted outside Chromium, by a
// proxy between the browser and the site: what the proxy relays is what crossed the network, whoever asked for it,
// and an answer the browser's HTTP cache gave never reaches it. Pictures are counted apart (by Content-Type, the
// favicon and the app icon too), as in bench/lighthouse.mjs.
//
// Usage: npm run build && node bench/first-visit.mjs [--runs 3 --port 3160 --after-load-ms 2000 --list]
// The site listens on --port, the counting proxy on --port + 1. Prints, per language, the median run's bytes (all but
// pictures, of which the worker's own fetches, the fonts and the worker's script; pictures) against the budget
// of 180 KB; --list prints every request of the median run. Exit code 0 whatever the figures.
import { existsSync } from "node:fs";
import http from "node:http";
import { chromium } from "@playwright/test";
import { spawnEmbeddedSite, waitForHealth, warmPage } from "./site.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
};
const RUNS = Number(option("runs", 3));
const PORT = Number(option("port", 3160));
const PROXY_PORT = PORT + 1;
const AFTER_LOAD_MS = Number(option("after-load-ms", 2000));
const LIST = argv.includes("--list");
const SITE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
/** Issue 9's (and issue 28's) budget for everything but pictures on a first visit. */
const BUDGET = 180 * 1024;
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

// ------------------------------------------------------------------ the site

// The browser only ever sees the proxy's address.
const site = spawnEmbeddedSite({ name: "first-visit", port: PORT, origin: ORIGIN });
let browser = null;
let proxy = null;
const cleanUp = () => {
  site.stop();
  proxy?.close();
};
process.on("exit", cleanUp);
process.on("SIGINT", () => process.exit(130));

// ------------------------------------------------------------------ the counting proxy

/** What the proxy relayed since the last reset: one record per answer, its bytes growing as they pass. */
let log = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);

function startProxy() {
  proxy = http.createServer((req, res) => {
    const record = {
      url: req.url,
      method: req.method,
      // The worker's own requests carry its script as their referrer; a request it passes on keeps the page's.
      worker: /\/sw\.js$/.test(req.headers.referer ?? ""),
      navigation: req.headers["sec-fetch-mode"] === "navigate",
      status: 0,
      type: "",
      bytes: 0,
    };
    log.push(record);
    const upstream = http.request({ host: "127.0.0.1", port: PORT, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      record.status = answer.statusCode ?? 0;
      record.type = String(answer.headers["content-type"] ?? "");
      const headers = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
      }
      // The status line and headers as they go on the wire, then the body as sent (still compressed).
      record.bytes +=
        `HTTP/1.1 ${record.status} ${answer.statusMessage}\r\n`.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
      res.writeHead(record.status, answer.statusMessage, headers);
      answer.on("data", (chunk) => {
        record.bytes += chunk.length;
        res.write(chunk);
      });
      answer.on("end", () => res.end());
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(PROXY_PORT, "127.0.0.1", resolve));
}

// ------------------------------------------------------------------ pages

/** Fetches a page and every resized picture it names (bench/site.mjs), so the runs find them made. */
const warm = (pagePath) => warmPage(SITE, pagePath);

const isPicture = (record) => record.type.startsWith("image/");
const sum = (records) => records.reduce((total, record) => total + record.bytes, 0);

/** One first visit in a new context (an empty HTTP cache, no worker, no cookies), phone-sized as bench/offline-storage.mjs. */
async function visit(pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, serviceWorkers: "allow" });
  const page = await context.newPage();
  log = [];
  await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: "load" });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const records = log.map((record) => ({ ...record }));
  const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined);
  await context.close();
  const rest = records.filter((record) => !isPicture(record));
  const worker = rest.filter((record) => record.worker);
  return {
    records,
    controlled,
    allButPictures: sum(rest),
    requests: records.length,
    worker: sum(worker),
    workerRequests: worker.length,
    pageAgain: worker.filter((record) => new URL(record.url, ORIGIN).pathname === pagePath).length,
    pictures: sum(records.filter(isPicture)),
    // Two parts read apart: the fonts (English pages fetch Roboto here, which Android phones have) and the worker's script.
    fonts: sum(rest.filter((record) => record.type.startsWith("font/"))),
    script: sum(rest.filter((record) => new URL(record.url, ORIGIN).pathname === "/sw.js")),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  await waitForHealth(SITE, site.child);
  await startProxy();
  const home = await (await fetch(`${SITE}/`)).text();
  const article = /href="(\/news\/[a-z0-9-]+-\d+)"/.exec(home)?.[1];
  if (!article) throw new Error("no article link on the home page");
  const targets = [
    { name: "article (en)", path: article },
    { name: "article (ta)", path: `/tamil${article}` },
  ];
  for (const target of targets) await warm(target.path);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update"],
  });

  console.log(
    `first visit, empty cache, ${AFTER_LOAD_MS / 1000} s after load, bytes through the proxy (headers + bodies as sent), median of ${RUNS} runs (${CHROMIUM})`,
  );
  console.log(`pages: ${targets.map((target) => target.path).join("  ")}\n`);
  console.log(
    "page            all-but-pictures KB   of which worker KB (requests)   page again   fonts KB   sw.js KB   pictures KB   requests   worker in control   runs (all-but-pictures KB)",
  );
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(target.path));
    const sorted = [...runs].sort((a, b) => a.allButPictures - b.allButPictures);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      [
        target.name.padEnd(15),
        `${kb(median.allButPictures)}${median.allButPictures <= BUDGET ? " " : "!"}`.padStart(20),
        `${kb(median.worker)} (${median.workerRequests})`.padStart(32),
        String(median.pageAgain).padStart(12),
        kb(median.fonts).padStart(10),
        kb(median.script).padStart(10),
        kb(median.pictures).padStart(13),
        String(median.requests).padStart(10),
        (median.controlled ? "yes" : "no").padStart(19),
        `   ${runs.map((one) => kb(one.allButPictures)).join(", ")}`,
      ].join(" "),
    );
    if (LIST) {
      for (const record of median.records) {
        const who = record.worker ? "worker" : record.navigation ? "page (navigation)" : "page";
        console.log(
          `    ${kb(record.bytes).padStart(7)} KB  ${String(record.status).padStart(3)}  ${who.padEnd(17)}  ${record.type.split(";")[0].padEnd(24)}  ${record.method} ${record.url}`,
        );
      }
    }
  }
  console.log(`budget: all but pictures ≤ ${kb(BUDGET)} KB ("!" = over); "page again": the worker's requests for the article itself`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  cleanUp();
}
process.exit();
