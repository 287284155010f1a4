// Shared set-up for `npm start` and `npm test` on a fresh clone: install
// dependencies when missing or stale, and build when the sources changed.
// Plain Node only: this runs before node_modules exists.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

/**
 * better-sqlite3's native binding: the one install script that compiles, SQLite's amalgamation (there is no prebuilt
 * binary to download here), about 50 s of one core while the other waits.
 */
const SQLITE_BINDING = path.join(ROOT, "node_modules/better-sqlite3/build/Release/better_sqlite3.node");
/** The other packages whose install scripts npm runs (esbuild's check of its binary, vnu-jar's search for Java). */
const OTHER_INSTALL_SCRIPTS = ["esbuild", "vnu-jar"];

/**
 * Installs the dependencies when they are missing or stale. SQLite's compile is the slow part and nothing but the
 * newsroom needs it: with `beside`, it runs in the background and the returned function waits for it, so the build and
 * the type check use the other core meanwhile (`npm test` on a fresh clone, issue 27); without, it is waited for here.
 */
export function ensureDependencies({ beside = false } = {}) {
  const installed = path.join(ROOT, "node_modules/.package-lock.json");
  const current = mtime(installed) >= mtime(path.join(ROOT, "package-lock.json")) && existsSync(path.join(ROOT, "node_modules/.bin/remix"));
  if (!current) {
    console.log("Installing dependencies (npm ci)…");
    run("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"]);
    run("npm", ["rebuild", ...OTHER_INSTALL_SCRIPTS]);
  }
  if (current && existsSync(SQLITE_BINDING)) return async () => {};
  return compileSqlite(beside);
}

/** `npm rebuild better-sqlite3`, waited for now or (beside) by the returned function; its output goes to a log. */
function compileSqlite(beside) {
  console.log(`Compiling SQLite for better-sqlite3${beside ? " (beside the next steps)" : ""}…`);
  const logDir = path.join(ROOT, "node_modules/.cache");
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, "better-sqlite3-build.log");
  const out = openSync(log, "w");
  const failed = (status) => {
    console.error(`\n✗ npm rebuild better-sqlite3 failed (exit ${status}); its output:\n${readFileSync(log, "utf8")}`);
    process.exit(typeof status === "number" && status > 0 ? status : 1);
  };
  if (!beside) {
    const result = spawnSync("npm", ["rebuild", "better-sqlite3"], { cwd: ROOT, stdio: ["ignore", out, out] });
    closeSync(out);
    if (result.status !== 0 || !existsSync(SQLITE_BINDING)) failed(result.status ?? result.signal);
    return async () => {};
  }
  const child = spawn("npm", ["rebuild", "better-sqlite3"], { cwd: ROOT, stdio: ["ignore", out, out] });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  return async () => {
    const status = await exited;
    closeSync(out);
    if (status !== 0 || !existsSync(SQLITE_BINDING)) failed(status);
  };
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
