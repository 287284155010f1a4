// Benchmark: starts the production build with a freshly seeded newsroom on a
// loopback port and measures throughput and latency of the home page and an
// article (warm upstream cache), English and Tamil, with N concurrent clients.
// Prints a table. Usage: npm run bench [-- --seconds 10 --concurrency 10]
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const args = Object.fromEntries(process.argv.slice(2).join(" ").split("--").filter(Boolean).map((pair) => pair.trim().split(/\s+/)));
const seconds = Number(args.seconds ?? 10);
const concurrency = Number(args.concurrency ?? 10);
const port = Number(args.port ?? 3199);
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", NEWSROOM_DB: path.join(os.tmpdir(), `kural-bench-${process.pid}.sqlite`) },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const home = await (await fetch(`${origin}/`)).text();
const articlePath = /href="(\/news\/[a-z0-9-]+-\d+)"/.exec(home)?.[1];
const targets = { "home (en)": "/", "home (ta)": "/tamil", "article (en)": articlePath, "article (ta)": `/tamil${articlePath}` };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const rows = [];
for (const [name, target] of Object.entries(targets)) {
  await fetch(origin + target); // warm the upstream cache
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          // The server compresses; fetch decodes, so the size below is the HTML as parsed, not the bytes on the wire.
          const response = await fetch(origin + target, { headers: { "accept-encoding": "gzip" } });
          // Read first, then add: `bytes += await …` would read `bytes` before the await and lose updates.
          const size = (await response.arrayBuffer()).byteLength;
          bytes += size;
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  rows.push({
    page: name,
    "req/s": Math.round(latencies.length / seconds),
    "p50 ms": percentile(latencies, 50).toFixed(1),
    "p99 ms": percentile(latencies, 99).toFixed(1),
    errors,
    "KB/response (decoded)": (bytes / latencies.length / 1024).toFixed(1),
  });
}
console.log(`\narticle: ${articlePath}`);
console.log(`${concurrency} concurrent clients, ${seconds} s per page, load generator on the same machine (${os.cpus().length} cores)`);
console.table(rows);
stop();
process.exit(0);
