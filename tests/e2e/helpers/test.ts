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
});

/** The environment for a browser a test launches itself: the real clock (see above), whatever Node's is. */
export function browserEnv(): Record<string, string | undefined> {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
  return env;
}
