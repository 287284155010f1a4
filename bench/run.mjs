// `npm run bench`: the server benchmarks of issue 9, printed as one table (budgets in bench/README.md).
//
//  1. throughput: wrk on loopback, 20 s at 10 and at 50 connections, on an article page for an
//     anonymous reader (warm upstream cache), English and Tamil; p50/p99 latency, req/s, errors;
//  2. the same HTML served as a static (pre-gzipped) file by nginx, and our ratio to it;
//  3. memory: RSS sampled after every 10,000 of 100,000 requests over a mix of pages, and its trend;
//  4. scale-out: nginx (deploy/nginx.conf) in front of two instances sharing redis-server,
//     wrk 20 s at 50 connections over a mix of pages and themes; cache hit ratio and req/s.
//
// Options: -- --seconds 20 --port 3190 --only throughput,static,memory,scale-out --uncached
// (--uncached adds a row with the HTML cache off, to see what rendering costs).
// nginx, redis-server and wrk are Debian's (installed when missing and we are root).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureTools, readAccessLog, ROOT, startCluster } from "./cluster.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (argv[at + 1] ?? fallback);
};
const SECONDS = Number(option("seconds", 20));
const BASE_PORT = Number(option("port", 3190));
const ONLY = new Set(String(option("only", "throughput,static,memory,scale-out")).split(","));
const UNCACHED = argv.includes("--uncached");
const MEMORY_REQUESTS = 100_000;
const MEMORY_ROUND_SECONDS = 5;
/** The memory row stops here even short of 100,000 requests (and says how many it made). */
const MEMORY_MAX_MINUTES = Number(option("memory-minutes", 10));

const BUDGET = { p99At10: 100, rpsAt50: 300, rssMb: 300 };

if (!existsSync(path.join(ROOT, "build/server.js"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}
ensureTools({ wrk: true });

const work = mkdtempSync(path.join(os.tmpdir(), "kural-bench-"));
const cleanups = [];
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn();
  rmSync(work, { recursive: true, force: true });
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
process.on("SIGTERM", () => void cleanup().then(() => process.exit(143)));

function parseDuration(text) {
  const match = /([\d.]+)(us|ms|s|m)/.exec(text ?? "");
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "ms" ? value : match[2] === "s" ? value * 1000 : value * 60_000;
}

/** Runs wrk; answers req/s, p50/p99 (ms), requests and errors (non-2xx/3xx + socket errors). */
function wrk(url, { connections, seconds = SECONDS, script, headers = { "Accept-Encoding": "gzip" } }) {
  const args = ["-t", "2", "-c", String(connections), "-d", `${seconds}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (script) args.push("-s", script);
  args.push(url);
  const result = spawnSync("wrk", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const out = result.stdout;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: parseDuration(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99: parseDuration(/\s99%\s+(\S+)/.exec(out)?.[1]),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    raw: out,
  };
}

async function waitHealthy(origin, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${origin} exited`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} never became healthy`);
}

const PRODUCT_KEY = "bench-product-key-0123";

/** The newsroom in its own process, as real news services would be (not in the site's event loop). */
async function startNewsroom(port) {
  const child = spawn(process.execPath, ["--import", "tsx", "newsroom/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NEWSROOM_PORT: String(port), NEWSROOM_DB: path.join(work, "newsroom.sqlite"), PRODUCT_KEY, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push(() => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child);
  return { legacyUrl: `${url}/api`, mediaUrl: url, productKey: PRODUCT_KEY };
}

async function startSite(port, newsroom, env = {}) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LEGACY_API_URL: newsroom.legacyUrl,
      MEDIA_API_URL: newsroom.mediaUrl,
      ANALYTICS_URL: `${newsroom.mediaUrl}/analytics/v1/page-views`,
      PRODUCT_KEY: newsroom.productKey,
      SESSION_SECRET: "bench-session-secret-0123456789-0123456789",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  cleanups.push(stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitHealthy(origin, child);
  return { origin, pid: child.pid, stop };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A wrk script that requests `paths` at random, optionally with cookies, and stops after `limit` responses per thread. */
function wrkScript(name, paths, { cookies = [""], limit = 0 } = {}) {
  const file = path.join(work, `${name}.lua`);
  const list = (values) => `{${values.map((value) => JSON.stringify(value)).join(",")}}`;
  writeFileSync(
    file,
    `local paths = ${list(paths)}
local cookies = ${list(cookies)}
local limit = ${limit}
local count = 0
math.randomseed(os.time())
request = function()
  local headers = { ["Accept-Encoding"] = "gzip" }
  local cookie = cookies[math.random(#cookies)]
  if cookie ~= "" then headers["Cookie"] = cookie end
  return wrk.format("GET", paths[math.random(#paths)], headers)
end
response = function(status, headers, body)
  count = count + 1
  if limit > 0 and count >= limit then wrk.thread:stop() end
end
`,
  );
  return file;
}

/**
 * A page's HTML. Once, right after a 20 s wrk run, undici's reused keep-alive socket was found closed
 * ("other side closed"; wrk itself counted no errors): a second try on a new connection is not a failure of
 * the site, so it is retried once, and said.
 */
async function pageText(url) {
  try {
    return await (await fetch(url)).text();
  } catch (error) {
    console.log(`    (retrying ${url} once: ${error.cause?.message ?? error.message})`);
    return await (await fetch(url, { headers: { Connection: "close" } })).text();
  }
}

/** Article paths found by following the site's own links (home, then its list pages). */
async function articlePaths(origin, count) {
  const found = new Set();
  const lists = ["/"];
  for (let i = 0; i < lists.length && i < 30 && found.size < count; i++) {
    const html = await pageText(origin + lists[i]);
    for (const match of html.matchAll(/href="(\/news\/[a-z0-9-]+-\d+)"/g)) found.add(match[1]);
    for (const match of html.matchAll(/href="(\/(?:city|category-name)\/[a-z0-9-]+)"/g)) if (!lists.includes(match[1])) lists.push(match[1]);
  }
  return [...found].slice(0, count);
}

const rows = [];
const notes = [];
const row = (values) => {
  rows.push(values);
  console.log(`  ${Object.values(values).join(" | ")}`);
};
const ok = (pass) => (pass ? "✓" : "✗");

try {
  const sitePort = BASE_PORT;
  let site = null;
  let article = null;
  let articleHtml = null;

  console.log("Starting a freshly seeded newsroom (its own process)…");
  const newsroom = await startNewsroom(BASE_PORT + 6);
  if (ONLY.has("throughput") || ONLY.has("static") || ONLY.has("memory")) {
    console.log("Starting the production build…");
    site = await startSite(sitePort, newsroom);
    article = (await articlePaths(site.origin, 1))[0];
    // Warm the upstream cache and the page.
    for (const target of [article, `/tamil${article}`]) await (await fetch(site.origin + target)).arrayBuffer();
    articleHtml = await (await fetch(site.origin + article)).text();
    notes.push(`article: ${article} (${(articleHtml.length / 1024).toFixed(1)} KB of HTML, ${(gzipSync(articleHtml).length / 1024).toFixed(1)} KB gzipped)`);
  }

  let ours50 = null;
  let ours10 = null;
  if (ONLY.has("throughput")) {
    for (const [label, target] of [
      ["article (en)", article],
      ["article (ta)", `/tamil${article}`],
    ]) {
      for (const connections of [10, 50]) {
        const result = wrk(site.origin + target, { connections });
        if (label === "article (en)" && connections === 50) ours50 = result;
        if (label === "article (en)" && connections === 10) ours10 = result;
        const budget = connections === 10 ? `p99 ≤ ${BUDGET.p99At10} ms` : `≥ ${BUDGET.rpsAt50} req/s, 0 errors`;
        const pass = connections === 10 ? result.p99 <= BUDGET.p99At10 : result.rps >= BUDGET.rpsAt50 && result.errors === 0;
        row({
          bench: `${label}, one instance`,
          connections,
          "req/s": result.rps.toFixed(0),
          "p50 ms": result.p50.toFixed(1),
          "p99 ms": result.p99.toFixed(1),
          errors: result.errors,
          budget,
          met: ok(pass),
        });
      }
    }
  }

  if (UNCACHED) {
    const plain = await startSite(sitePort + 7, newsroom, { HTML_CACHE_TTL_MS: "0" });
    await (await fetch(plain.origin + article)).arrayBuffer();
    for (const connections of [10, 50]) {
      const result = wrk(plain.origin + article, { connections });
      row({
        bench: "article (en), HTML cache off",
        connections,
        "req/s": result.rps.toFixed(0),
        "p50 ms": result.p50.toFixed(1),
        "p99 ms": result.p99.toFixed(1),
        errors: result.errors,
        budget: "(what rendering costs)",
        met: "",
      });
    }
    await plain.stop();
  }

  if (ONLY.has("static")) {
    const dir = path.join(work, "static");
    mkdirSync(path.join(dir, "www"), { recursive: true });
    writeFileSync(path.join(dir, "www/article.html"), articleHtml);
    writeFileSync(path.join(dir, "www/article.html.gz"), gzipSync(articleHtml, { level: 9 }));
    // nginx's workers run as nobody when we are root: they must read the files.
    for (const target of [work, dir, path.join(dir, "www")]) chmodSync(target, 0o755);
    for (const file of ["article.html", "article.html.gz"]) chmodSync(path.join(dir, "www", file), 0o644);
    const port = sitePort + 1;
    const conf = path.join(dir, "nginx.conf");
    const temp = (name) => `${name}_temp_path ${dir}/${name}-temp;`;
    writeFileSync(
      conf,
      `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}
  gzip_static on;
  server { listen 127.0.0.1:${port}; root ${dir}/www; location / { default_type "text/html; charset=utf-8"; try_files /article.html =404; } }
}
`,
    );
    const nginx = spawn(existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
    cleanups.push(() => new Promise((resolve) => (nginx.exitCode !== null ? resolve() : (nginx.once("exit", resolve), nginx.kill("SIGTERM")))));
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        // Not listening yet: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const connections of [10, 50]) {
      const result = wrk(`http://127.0.0.1:${port}${article}`, { connections });
      const ours = connections === 10 ? ours10 : ours50;
      row({
        bench: "same HTML, static file, nginx",
        connections,
        "req/s": result.rps.toFixed(0),
        "p50 ms": result.p50.toFixed(1),
        "p99 ms": result.p99.toFixed(1),
        errors: result.errors,
        budget: ours ? `ours: ${((ours.rps / result.rps) * 100).toFixed(0)}% of its req/s` : "(the limit)",
        met: "",
      });
    }
  }

  if (ONLY.has("memory")) {
    // A spread of readers: 20 articles and the home page, in both languages, some with a theme cookie.
    const paths = (await articlePaths(site.origin, 20)).flatMap((p) => [p, `/tamil${p}`]).concat(["/", "/tamil"]);
    // wrk cannot stop after N requests: rounds of a few seconds until 100,000 are done, RSS after each.
    const script = wrkScript("memory", paths, { cookies: ["", "", "mode=dark", "mode=light"] });
    const samples = [{ requests: 0, rssMb: rssMb(site.pid) }];
    let done = 0;
    let errors = 0;
    const deadline = Date.now() + MEMORY_MAX_MINUTES * 60_000;
    for (let round = 0; done < MEMORY_REQUESTS && Date.now() < deadline; round++) {
      const result = wrk(`${site.origin}/`, { connections: 20, seconds: MEMORY_ROUND_SECONDS, script });
      done += result.requests;
      errors += result.errors;
      samples.push({ requests: done, rssMb: rssMb(site.pid) });
      if (round % 6 === 5) console.log(`    memory: ${done} requests, RSS ${samples.at(-1).rssMb.toFixed(0)} MB`);
      await new Promise((resolve) => setImmediate(resolve)); // let Ctrl-C's clean-up run
    }
    // Trend: least-squares slope of RSS over the second half (MB per 10,000 requests).
    const half = samples.slice(Math.floor(samples.length / 2));
    const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const mx = mean(half.map((s) => s.requests));
    const my = mean(half.map((s) => s.rssMb));
    const slope = half.reduce((sum, s) => sum + (s.requests - mx) * (s.rssMb - my), 0) / half.reduce((sum, s) => sum + (s.requests - mx) ** 2, 0);
    const last = samples.at(-1).rssMb;
    const perTenThousand = slope * 10_000;
    row({
      bench: `memory: RSS after ${done.toLocaleString("en")} requests (${paths.length} pages, 20 conns)`,
      connections: 20,
      "req/s": "",
      "p50 ms": "",
      "p99 ms": "",
      errors,
      budget: `< ${BUDGET.rssMb} MB, no growth: ${last.toFixed(0)} MB, ${perTenThousand >= 0 ? "+" : ""}${perTenThousand.toFixed(1)} MB/10k in the 2nd half`,
      met: ok(last < BUDGET.rssMb && perTenThousand < 2 && errors === 0),
    });
    notes.push(
      `RSS samples (requests → MB): ${samples
        .filter((_, i) => i % Math.ceil(samples.length / 20) === 0 || i === samples.length - 1)
        .map((s) => `${(s.requests / 1000).toFixed(0)}k→${s.rssMb.toFixed(0)}`)
        .join(", ")}`,
    );
  }
  if (site) await site.stop();

  if (ONLY.has("scale-out")) {
    console.log("Starting the scale-out set-up: redis-server, two instances, nginx…");
    const cluster = await startCluster({
      newsroom,
      redisPort: BASE_PORT + 5,
      instancePorts: [BASE_PORT + 2, BASE_PORT + 3],
      nginxPort: BASE_PORT + 4,
    });
    cleanups.push(() => cluster.stop());
    const paths = (await articlePaths(cluster.origin, 20)).flatMap((p) => [p, `/tamil${p}`]).concat(["/", "/tamil"]);
    const script = wrkScript("scale-out", paths, { cookies: ["", "", "", "mode=dark", "mode=light"] });
    const from = readAccessLog(cluster.accessLog).length;
    const result = wrk(`${cluster.origin}/`, { connections: 50, script });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the log is written as requests end
    const lines = readAccessLog(cluster.accessLog).slice(from);
    const hits = lines.filter((line) => line.cache === "HIT").length;
    const byUpstream = {};
    for (const line of lines) if (line.upstream && line.upstream !== "-") byUpstream[line.upstream] = (byUpstream[line.upstream] ?? 0) + 1;
    row({
      bench: `scale-out: nginx + 2 instances + Redis (${paths.length} pages × 3 themes)`,
      connections: 50,
      "req/s": result.rps.toFixed(0),
      "p50 ms": result.p50.toFixed(1),
      "p99 ms": result.p99.toFixed(1),
      errors: result.errors,
      budget: `cache hit ratio ${((hits / Math.max(1, lines.length)) * 100).toFixed(1)}%`,
      met: ok(result.errors === 0),
    });
    notes.push(`scale-out: ${lines.length} requests logged, ${hits} HIT; reached the instances: ${JSON.stringify(byUpstream)}`);
  }

  console.log(`\n${os.cpus().length} cores shared by wrk and the servers (and anything else running); wrk -t2, ${SECONDS} s per row, Accept-Encoding: gzip.`);
  console.table(rows);
  for (const note of notes) console.log(note);
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/server.json"), JSON.stringify({ at: new Date().toISOString(), rows, notes }, null, 2));
} finally {
  await cleanup();
}
process.exit(0);
