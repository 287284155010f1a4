// Shared set-up for `npm start` and `npm test` on a fresh clone: install
// dependencies when missing or stale, and build when the sources changed.
// Plain Node only: this runs before node_modules exists.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Every file under `dir` (skipping dependencies, data and dot folders), sorted. */
function filesIn(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "data" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesIn(full));
    else files.push(full);
  }
  return files.sort();
}

/** What the build is made from: the app, the newsroom, the server, the build's own steps and its command line. */
const BUILD_INPUTS = ["app", "newsroom", "patches", "scripts", "server.ts", "remix.config.js", "package.json", "package-lock.json", "tsconfig.json"];
/** Where the build writes down the fingerprint of the inputs it was made from. */
const BUILD_STAMP = path.join(ROOT, "build/.inputs");

/** A fingerprint of the build's inputs by content (a checkout or a copy changes every mtime, and an edit may not). */
function inputsFingerprint() {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) {
    const full = path.join(ROOT, input);
    const files = existsSync(full) && statSync(full).isDirectory() ? filesIn(full) : [full];
    for (const file of files) {
      hash.update(path.relative(ROOT, file));
      hash.update("\0");
      hash.update(existsSync(file) ? readFileSync(file) : Buffer.alloc(0));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

export function ensureDependencies() {
  const installed = path.join(ROOT, "node_modules/.package-lock.json");
  if (mtime(installed) >= mtime(path.join(ROOT, "package-lock.json")) && existsSync(path.join(ROOT, "node_modules/.bin/remix"))) return;
  console.log("Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** Builds unless build/ was made from exactly these sources (and finished: the service worker is its last step). */
export function ensureBuild() {
  const fingerprint = inputsFingerprint();
  const finished = ["build/server.js", "build/server/index.js", "public/sw.js"].every((file) => existsSync(path.join(ROOT, file)));
  if (finished && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, "utf8").trim() === fingerprint) return;
  console.log("Building…");
  run("npm", ["run", "build", "--silent"]);
}

/** The build's last step (`npm run build`): notes what it was made from. */
export function stampBuild() {
  writeFileSync(BUILD_STAMP, `${inputsFingerprint()}\n`);
}
