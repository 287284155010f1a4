import AxeBuilder from "@axe-core/playwright";
import { expect, moveClock, test, type Locator, type Page } from "./helpers/test";
import { article, newestTaggedArticle } from "./helpers/articles-db";
import { ONCE } from "./helpers/tags";

/**
 * Issue 29 point 10: the text size "on every article (and in the header's settings)". The header's navigation leads
 * to Settings (/settings, /tamil/settings): the same text size control with a story's paragraph that shows the size,
 * the theme (light, dark, as the device says), the language and the lite version. Plain forms and links, so all of it
 * works with JavaScript off (js-off) as with it on (js-on).
 */

const languages = [
  {
    lang: "en",
    prefix: "",
    nav: "Settings",
    title: "Settings",
    group: "Text size",
    steps: { normal: "Normal text", larger: "Largest text" },
    themes: { light: "Light", dark: "Dark", system: "As my device" },
    sampleStart: "Chennai: Fishermen from Rameswaram",
    other: { name: "தமிழ்", path: "/tamil/settings", title: "அமைப்புகள்" },
    useLite: "Use the lite version",
    useFull: "Use the full site",
  },
  {
    lang: "ta",
    prefix: "/tamil",
    nav: "அமைப்புகள்",
    title: "அமைப்புகள்",
    group: "எழுத்தின் அளவு",
    steps: { normal: "இயல்பான எழுத்து", larger: "மிகப் பெரிய எழுத்து" },
    themes: { light: "வெளிர்", dark: "இருண்ட", system: "சாதனத்தின்படி" },
    sampleStart: "சென்னை: வங்கக் கடலில்",
    other: { name: "English", path: "/settings", title: "Settings" },
    useLite: "எளிய பதிப்புக்கு மாறுங்கள்",
    useFull: "முழுத் தளத்துக்கு மாறுங்கள்",
  },
] as const;

/** The largest step's scale (app/styles/text-size.ts). */
const LARGEST = 1.3;

const jsOn = () => test.info().project.name === "js-on";

/** Hydrated, and the chunk fetched after load in place (the text size's own script: app/offline/register.ts). */
async function ready(page: Page) {
  if (!jsOn()) return;
  await expect(page.locator("html")).toHaveAttribute("data-js", "on");
  await expect(page.locator("html")).toHaveAttribute("data-after-load", "");
}

/** Pressed as a reader does, the control in the middle of the screen (as in text-size.e2e.ts). */
async function press(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await target.click();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((each) => each.name === name);
}

function articlePath(prefix: string, skip: number, lang: "en" | "ta"): string {
  return `${prefix}/news/${article(newestTaggedArticle(skip), lang).slug}`;
}

for (const l of languages) {
  test.describe(`settings (${l.lang})`, () => {
    test(`the header leads to Settings, whose text size reaches the sample and the next article; the usual size comes back (${l.lang})`, async ({ page }) => {
      const story = articlePath(l.prefix, 5, l.lang);
      await page.goto(story);
      await ready(page);
      const settingsLink = page.locator("header").getByRole("link", { name: l.nav, exact: true });
      await settingsLink.click();
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/settings`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(settingsLink).toHaveAttribute("aria-current", "page");
      await ready(page);

      const group = page.getByRole("group", { name: l.group });
      const step = (size: keyof typeof l.steps) => group.getByRole("button", { name: l.steps[size], exact: true });
      const sample = page.locator("main p").filter({ hasText: l.sampleStart });
      const sampleSize = () => sample.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      await expect(step("normal")).toHaveAttribute("aria-pressed", "true");
      const usual = await sampleSize();
      const header = await page.locator("header").evaluate((element) => element.getBoundingClientRect().height);

      await press(step("larger"));
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
      await expect(step("larger")).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await sampleSize()) / usual).toBeCloseTo(LARGEST, 2);
      await expect.poll(async () => (await cookie(page, "size"))?.value).toBe("larger");
      // Without JavaScript the form came back here, at the control.
      if (!jsOn()) await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/settings` && url.hash === "#text-size");
      // The page's chrome keeps its size.
      expect(await page.locator("header").evaluate((element) => element.getBoundingClientRect().height)).toBe(header);

      // The next article is read at that size, its own control says so.
      await page.goto(articlePath(l.prefix, 6, l.lang));
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
      await expect(page.getByRole("group", { name: l.group }).getByRole("button", { name: l.steps.larger, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await page.goto(`${l.prefix}/settings`);
      await ready(page);
      await press(step("normal"));
      await expect(page.locator("html")).not.toHaveAttribute("data-text-size", /./);
      await expect.poll(sampleSize).toBeCloseTo(usual, 1);
      await expect.poll(async () => await cookie(page, "size")).toBeUndefined();
    });

    test(`the theme is chosen there, light, dark or as the device says, and remembered (${l.lang})`, async ({ browser }) => {
      // The device asks for dark: "as my device" is dark, a chosen light theme overrides it.
      const context = await browser.newContext({ javaScriptEnabled: jsOn(), colorScheme: "dark", baseURL: test.info().project.use.baseURL });
      await moveClock(context);
      const page = await context.newPage();
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.goto(`${l.prefix}/settings`);
      await ready(page);
      const theme = page.getByRole("group", { name: l.lang === "en" ? "Theme" : "தோற்றம்" });
      const choice = (mode: keyof typeof l.themes) => theme.getByRole("button", { name: l.themes[mode], exact: true });
      await expect(choice("system")).toHaveAttribute("aria-pressed", "true");
      const deviceDark = await background();

      await press(choice("light"));
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await expect(choice("light")).toHaveAttribute("aria-pressed", "true");
      await expect(choice("system")).toHaveAttribute("aria-pressed", "false");
      expect(await background()).not.toBe(deviceDark);
      expect(await cookie(page, "mode")).toMatchObject({ value: "light", httpOnly: true, sameSite: "Lax" });
      // Remembered on the next page.
      await page.goto(`${l.prefix}/about`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

      await page.goto(`${l.prefix}/settings`);
      await ready(page);
      await press(choice("system"));
      await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
      await expect(choice("system")).toHaveAttribute("aria-pressed", "true");
      expect(await cookie(page, "mode")).toBeUndefined();
      expect(await background()).toBe(deviceDark);
      await context.close();
    });

    test(`the language and the lite version are chosen there (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/settings`);
      await ready(page);
      const choices = page.getByRole("main").getByRole("list", { name: l.lang === "en" ? "Language" : "மொழி" });
      await expect(choices.getByRole("link", { name: l.lang === "en" ? "English" : "தமிழ்", exact: true })).toHaveAttribute("aria-current", "true");
      await choices.getByRole("link", { name: l.other.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === l.other.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.other.title);
      expect((await cookie(page, "ln"))?.value).toBe(l.lang === "en" ? "ta" : "en");

      await page.goto(`${l.prefix}/settings`);
      await page.getByRole("main").getByRole("link", { name: l.useLite, exact: true }).click();
      // Lite pages carry no script, whatever the browser allows.
      await expect(page.locator("html")).toHaveAttribute("data-lite", "");
      await expect(page.locator("script[src]")).toHaveCount(0);
      expect((await cookie(page, "lite"))?.value).toBe("1");
      await page.goto(`${l.prefix}/about`);
      await expect(page.locator("html")).toHaveAttribute("data-lite", "");
      await page.goto(`${l.prefix}/settings`);
      // The lite banner says the same; the settings page's own link.
      await page.getByRole("main").getByRole("link", { name: l.useFull, exact: true }).click();
      await expect(page.locator("html")).not.toHaveAttribute("data-lite", /.*/);
      expect((await cookie(page, "lite"))?.value).toBe("0");
    });

    test(`on a 360 px phone the header's navigation reaches Settings, and the page fits (${l.lang})`, ONCE, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
        baseURL: test.info().project.use.baseURL,
      });
      await moveClock(context);
      const page = await context.newPage();
      await page.goto(l.prefix || "/");
      const link = page.locator("header").getByRole("link", { name: l.nav, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/settings`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The header is no taller for the link (issue 29 point 8: at most 120 px on a phone).
      expect(await page.locator("header").evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(120);
      await context.close();
    });

    for (const theme of ["light", "dark"] as const) {
      test(`the settings page has no axe violations in the ${theme} theme, at the largest size (${l.lang})`, ONCE, async ({ browser }) => {
        const context = await browser.newContext({ colorScheme: theme, baseURL: test.info().project.use.baseURL });
        await moveClock(context);
        const origin = new URL(test.info().project.use.baseURL!);
        await context.addCookies([{ name: "size", value: "larger", domain: origin.hostname, path: "/" }]);
        const page = await context.newPage();
        await page.goto(`${l.prefix}/settings`);
        await expect(page.locator("html")).toHaveAttribute("data-js", "on");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await context.close();
      });
    }
  });
}

test("the settings page is the reader's own: never kept by a shared cache, never indexed; a cross-site theme choice is refused", ONCE, async ({ request }) => {
  for (const path of ["/settings", "/tamil/settings"]) {
    const answer = await request.get(path, { headers: { cookie: "size=larger; mode=dark" } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain('data-text-size="larger"');
    expect(html).toContain('data-theme="dark"');
  }
  const refused = await request.post("/theme", {
    form: { mode: "system", redirectTo: "/settings" },
    headers: { origin: "https://elsewhere.example" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["set-cookie"]).toBeUndefined();
});
