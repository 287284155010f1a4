import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { marqueeShown } from "./helpers/headlines";
import { CLOCK, ONCE } from "./helpers/tags";

/**
 * Server islands (decision 0011): the marquee, the nav previews, the home page's
 * stories and an article's body are in a first visit's HTML once, not also in its
 * hydration data; with JavaScript their links still navigate in the page, and a page
 * reached by a click renders them from its data. The nav menus' panels and the
 * footer's link columns are kept from the server instead of hydrated (KeptHtml,
 * decision 0020).
 */

const languages = [
  { lang: "en", prefix: "", messages: en, vellore: "Vellore" },
  { lang: "ta", prefix: "/tamil", messages: ta, vellore: "வேலூர்" },
];

const jsOn = () => test.info().project.name === "js-on";

/** How often `text` occurs in the document's HTML as sent (markup and inline scripts). */
function occurrences(html: string, text: string): number {
  return html.split(text).length - 1;
}

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

for (const l of languages) {
  test(`${l.lang}: a first visit carries the stories' summaries and the article body once`, ONCE, async ({ page, request }) => {
    await page.goto(l.prefix || "/");
    const summary = (await page.locator("main [data-section] article p").first().innerText()).trim().slice(0, 40);
    expect(summary.length).toBeGreaterThan(10);
    const home = await (await request.get(l.prefix || "/")).text();
    // Once in the markup; the hydration data does not repeat it.
    expect(occurrences(home, summary)).toBe(1);

    const articlePath = await page.locator("main [data-section] h3 a").first().getAttribute("href");
    await page.goto(articlePath!);
    const paragraph = (await page.locator(".article-body p").first().innerText()).trim().slice(0, 60);
    expect(paragraph.length).toBeGreaterThan(10);
    const article = await (await request.get(articlePath!)).text();
    expect(occurrences(article, paragraph)).toBe(1);
  });

  test(`${l.lang}: a list page's cards are in a first visit's HTML once, and their links navigate in the page`, async ({ page, request }) => {
    const path = `${l.prefix}/city/chennai`;
    await page.goto(path);
    await ready(page);
    const summary = (await page.locator("main article h2 + p").first().innerText()).trim().slice(0, 40);
    expect(summary.length).toBeGreaterThan(10);
    expect(occurrences(await (await request.get(path)).text(), summary)).toBe(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const card = page.locator("main article h2 a").first();
    const title = (await card.innerText()).trim().replace(/…$/, "");
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title.slice(0, 30));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(jsOn());
    // Back to the list: reached by a client navigation with JavaScript, it is rendered from its data.
    await page.goBack();
    await expect(page.locator("main article h2 a").first()).toBeVisible();
    expect(await page.locator("main article").count()).toBe(12);
  });

  // CLOCK: the marquee island holds today's important stories, none just after India's midnight (a run started at
  // 23:59 in India found it empty).
  test(`${l.lang}: links inside islands navigate, and a page reached by a click renders its islands from data`, CLOCK, async ({ page }) => {
    await page.goto(l.prefix || "/");
    await ready(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const card = page.locator("main [data-section] h3 a").first();
    // Cards cut long titles ("…"): the article's heading begins with the card's words.
    const title = (await card.innerText()).trim().replace(/…$/, "");
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.locator(".article-body p").first()).toBeVisible();
    // With JavaScript the click was a client navigation: the window is the same one.
    const same = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    expect(same).toBe(jsOn());

    // Back home by the logo: the sections' stories are there again (rendered from data with JavaScript), and the
    // marquee's headlines when today has any.
    const askedAt = Date.now();
    await page.getByRole("banner").getByRole("link", { name: l.messages.site.name }).click();
    await expect(page.locator("main [data-section] h3 a").first()).toBeVisible();
    expect(await page.locator("main [data-section] h3 a").count()).toBeGreaterThan(3);
    const marquee = marqueeShown(l.prefix, askedAt);
    if (marquee) await expect(page.locator("[data-island=marquee] a").first()).toBeAttached();
    if (marquee === false) await expect(page.locator("[data-island=marquee] a")).toHaveCount(0);
  });

  for (const screen of [
    { name: "desktop", viewport: null },
    { name: "phone", viewport: { width: 412, height: 823 } },
  ]) {
    test(`${l.lang}: the nav menu's panel and the footer's links are kept from the server, navigate in the page, and follow a client navigation (${screen.name})`, async ({
      page,
    }) => {
      if (screen.viewport) await page.setViewportSize(screen.viewport);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      // The plain <details> menu, as a reader has it until the enhanced menu's code arrives (here: never).
      await page.route(/\/build\/_shared\/nav-menu-radix-/, (route) => route.abort());
      await page.goto(l.prefix || "/");
      await ready(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const nav = page.getByRole("navigation", { name: l.messages.site.primaryNavigation, exact: true });
      const district = nav.locator("details", { has: page.locator("summary", { hasText: l.messages.nav.district }) });
      await district.locator("summary").first().click();
      const vellore = district.getByRole("link", { name: l.vellore, exact: true });
      await expect(vellore).not.toHaveAttribute("aria-current", "page");
      await vellore.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/city/vellore$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.vellore);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(jsOn());
      // The panel now says where the reader is: rendered from data after a client navigation, from the server without.
      if (!(await district.getAttribute("open"))) await district.locator("summary").first().click();
      await expect(district.getByRole("link", { name: l.vellore, exact: true })).toHaveAttribute("aria-current", "page");

      // A footer link: a client navigation with JavaScript.
      const about = page.getByRole("contentinfo").getByRole("link", { name: l.messages.footer.pages.aboutUs, exact: true });
      await about.click();
      await expect(page).toHaveURL(`${l.prefix}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(jsOn());
      // Hydrating over the kept HTML raised no mismatch.
      expect(errors.filter((text) => !/nav-menu-radix|Failed to load resource|net::ERR_FAILED/.test(text))).toEqual([]);
    });
  }
}
