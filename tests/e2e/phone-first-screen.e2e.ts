import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ONCE } from "./helpers/tags";
import { ta } from "../../app/i18n/locales/ta";

/**
 * What a phone reader meets first (issues 3 and 7), in English and Tamil, JavaScript on and off (the projects):
 * the front page opens on a lead story, not on links and a form; the marquee's pause box has a label one can see;
 * "Continue On App" does not sit over the article's first lines.
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

    test(`the marquee's pause box has a visible label at phone widths and 768px (${l.lang})`, ONCE, async ({ page }) => {
      // A reader who asked for less motion gets a still list and no pause box; the suite asks for less (playwright.config.ts).
      await page.emulateMedia({ reducedMotion: "no-preference" });
      for (const width of [320, 360, 412, 768]) {
        await page.setViewportSize({ width, height: 740 });
        if (width === 320) await page.goto(l.prefix || "/");
        const box = page.getByRole("checkbox", { name: l.messages.shell.pauseHeadlines });
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

    test(`"Continue On App" does not cover the first screen of a phone article, and is there once scrolled (${l.lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(l.prefix || "/");
      const article = await page.locator(`main a[href^='${l.prefix}/news/']`).first().getAttribute("href");
      for (const width of [320, 360, 412]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(article!);
        // Found by its text: while hidden it is (rightly) not in the accessibility tree.
        const app = page.locator("header a[target=_blank]", { hasText: l.messages.shell.continueOnApp });
        // What of the article's text lies under the floating link, if it is shown.
        const covered = await app.evaluate((link) => {
          const style = getComputedStyle(link);
          if (style.visibility !== "visible" || Number(style.opacity) === 0 || style.display === "none") return [];
          const r = link.getBoundingClientRect();
          const hits: string[] = [];
          for (const element of document.querySelectorAll("main *")) {
            if (![...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
            const b = element.getBoundingClientRect();
            if (b.width === 0 || b.bottom <= r.top || b.top >= r.bottom || b.right <= r.left || b.left >= r.right) continue;
            hits.push(element.textContent!.trim().slice(0, 40));
          }
          return hits;
        });
        expect(covered, `at ${width}px`).toEqual([]);
        // requirements §2: a floating link to the app on phones: there once the reader scrolls into the story.
        await page.mouse.wheel(0, 600);
        await expect(app).toBeVisible();
        await expect(app).toHaveCSS("opacity", "1");
        // Back to the top before leaving: the next visit of this URL would otherwise be restored to where the reader was.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  });
}
