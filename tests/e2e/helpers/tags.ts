/**
 * Tags that decide where a test runs (playwright.config.ts, scripts/test.mjs):
 * - ONCE: its behaviour is the same with JavaScript on and off (no page, a page it drives with its own settings, or
 *   markup that no script changes), so it runs in the js-on project only. Whole files of such tests are listed in
 *   playwright.config.ts instead.
 * - CLOCK: its page or its assertions read the date or the hour (today's headlines, live stories, "updated" times,
 *   feeds and sitemaps, the year), so `npm test` also runs it with the clock moved to either side of India's midnight,
 *   and `npm run test:clock` at every risky moment (scripts/clock.mjs).
 */
export const ONCE = { tag: "@once" } as const;
export const CLOCK = { tag: "@clock" } as const;
export const ONCE_CLOCK: { tag: string[] } = { tag: ["@once", "@clock"] };
