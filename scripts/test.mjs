// `npm test`: set up what is missing (dependencies, Debian's Chromium and a Tamil
// font when we may install them), build, then run every test: type check, unit
// and integration (vitest), end-to-end (Playwright, JavaScript on and off).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, ensureBuild, ensureDependencies, run } from "./setup.mjs";
import { ensureTools } from "../bench/cluster.mjs";

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

function runStep(name, command, args, reportFile) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  let passed = 0;
  let failed = result.status === 0 ? 0 : 1;
  if (reportFile && existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    if (name.startsWith("unit")) {
      passed = report.numPassedTests ?? 0;
      failed = report.numFailedTests ?? failed;
      if (result.status !== 0 && failed === 0) failed = 1;
    } else {
      passed = report.stats?.expected ?? 0;
      failed = (report.stats?.unexpected ?? 0) + (result.status !== 0 && !report.stats?.unexpected ? 1 : 0);
    }
  } else if (result.status === 0) {
    passed = 1;
  }
  return { name, status: result.status, passed, failed };
}

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
ensureBuild({ force: true });

const reports = path.join(ROOT, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  runStep("type check (tsc)", "npx", ["tsc", "--noEmit"]),
  runStep("unit and integration (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/vitest.json`], `${reports}/vitest.json`),
  runStep("end-to-end (playwright)", "npx", ["playwright", "test"], `${reports}/playwright.json`),
];
// "unit" detection above keys on the step name.
steps[1].name = "unit";

const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log("");
for (const step of steps) console.log(`  ${step.status === 0 ? "✓" : "✗"} ${step.name}: ${step.passed} passed, ${step.failed} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.status === 0) ? 0 : 1);
