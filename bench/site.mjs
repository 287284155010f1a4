// The production build (`node build/server.js`) as a child process on loopback, against a newsroom's two
// services: started the same way by bench/cluster.mjs and the integration tests (tests/integration/streaming.test.ts).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/**
 * Starts the site on 127.0.0.1:`port` in production mode. `env` adds settings or replaces these; `stdio` is
 * the child's (its stderr piped by default, for a log).
 */
export function spawnSite({ port, legacyUrl, mediaUrl, productKey, sessionSecret, env = {}, stdio = ["ignore", "ignore", "pipe"] }) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LEGACY_API_URL: legacyUrl,
      MEDIA_API_URL: mediaUrl,
      PRODUCT_KEY: productKey,
      SESSION_SECRET: sessionSecret,
      // Alerts (issue 30) off unless asked for: their Breaking watch asks the upstream on its own, which the tests and
      // benchmarks that count upstream requests would see; and this site's follows and VAPID keys are its own, never
      // the developer's data/ files (bench/push.mjs sets what it needs).
      BREAKING_WATCH_MS: "0",
      FOLLOWS_DB: path.join(os.tmpdir(), `kural-site-${port}-${process.pid}-follows.sqlite`),
      VAPID_KEYS_FILE: path.join(os.tmpdir(), `kural-site-${port}-${process.pid}-vapid-keys.json`),
      ...env,
    },
    stdio,
  });
  // A piped stderr is always read, so a talkative site can never block on a full pipe; its last lines are kept for
  // the message of a site that exits before it is healthy (`child.stderrTail()`), and a caller may add listeners of its own.
  let tail = "";
  child.stderr?.on("data", (chunk) => {
    tail = (tail + String(chunk)).slice(-8192);
  });
  child.stderrTail = () => tail;
  return child;
}

/** Resolves once `origin`/healthz answers 200; throws when the child exits first or the time runs out. */
export async function waitForHealth(origin, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${origin} exited with ${child.exitCode}${child.stderrTail ? `: ${child.stderrTail()}` : ""}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not become healthy`);
}

/**
 * The production build on its own embedded newsroom, seeded afresh in a scratch database (the benchmarks that load
 * pages in a browser: lighthouse.mjs, first-visit.mjs, switches.mjs). `cwd`: the checkout whose build runs (another
 * worktree's, to compare builds); `origin`: the address readers use, when it is not the site's own (a proxy).
 * `stop()` ends the site and removes its scratch files.
 */
export function spawnEmbeddedSite({ name, port, origin = `http://127.0.0.1:${port}`, cwd = ROOT, stdio = ["ignore", "ignore", "inherit"] }) {
  const scratch = path.join(os.tmpdir(), `kural-${name}-${process.pid}`);
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      NEWSROOM_DB: path.join(scratch, "newsroom.sqlite"),
      IMAGE_CACHE_DIR: path.join(scratch, "images"),
      SESSION_SECRET: `${name}-bench-session-secret-0123456789abcdef`,
    },
    stdio,
  });
  return {
    child,
    stop() {
      child.kill("SIGTERM");
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Chromium's Accept for pictures: the image route answers AVIF to it, as to a browser's runs. */
const PICTURE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * Fetches a page, then every resized picture it names (src, srcset and preloads), so that a benchmark's runs meet
 * no cold resize and no cold upstream.
 */
export async function warmPage(origin, pagePath) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const pictures = new Set(
    [...html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|imagesrcset|href)="([^"]*\/img\/[^"]+)"/g)].flatMap((match) =>
      match[1]
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter((url) => url.startsWith("/img/")),
    ),
  );
  for (const picture of pictures) await (await fetch(`${origin}${picture}`, { headers: { Accept: PICTURE_ACCEPT } })).arrayBuffer();
}
