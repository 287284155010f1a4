import { expect, test, type Page } from "./helpers/test";

/**
 * Hydration's JavaScript waits for the first paint (issue 9, app/wire/html-stream.server.ts): the page's
 * modules are not requested before the browser has painted the server's HTML, and then the page
 * hydrates as before. Without JavaScript, not one of them is downloaded.
 */

const pages = [
  { name: "home (en)", path: "/" },
  { name: "article (ta)", path: "article" },
  { name: "city list (en)", path: "/city/chennai" },
  { name: "search (ta)", path: "/tamil/search?q=%E0%AE%9A%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%88" },
];

const jsOn = () => test.info().project.name === "js-on";

/** The page's own JavaScript requests (the build's modules), by when they started, and the first paint. */
async function timings(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, scripts };
  });
}

for (const target of pages) {
  test(`${target.name}: the page's modules are fetched after the first paint, then it hydrates`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    let path = target.path;
    if (path === "article") {
      // The newest story the home page leads with, in Tamil.
      const home = await (await page.request.get("/")).text();
      path = `/tamil${/href="(\/news\/[a-z0-9-]+-\d+)"/.exec(home)![1]}`;
    }
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    if (!jsOn()) {
      await page.waitForLoadState("load");
      const { scripts } = await timings(page);
      expect(scripts).toEqual([]);
      // The preloads and the module script are written inert (valid markup: templates and a data block); nothing
      // without JavaScript turns them on.
      expect(await page.locator("template[data-kn-modulepreload]").count()).toBeGreaterThan(5);
      expect(await page.locator('script[type="text/x-kn-module"]').count()).toBe(1);
      return;
    }
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    const { paint, scripts } = await timings(page);
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(5);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // None is left inert (once hydrated, Remix takes its preloads and scripts out of the page anyway).
    expect(await page.locator('template[data-kn-modulepreload], script[type="text/x-kn-module"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
}
