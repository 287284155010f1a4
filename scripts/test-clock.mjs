// `npm run test:clock`: the suite at the moments the clock can break it (issue 27; scripts/clock.mjs lists them),
// with every process's clock moved there by libfaketime: vitest, the site and its newsroom (seeded at that moment),
// Chromium and the test runner itself. Redis stays on the real clock (bench/cluster.mjs).
//
//   npm run test:clock                      every moment: all of vitest, and every end-to-end file that touches dates
//   npm run test:clock -- --moment ist-0005  one moment (names in scripts/clock.mjs; several with commas)
//   npm run test:clock -- --quick           what `npm test` runs: the two riskiest moments, the tests tagged @clock
//
// It expects a build (`npm test` or `npm run build` makes one).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { MOMENTS, RISKIEST, clockEnv } from "./clock.mjs";
import { ROOT } from "./setup.mjs";

/** End-to-end files whose pages or assertions read the date or the hour: today's news, live stories, feeds and sitemaps, years. */
export const DATED_E2E_FILES = [
  "tests/e2e/shell.e2e.ts",
  "tests/e2e/live-lists.e2e.ts",
  "tests/e2e/live.e2e.ts",
  "tests/e2e/footer.e2e.ts",
  "tests/e2e/home-article.e2e.ts",
  "tests/e2e/lists.e2e.ts",
  "tests/e2e/analytics.e2e.ts",
  "tests/e2e/offline.e2e.ts",
  "tests/e2e/returning-reader.e2e.ts",
];

/** Unit tests that read the clock or decide by the day (the rest of vitest runs at every moment in the full run). */
export const DATED_UNIT_FILES = [
  "app/news",
  "app/seo",
  "app/shell",
  "app/live/hub.server.test.ts",
  "app/routes/signin.test.ts",
  "app/upstream/analytics.server.test.ts",
  "newsroom/accounts.test.ts",
  "newsroom/analytics.test.ts",
  "newsroom/content/generate.test.ts",
  "newsroom/live.test.ts",
  "newsroom/media-api.test.ts",
  "newsroom/server.test.ts",
  // Sitemaps, feeds and structured data of the seeded site, as crawlers read them.
  "tests/integration/crawlers.test.ts",
];

/**
 * Runs the tests at one moment. `quick`: the dated unit tests and the e2e tests tagged @clock, JavaScript on only
 * (the dates they check are drawn by the server either way); otherwise all of vitest and the dated e2e files.
 */
export function runAtMoment(name, { quick = false, reports = path.join(ROOT, "test-results") } = {}) {
  const moment = MOMENTS[name];
  if (!moment) throw new Error(`unknown moment ${name}; known: ${Object.keys(MOMENTS).join(", ")}`);
  mkdirSync(reports, { recursive: true });
  const env = { ...process.env, FORCE_COLOR: "0", ...clockEnv(moment.at) };
  console.log(`\n▶ at ${moment.at} (${name}): ${moment.says}`);
  const results = [];
  const vitestReport = path.join(reports, `vitest-${name}.json`);
  const vitestArgs = ["vitest", "run", "--reporter=dot", "--reporter=json", `--outputFile=${vitestReport}`];
  if (quick) vitestArgs.push(...DATED_UNIT_FILES);
  results.push(report(`unit and integration at ${name}`, spawnSync("npx", vitestArgs, { cwd: ROOT, stdio: "inherit", env }), vitestReport, "vitest"));
  const e2eReport = path.join(reports, `playwright-${name}.json`);
  const e2eArgs = quick ? ["playwright", "test", "--grep", "@clock", "--project", "js-on"] : ["playwright", "test", ...DATED_E2E_FILES];
  const e2eEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_ARTIFACTS: path.join(reports, `artifacts-${name}`) };
  results.push(report(`end-to-end at ${name}`, spawnSync("npx", e2eArgs, { cwd: ROOT, stdio: "inherit", env: e2eEnv }), e2eReport, "playwright"));
  return results;
}

function report(name, result, file, kind) {
  let passed = 0;
  let failed = result.status === 0 ? 0 : 1;
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, "utf8"));
    if (kind === "vitest") {
      passed = json.numPassedTests ?? 0;
      failed = json.numFailedTests || failed;
    } else {
      passed = json.stats?.expected ?? 0;
      failed = (json.stats?.unexpected ?? 0) || failed;
    }
  }
  return { name, status: result.status, passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { moment: { type: "string" }, quick: { type: "boolean", default: false } } });
  const names = values.moment ? values.moment.split(",") : values.quick ? RISKIEST : Object.keys(MOMENTS);
  if (!existsSync(path.join(ROOT, "build/server.js"))) {
    console.error("build/ is missing: run `npm run build` first (`npm test` makes it)");
    process.exit(1);
  }
  const results = names.flatMap((name) => runAtMoment(name, { quick: values.quick }));
  console.log("");
  for (const step of results) console.log(`  ${step.status === 0 ? "✓" : "✗"} ${step.name}: ${step.passed} passed, ${step.failed} failed`);
  process.exit(results.every((step) => step.status === 0) ? 0 : 1);
}
