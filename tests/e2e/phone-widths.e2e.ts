import { expect, test, type Page } from "./helpers/test";
import { liveStoryOnCityList, seededLivePaths } from "./helpers/live-stories";

/**
 * Issue 2: no page is wider than the screen, at 320, 360, 412 and 768px, in English and Tamil, in both themes (the
 * `mode` cookie), with JavaScript on and off (the two projects), with every block drawn: cards and sections skipped
 * until near (content-visibility, decision 0022) must lay out within the screen once drawn.
 * One test per page type; widths and themes loop inside it (each a resize, not a new page, where that suffices).
 */

const WIDTHS = [320, 360, 412, 768];
const THEMES = ["light", "dark"] as const;
const languages = [
  { lang: "en", prefix: "" },
  { lang: "ta", prefix: "/tamil" },
];

/** Page types whose paths are known up front; the article, tag and author pages are found from the home page. */
const fixedPages: Record<string, string> = {
  home: "/",
  city: "/city/chennai",
  state: "/state/tamil-nadu",
  national: "/national/india",
  world: "/international/world",
  category: "/category-name/politics",
  search: "/search?q=chennai",
  saved: "/saved",
  signin: "/signin",
  static: "/about",
  "not found": "/no-such-page-at-all",
};

/**
 * Draws every block skipped until near (content-visibility, decision 0022) as if the reader had scrolled to it, then
 * reports what sticks out: the document's scroll width, and any box whose right edge is past the screen (text
 * clipped inside `overflow: hidden` does not widen the document, so boxes are measured too). Boxes inside a strip
 * the reader scrolls sideways (overflow-x auto/scroll: the nav bar, the phone's breaking strip) and the moving
 * headline marquee are where they should be. Drawing them all at once, by a style rule from here (with JavaScript
 * off the page runs no script of its own), lays them out as scrolling to each would, in one layout instead of one
 * per screenful: the test took five minutes of CI a run when it scrolled.
 */
async function overflow(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById("draw-everything")) return;
    const style = document.createElement("style");
    style.id = "draw-everything";
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  });
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sideways = (element: Element) => {
      for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX;
        if (x === "auto" || x === "scroll" || a.matches("[aria-labelledby=headlines-label]")) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // empty or visually hidden
      // Off to the left on purpose (the skip link until focused); only what runs off the right is cut.
      if (box.right <= width + 1) continue;
      // Not drawn: the inside of a closed <details>. (Blocks skipped until near count as drawn, and were scrolled to.)
      if (!element.checkVisibility()) continue;
      if (sideways(element)) continue;
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      out.push(`${element.tagName.toLowerCase()}[${Math.round(box.left)}–${Math.round(box.right)}] ${text}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
}

async function checkEveryWidth(page: Page, pathIn: string | ((prefix: string) => Promise<string>)) {
  for (const l of languages) {
    const path = typeof pathIn === "string" ? pathIn : await pathIn(l.prefix);
    const url = typeof pathIn !== "string" ? path : l.prefix && path === "/" ? l.prefix : `${l.prefix}${path}`;
    for (const theme of THEMES) {
      await page.context().addCookies([{ name: "mode", value: theme, url: test.info().project.use.baseURL! }]);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      // Open disclosures (the home's "Change city" form, reply boxes) must fit too; one theme closed, one open.
      if (theme === "dark") await page.locator("main details").evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const found = await overflow(page);
        expect(found.scrollWidth, `${url} at ${width}px, ${theme}: document ${found.scrollWidth}px wide`).toBeLessThanOrEqual(found.width);
        expect(found.out, `${url} at ${width}px, ${theme}: boxes past the screen`).toEqual([]);
      }
    }
  }
}

test.describe("phone widths", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [type, path] of Object.entries(fixedPages)) {
    test(`${type}: nothing wider than the screen at 320–768px, both languages and themes`, async ({ page }) => {
      await checkEveryWidth(page, path);
    });
  }

  // A live story's own page (issue 21): the status line, key events, updates and the "N new updates" button's place.
  test("a live story: nothing wider than the screen at 320–768px, both languages and themes", async ({ page }) => {
    await checkEveryWidth(page, seededLivePaths().open);
  });

  // A live story's card (issue 21) adds its LIVE label and update time to the card's line of facts.
  test("a live story's list: nothing wider than the screen at 320–768px, both languages and themes", async ({ page }) => {
    await checkEveryWidth(page, `/city/${liveStoryOnCityList().citySlug}`);
  });

  /** The first article on the home page, and its first tag and author, as a reader of each language reaches them. */
  for (const type of ["article", "tag", "author"] as const) {
    test(`${type}: nothing wider than the screen at 320–768px, both languages and themes`, async ({ page }) => {
      await checkEveryWidth(page, async (prefix) => {
        await page.goto(prefix || "/");
        const article = await page.locator(`main a[href^='${prefix}/news/']`).first().getAttribute("href");
        expect(article).toBeTruthy();
        if (type === "article") return article!;
        await page.goto(article!);
        const link = await page
          .locator(`main a[href^='${prefix}/${type === "tag" ? "tags" : "author"}/']`)
          .first()
          .getAttribute("href");
        expect(link).toBeTruthy();
        return link!;
      });
    });
  }
});
