/**
 * The e2e tests' `test`: Playwright's, with every page's clock where the run's clock is.
 *
 * `npm run test:clock` (and the clock step of `npm test`) move Node's clock with libfaketime (scripts/clock.mjs): the
 * test runner, the site and its newsroom. Chromium under libfaketime is slowed down tenfold, so it keeps the real
 * clock (playwright.config.ts) and its pages get the moved time from Playwright's clock instead: `Date` and
 * `Date.now()` start at Node's moved time and run on; timers and performance.now() keep real time, as libfaketime
 * leaves them too.
 * Contexts a test makes itself (browser.newContext, a persistent profile) call `moveClock` on them.
 */
import { test as base, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

/** Whether this run's clock is moved (libfaketime preloaded into Node by scripts/clock.mjs). */
const CLOCK_MOVED = Boolean(process.env.LD_PRELOAD?.includes("faketime"));

/** Gives the context's pages Node's time (Playwright's clock: `Date` only; timers keep real time). */
export async function moveClock(context: BrowserContext): Promise<void> {
  if (CLOCK_MOVED) await context.clock.setSystemTime(Date.now());
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await moveClock(context);
    await use(context);
  },
  // What the page's own scripts said went wrong (an uncaught error, a console error, a request that failed), printed
  // with a test that failed: a page that never hydrated says why, without a trace recorded for every test.
  page: async ({ page }, use, testInfo) => {
    const said: string[] = [];
    const started = performance.now();
    const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    page.on("pageerror", (error) => said.push(`${at()} page error: ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      // Playwright's own word on the worker it blocks (playwright.config.ts) is not the page's.
      if (message.text().startsWith("Service Worker registration blocked")) return;
      if (message.type() === "error" || message.type() === "warning") said.push(`${at()} console ${message.type()}: ${message.text()}`);
    });
    page.on("requestfailed", (request) => said.push(`${at()} request failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on("crash", () => said.push(`${at()} the page crashed`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      // Where the page was and whether it had hydrated, when the test failed (a page that never hydrates has no data-js).
      const state = page
        .evaluate(
          () => `${location.pathname}${location.search}, ready state ${document.readyState}, data-js ${document.documentElement.dataset.js ?? "absent"}`,
        )
        .catch((error: Error) => `not readable: ${error.message.split("\n")[0]}`);
      const late = new Promise<string>((resolve) => setTimeout(() => resolve("not readable within 2 s"), 2000));
      said.push(`${at()} at the end: ${await Promise.race([state, late])}`);
    }
    if (testInfo.status !== testInfo.expectedStatus && said.length) {
      console.log(`What the page said (${testInfo.title}):\n  ${said.join("\n  ")}`);
      await testInfo.attach("page-errors", { body: said.join("\n"), contentType: "text/plain" });
    }
  },
});

/** The environment for a browser a test launches itself: the real clock (see above), whatever Node's is. */
export function browserEnv(): Record<string, string | undefined> {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
  return env;
}
