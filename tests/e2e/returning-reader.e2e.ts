/**
 * Issue 19 §1: a returning reader's browser keeps its HTTP cache. A reload, a second reload, a visit elsewhere and
 * "back" revalidate the stored page (If-None-Match → 304); the page the reader then sees must still run its
 * scripts (hydrate) with no Content-Security-Policy violation. Playwright's usual context starts with an empty
 * cache and never meets a 304 (stack gotcha 12): this test keeps one, per page, in a persistent context.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page, moveClock } from "./helpers/test";
import { firstArticlePath, visitLikeAReturningReader } from "./helpers/returning-reader";

const PAGES = [
  { name: "home", en: "/", ta: "/tamil", revalidates: true },
  { name: "an article", en: "article", ta: "article", revalidates: true },
  { name: "a city list", en: "/city/chennai", ta: "/tamil/city/chennai", revalidates: true },
  { name: "search", en: "/search?q=chennai", ta: "/tamil/search?q=chennai", revalidates: false },
] as const;

for (const lang of ["en", "ta"] as const) {
  for (const target of PAGES) {
    test(`${lang}: ${target.name} keeps working on reload, a second reload and back (kept HTTP cache)`, async ({ baseURL }, testInfo) => {
      // Six page loads, each waiting for hydration: a failing step can wait its full 10 s.
      test.setTimeout(120_000);
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const dir = mkdtempSync(path.join(os.tmpdir(), "kural-returning-"));
      let context: BrowserContext | undefined;
      try {
        context = await chromium.launchPersistentContext(dir, {
          ...testInfo.project.use.launchOptions,
          baseURL,
          javaScriptEnabled,
          viewport: { width: 1280, height: 720 },
        });
        await moveClock(context);
        const page: Page = context.pages()[0] ?? (await context.newPage());
        const url = target[lang] === "article" ? await firstArticlePath(baseURL!, lang) : target[lang];
        const visits = await visitLikeAReturningReader(page, url, { javaScriptEnabled, lang });
        for (const visit of visits) {
          expect(visit.cspErrors, `${visit.step}: CSP errors`).toEqual([]);
          expect(visit.hydrated, `${visit.step}: hydrated`).toBe(javaScriptEnabled);
          expect(visit.lang, `${visit.step}: lang`).toBe(lang);
          expect(visit.hasMain, `${visit.step}: the page's content`).toBe(true);
        }
        // The reloads really were revalidations of the kept copy (not fresh loads), where the page has validators.
        if (target.revalidates) expect(visits.filter((visit) => visit.revalidated).length, JSON.stringify(visits)).toBeGreaterThanOrEqual(2);
      } finally {
        await context?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
}
