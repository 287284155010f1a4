import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eServerEnv } from "./tests/e2e/server-env";

export {
  E2E_CONTACT_RATE_LIMIT,
  E2E_GOOGLE_CLIENT_ID,
  E2E_NEWSROOM_EDITOR_KEY,
  E2E_OTP,
  E2E_REPORT_RATE_LIMIT,
  E2E_SIGNIN_IP_RATE_LIMIT,
  E2E_SIGNIN_PHONE_RATE_LIMIT,
} from "./tests/e2e/server-env";

/**
 * End-to-end tests run with JavaScript on (project js-on) and, where what the reader gets differs, again with it off
 * (js-off), in Debian's Chromium (Playwright cannot download browsers here; stack gotcha 6).
 * The site runs from the production build against a freshly seeded newsroom.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3105);
export const E2E_NEWSROOM_DB = process.env.E2E_NEWSROOM_DB ?? path.join(os.tmpdir(), `kural-e2e-${process.pid}.sqlite`);
process.env.E2E_NEWSROOM_DB = E2E_NEWSROOM_DB;
/** Where the e2e server appends contact messages and broken-link reports; tests read it back. */
export const E2E_FEEDBACK_DIR = process.env.E2E_FEEDBACK_DIR ?? path.join(os.tmpdir(), `kural-e2e-feedback-${process.pid}`);
process.env.E2E_FEEDBACK_DIR = E2E_FEEDBACK_DIR;

/**
 * Files whose every test behaves the same with JavaScript on and off: the HTML checker's read of the server's answers,
 * layouts no script changes (phone widths, pictures, the footer), live stories' cards, and the lite pages (which carry
 * no script). Every reader flow that differs with JavaScript (forms, Load More, comments, sign-in, dialogs, search,
 * live, offline, returning readers) stays in both projects.
 */
const SAME_EITHER_WAY = ["footer.e2e.ts", "images.e2e.ts", "lite.e2e.ts", "live-lists.e2e.ts", "phone-widths.e2e.ts", "valid-html.e2e.ts"];

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...browserEnv } = process.env;
const chromium = {
  // Debian's chromium-headless-shell (Chromium's own headless build, the one Playwright itself runs headless): the
  // suite took 7.5 minutes with it and 11.3 with the full browser in headless mode, whose every window also starts
  // the browser's interface pages (decision 0041).
  executablePath: process.env.E2E_CHROMIUM_PATH ?? HEADLESS_SHELL,
  // Chromium keeps the real clock even when Node's is moved (npm run test:clock): libfaketime slows it tenfold.
  // Its pages get the moved time from tests/e2e/helpers/test.ts.
  env: browserEnv,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Pages are read as by a reader who asked for less motion: the headline marquee's endless scroll kept Chromium
 * drawing frames for as long as a page was open, a third of an idle page's CPU. The tests of motion itself (the
 * marquee, shell.e2e.ts) ask for it back.
 */
const reducedMotion = "reduce" as const;

/**
 * `npm test` runs the tests tagged @clock with JavaScript on at two moments of its own, either side of India's
 * midnight (scripts/test.mjs), and sets this for its run on the real clock: they do not run a third time there, at
 * whatever hour it happens to be. Their JavaScript-off runs stay in the real-clock run, the only one they have.
 */
const clockTestedElsewhere = process.env.E2E_CLOCK_TESTED_ELSEWHERE === "1";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  // Two on a 2-core machine: the browser and the site keep both cores busy (a third worker made every test slower).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Room for a machine whose two cores something else is also using (issue 27): at a load of ~18, a page took more
  // than Playwright's default 5 s to hydrate. Web-first assertions return as soon as they hold, so a quiet run is no
  // slower; only a failure takes longer to say so.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Screenshots of failures go in a folder of their own: Playwright empties its outputDir when it starts, and the
  // reports of the steps before (vitest's, an earlier clock moment's) sit in test-results/.
  outputDir: process.env.E2E_ARTIFACTS ?? "test-results/artifacts",
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: "off",
    screenshot: "only-on-failure",
    // No service worker (issue 22) unless a test asks for one: a worker answers requests Playwright's page.route
    // cannot see, and, on a loaded machine, serves a stored copy of a page slower than its 3 s wait, both of which
    // the other suites never meant to test. tests/e2e/offline.e2e.ts allows it and tests what it does; the returning
    // readers' own browser profile (returning-reader.e2e.ts) keeps it too.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "js-on",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, reducedMotion, launchOptions: chromium },
      ...(clockTestedElsewhere ? { grepInvert: /@clock/ } : {}),
    },
    {
      name: "js-off",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, reducedMotion, launchOptions: chromium },
      // What behaves the same either way runs once, with JavaScript on: whole files here, single tests tagged ONCE.
      testIgnore: SAME_EITHER_WAY.map((file) => `**/${file}`),
      grepInvert: /@once/,
    },
  ],
  webServer: {
    command: "node build/server.js",
    url: `http://localhost:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: e2eServerEnv({ port: E2E_PORT, newsroomDb: E2E_NEWSROOM_DB, feedbackDir: E2E_FEEDBACK_DIR }),
  },
});
