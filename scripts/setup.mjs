// Shared set-up for `npm start` and `npm test` on a fresh clone: install
// dependencies when missing or stale, and build when the sources changed.
// Plain Node only: this runs before node_modules exists.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "data" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

export function ensureDependencies() {
  const installed = path.join(ROOT, "node_modules/.package-lock.json");
  if (mtime(installed) >= mtime(path.join(ROOT, "package-lock.json")) && existsSync(path.join(ROOT, "node_modules/.bin/remix"))) return;
  console.log("Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

export function ensureBuild({ force = false } = {}) {
  // The service worker is the build's last step (scripts/build-sw.mjs): a build without it is not finished.
  const built = Math.min(mtime(path.join(ROOT, "build/server.js")), mtime(path.join(ROOT, "build/server/index.js")), mtime(path.join(ROOT, "public/sw.js")));
  const sources = Math.max(
    newestIn(path.join(ROOT, "app")),
    newestIn(path.join(ROOT, "newsroom")),
    mtime(path.join(ROOT, "server.ts")),
    mtime(path.join(ROOT, "remix.config.js")),
    mtime(path.join(ROOT, "package-lock.json")),
    newestIn(path.join(ROOT, "patches")),
    // The build's own steps (compile hints, precompression) and its command line.
    newestIn(path.join(ROOT, "scripts")),
    mtime(path.join(ROOT, "package.json")),
  );
  if (!force && built > 0 && built >= sources) return;
  console.log("Building…");
  run("npm", ["run", "build", "--silent"]);
}
