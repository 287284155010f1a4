// `npm test`: set up what is missing (dependencies, Debian's Chromium, a Tamil font, Java for the HTML checker and
// libfaketime, when we may install them), build when the sources changed, then run every test: type check, unit and
// integration (vitest, with the clock at 23:59 in India), end-to-end (Playwright, JavaScript on and, where it differs,
// off), and the tests that read the date again with the clock either side of India's midnight (scripts/test-clock.mjs).
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./setup.mjs";
import { MOMENTS, RISKIEST, clockEnv } from "./clock.mjs";
import { momentSteps, prepareForTests, printSummary, runStep, startStep } from "./test-clock.mjs";

const started = Date.now();
// A fresh clone's SQLite compiles beside the build and the type check (scripts/setup.mjs); vitest waits for it.
const sqliteReady = prepareForTests({ beside: true });

const reports = path.join(ROOT, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Either side of India's midnight (scripts/clock.mjs; every moment: npm run test:clock). All of vitest runs once, at
// the first, so India's date changes while it runs; the tests that read the date run again at the second. The
// end-to-end suite runs on the real clock, then its tests tagged @clock at each moment.
// Steps run side by side where the machine has room (decision 0041): vitest beside the end-to-end suite (its
// integration files wait on the sites they start more than they compute: alone it kept 1.5 of 2 cores busy), lint,
// the dated unit tests and the two moments' @clock end-to-end tests beside each other. The type check runs alone: beside vitest it took 2.2
// minutes, not 0.2, and vitest 0.4 longer.
const [beforeMidnight, afterMidnight] = RISKIEST;
const before = momentSteps(beforeMidnight, { quick: true, reports });
const after = momentSteps(afterMidnight, { quick: true, reports });
const typeChecked = runStep("type check (tsc)", "npx", ["tsc", "--noEmit"]);
await sqliteReady();
const prepared = Date.now();
const unit = startStep(
  `unit and integration (vitest) at ${beforeMidnight}`,
  "npx",
  ["vitest", "run", "--reporter=dot", "--reporter=json", `--outputFile=${reports}/vitest.json`],
  {
    report: `${reports}/vitest.json`,
    kind: "vitest",
    env: { ...process.env, ...clockEnv(MOMENTS[beforeMidnight].at) },
    log: `${reports}/vitest.log`,
  },
);
// The js-on tests tagged @clock run at both moments below instead of a third time here (playwright.config.ts).
const e2e = runStep("end-to-end (playwright)", "npx", ["playwright", "test"], {
  report: `${reports}/playwright.json`,
  kind: "playwright",
  env: { ...process.env, E2E_CLOCK_TESTED_ELSEWHERE: "1" },
});
const unitDone = await unit();
const lint = startStep("lint (eslint, prettier --check, knip)", "node", ["scripts/lint.mjs"], { log: `${reports}/lint.log` });
const datedUnit = startStep(...after.unit());
// The second moment's @clock tests beside the first's, with a site of their own on the next port: each run spends
// its first seconds seeding a newsroom and starting a site, mostly on one core, and its last ones on its slowest test.
const [afterName, afterCommand, afterArgs, afterOptions] = after.e2e();
console.log(`\n▶ ${after.says}`);
const e2eAfter = startStep(afterName, afterCommand, afterArgs, {
  ...afterOptions,
  env: { ...afterOptions.env, E2E_PORT: String(Number(process.env.E2E_PORT ?? 3105) + 1) },
  log: `${reports}/playwright-${afterMidnight}.log`,
});
console.log(`\n▶ ${before.says}`);
const e2eBefore = runStep(...before.e2e());
const steps = [typeChecked, await lint(), unitDone, e2e, e2eBefore, await datedUnit(), await e2eAfter()];

const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
const setUpMinutes = (prepared - started) / 60_000 - typeChecked.minutes;
console.log(`\n  set-up (install what is missing, build if a source changed): ${setUpMinutes.toFixed(1)} min`);
printSummary(steps);
console.log(`\n${passed} passed, ${failed} failed in ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
process.exit(steps.every((step) => step.status === 0) ? 0 : 1);
