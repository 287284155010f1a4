import { expect, test, type Locator, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { LoopbackClient, newPhone, randomLoopback, signIn } from "./helpers/accounts";
import { article, commentCount, oldestArticle } from "./helpers/articles-db";
import { seededLivePaths } from "./helpers/live-stories";
import { marqueeShown } from "./helpers/headlines";
import { CLOCK, ONCE, ONCE_CLOCK } from "./helpers/tags";
import { ta } from "../../app/i18n/locales/ta";

/**
 * What a phone reader meets first (issues 3, 7 and 29), in English and Tamil, JavaScript on and off (the projects):
 * the front page opens on a lead story, not on links and a form; the marquee's pause box has a label one can see;
 * the header is at most 120 px tall with every control in reach and an article's headline in the top third of the
 * screen; "Continue On App" covers no text of an article, a live page or the comments.
 */

const languages = [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
];

const jsOn = () => test.info().project.name === "js-on";
async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test(`the phone front page opens on a lead story; the city is a "Change city" disclosure in its section (${l.lang})`, ONCE, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(l.prefix || "/");
      await ready(page);
      const first = page.locator("main section[data-section]").first();
      const lead = first.locator("article").first();
      const picture = await lead.locator("img").first().boundingBox();
      const headline = await lead.locator("h3").boundingBox();
      expect(picture, "the lead story has a picture").not.toBeNull();
      // Picture and headline whole on the first screen.
      expect(picture!.y).toBeGreaterThanOrEqual(0);
      expect(picture!.y + picture!.height).toBeLessThanOrEqual(823);
      expect(headline!.y + headline!.height).toBeLessThanOrEqual(823);

      // The form is behind a compact control in the city section's header row, closed at first.
      const city = page.locator("section[data-section=city]");
      const toggle = city.locator("h2 ~ details > summary");
      await expect(toggle).toHaveText(l.messages.cityPicker.change);
      await expect(page.getByLabel(l.messages.cityPicker.chooseLabel)).toBeHidden();
      await toggle.click();
      const select = page.getByLabel(l.messages.cityPicker.chooseLabel);
      await expect(select).toBeVisible();
      await expect(select.locator("option")).toHaveCount(33);
      await expect(page.getByRole("button", { name: l.messages.cityPicker.submit })).toBeVisible();
      // Open, it still fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    });

    test(`the marquee's pause box has a visible label at phone widths and 768px (${l.lang})`, ONCE_CLOCK, async ({ page }) => {
      // A reader who asked for less motion gets a still list and no pause box; the suite asks for less (playwright.config.ts).
      await page.emulateMedia({ reducedMotion: "no-preference" });
      for (const width of [320, 360, 412, 768]) {
        await page.setViewportSize({ width, height: 740 });
        const askedAt = Date.now();
        if (width === 320) await page.goto(l.prefix || "/");
        const box = page.getByRole("checkbox", { name: l.messages.shell.pauseHeadlines });
        const today = width === 320 ? marqueeShown(l.prefix, askedAt) : null;
        if (today === false || (today === null && (await box.count()) === 0)) {
          // No important story yet today: no marquee, so no box to pause it.
          await expect(box).toHaveCount(0);
          return;
        }
        await expect(box).toBeVisible();
        const label = page.locator("label[for=headlines-pause]");
        // Words one can read beside the box: the label's own box holds text, not only a visually hidden name.
        const shown = await label.evaluate((element) =>
          [...element.querySelectorAll("span")]
            .filter((span) => span.getBoundingClientRect().width > 10 && span.checkVisibility() && getComputedStyle(span).clip === "auto")
            .map((span) => span.textContent)
            .join(""),
        );
        expect(shown.length, `at ${width}px`).toBeGreaterThan(0);
        expect(l.messages.shell.pauseHeadlines).toContain(shown.trim());
        // The label is next to the box (a tap on it toggles the box).
        const [a, b] = [await box.boundingBox(), await label.boundingBox()];
        expect(Math.abs(a!.y + a!.height / 2 - (b!.y + b!.height / 2))).toBeLessThan(12);
        await label.click();
        await expect(box).toBeChecked();
        await label.click();
        await expect(box).not.toBeChecked();
      }
    });
  });
}

/** Issue 29 point 8: the phone widths the header must fit, and its height and the headline's top on a 640 px screen. */
const PHONE_WIDTHS = [320, 360, 375, 412];
const HEADER_MOST = 120;
const HEADLINE_TOP_MOST = 640 / 3;

type Messages = typeof ta;

/** The header's controls a reader needs, as a reader finds them (by role and name), and which of them the theme shows. */
function headerControls(page: Page, m: Messages, dark: boolean) {
  const banner = page.getByRole("banner");
  const nav = banner.getByRole("navigation", { name: m.site.primaryNavigation });
  return {
    topRow: {
      logo: banner.getByRole("link", { name: m.site.name, exact: true }),
      search: banner.getByRole("link", { name: m.nav.search, exact: true }),
      language: banner.getByRole("navigation", { name: m.shell.language }).locator("a:not([aria-current])"),
      theme: banner.getByRole("button", { name: dark ? m.shell.themeToLight : m.shell.themeToDark }),
      signIn: banner.getByRole("link", { name: m.nav.signIn, exact: true }),
    },
    // The navigation scrolls sideways on a phone: its menus are reached by scrolling it, not by leaving the page.
    menus: {
      district: nav.locator("summary, button").filter({ hasText: m.nav.district }).first(),
      category: nav.locator("summary, button").filter({ hasText: m.nav.allCategory }).first(),
    },
  };
}

/** The header fits, every control shows within the screen, and the headline starts in the top third. */
async function expectPhoneFirstScreen(page: Page, m: Messages, width: number, dark: boolean) {
  const where = `at ${width}px${dark ? ", dark" : ""}`;
  const header = await page.getByRole("banner").boundingBox();
  expect(header!.height, `the header ${where}`).toBeLessThanOrEqual(HEADER_MOST);
  const headline = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(headline!.y, `the headline's top ${where}`).toBeLessThanOrEqual(HEADLINE_TOP_MOST);
  const { topRow, menus } = headerControls(page, m, dark);
  for (const [name, control] of Object.entries(topRow)) {
    await expect(control, `${name} ${where}`).toBeVisible();
    const box = (await control.boundingBox())!;
    // On the screen, whole, inside the header: no tool pushed off the edge or into a row of its own below.
    expect(box.x, `${name} ${where}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ${where}`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `${name} ${where}`).toBeLessThanOrEqual(header!.y + header!.height);
  }
  for (const [name, menu] of Object.entries(menus)) {
    await menu.scrollIntoViewIfNeeded();
    await expect(menu, `the ${name} menu ${where}`).toBeInViewport({ ratio: 0.95 });
  }
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: m.site.primaryNavigation })
    .locator("ul")
    .first()
    .evaluate((list) => list.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `nothing wider than the screen ${where}`).toBeLessThanOrEqual(width);
}

for (const l of languages) {
  test.describe(`${l.lang}, issue 29 point 8`, () => {
    test(
      `on a phone the header is at most 120 px with every control in it, and an article's headline starts in the top third (${l.lang})`,
      CLOCK,
      async ({ page }) => {
        await page.setViewportSize({ width: 412, height: 640 });
        await page.goto(l.prefix || "/");
        const story = await page.locator(`main a[href^='${l.prefix}/news/']`).first().getAttribute("href");
        // Light with the marquee still (the suite asks for less motion), then dark with it moving and its pause box shown.
        for (const dark of [false, true]) {
          if (dark) await page.emulateMedia({ reducedMotion: "no-preference" });
          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: 640 });
            const askedAt = Date.now();
            await page.goto(story!);
            await ready(page);
            const pause = page.getByRole("checkbox", { name: l.messages.shell.pauseHeadlines });
            // The marquee, and its pause box, when today has important stories (none just after India's midnight).
            const shown = marqueeShown(l.prefix, askedAt);
            if (dark && shown !== null) await expect(pause).toHaveCount(shown ? 1 : 0);
            if (dark && shown) await expect(pause).toBeVisible();
            await expectPhoneFirstScreen(page, l.messages, width, dark);
          }
          if (!dark) {
            // The theme button in the phone's row works as it does on a desktop (a form, with or without JavaScript).
            await headerControls(page, l.messages, false).topRow.theme.click();
            await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
            // With JavaScript the cookie is set in the background: the next pages need it.
            await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "mode")?.value).toBe("dark");
          }
        }
      },
    );

    test(`on a phone the language link in the header leads to this article in the other language (${l.lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(l.prefix || "/");
      const story = (await page.locator(`main a[href^='${l.prefix}/news/']`).first().getAttribute("href"))!;
      await page.goto(story);
      await ready(page);
      const link = headerControls(page, l.messages, false).topRow.language;
      // On a Tamil page it reads "EN" (drawn by the stylesheet), named "English" once for a screen reader.
      await expect(link).toHaveAccessibleName(l.lang === "en" ? "தமிழ்" : "English");
      const drawn = await link.evaluate((a) => getComputedStyle(a, "::after").content);
      expect(drawn).toMatch(l.lang === "en" ? /^(none|normal)$/ : /^"EN"/);
      await link.click();
      const other = l.lang === "en" ? `/tamil${story}` : story.replace(/^\/tamil/, "");
      await expect.poll(() => new URL(page.url()).pathname).toBe(other);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang === "en" ? "ta" : "en");
    });
  });
}

/**
 * "Continue On App" covers no text (issue 29 point 8): at each scroll position, no paragraph, heading, list item or
 * comment under its box. Text in a bar that itself stays on the screen (the sticky likes bar) passing over it is
 * that bar's doing, not the button's, and is left out.
 */
async function textUnderApp(app: Locator): Promise<string[]> {
  return app.evaluate((link) => {
    const r = link.getBoundingClientRect();
    const pinned = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const hits: string[] = [];
    for (const element of document.querySelectorAll("main p, main h1, main h2, main h3, main h4, main li, main blockquote, main figcaption, main time")) {
      if (link.contains(element) || element.contains(link) || pinned(element)) continue;
      const b = element.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || b.bottom <= r.top || b.top >= r.bottom || b.right <= r.left || b.left >= r.right) continue;
      hits.push(`${element.tagName}: ${element.textContent!.trim().slice(0, 40)}`);
    }
    return hits;
  });
}

/** Scrolls the page from the top to its end a screen at a time, and asks at each stop what the button covers. */
async function expectAppCoversNoText(page: Page, app: Locator, where: string) {
  await expect(app, where).toHaveCSS("position", "static");
  const [height, screen] = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  for (let y = 0; ; y += Math.round(screen * 0.75)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await textUnderApp(app), `${where}, scrolled to ${y}`).toEqual([]);
    if (y + screen >= height) break;
  }
  // Back to the top before leaving: the next visit of this URL would otherwise be restored to where the reader was.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** An article with comments of its own: among the oldest articles, which other tests leave alone; one per project and language. */
async function commentedArticle(baseURL: string, lang: "en" | "ta", prefix: string): Promise<string> {
  const facts = article(oldestArticle(330 + (jsOn() ? 0 : 2) + (lang === "en" ? 0 : 1)), lang);
  const path = `${prefix}/news/${facts.slug}`;
  if (commentCount(facts.id) < 3) {
    const writer = new LoopbackClient(randomLoopback(), baseURL);
    await signIn(writer, newPhone());
    const words =
      lang === "en"
        ? "The water came back on our street this evening, but the pressure is still low on the upper floors of the flats."
        : "எங்கள் தெருவில் இன்று மாலை தண்ணீர் வந்தது; ஆனால் அடுக்குமாடியின் மேல் தளங்களுக்கு இன்னும் அழுத்தம் குறைவாகவே உள்ளது.";
    for (const n of [1, 2, 3]) expect((await writer.post(path, { intent: "comment", comment: `${words} (${n})` })).status).toBe(303);
  }
  return path;
}

for (const l of languages) {
  // Where the button stands is the stylesheet's doing, the same with JavaScript on and off: checked once (issue 27).
  test(
    `"Continue On App" stands in the story's flow and covers no text of an article, a live page or the comments, at 320 to 412 px (${l.lang})`,
    ONCE,
    async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 412, height: 640 });
      await page.goto(l.prefix || "/");
      const story = (await page.locator(`main a[href^='${l.prefix}/news/']`).first().getAttribute("href"))!;
      const pages = {
        article: story,
        live: `${l.prefix}${seededLivePaths().open}`,
        comments: await commentedArticle(baseURL!, l.lang as "en" | "ta", l.prefix),
      };
      for (const [kind, path] of Object.entries(pages)) {
        // One visit a page, narrowed from 412 to 320 px: where the button stands is the stylesheet's doing, which a
        // resize redraws as a visit would (a visit at each width made this the suite's slowest test, issue 27).
        for (const width of [412, 360, 320]) {
          await page.setViewportSize({ width, height: 640 });
          if (width === 412) {
            await page.goto(path);
            await ready(page);
          }
          if (kind === "comments") await expect(page.locator("#comments li p").first()).toBeAttached();
          // Found by its text, in the article: a link to the site's /app, which picks the store (shell.e2e.ts).
          const app = page.getByRole("article").getByRole("link", { name: new RegExp(l.messages.shell.continueOnApp) });
          await expect(app).toHaveAttribute("href", `${l.prefix}/app`);
          await app.scrollIntoViewIfNeeded();
          await expect(app).toBeVisible();
          // After the story's last words (a live page's: its last update's), not before them.
          const body = await page.locator(".article-body").last().boundingBox();
          expect((await app.boundingBox())!.y).toBeGreaterThanOrEqual(body!.y + body!.height);
          await expectAppCoversNoText(page, app, `${kind} at ${width}px`);
        }
      }
    },
  );
}
