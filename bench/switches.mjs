// A mechanism switched off and on, measured by Lighthouse (issue 28 item 2; app/wire/README.md "How to measure"):
// several builds of the site, each from its own checkout (a worktree with one throwaway switch), served side by side,
// each on its own seeded newsroom; Lighthouse (mobile, simulated slow 4G, the defaults) runs each page on each build in
// turn, round after round, so a machine that slows down slows every build alike. Prints, per page and build, the
// median and the range of the performance score, FCP, LCP, Speed Index and TBT, the median's change against the
// first build, the main thread's work and the scripts' share of it, and Lighthouse's CPU index (below ~2,000 the machine, not the build, sets TBT).
//
// Usage (each directory has run `npm run build`):
//   node bench/switches.mjs --rounds 5 base=/work/var-base starter=/work/var-starter [--only "article (ta)"] [--port 3170]
// Exit code 0 whatever the figures.
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnEmbeddedSite, waitForHealth } from "./site.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
};
const ROUNDS = Number(option("rounds", 5));
const FIRST_PORT = Number(option("port", 3170));
const ONLY = option("only", "");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const builds = argv
  .filter((arg, index) => arg.includes("=") && !argv[index - 1]?.startsWith("--"))
  .map((arg, index) => {
    const [name, dir] = arg.split("=");
    return { name, dir: path.resolve(dir), port: FIRST_PORT + index, origin: `http://127.0.0.1:${FIRST_PORT + index}` };
  });
if (builds.length < 2) throw new Error("give at least two builds: name=directory name=directory …");

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions", "--no-first-run", "--mute-audio"];
const sites = [];
process.on("exit", () => sites.forEach((site) => site.stop()));
process.on("SIGINT", () => process.exit(130));

async function start(build) {
  const site = spawnEmbeddedSite({ name: `switches-${build.name}`, port: build.port, cwd: build.dir });
  sites.push(site);
  await waitForHealth(build.origin, site.child);
}

/** Each build's own article (each newsroom is seeded on its own): the first article the home page links to. */
async function pagesOf(build) {
  const home = await (await fetch(`${build.origin}/`)).text();
  const article = /href="(\/news\/[a-z0-9-]+-\d+)"/.exec(home)?.[1];
  if (!article) throw new Error(`no article link on ${build.name}'s home page`);
  const pages = [
    { page: "home (en)", path: "/" },
    { page: "home (ta)", path: "/tamil" },
    { page: "article (en)", path: article },
    { page: "article (ta)", path: `/tamil${article}` },
  ];
  return pages.filter((page) => !ONLY || page.page.includes(ONLY));
}

async function audit(port, url) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no report for ${url}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    si: value("speed-index"),
    tbt: value("total-blocking-time"),
    // The page's own work on the main thread (simulated throttling scales it, not the network): all of it, and
    // the scripts' share (evaluation, compilation, parsing). Steadier than TBT, which counts only long tasks.
    main: value("mainthread-work-breakdown"),
    js: value("bootup-time"),
    cpu: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await Promise.all(builds.map(start));
for (const build of builds) build.pages = await pagesOf(build);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
process.on("exit", () => chrome.kill());
const results = new Map(); // `${page}|${build}` → runs
for (let round = 0; round < ROUNDS; round += 1) {
  // The order turns each round, so no build always comes first after another's run.
  const order = builds.map((_, index) => builds[(index + round) % builds.length]);
  for (const { page } of builds[0].pages) {
    for (const build of order) {
      const target = build.pages.find((candidate) => candidate.page === page);
      const run = await audit(chrome.port, `${build.origin}${target.path}`);
      const key = `${page}|${build.name}`;
      results.set(key, [...(results.get(key) ?? []), run]);
      console.error(`round ${round + 1}/${ROUNDS} ${page} ${build.name}: perf ${run.perf}, TBT ${Math.round(run.tbt)} ms, CPU index ${Math.round(run.cpu)}`);
    }
  }
}

const metrics = ["perf", "fcp", "lcp", "si", "tbt", "main", "js"];
console.log(
  `\nLighthouse (mobile, simulated slow 4G), ${ROUNDS} runs per page and build, builds alternating; median (range); Δ: the median against ${builds[0].name}'s`,
);
console.log(["page", "build", "perf", "FCP ms", "LCP ms", "SI ms", "TBT ms", "main thread ms", "JS ms", "CPU index"].join("\t"));
for (const { page } of builds[0].pages) {
  const baseline = Object.fromEntries(metrics.map((metric) => [metric, median(results.get(`${page}|${builds[0].name}`).map((run) => run[metric]))]));
  for (const build of builds) {
    const runs = results.get(`${page}|${build.name}`);
    const cells = metrics.map((metric) => {
      const values = runs.map((run) => run[metric]);
      const middle = median(values);
      const change = build === builds[0] || !baseline[metric] ? "" : ` Δ${(((middle - baseline[metric]) / baseline[metric]) * 100).toFixed(1)}%`;
      return `${Math.round(middle)} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})${change}`;
    });
    console.log([page, build.name, ...cells, Math.round(median(runs.map((run) => run.cpu)))].join("\t"));
  }
}
process.exit(0);
