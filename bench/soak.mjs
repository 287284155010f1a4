// Soak benchmark (issue 10): the production build with a freshly seeded embedded
// newsroom, N concurrent clients for S seconds across a mix of pages in English and
// Tamil, a share of them signed-in readers who like, unlike, save and unsave
// articles. Counts every error, reports p50/p90/p99/max latency, and samples the
// server's resident memory every few seconds with a least-squares trend line.
// Usage: npm run build && npm run bench:soak [-- --seconds 600 --connections 50 --signed-in 0.2]
// Results are also written to bench/results/soak-<timestamp>.json (git-ignored).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter(Boolean)
    .map((pair) => pair.trim().split(/\s+/)),
);
const seconds = Number(args.seconds ?? 600);
const connections = Number(args.connections ?? 50);
const signedInShare = Number(args["signed-in"] ?? 0.2);
const port = Number(args.port ?? 3150);
const sampleMs = Number(args["sample-ms"] ?? 5000);
const origin = `http://127.0.0.1:${port}`;
const OTP = "424242";
const dbPath = path.join(os.tmpdir(), `kural-soak-${process.pid}.sqlite`);
const feedbackDir = path.join(os.tmpdir(), `kural-soak-feedback-${process.pid}`);

const server = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: origin,
    NEWSROOM_DB: dbPath,
    NEWSROOM_FIXED_OTP: OTP,
    FEEDBACK_DIR: feedbackDir,
    SESSION_SECRET: "soak-session-secret-that-is-long-enough-0123456789",
    // Every simulated reader comes from 127.0.0.1: room for all their sign-ins.
    SIGNIN_IP_RATE_LIMIT: "10000/10m",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let serverExit = null;
server.on("exit", (code, signal) => (serverExit = { code, signal }));
const cleanup = () => {
  if (serverExit === null) server.kill("SIGTERM");
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
  rmSync(feedbackDir, { recursive: true, force: true });
};
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {
    // Not listening yet: try again.
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Resident memory of the server process in MB (Linux /proc; `ps` elsewhere). */
function rssMb() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------- the page mix, read from the site itself
const seedPages = ["/", "/tamil", "/city", "/category-name", "/tags", "/state/tamil-nadu", "/national/india"];
const found = new Set();
for (const page of seedPages) {
  const html = await (await fetch(origin + page)).text();
  for (const [, href] of html.matchAll(/href="(\/(?:tamil\/)?(?:news|city|category-name|tags|author)\/[^"?#]+)"/g)) found.add(href.replace(/^\/tamil/, ""));
}
const articles = [...found].filter((href) => href.startsWith("/news/")).slice(0, 80);
const lists = [...found].filter((href) => !href.startsWith("/news/")).slice(0, 40);
if (articles.length < 10 || lists.length < 10) throw new Error(`too few pages found (${articles.length} articles, ${lists.length} lists)`);
const words = ["chennai", "rain", "madurai", "school", "மழை", "சென்னை", "cricket", "election", "temple", "coimbatore"];
const statics = ["/about", "/contact", "/privacy-policy", "/terms", "/saved"];

// Warm the upstream cache for every page of the mix, as a running site's would be (a few at a time).
const paged = ["/state/tamil-nadu", "/national/india", "/category-name/politics"].flatMap((list) => [2, 3, 4].map((page) => `${list}?page=${page}`));
const warm = [...articles, ...lists, ...paged, ...statics, "/", ...words.map((word) => `/search?q=${encodeURIComponent(word)}`)];
const warmStarted = performance.now();
for (let index = 0; index < warm.length; index += 4) {
  await Promise.all(
    warm
      .slice(index, index + 4)
      .flatMap((page) => [page, page === "/" ? "/tamil" : `/tamil${page}`])
      .map((page) => fetch(origin + page).then((response) => response.arrayBuffer())),
  );
}
console.log(`warmed ${warm.length * 2} pages in ${Math.round(performance.now() - warmStarted)} ms`);

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** One page: ~45% articles, 30% lists (a tenth of them later pages), 10% home, 10% search, 5% static; half of them in Tamil. */
function nextPage() {
  const roll = Math.random();
  const page =
    roll < 0.45
      ? pick(articles)
      : roll < 0.72
        ? pick(lists)
        : roll < 0.75
          ? pick(paged)
          : roll < 0.85
            ? "/"
            : roll < 0.95
              ? `/search?q=${encodeURIComponent(pick(words))}`
              : pick(statics);
  const tamil = Math.random() < 0.5;
  return tamil ? (page === "/" ? "/tamil" : `/tamil${page}`) : page;
}

// ---------------------------------------------------------------- clients
const latencies = [];
const errors = new Map();
let requests = 0;
let actions = 0;
const examples = [];
const failure = (what, url) => {
  errors.set(what, (errors.get(what) ?? 0) + 1);
  if (examples.length < 10) examples.push(`${what}: ${url}`);
};

async function timed(label, url, init, expected) {
  const started = performance.now();
  try {
    const response = await fetch(origin + url, { redirect: "manual", headers: { "accept-encoding": "gzip", ...(init?.headers ?? {}) }, ...init });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    requests += 1;
    if (!expected.includes(response.status)) failure(`${label} ${response.status}`, url);
    return response;
  } catch (error) {
    latencies.push(performance.now() - started);
    requests += 1;
    failure(`${label} ${error?.cause?.code ?? error?.name ?? "error"}`, url);
    return null;
  }
}

function form(fields, cookie) {
  return {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie ? { cookie } : {}) },
  };
}

const cookiesOf = (response, jar) => {
  for (const line of response?.headers.getSetCookie() ?? []) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
};

async function signIn(index, jar) {
  const phone = `97${String(10_000_000 + index * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const sent = await timed("sign-in send", "/signin", form({ intent: "send", phone }), [303]);
  let cookie = cookiesOf(sent, jar);
  const verified = await timed("sign-in verify", "/signin", form({ intent: "verify", code: OTP }, cookie), [303]);
  cookie = cookiesOf(verified, jar);
  return cookie;
}

const end = performance.now() + seconds * 1000;
const signedInClients = Math.round(connections * signedInShare);

async function client(index) {
  const jar = new Map();
  let cookie = index < signedInClients ? await signIn(index, jar) : "";
  let cycle = 0;
  while (performance.now() < end) {
    cycle += 1;
    const page = nextPage();
    await timed("page", page, { headers: cookie ? { cookie } : {} }, [200]);
    if (cookie && cycle % 3 === 0) {
      // A signed-in reader's actions (comments are not on this branch yet: likes and saves, the same road).
      const slug = pick(articles).slice("/news/".length);
      const kind = Math.random() < 0.5 ? "like" : "save";
      const intent = Math.random() < 0.7 ? kind : `un${kind}`;
      const answer = await timed(`${kind}`, `/news/${slug}/${kind}`, form({ intent }, cookie), [303]);
      cookie = cookiesOf(answer, jar);
      actions += 1;
    }
  }
}

// ---------------------------------------------------------------- memory samples
const memory = [];
const started = performance.now();
const sampler = setInterval(() => memory.push({ s: Math.round((performance.now() - started) / 1000), mb: Number(rssMb().toFixed(1)) }), sampleMs);
memory.push({ s: 0, mb: Number(rssMb().toFixed(1)) });

console.log(
  `soak: ${connections} connections (${signedInClients} signed in) for ${seconds} s against ${origin}; ${articles.length} articles, ${lists.length} lists in the mix`,
);
const progress = setInterval(() => {
  const last = memory.at(-1);
  console.log(
    `  ${Math.round((performance.now() - started) / 1000)} s: ${requests} requests, ${[...errors.values()].reduce((a, b) => a + b, 0)} errors, rss ${last?.mb} MB`,
  );
}, 60_000);
await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
clearInterval(sampler);
clearInterval(progress);
memory.push({ s: Math.round((performance.now() - started) / 1000), mb: Number(rssMb().toFixed(1)) });

// ---------------------------------------------------------------- results
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
/** Least-squares slope of memory over time, in MB per minute, after the first fifth (warm-up). */
function trend(samples) {
  const used = samples.slice(Math.floor(samples.length / 5));
  const n = used.length;
  if (n < 3) return { mbPerMinute: 0, r2: 0 };
  const mx = used.reduce((a, p) => a + p.s, 0) / n;
  const my = used.reduce((a, p) => a + p.mb, 0) / n;
  const sxy = used.reduce((a, p) => a + (p.s - mx) * (p.mb - my), 0);
  const sxx = used.reduce((a, p) => a + (p.s - mx) ** 2, 0);
  const syy = used.reduce((a, p) => a + (p.mb - my) ** 2, 0);
  const slope = sxx ? sxy / sxx : 0;
  return { mbPerMinute: Number((slope * 60).toFixed(3)), r2: Number((syy && sxx ? (sxy * sxy) / (sxx * syy) : 0).toFixed(3)) };
}

const sorted = [...latencies].sort((a, b) => a - b);
const elapsed = (performance.now() - started) / 1000;
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
const line = trend(memory);
const mbs = memory.map((sample) => sample.mb);
const summary = {
  at: new Date().toISOString(),
  seconds: Math.round(elapsed),
  connections,
  signedInClients,
  requests,
  readerActions: actions,
  requestsPerSecond: Number((requests / elapsed).toFixed(1)),
  errors: errorCount,
  errorKinds: Object.fromEntries(errors),
  errorExamples: examples,
  latencyMs: {
    p50: Math.round(percentile(sorted, 50)),
    p90: Math.round(percentile(sorted, 90)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  },
  memoryMb: { first: mbs[0], min: Math.min(...mbs), max: Math.max(...mbs), last: mbs.at(-1), trendMbPerMinute: line.mbPerMinute, trendR2: line.r2 },
  memorySamples: memory,
  loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  cpus: os.cpus().length,
};
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/soak-${summary.at.replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(summary, null, 2));
const { memorySamples, ...printed } = summary;
console.log(JSON.stringify(printed, null, 2));
console.log(`memory samples (s: MB): ${memorySamples.map((sample) => `${sample.s}:${sample.mb}`).join(" ")}`);
console.log(`written to ${file}`);
// A growing trend: more than 1 MB a minute with a good fit after warm-up.
const growing = line.mbPerMinute > 1 && line.r2 > 0.5;
console.log(
  errorCount === 0 && !growing
    ? "PASS: zero errors, no memory growth trend"
    : `FAIL: ${errorCount} errors${growing ? `, memory grows ${line.mbPerMinute} MB/min` : ""}`,
);
process.exit(errorCount === 0 && !growing ? 0 : 1);
