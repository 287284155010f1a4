// `npm test`: set up what is missing (dependencies, Debian's Chromium, a Tamil font, Java for the HTML checker and
// libfaketime, when we may install them), build when the sources changed, then run every test: type check, unit and
// integration (vitest), end-to-end (Playwright, JavaScript on and, where it differs, off), and the tests that read
// the date again with the clock either side of India's midnight (scripts/test-clock.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, ensureBuild, ensureDependencies, run } from "./setup.mjs";
import { ensureTools } from "../bench/cluster.mjs";
import { RISKIEST, faketimeLibrary } from "./clock.mjs";
import { runAtMoment } from "./test-clock.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function hasTamilFont() {
  const result = spawnSync("fc-list", [":lang=ta", "family"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim().length > 0;
}

/** Java 11 or later for the Nu HTML checker (vnu-jar, tests/e2e/valid-html.e2e.ts). */
function hasJava() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.status === 0 && /version "(1[1-9]|[2-9]\d)/.test(`${result.stderr}${result.stdout}`);
}

function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
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

function runStep(name, command, args, reportFile, kind) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  let passed = 0;
  let failed = result.status === 0 ? 0 : 1;
  if (reportFile && existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    if (kind === "vitest") {
      passed = report.numPassedTests ?? 0;
      failed = report.numFailedTests || failed;
    } else {
      passed = report.stats?.expected ?? 0;
      failed = report.stats?.unexpected || failed;
    }
  } else if (result.status === 0) {
    passed = 1;
  }
  return { name, status: result.status, passed, failed };
}

const started = Date.now();
// Debian's packages first: with a system Java, vnu-jar's install step finds it and downloads nothing.
ensureBrowser();
ensureDependencies();
// nginx and redis-server (Debian's) for the scale-out test (tests/integration/scale-out.test.ts).
try {
  ensureTools();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
ensureBuild();

const reports = path.join(ROOT, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  runStep("type check (tsc)", "npx", ["tsc", "--noEmit"]),
  runStep("unit and integration (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/vitest.json`], `${reports}/vitest.json`, "vitest"),
  runStep("end-to-end (playwright)", "npx", ["playwright", "test"], `${reports}/playwright.json`, "playwright"),
  // Either side of India's midnight, the tests that read the date (scripts/clock.mjs; all moments: npm run test:clock).
  ...RISKIEST.flatMap((moment) => runAtMoment(moment, { quick: true, reports })),
];

const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log("");
for (const step of steps) console.log(`  ${step.status === 0 ? "✓" : "✗"} ${step.name}: ${step.passed} passed, ${step.failed} failed`);
console.log(`\n${passed} passed, ${failed} failed in ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
process.exit(steps.every((step) => step.status === 0) ? 0 : 1);
