// The scale-out set-up of issue 9 on loopback, for bench/scale-out and the integration test
// (tests/integration/scale-out.test.ts): redis-server, two instances of the production build
// (different PORTs, one REDIS_URL, one newsroom), and nginx with deploy/nginx.conf in a temp prefix.
// Debian's nginx and redis-server are installed when missing and we may (root with apt-get).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT, spawnSite, waitForHealth } from "./site.mjs";
import { realClockEnv } from "../scripts/clock.mjs";

export { ROOT };

const SESSION_SECRET = "scale-out-session-secret-shared-by-both-instances-0123456789";

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).status === 0;
}

/** nginx, redis-server (and wrk when asked) from Debian, quietly, when missing; throws when they cannot be had. */
export function ensureTools({ wrk = false } = {}) {
  const wanted = [["nginx", "nginx"], ["redis-server", "redis-server"], ...(wrk ? [["wrk", "wrk"]] : [])];
  const missing = wanted.filter(([command]) => !has(command) && !existsSync(`/usr/sbin/${command}`)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !has("apt-get")) throw new Error(`Missing ${missing.join(", ")}; install with: sudo apt-get install -y ${missing.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed: ${result.stderr}`);
  }
}

function nginxBinary() {
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** deploy/nginx.conf with only its "# bench:" lines rewritten for a temp prefix and loopback ports. */
export function nginxConfig({ dir, listenPort, instancePorts }) {
  const lines = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8").split("\n");
  let instance = 0;
  return lines
    .map((line) => {
      const marker = /# bench: (.+)$/.exec(line)?.[1];
      if (!marker) return line;
      const indent = /^\s*/.exec(line)?.[0] ?? "";
      if (marker === "pid") return `${indent}pid ${dir}/nginx.pid;`;
      if (marker === "error_log") return `${indent}error_log ${dir}/error.log warn;`;
      if (marker === "access_log") return `${indent}access_log ${dir}/access.log kural_cache;`;
      if (marker === "temp") return line.replace(/\/var\/cache\/nginx\/(kural-[a-z-]+)/, `${dir}/$1`).replace(/\s*# bench:.*$/, "");
      if (marker === "cache") return line.replace("/var/cache/nginx/kural", `${dir}/cache`).replace(/\s*# bench:.*$/, "");
      if (marker.startsWith("instance")) return `${indent}server 127.0.0.1:${instancePorts[instance++]};`;
      if (marker === "listen") return `${indent}listen 127.0.0.1:${listenPort};`;
      throw new Error(`unknown bench marker in deploy/nginx.conf: ${marker}`);
    })
    .join("\n");
}

/**
 * Starts redis-server, two instances and nginx. `newsroom`: { legacyUrl, mediaUrl, productKey }
 * of a running newsroom. Returns the origins, the access log's path and `stop()`.
 */
export async function startCluster({ newsroom, redisPort, instancePorts, nginxPort, env = {}, log = () => undefined }) {
  ensureTools();
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-scale-out-"));
  // nginx's workers run as nobody when the master is root: they must write the cache and temp dirs.
  chmodSync(dir, 0o777);
  for (const sub of ["cache", "kural-client-body", "kural-proxy-temp", "kural-fastcgi-temp", "kural-uwsgi-temp", "kural-scgi-temp"]) {
    mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, sub), 0o777);
  }
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill("SIGKILL");
            resolve();
          }, 10_000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const track = (name, child) => {
    children.push(child);
    child.stderr?.on("data", (chunk) => log(`[${name}] ${String(chunk).trimEnd()}`));
    return child;
  };
  try {
    const redis = track(
      "redis",
      spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
        stdio: ["ignore", "ignore", "pipe"],
        // On the real clock: redis-server crashes under libfaketime (npm run test:clock, scripts/clock.mjs).
        env: realClockEnv(),
      }),
    );
    await waitForPort(redisPort);
    if (redis.exitCode !== null) throw new Error("redis-server exited");

    const instances = [];
    for (const port of instancePorts) {
      const child = track(
        `site:${port}`,
        spawnSite({
          port,
          legacyUrl: newsroom.legacyUrl,
          mediaUrl: newsroom.mediaUrl,
          productKey: newsroom.productKey,
          sessionSecret: SESSION_SECRET,
          env: {
            ANALYTICS_URL: `${newsroom.mediaUrl}/analytics/v1/page-views`,
            REDIS_URL: `redis://127.0.0.1:${redisPort}`,
            TRUST_PROXY: "loopback",
            EMBEDDED_NEWSROOM: "",
            ...env,
          },
        }),
      );
      instances.push({ port, origin: `http://127.0.0.1:${port}`, child });
    }
    await Promise.all(instances.map(({ origin, child }) => waitForHealth(origin, child)));

    const confPath = path.join(dir, "nginx.conf");
    writeFileSync(confPath, nginxConfig({ dir, listenPort: nginxPort, instancePorts }));
    const test = spawnSync(nginxBinary(), ["-t", "-q", "-p", dir, "-c", confPath], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    const nginx = track("nginx", spawn(nginxBinary(), ["-p", dir, "-c", confPath, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] }));
    await waitForPort(nginxPort);
    if (nginx.exitCode !== null) throw new Error("nginx exited");

    return {
      dir,
      origin: `http://127.0.0.1:${nginxPort}`,
      instances: instances.map(({ port, origin, child }) => ({ port, origin, pid: child.pid })),
      accessLog: path.join(dir, "access.log"),
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The access log's lines as { path, status, cache, upstream }. */
export function readAccessLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const match = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ rt=\S+ cache=(\S*) upstream=(\S*)/.exec(line);
      return match ? { method: match[1], path: match[2], status: Number(match[3]), cache: match[4], upstream: match[5] } : null;
    })
    .filter(Boolean);
}
