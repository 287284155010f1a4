/**
 * What a returning reader does with a page in a browser that keeps its HTTP cache (issue 19 §1): load it,
 * reload it twice, go elsewhere and come back. Each step reports what the reader got: the navigation's status,
 * whether the page's scripts ran (hydration sets `<html data-js="on">`), and any Content-Security-Policy error.
 */
import type { Page, Response } from "@playwright/test";
import { idle } from "./idle";

export type Visit = {
  step: string;
  status: number | null;
  revalidated: boolean;
  hydrated: boolean;
  cspErrors: string[];
  lang: string | null;
  hasMain: boolean;
};

/** The first article linked from the home page of `lang`. */
export async function firstArticlePath(origin: string, lang: "en" | "ta"): Promise<string> {
  const html = await (await fetch(new URL(lang === "ta" ? "/tamil" : "/", origin))).text();
  const href = /href="((?:\/tamil)?\/news\/[^"#?]+)"/.exec(html)?.[1];
  if (!href) throw new Error("no article link on the home page");
  return href;
}

export async function visitLikeAReturningReader(
  page: Page,
  url: string,
  {
    javaScriptEnabled,
    lang,
    beforeReturn = async () => undefined,
  }: { javaScriptEnabled: boolean; lang: "en" | "ta"; beforeReturn?: (step: string) => Promise<void> },
): Promise<Visit[]> {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  // Runs before any script of the page, whatever the page's CSP says (it is the browser's own injection).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // Under the offline service worker (issue 22) the page's request goes to the worker, and the worker's own
  // request is the one the HTTP cache revalidates: those are noted here.
  const workerRevalidations: string[] = [];
  page.context().on("request", (request) => {
    if (request.serviceWorker()) void request.allHeaders().then((headers) => headers["if-none-match"] && workerRevalidations.push(request.url()));
  });
  const visits: Visit[] = [];
  const check = async (step: string, response: Response | null) => {
    await page.locator("main").first().waitFor({ state: "attached" });
    let hydrated = false;
    if (javaScriptEnabled) {
      hydrated = await page
        .waitForFunction(() => document.documentElement.dataset.js === "on", null, { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
    } else {
      hydrated = (await page.locator("html[data-js]").count()) > 0;
    }
    // A violation reported just after hydration still counts.
    await idle(page, javaScriptEnabled);
    visits.push({
      step,
      status: response?.status() ?? null,
      // The browser asked "is my copy still good?" (the cache adds the validator to the request it sends).
      revalidated: Boolean(
        response &&
        ((await response.request().allHeaders())["if-none-match"] || (response.fromServiceWorker() && workerRevalidations.splice(0).includes(response.url()))),
      ),
      hydrated,
      cspErrors: cspErrors.splice(0),
      lang: await page.locator("html").getAttribute("lang"),
      hasMain: (await page.locator("main h1, main h2").count()) > 0,
    });
  };
  await check("first visit", await page.goto(url));
  const again = async (step: string, go: () => Promise<Response | null>) => {
    await beforeReturn(step);
    await check(step, await go());
  };
  await again("reload", () => page.reload());
  await again("second reload", () => page.reload());
  await page.goto(lang === "ta" ? "/tamil/about" : "/about");
  await again("back", () => page.goBack());
  await again("reload after back", () => page.reload());
  return visits;
}
