import type { Page } from "@playwright/test";

/**
 * Waits until the page has finished what it started: its load event, then (with JavaScript) a moment when its main
 * thread has nothing left to do (requestIdleCallback, at most 2 s). What a page reports or changes by itself after
 * loading (a policy violation, a reload it decides on) has happened by then; no fixed sleep.
 */
export async function idle(page: Page, javaScriptEnabled = true): Promise<void> {
  await page.waitForLoadState("load");
  if (!javaScriptEnabled) return;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }));
      }),
  );
}
