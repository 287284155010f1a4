// The JavaScript a first visit loads, per page route, from the Remix build (issue 9).
//
// Reads the manifest the server build points at (build/server/index.js → public/build/manifest-*.js),
// takes entry.client + root + the route's module and every module they import statically (closed
// over the files' own `import … from "…"`, so nothing the browser fetches is missed; dynamic
// `import()` is lazy and not counted), and gzips each file as the server sends it.
// Deterministic: the same build gives the same figures. `node bench/bundle-size.mjs` prints a table;
// tests/unit/bundle-budget.test.ts compares it with bench/bundle-budget.json.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
const PUBLIC = path.join(ROOT, "public");

/** Text that only Radix's Dialog/DropdownMenu/Popper code contains (display names and data attributes). */
export const RADIX_MARKERS = /"DialogContent"|"DialogOverlay"|"MenuContent"|"DropdownMenuContent"|data-radix-|radix\.slottable|RADIX:SYNC_STATE/;

export class MissingBuildError extends Error {}

function manifestPath() {
  if (!existsSync(SERVER_BUILD)) throw new MissingBuildError("No build: run `npm run build` first.");
  const url = /"?url"?\s*:\s*"(\/build\/manifest-[A-Za-z0-9]+\.js)"/.exec(readFileSync(SERVER_BUILD, "utf8"))?.[1];
  if (!url) throw new MissingBuildError("build/server/index.js names no client manifest: run `npm run build`.");
  return path.join(PUBLIC, url);
}

export function readManifest() {
  const text = readFileSync(manifestPath(), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const cache = new Map();
function file(url) {
  let entry = cache.get(url);
  if (!entry) {
    const text = readFileSync(path.join(PUBLIC, url), "utf8");
    const imports = [...text.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+?from\s*)?"([^"]+)"/g)].map((match) =>
      match[1].startsWith("/") ? match[1] : path.posix.join(path.posix.dirname(url), match[1]),
    );
    const gzip = gzipSync(text).length;
    // What an HTTPS reader gets: the build's brotli copy (app/wire/build/precompress.mjs), or the gzip figure for files too small to have one.
    const brotliFile = path.join(PUBLIC, `${url}.br`);
    const brotli = existsSync(brotliFile) ? statSync(brotliFile).size : gzip;
    entry = { url, bytes: Buffer.byteLength(text), gzip, brotli, imports, radix: RADIX_MARKERS.test(text), text };
    cache.set(url, entry);
  }
  return entry;
}

/** The files a first visit loads for one route, statically imported ones included. */
function initialFiles(manifest, routeId) {
  const roots = [manifest.entry.module, ...manifest.entry.imports];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : null) {
    roots.push(route.module, ...(route.imports ?? []));
  }
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...file(url).imports);
  }
  return [...seen].map(file);
}

/** Route id → its source file, from remix.config.js (routes are declared there, decision 0002). */
async function routeSources() {
  const config = (await import(pathToFileURL(path.join(ROOT, "remix.config.js")).href)).default;
  const files = new Map();
  config.routes((define) => {
    define((_path, file, options) => files.set(options?.id, file));
    return {};
  });
  return files;
}

/** A page route renders something (its module exports a component); resource routes load no JavaScript. */
function isPage(sources, routeId) {
  const file = sources.get(routeId);
  if (!file) throw new Error(`route ${routeId} is not in remix.config.js`);
  return /^export default\b/m.test(readFileSync(path.join(ROOT, "app", file), "utf8"));
}

/**
 * One row per page route: gzip bytes of its first-visit JavaScript, and the files carrying Radix code.
 * `name` is the route's source file: `/news/:slug` and `/tamil/city/:name/news/:slug` are one module
 * (decision 0002), so they share one budget.
 */
export async function measureBundles() {
  const manifest = readManifest();
  const sources = await routeSources();
  const rows = [];
  for (const routeId of Object.keys(manifest.routes).sort()) {
    if (routeId === "root" || !isPage(sources, routeId)) continue;
    const files = initialFiles(manifest, routeId);
    rows.push({
      routeId,
      name: sources.get(routeId),
      files: files.length,
      bytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
      gzip: files.reduce((sum, entry) => sum + entry.gzip, 0),
      brotli: files.reduce((sum, entry) => sum + entry.brotli, 0),
      radix: files.filter((entry) => entry.radix).map((entry) => entry.url),
      // i18next stays on the server; the browser translates with app/i18n/translate.ts (decision 0017).
      i18next: files.filter((entry) => entry.text.includes("i18next.init")).map((entry) => entry.url),
      // A `.server` module stands in the browser build as an empty CommonJS module; the patched compiler
      // (patches/@remix-run+dev) lets esbuild drop it when nothing the browser runs uses it (decision 0019).
      emptyModules: files
        .filter((entry) => /^import\{\w+ as \w+\}from"[^"]+";var \w+=\w+\(\(\w+,\w+\)=>\{\w+\.exports=\{\}\}\);export\{\w+ as \w+\};?\s*$/.test(entry.text))
        .map((entry) => entry.url),
    });
  }
  return rows;
}

/** Every JavaScript file of the build that carries Radix code (loaded only on demand). */
export function radixFiles() {
  const manifest = readManifest();
  const all = new Set();
  const queue = [manifest.entry.module, ...Object.values(manifest.routes).map((route) => route.module)];
  while (queue.length > 0) {
    const url = queue.shift();
    if (all.has(url)) continue;
    all.add(url);
    const entry = file(url);
    // Dynamic imports too: this walks everything reachable.
    const dynamic = [...entry.text.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    queue.push(...entry.imports, ...dynamic.filter((item) => item.startsWith("/build/")));
  }
  return [...all].filter((url) => file(url).radix);
}

export function readBudget() {
  return JSON.parse(readFileSync(path.join(ROOT, "bench/bundle-budget.json"), "utf8"));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Headroom given when budgets are (re)written: small, so a real growth fails the test. */
const HEADROOM = 1024;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const budget = readBudget();
  const rows = await measureBundles();
  const largest = new Map();
  for (const row of rows) if ((largest.get(row.name)?.gzip ?? -1) < row.gzip) largest.set(row.name, row);
  if (process.argv.includes("--update")) {
    // Deliberate: after a change that is meant to add JavaScript (say why in the commit).
    budget.routes = Object.fromEntries(
      [...largest.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, row]) => [name, Math.min(budget.target, Math.ceil((row.gzip + HEADROOM) / 256) * 256)]),
    );
    writeFileSync(path.join(ROOT, "bench/bundle-budget.json"), `${JSON.stringify(budget, null, 2)}\n`);
    console.log("bench/bundle-budget.json updated\n");
  }
  console.log("route module               files   raw KB   gzip KB   budget KB   brotli KB   Radix lazy");
  for (const [name, row] of [...largest.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const limit = budget.routes[name];
    const over = limit === undefined || row.gzip > limit ? "  OVER" : "";
    console.log(
      `${name.padEnd(25)} ${String(row.files).padStart(5)} ${kb(row.bytes).padStart(8)} ${kb(row.gzip).padStart(9)} ${(limit === undefined ? "none" : kb(limit)).padStart(11)} ${kb(row.brotli).padStart(11)}   ${row.radix.length === 0 ? "yes" : "NO"}${over}`,
    );
  }
  console.log(`\nRadix code (loaded on demand only): ${radixFiles().join(", ") || "none found"}`);
  console.log(`Target of issue 9 for a page's first-visit JavaScript: ${kb(budget.target)} KB gzip.`);
}
