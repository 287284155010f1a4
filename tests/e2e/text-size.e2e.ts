import AxeBuilder from "@axe-core/playwright";
import { expect, moveClock, test, type Locator, type Page } from "./helpers/test";
import { article, newestTaggedArticle } from "./helpers/articles-db";
import { seededLivePaths } from "./helpers/live-stories";
import { ONCE } from "./helpers/tags";

/**
 * Issue 29 point 10, "No way to read larger": a text size control on every article, a form and a cookie, so it works
 * without JavaScript (js-off) and at once with it (js-on); it scales the reading column and never the header, is
 * remembered on the next article and after a reload, and no cached page gives one reader's size to another.
 */

const languages = [
  {
    lang: "en",
    prefix: "",
    group: "Text size",
    steps: { small: "Small text", normal: "Normal text", large: "Large text", larger: "Largest text" },
    marks: ["A−", "A", "A+", "A++"],
    lineHeight: 1.55,
  },
  {
    lang: "ta",
    prefix: "/tamil",
    group: "எழுத்தின் அளவு",
    steps: { small: "சிறிய எழுத்து", normal: "இயல்பான எழுத்து", large: "பெரிய எழுத்து", larger: "மிகப் பெரிய எழுத்து" },
    marks: ["அ−", "அ", "அ+", "அ++"],
    lineHeight: 1.8,
  },
] as const;

/** The largest step's scale (app/styles/text-size.ts). */
const LARGEST = 1.3;

const jsOn = () => test.info().project.name === "js-on";

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** With JavaScript, the control's own script, fetched after the page has loaded (before it, the form posts as without). */
async function controlLive(page: Page) {
  await ready(page);
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-after-load", "");
}

function articlePath(prefix: string, skip: number, lang: "en" | "ta"): string {
  return `${prefix}/news/${article(newestTaggedArticle(skip), lang).slug}`;
}

/** What the reader sees of the type: the body's and headline's sizes and the body's line height (px), and the header's. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const px = (element: Element | null, property: "fontSize" | "lineHeight") => (element ? parseFloat(getComputedStyle(element)[property]) : NaN);
    const body = document.querySelector("main .article-body");
    // The site's header: the one outside <main> (an article has its own inside).
    const banner = [...document.querySelectorAll("header")].find((header) => !header.closest("main")) ?? null;
    return {
      body: px(body, "fontSize"),
      bodyLine: px(body, "lineHeight"),
      headline: px(document.querySelector("main h1"), "fontSize"),
      header: {
        height: Math.round(banner?.getBoundingClientRect().height ?? NaN),
        logo: px(banner?.querySelector("a") ?? null, "fontSize"),
        nav: px(banner?.querySelector("nav a") ?? null, "fontSize"),
      },
    };
  });
}

function control(page: Page, l: (typeof languages)[number]) {
  const group = page.getByRole("group", { name: l.group });
  return { group, step: (size: keyof typeof l.steps) => group.getByRole("button", { name: l.steps[size], exact: true }) };
}

/**
 * A step pressed as a reader does, with the control in the middle of the screen: at the screen's foot the article's
 * engagement bar, which comes and goes as the page scrolls, can slide over it between Playwright's look and its click
 * (a fresh-clone run's click landed on the bar and the size never changed).
 */
async function press(step: Locator) {
  await step.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await step.click();
}

async function sizeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "size");
}

for (const l of languages) {
  test.describe(`text size (${l.lang})`, () => {
    test(`the largest step scales the article's reading column, not the header; it is remembered on the next article and after a reload; the usual size comes back (${l.lang})`, async ({
      page,
      baseURL,
    }) => {
      const first = articlePath(l.prefix, 0, l.lang);
      await page.goto(first);
      await controlLive(page);
      const html = page.locator("html");
      const { group, step } = control(page, l);
      await expect(group).toBeVisible();
      await expect(group.getByRole("button")).toHaveCount(4);
      // Each step shows its mark (the name is for screen readers), in the page's script.
      for (const [index, size] of (["small", "normal", "large", "larger"] as const).entries()) {
        await expect(step(size)).toHaveText(l.marks[index]!);
      }
      await expect(step("normal")).toHaveAttribute("aria-pressed", "true");
      await expect(html).not.toHaveAttribute("data-text-size", /./);
      const usual = await measure(page);
      expect(usual.body).toBeGreaterThan(0);

      if (jsOn()) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await press(step("larger"));
      await expect(html).toHaveAttribute("data-text-size", "larger");
      await expect(step("larger")).toHaveAttribute("aria-pressed", "true");
      await expect(step("normal")).toHaveAttribute("aria-pressed", "false");
      await expect.poll(async () => (await measure(page)).body / usual.body).toBeCloseTo(LARGEST, 2);
      if (jsOn()) {
        // At once, without a reload; the cookie is set in the background, and focus stays on the step.
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
        await expect(step("larger")).toBeFocused();
      } else {
        // POST → 303 back to the article, at the control.
        await expect(page).toHaveURL(new RegExp(`${first}#text-size$`));
      }
      await expect.poll(async () => (await sizeCookie(page))?.value).toBe("larger");
      expect(await sizeCookie(page)).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

      const large = await measure(page);
      expect(large.headline / usual.headline).toBeCloseTo(LARGEST, 2);
      // Tamil keeps its taller lines at the largest step.
      expect(large.bodyLine / large.body).toBeCloseTo(l.lineHeight, 1);
      // The header is the site's, whatever the reader's size.
      expect(large.header).toEqual(usual.header);

      // Another article, as a reader gets there: home, then a story (client navigations with JavaScript).
      await page.locator("main nav ol a").first().click();
      await expect(page).toHaveURL(new URL(l.prefix || "/", baseURL).href);
      // The home page drawn, not the article still on screen as the address changes (a fresh-clone run took the
      // article's related story, which the home page did not have, and waited for it there until the timeout).
      await expect(page.locator('[aria-labelledby="related-heading"]')).toHaveCount(0);
      await expect(page.locator('article[aria-labelledby="article-title"]')).toHaveCount(0);
      const nextHref = await page.locator(`main a[href^="${l.prefix}/news/"]:not([href="${first}"])`).first().getAttribute("href");
      await page.locator(`main a[href="${nextHref}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(step("larger")).toHaveAttribute("aria-pressed", "true");
      await expect(html).toHaveAttribute("data-text-size", "larger");
      await expect.poll(async () => (await measure(page)).body / usual.body).toBeCloseTo(LARGEST, 2);

      await page.reload();
      await controlLive(page);
      await expect(html).toHaveAttribute("data-text-size", "larger");
      await expect(step("larger")).toHaveAttribute("aria-pressed", "true");
      expect((await measure(page)).body / usual.body).toBeCloseTo(LARGEST, 2);

      // Back to the usual size: the cookie goes, and the reader shares the cached pages again.
      await press(step("normal"));
      await expect(html).not.toHaveAttribute("data-text-size", /./);
      await expect(step("normal")).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await measure(page)).body).toBeCloseTo(usual.body, 1);
      await expect.poll(async () => await sizeCookie(page)).toBeUndefined();
      await page.reload();
      await expect(html).not.toHaveAttribute("data-text-size", /./);
    });

    test(`one reader's size never reaches another reader of the same article (${l.lang})`, async ({ page, browser }) => {
      const path = articlePath(l.prefix, 2, l.lang);
      const other = await browser.newContext({ javaScriptEnabled: jsOn(), baseURL: test.info().project.use.baseURL });
      await moveClock(other);
      try {
        // Reader B comes first: the usual page is what the caches hold.
        const readerB = await other.newPage();
        await readerB.goto(path);
        const usual = await measure(readerB);

        await page.goto(path);
        await controlLive(page);
        await press(control(page, l).step("larger"));
        await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
        await expect.poll(async () => (await sizeCookie(page))?.value).toBe("larger");
        // Reader A's next visits: their size, not the cached usual page.
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
        expect((await measure(page)).body / usual.body).toBeCloseTo(LARGEST, 2);

        // Reader B again, and a new reader: the usual size.
        const newReader = await browser.newContext({ javaScriptEnabled: jsOn(), baseURL: test.info().project.use.baseURL });
        await moveClock(newReader);
        for (const reader of [readerB, await newReader.newPage()]) {
          await reader.goto(path);
          await expect(reader.locator("html")).not.toHaveAttribute("data-text-size", /./);
          await expect(control(reader, l).step("normal")).toHaveAttribute("aria-pressed", "true");
          expect((await measure(reader)).body).toBeCloseTo(usual.body, 1);
        }
        await newReader.close();
      } finally {
        await other.close();
      }
    });

    test(`the largest step fits a 320 px screen, an article and a live story (${l.lang})`, ONCE, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, baseURL: test.info().project.use.baseURL });
      await moveClock(context);
      const origin = new URL(test.info().project.use.baseURL!);
      await context.addCookies([{ name: "size", value: "larger", domain: origin.hostname, path: "/" }]);
      const page = await context.newPage();
      for (const path of [articlePath(l.prefix, 0, l.lang), `${l.prefix}${seededLivePaths().open}`]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
        await expect(control(page, l).step("larger")).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
        // The four steps on one row, in reach of one thumb.
        const tops = await control(page, l)
          .group.getByRole("button")
          .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
        expect(new Set(tops).size, path).toBe(1);
      }
      await context.close();
    });

    test(`a live story has the control, and its updates follow the reader's size (${l.lang})`, ONCE, async ({ page }) => {
      const path = `${l.prefix}${seededLivePaths().open}`;
      const updateBody = page.locator("main article article .article-body").first();
      const size = () => updateBody.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      await page.goto(path);
      await controlLive(page);
      await expect(updateBody).toBeVisible();
      const usual = await size();
      await press(control(page, l).step("larger"));
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
      await expect.poll(async () => (await size()) / usual).toBeCloseTo(LARGEST, 2);
      await press(control(page, l).step("normal"));
      await expect.poll(size).toBeCloseTo(usual, 1);
    });

    for (const theme of ["light", "dark"] as const) {
      test(`an article with the control, at the largest step, has no axe violations in the ${theme} theme (${l.lang})`, async ({ browser }) => {
        // axe runs as a script in the page: without JavaScript, the page's own scripts are blocked instead.
        const context = await browser.newContext({ javaScriptEnabled: true, colorScheme: theme, baseURL: test.info().project.use.baseURL });
        await moveClock(context);
        if (!jsOn()) await context.route("**/build/**/*.js", (route) => route.abort());
        const origin = new URL(test.info().project.use.baseURL!);
        await context.addCookies([{ name: "size", value: "larger", domain: origin.hostname, path: "/" }]);
        const page = await context.newPage();
        await page.goto(articlePath(l.prefix, 1, l.lang));
        await ready(page);
        await expect(control(page, l).step("larger")).toHaveAttribute("aria-pressed", "true");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await context.close();
      });
    }
  });
}

test("the server's answers: validators differ by size, a forged size is the usual one, a cross-site choice is refused", ONCE, async ({ request }) => {
  const path = articlePath("", 3, "en");
  const usual = await request.get(path);
  const larger = await request.get(path, { headers: { cookie: "size=larger" } });
  expect(usual.status()).toBe(200);
  expect(await larger.text()).toContain('data-text-size="larger"');
  expect(await usual.text()).not.toContain("data-text-size");
  const [usualTag, largerTag] = [usual.headers()["etag"], larger.headers()["etag"]];
  expect(usualTag).toBeTruthy();
  expect(largerTag).toBeTruthy();
  expect(largerTag).not.toBe(usualTag);
  // A reader at the largest step holding the usual copy's tag gets the page, not a 304 (and the reverse).
  const revalidated = await request.get(path, { headers: { cookie: "size=larger", "if-none-match": usualTag! } });
  expect(revalidated.status()).toBe(200);
  expect(await revalidated.text()).toContain('data-text-size="larger"');
  expect((await request.get(path, { headers: { "if-none-match": largerTag! } })).status()).toBe(200);
  // A value that is no step reads as the usual size.
  expect(await (await request.get(path, { headers: { cookie: "size=%3Cscript%3E" } })).text()).not.toContain("data-text-size");

  const refused = await request.post("/text-size", {
    form: { size: "larger", redirectTo: path },
    headers: { origin: "https://elsewhere.example" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["set-cookie"]).toBeUndefined();
});

test.describe("offline copies", () => {
  // The worker is blocked everywhere else (playwright.config.ts); it exists only with JavaScript, hence ONCE.
  test.use({ serviceWorkers: "allow" });

  for (const l of languages) {
    test(`a stored copy is shown at the size the reader chose since it was stored (${l.lang})`, ONCE, async ({ page, context }) => {
      const path = articlePath(l.prefix, 4, l.lang);
      await page.goto(path);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await controlLive(page);
      // The copy is the page as received: the usual size.
      await expect.poll(() => page.evaluate(async (key) => Boolean(await (await caches.open("kural-recent")).match(key)), path)).toBe(true);
      const usual = await measure(page);
      await press(control(page, l).step("larger"));
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
      // The worker is told (app/offline/register.ts) and keeps it with the theme.
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open("kural-prefs")).match("/__offline/text-size"))?.text() ?? null))
        .toBe("larger");
      // The root's data, reloaded after the choice, has come: nothing is still asked of the network as it goes.
      await page.waitForFunction(() => window.__remixRouter.state.revalidation === "idle" && window.__remixRouter.state.fetchers.size === 0);

      await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
      await context.setOffline(true);
      await page.goto(path);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-offline-copy", /./);
      await expect(html).toHaveAttribute("data-text-size", "larger");
      expect((await measure(page)).body / usual.body).toBeCloseTo(LARGEST, 2);
      await context.setOffline(false);
    });
  }
});
