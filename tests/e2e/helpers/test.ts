/**
 * The e2e tests' `test`: Playwright's, with every page's clock where the run's clock is.
 *
 * `npm run test:clock` (and the clock step of `npm test`) move Node's clock with libfaketime (scripts/clock.mjs): the
 * test runner, the site and its newsroom. Chromium under libfaketime is slowed down tenfold, so it keeps the real
 * clock (playwright.config.ts) and its pages get the moved time from this init script instead: `Date` and
 * `Date.now()` move by the same offset; timers and performance.now() keep real time, as libfaketime leaves them too.
 * Contexts a test makes itself (browser.newContext, a persistent profile) call `moveClock` on them.
 */
import { test as base, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

/** The moved clock's offset from the real one, in milliseconds (0 on the real clock). */
export const CLOCK_OFFSET_MS = process.env.LD_PRELOAD?.includes("faketime") ? Number(process.env.FAKETIME ?? 0) * 1000 : 0;

export async function moveClock(context: BrowserContext): Promise<void> {
  if (!CLOCK_OFFSET_MS) return;
  await context.addInitScript((offset: number) => {
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    const MovedDate = function (this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
    } as unknown as DateConstructor;
    Object.setPrototypeOf(MovedDate, RealDate);
    Object.defineProperty(MovedDate, "prototype", { value: RealDate.prototype });
    Object.defineProperty(MovedDate, "now", { value: now });
    globalThis.Date = MovedDate;
  }, CLOCK_OFFSET_MS);
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
