// `npm run test:clock`: the suite at the moments the clock can break it (issue 27; scripts/clock.mjs lists them),
// with Node's clock moved there by libfaketime: vitest, the site and its newsroom (seeded at that moment) and the test
// runner. Chromium and redis-server keep the real clock (libfaketime slows the one and crashes the other); pages get
// the moved time from Playwright's clock (tests/e2e/helpers/test.ts).
//
//   npm run test:clock                      every moment: all of vitest, and every end-to-end file that touches dates
//   npm run test:clock -- --moment ist-0005  one moment (names in scripts/clock.mjs; several with commas)
//   npm run test:clock -- --quick           what `npm test` runs: the two riskiest moments, the tests tagged @clock
//
// Like `npm test`, it installs what is missing and builds when a source changed.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureTools } from "../bench/cluster.mjs";
import { MOMENTS, RISKIEST, clockEnv, faketimeLibrary } from "./clock.mjs";
import { ROOT, ensureBuild, ensureDependencies, run } from "./setup.mjs";

// Debian's chromium-headless-shell: the browser the end-to-end tests run (playwright.config.ts).
const HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

function hasTamilFont() {
  const result = spawnSync("fc-list", [":lang=ta", "family"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim().length > 0;
}

/** Java 11 or later for the Nu HTML checker (vnu-jar, tests/e2e/valid-html.e2e.ts). */
function hasJava() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.status === 0 && /version "(1[1-9]|[2-9]\d)/.test(`${result.stderr}${result.stdout}`);
}

function ensureTestPackages() {
  const missing = [];
  if (!existsSync(HEADLESS_SHELL)) missing.push("chromium-headless-shell");
  if (!hasTamilFont()) missing.push("fonts-noto-core");
  if (!hasJava()) missing.push("openjdk-17-jre-headless");
  if (!faketimeLibrary()) missing.push("faketime");
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"], { encoding: "utf8" }).status === 0;
  if (!isRoot || !apt) {
    console.error(`Missing ${missing.join(" and ")}; install with: sudo apt-get install -y ${missing.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing, "fontconfig"], { env });
}

/**
 * What every test run needs first: Debian's packages, the dependencies, nginx and Redis, a current build. With
 * `beside`, SQLite's compile (a fresh clone's) may still be running: the returned function waits for it.
 */
export function prepareForTests({ beside = false } = {}) {
  // Debian's packages first: with a system Java, vnu-jar's install step finds it and downloads nothing.
  ensureTestPackages();
  const sqliteReady = ensureDependencies({ beside });
  // nginx and redis-server (Debian's) for the scale-out tests (tests/integration/scale-out.test.ts).
  try {
    ensureTools();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  ensureBuild();
  return sqliteReady;
}

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
  // The headline marquee (its pause box on a phone, its island after a client navigation, what text browsers and
  // the stylesheet show of it): none just after India's midnight.
  "tests/e2e/phone-first-screen.e2e.ts",
  "tests/e2e/islands.e2e.ts",
  "tests/e2e/text-browsers.e2e.ts",
  // "5 min ago" on cards (issue 29): what is fresh changes with the hour.
  "tests/e2e/whats-new.e2e.ts",
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
 * The steps of one moment, each as runStep's arguments. `quick`: the dated unit tests and the e2e tests tagged
 * @clock, JavaScript on only (the dates they check are drawn by the server either way); otherwise all of vitest and
 * the dated e2e files. Each step's clock starts at the moment itself when the step starts (clockEnv reads the time).
 */
export function momentSteps(name, { quick = false, reports = path.join(ROOT, "test-results") } = {}) {
  const moment = MOMENTS[name];
  if (!moment) throw new Error(`unknown moment ${name}; known: ${Object.keys(MOMENTS).join(", ")}`);
  mkdirSync(reports, { recursive: true });
  const vitestReport = path.join(reports, `vitest-${name}.json`);
  const vitestArgs = ["vitest", "run", "--reporter=dot", "--reporter=json", `--outputFile=${vitestReport}`, ...(quick ? DATED_UNIT_FILES : [])];
  const e2eReport = path.join(reports, `playwright-${name}.json`);
  const e2eArgs = quick ? ["playwright", "test", "--grep", "@clock", "--project", "js-on"] : ["playwright", "test", ...DATED_E2E_FILES];
  return {
    says: `at ${moment.at} (${name}): ${moment.says}`,
    unit: () => [
      `unit and integration at ${name}${quick ? " (dated files)" : ""}`,
      "npx",
      vitestArgs,
      { report: vitestReport, kind: "vitest", env: { ...process.env, ...clockEnv(moment.at) }, log: path.join(reports, `vitest-${name}.log`) },
    ],
    e2e: () => [
      `end-to-end at ${name}${quick ? " (tagged @clock)" : ""}`,
      "npx",
      e2eArgs,
      {
        report: e2eReport,
        kind: "playwright",
        env: { ...process.env, ...clockEnv(moment.at), PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_ARTIFACTS: path.join(reports, `artifacts-${name}`) },
      },
    ],
  };
}

/** Runs the tests at one moment, one step after the other (momentSteps says which). */
export function runAtMoment(name, { quick = false, reports = path.join(ROOT, "test-results"), unit = true, e2e = true } = {}) {
  const steps = momentSteps(name, { quick, reports });
  console.log(`\n▶ ${steps.says}`);
  return [...(unit ? [runStep(...steps.unit())] : []), ...(e2e ? [runStep(...steps.e2e())] : [])];
}

/** Runs one step of the suite and reads its counts from its JSON report (`kind`: "vitest" or "playwright"). */
export function runStep(name, command, args, { report, kind, env = process.env } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...env, FORCE_COLOR: "0" } });
  return stepResult(name, result.status, { report, kind, started });
}

/**
 * Starts a step beside the ones that follow (the machine has idle moments in each: a site starting, a page waiting on
 * a stream); its output goes to `log` and is printed when it is awaited, so the two do not interleave.
 */
export function startStep(name, command, args, { report, kind, env = process.env, log }) {
  console.log(`\n▶ ${name} (beside the next steps; its output follows when it ends)`);
  const started = Date.now();
  const out = openSync(log, "w");
  // Its minutes are its own: the shell notes when it ends (this process may be waiting on a step run after it, its
  // event loop blocked, when it does), on the real clock (a step at a moved clock runs under libfaketime).
  const endFile = `${log}.ended`;
  const child = spawn("sh", ["-c", '"$@"; status=$?; LD_PRELOAD= date +%s%3N > "$KURAL_STEP_ENDED"; exit $status', "sh", command, ...args], {
    cwd: ROOT,
    stdio: ["ignore", out, out],
    env: { ...env, FORCE_COLOR: "0", KURAL_STEP_ENDED: endFile },
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return async () => {
    const status = await exited;
    const ended = existsSync(endFile) ? Number(readFileSync(endFile, "utf8")) || Date.now() : Date.now();
    closeSync(out);
    console.log(`\n▶ ${name}: its output\n${readFileSync(log, "utf8")}`);
    return stepResult(name, status, { report, kind, started, ended });
  };
}

function stepResult(name, status, { report, kind, started, ended = Date.now() }) {
  let passed = status === 0 && !report ? 1 : 0;
  let failed = status === 0 ? 0 : 1;
  let failures = [];
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed = kind === "vitest" ? (json.numPassedTests ?? 0) : (json.stats?.expected ?? 0);
    failed = (kind === "vitest" ? json.numFailedTests : json.stats?.unexpected) || failed;
    failures = kind === "vitest" ? vitestFailures(json) : playwrightFailures(json);
  }
  return { name, status, passed, failed, failures, minutes: (ended - started) / 60_000 };
}

/** The first lines of an error (what was expected and what came), without colour codes, indented under its test. */
const firstLine = (text = "") =>
  text
    // eslint-disable-next-line no-control-regex -- ESC starts the colour codes this removes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 6)
    .join("\n      ");

function vitestFailures(json) {
  return (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${path.relative(ROOT, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
}

/** Without colour codes and blank lines, at most `count` lines, indented under its test. */
const someLines = (text = "", count = 6) =>
  text
    // eslint-disable-next-line no-control-regex -- ESC starts the colour codes this removes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `\n      ${line}`)
    .join("");

/**
 * A failed browser test: its error, and what CI's tail would otherwise not show: the step it was waiting on when the
 * time ran out (Playwright's second error, with its call log) and what the page's own scripts said (the e2e fixture's
 * `page-errors`).
 */
function playwrightFailure(result) {
  if (!result) return "";
  const [first, ...more] = result.errors?.length ? result.errors : [result.error ?? {}];
  let text = firstLine(first?.message);
  for (const error of more) {
    const where = error.location ? ` (${path.relative(ROOT, error.location.file)}:${error.location.line})` : "";
    text += `\n      then${where}:${someLines(error.message?.split(/\n\s*\n/)[0], 8)}`;
  }
  const said = result.attachments?.find((attachment) => attachment.name === "page-errors" && attachment.body);
  if (said) text += `\n      the page said:${someLines(Buffer.from(said.body, "base64").toString("utf8"), 8)}`;
  return text;
}

function playwrightFailures(json) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected" || test.status === "flaky")
          found.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${playwrightFailure(test.results?.at(-1))}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return found;
}

/** The summary both commands end with: each step's counts, then every failed test by name (CI shows the tail). */
export function printSummary(steps) {
  console.log("");
  for (const step of steps)
    console.log(`  ${step.status === 0 ? "✓" : "✗"} ${step.name}: ${step.passed} passed, ${step.failed} failed (${step.minutes.toFixed(1)} min)`);
  const failures = steps.flatMap((step) => step.failures.map((failure) => `  ✗ ${step.name}: ${failure}`));
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { moment: { type: "string" }, quick: { type: "boolean", default: false } } });
  const names = values.moment ? values.moment.split(",") : values.quick ? RISKIEST : Object.keys(MOMENTS);
  prepareForTests();
  const results = names.flatMap((name) => runAtMoment(name, { quick: values.quick }));
  printSummary(results);
  process.exit(results.every((step) => step.status === 0) ? 0 : 1);
}
