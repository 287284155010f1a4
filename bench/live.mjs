// Live updates under load (issue 21, decision 0037): `npm run bench:live [-- --connections 5000 --updates 10 --port 3133]`.
// Starts a newsroom with an editor key (in this process, behind a counting proxy) and the built site, makes one
// article a live story, opens N update streams from two client processes (raw sockets, no keep-alive agent),
// publishes K updates through the newsroom's editor endpoint and prints: streams held, fan-out latency
// (publish sent → event received by each stream) p50/p90/p99/max, updates delivered/expected, the server's RSS,
// and upstream article reads per check interval.
// `--cluster`: two instances behind deploy/nginx.conf with redis-server (bench/cluster.mjs), streams through nginx.
// Needs `npm run build` first. Run with tsx (the npm script does): the newsroom is TypeScript.
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createNewsroom } from "../newsroom/server.ts";
import { readAccessLog, ROOT, startCluster } from "./cluster.mjs";
import { spawnSite, waitForHealth } from "./site.mjs";

const CLIENT = path.join(ROOT, "bench/live-client.mjs");
const PRODUCT_KEY = "bench-product-key-0123";
const EDITOR_KEY = "bench-editor-key-0123456789";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3133" },
    connections: { type: "string" },
    updates: { type: "string", default: "10" },
    "check-ms": { type: "string", default: "" },
    cluster: { type: "boolean", default: false },
    clients: { type: "string", default: "2" },
  },
});
const basePort = Number(args.port);
const connections = Number(args.connections ?? (args.cluster ? 2000 : 10_000));
const updates = Number(args.updates);
const clientCount = Number(args.clients);

const cleanups = [];
const cleanup = async () => {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
};
process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

/** A proxy in front of the newsroom counting the article reads of one story (the site's upstream calls). */
async function countingProxy(target) {
  const counts = { article: new Map() };
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const match = /^\/core-svc\/api\/v1\/news\/(\d+)(\?|$)/.exec(req.url ?? "");
    if (match) counts.article.set(match[1], (counts.article.get(match[1]) ?? 0) + 1);
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.once("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${server.address().port}`, reads: (id) => counts.article.get(String(id)) ?? 0 };
}

async function editor(newsroomUrl, method, pathname, body) {
  const answer = await fetch(`${newsroomUrl}/editor/v1/live${pathname}`, {
    method,
    headers: { authorization: `Bearer ${EDITOR_KEY}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`editor ${method} ${pathname}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** The version a new reader holds: the `id:` of the last event a stream sends first to a reader holding nothing. */
function currentVersion(streamUrl) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${streamUrl}?since=0`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${streamUrl} answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.once("data", (text) => {
        const ids = [...text.matchAll(/^id: (\d+)$/gm)];
        req.destroy();
        if (ids.length === 0) reject(new Error(`no event id in ${text}`));
        else resolve(Number(ids.at(-1)[1]));
      });
    });
    req.once("error", reject);
    req.end();
  });
}

function startClients(target, count, since) {
  const perClient = Math.ceil(count / clientCount);
  return Array.from({ length: clientCount }, (_, index) => {
    const child = fork(CLIENT, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    cleanups.push(async () => child.exitCode === null && child.kill("SIGKILL"));
    const opened = new Promise((resolve, reject) => {
      child.on("message", (message) => message.type === "opened" && resolve(message));
      child.once("exit", (code) => reject(new Error(`client ${index} exited with ${code}`)));
    });
    child.send({ type: "open", ...target, since, count: Math.min(perClient, count - index * perClient) });
    const results = () =>
      new Promise((resolve) => {
        child.on("message", (message) => message.type === "results" && resolve(message));
        child.send({ type: "report" });
      });
    return { child, opened, results };
  });
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "kural-bench-live-"));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  const newsroom = await createNewsroom({
    dbPath: path.join(work, "newsroom.sqlite"),
    port: 0,
    productKey: PRODUCT_KEY,
    editorKey: EDITOR_KEY,
    log: () => undefined,
  });
  cleanups.push(() => newsroom.close());
  const proxy = await countingProxy(newsroom.url);
  const checkMs = Number(args["check-ms"] || 500);
  const siteEnv = {
    LIVE_STREAMS_PER_IP: String(connections + 100),
    LIVE_STREAMS_MAX: String(connections + 200),
    LIVE_CONNECT_RATE_LIMIT: `${connections * 4}/1m`,
    ...(args["check-ms"] ? { LIVE_CHECK_MS: args["check-ms"] } : {}),
  };

  let origin;
  let pids;
  let cluster = null;
  if (args.cluster) {
    cluster = await startCluster({
      newsroom: { legacyUrl: `${proxy.url}/api`, mediaUrl: proxy.url, productKey: PRODUCT_KEY },
      redisPort: basePort + 1,
      instancePorts: [basePort + 2, basePort + 3],
      nginxPort: basePort,
      env: siteEnv,
    });
    cleanups.push(() => cluster.stop());
    origin = cluster.origin;
    pids = cluster.instances.map((instance) => instance.pid);
  } else {
    const child = spawnSite({
      port: basePort,
      legacyUrl: `${proxy.url}/api`,
      mediaUrl: proxy.url,
      productKey: PRODUCT_KEY,
      sessionSecret: "bench-session-secret-0123456789-0123456789",
      env: { ANALYTICS_URL: `${proxy.url}/analytics/v1/page-views`, ...siteEnv },
      stdio: ["ignore", "ignore", "inherit"],
    });
    cleanups.push(async () => child.exitCode === null && (child.kill("SIGTERM"), await new Promise((resolve) => child.once("exit", resolve))));
    origin = `http://127.0.0.1:${basePort}`;
    await waitForHealth(origin, child);
    pids = [child.pid];
  }

  // The story: a recent article that never was live (the seed has live stories of its own), made live, with one update.
  const { id } = newsroom.db
    .prepare("SELECT id FROM articles WHERE is_live = 0 AND id NOT IN (SELECT article_id FROM live_coverage) ORDER BY published_ms DESC LIMIT 1 OFFSET 7")
    .get();
  await editor(newsroom.url, "POST", `/${id}/start`);
  await editor(newsroom.url, "POST", `/${id}/updates`, { body_en: "<p>Coverage begins.</p>", body_ta: "<p>நேரலை தொடங்குகிறது.</p>" });
  const streamUrl = `${origin}/live/${id}`;
  const since = await currentVersion(streamUrl);
  await sleep(500);
  const rssBefore = pids.map(rssMb);

  console.log(`Opening ${connections} streams to ${streamUrl} from ${clientCount} client processes…`);
  const started = Date.now();
  const url = new URL(streamUrl);
  const clients = startClients({ host: url.hostname, port: Number(url.port), path: url.pathname }, connections, since);
  const opened = await Promise.all(clients.map((client) => client.opened));
  const held = opened.reduce((sum, message) => sum + message.held, 0);
  const refused = opened.reduce((sum, message) => sum + message.refused, 0);
  console.log(`  ${held} held, ${refused} refused, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sleep(2000);
  const rssHeld = pids.map(rssMb);

  // K updates at irregular moments, so they land anywhere in the check interval.
  const readsBefore = proxy.reads(id);
  const windowStarted = Date.now();
  const published = new Map();
  let rssPeak = rssHeld;
  for (let index = 0; index < updates; index++) {
    await sleep(1500 + Math.random() * 1000);
    const sentAt = Date.now();
    const answer = await editor(newsroom.url, "POST", `/${id}/updates`, {
      body_en: `<p>Update ${index + 1} <img src=x onerror="alert(1)"><script>alert(1)</script></p>`,
      body_ta: `<p>புதுப்பிப்பு ${index + 1}</p>`,
    });
    published.set(String(answer.id), sentAt);
    rssPeak = rssPeak.map((peak, i) => Math.max(peak, rssMb(pids[i])));
  }
  await sleep(3000);
  const windowMs = Date.now() - windowStarted;
  const reads = proxy.reads(id) - readsBefore;
  const rssAfter = pids.map(rssMb);

  const reports = await Promise.all(clients.map((client) => client.results()));
  const latencies = [];
  let delivered = 0;
  let stillOpen = 0;
  // Per update, the first and the last stream to get it: the fan-out itself, without the wait for the next check.
  const spread = new Map();
  for (const report of reports) {
    stillOpen += report.open;
    for (const [updateId, times] of Object.entries(report.received)) {
      const sentAt = published.get(updateId);
      if (sentAt === undefined) continue;
      delivered += times.length;
      const [first, last] = spread.get(updateId) ?? [Infinity, -Infinity];
      spread.set(updateId, [Math.min(first, ...times), Math.max(last, ...times)]);
      for (const at of times) latencies.push(at - sentAt);
    }
  }
  latencies.sort((a, b) => a - b);
  const spreads = [...spread.values()].map(([first, last]) => last - first).sort((a, b) => a - b);
  for (const client of clients) client.child.kill("SIGTERM");

  const mode = args.cluster ? "two instances behind nginx, Redis" : "one instance";
  console.log(`\nLive updates, ${mode}, check interval ${checkMs} ms`);
  console.log(`  streams held:            ${held} of ${connections} (refused ${refused}; open at the end ${stillOpen})`);
  console.log(`  updates delivered:       ${delivered} of ${held * updates} expected (${updates} updates × ${held} streams)`);
  console.log(
    `  fan-out latency (ms):    p50 ${percentile(latencies, 50)}  p90 ${percentile(latencies, 90)}  p99 ${percentile(latencies, 99)}  max ${latencies.at(-1)}`,
  );
  console.log(`  first to last stream:   median ${percentile(spreads, 50)} ms, max ${spreads.at(-1)} ms (the fan-out of one update)`);
  console.log(
    `  server RSS (MB):         before ${rssBefore.join(" + ")}  holding ${rssHeld.join(" + ")}  peak ${rssPeak.join(" + ")}  after ${rssAfter.join(" + ")}`,
  );
  console.log(`  upstream article reads:  ${reads} in ${(windowMs / 1000).toFixed(1)} s = ${((reads * checkMs) / windowMs).toFixed(2)} per check interval`);
  if (cluster) {
    await sleep(1500);
    const perInstance = new Map();
    for (const line of readAccessLog(cluster.accessLog)) {
      if (line.path.includes("/live/") && line.status === 200) perInstance.set(line.upstream, (perInstance.get(line.upstream) ?? 0) + 1);
    }
    console.log(`  streams per instance:    ${[...perInstance].map(([instance, count]) => `${instance} ${count}`).join(", ") || "(none logged)"}`);
  }
}

try {
  await main();
} finally {
  await cleanup();
}
