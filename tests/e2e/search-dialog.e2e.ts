import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, moveClock } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { newestFullArticle, searchResults, type Lang } from "./newsroom-db";
import { excerpt } from "../../app/news/format";
import { COMPACT_TITLE_MAX, SEARCH_PAGE_SIZE } from "../../app/news/limits";
import { ONCE } from "./helpers/tags";

/**
 * The header's search (requirements §2 search dialog, §4 search states, §5, §7 header search;
 * issue 7). With JavaScript the search icon opens a dialog that searches as the reader
 * types (debounced 500 ms); without it the same link opens the results page, whose form
 * searches. English and Tamil, results from the newsroom.
 */

const languages = [
  // otherScript: a word in the other language's script, in that language's texts alone (issue 29 point 4).
  { lang: "en" as Lang, prefix: "", home: "/", messages: en, oneLetter: "a", common: "chennai", otherScript: "தங்கம்" },
  // One letter as a Tamil reader counts it: a consonant with its vowel sign.
  { lang: "ta" as Lang, prefix: "/tamil", home: "/tamil", messages: ta, oneLetter: "கி", common: "சென்னை", otherScript: "Sriharikota" },
];

const ZWJ = "\u200D";
const jsOn = () => test.info().project.name === "js-on";

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** The longest word of a title (letters and combining marks only), to search for. */
function longestWord(title: string): string {
  return title
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)[0]!;
}

/** The dialog's searches: single-fetch requests for the /search route's data. */
function searchRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/search.data")) seen.push(url);
  });
  return seen;
}

for (const l of languages) {
  const m = l.messages;
  const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: m.nav.search });
  const dialogOf = (page: Page) => page.getByRole("dialog", { name: m.searchDialog.title });
  const resultCount = new RegExp(`^${m.search.resultCount_other.replace("{{count}}", "\\d+")}$|^${m.search.resultCount_one.replace("{{count}}", "1")}$`);

  /** Opens the dialog the way a reader does (a click on the search icon) and answers its search box. */
  async function openDialog(page: Page): Promise<{ dialog: Locator; box: Locator }> {
    await searchLink(page).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const box = dialog.getByLabel(m.search.label);
    await expect(box).toBeFocused();
    return { dialog, box };
  }

  test.describe(l.lang, () => {
    test(`the search icon finds, highlights and lists results as the reader types, with one request (${l.lang})`, async ({ page }) => {
      const newest = newestFullArticle(l.lang);
      const word = longestWord(newest.title);
      // A joiner after the first letter, as some phone keyboards type (Tamil combining marks stay whole).
      const [head, ...rest] = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)].map((part) => part.segment);
      const typed = `${head}${ZWJ}${rest.join("")}`;
      const requests = searchRequests(page);
      await page.goto(l.home);
      await ready(page);

      if (!jsOn()) {
        // Without JavaScript the icon is a link to the results page, whose form searches.
        await searchLink(page).click();
        await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search`);
        await page.getByLabel(m.search.label).fill(typed);
        await page.getByRole("button", { name: m.search.submit }).click();
        await expect(page.locator("main article").first().locator("h3 a")).toHaveAttribute("href", new RegExp(`-${newest.id}$`));
        return;
      }

      const { dialog, box } = await openDialog(page);
      await expect(page).toHaveURL((url) => url.pathname === l.home);
      const status = dialog.getByRole("status");
      await expect(status).toHaveText(m.search.tooShort);
      // Typed fast, a key every 20 ms: the 500 ms wait starts again with each key (requirements §7).
      await box.pressSequentially(typed, { delay: 20 });
      await expect(status).toHaveText(m.searchStatus.searching);
      const results = dialog.getByRole("list", { name: m.searchDialog.resultsLabel });
      const first = results.getByRole("link").first();
      await expect(first).toHaveAttribute("href", new RegExp(`^${l.prefix}/news/[a-z0-9-]+-${newest.id}$`));
      await expect(first.locator("mark").first()).toHaveText(new RegExp(word, "i"));
      await expect(status).toHaveText(resultCount);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.searchParams.get("q")).toBe(typed);
      expect(requests[0]!.pathname).toBe(`${l.prefix}/search.data`);
    });

    test(`a word in the other script finds the stories, listed in the page's language (${l.lang}: ${l.otherScript})`, async ({ page }) => {
      const expected = searchResults(l.otherScript, l.lang);
      expect(expected.length).toBeGreaterThan(1);
      const ids = (hrefs: string[]) => hrefs.map((href) => Number(/-(\d+)$/.exec(href)?.[1]));
      await page.goto(l.home);
      await ready(page);

      if (!jsOn()) {
        // Without JavaScript the icon is a link to the results page, whose form searches.
        await searchLink(page).click();
        await page.getByLabel(m.search.label).fill(l.otherScript);
        await page.getByRole("button", { name: m.search.submit }).click();
        const titles = page.locator("main article h3 a");
        await expect
          .poll(async () => ids(await titles.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))))
          .toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((row) => row.id));
        await expect(titles.first()).toHaveText(excerpt(expected[0]!.title, COMPACT_TITLE_MAX));
        return;
      }

      const { dialog, box } = await openDialog(page);
      await box.fill(l.otherScript);
      const links = dialog.getByRole("list", { name: m.searchDialog.resultsLabel }).getByRole("link");
      await expect(dialog.getByRole("status")).toHaveText(resultCount);
      await expect
        .poll(async () => ids(await links.evaluateAll((found) => found.map((link) => link.getAttribute("href") ?? ""))))
        .toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((row) => row.id));
      await expect(links.first()).toHaveAttribute("href", new RegExp(`^${l.prefix}/news/[a-z0-9-]+-${expected[0]!.id}$`));
      await expect(links.first()).toContainText(excerpt(expected[0]!.title, COMPACT_TITLE_MAX));
      // The word is in the other language's texts alone: nothing listed is marked.
      await expect(dialog.locator("mark")).toHaveCount(0);
      await links.first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.title);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
    });

    test(`no results, one letter, clearing and closing each leave the dialog as they should (${l.lang})`, async ({ page }) => {
      const requests = searchRequests(page);
      await page.goto(l.home);
      await ready(page);

      if (!jsOn()) {
        await searchLink(page).click();
        await page.getByLabel(m.search.label).fill("zqxjvw");
        await page.getByRole("button", { name: m.search.submit }).click();
        await expect(page.getByRole("main").getByRole("status")).toHaveText(m.search.noResults.replace("{{query}}", "zqxjvw"));
        await page.getByLabel(m.search.label).fill(l.oneLetter);
        await page.getByRole("button", { name: m.search.submit }).click();
        await expect(page.getByRole("main").getByRole("status")).toHaveText(m.search.tooShort);
        return;
      }

      const { dialog, box } = await openDialog(page);
      const status = dialog.getByRole("status");
      await box.fill("zqxjvw");
      await expect(status).toHaveText(m.search.noResults.replace("{{query}}", "zqxjvw"));
      await expect(dialog.getByRole("link")).toHaveCount(0);

      // Clearing the query clears the answer (requirements §4).
      await box.fill("");
      await expect(status).toHaveText(m.search.tooShort);
      // One letter is idle: nothing is asked. The next letter makes a query that is.
      await box.fill(l.oneLetter);
      await expect(status).toHaveText(m.search.tooShort);
      await box.fill(l.common);
      await expect(dialog.getByRole("list", { name: m.searchDialog.resultsLabel }).getByRole("link").first()).toBeVisible();
      expect(requests.map((url) => url.searchParams.get("q"))).toEqual(["zqxjvw", l.common]);

      // Closing clears it too: the dialog opens again empty.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(searchLink(page)).toBeFocused();
      const again = await openDialog(page);
      await expect(again.box).toHaveValue("");
      await expect(again.dialog.getByRole("status")).toHaveText(m.search.tooShort);
      await expect(again.dialog.getByRole("link")).toHaveCount(0);
    });

    test(`the keyboard moves through the results, Enter opens a result or every result, Escape closes (${l.lang})`, async ({ page }) => {
      await page.goto(l.home);
      await ready(page);
      await searchLink(page).focus();
      await page.keyboard.press("Enter");

      if (!jsOn()) {
        await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search`);
        await page.getByLabel(m.search.label).fill(l.common);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search` && url.searchParams.get("q") === l.common);
        await expect(page.locator("main article").first()).toBeVisible();
        return;
      }

      const dialog = dialogOf(page);
      const box = dialog.getByLabel(m.search.label);
      await expect(box).toBeFocused();
      await box.fill(l.common);
      const links = dialog.getByRole("list", { name: m.searchDialog.resultsLabel }).getByRole("link");
      await expect(links.nth(1)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(box).toBeFocused();

      // Escape closes and gives the focus back to the search icon.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(searchLink(page)).toBeFocused();

      // Enter on a result opens it.
      await page.keyboard.press("Enter");
      await dialog.getByLabel(m.search.label).fill(l.common);
      await expect(links.first()).toBeVisible();
      const article = await links.first().getAttribute("href");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === article);
      await expect(dialog).toBeHidden();

      // Enter in the box opens the full results page.
      await searchLink(page).click();
      await dialog.getByLabel(m.search.label).fill(l.common);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search` && url.searchParams.get("q") === l.common);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.search.heading);
    });

    test(`a search that fails ends "Searching..." with a message, and the next one works (${l.lang})`, async ({ page }) => {
      await page.goto(l.home);
      await ready(page);
      if (!jsOn()) {
        // Without JavaScript there is no dialog to fail: the icon is a plain link to the results page.
        await expect(searchLink(page)).toHaveAttribute("href", `${l.prefix}/search`);
        await expect(searchLink(page)).not.toHaveAttribute("aria-haspopup", "dialog");
        return;
      }
      await expect(searchLink(page)).toHaveAttribute("aria-haspopup", "dialog");
      const { dialog, box } = await openDialog(page);
      const status = dialog.getByRole("status");

      // The connection drops…
      await page.route("**/search.data?*", (route) => route.abort("internetdisconnected"));
      await box.fill("zqxjvw");
      await expect(status).toHaveText(m.searchStatus.failed);
      // …or a proxy answers with its own error page.
      await page.unroute("**/search.data?*");
      await page.route("**/search.data?*", (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }));
      await box.fill("zqxjvwk");
      await expect(status).toHaveText(m.searchStatus.failed);
      // The page around the dialog is unharmed, and the next search works.
      await page.unroute("**/search.data?*");
      await box.fill(l.common);
      await expect(status).toHaveText(resultCount);
      await page.keyboard.press("Escape");
      await expect(page.locator("main")).toBeVisible();
    });

    for (const theme of ["light", "dark"] as const) {
      test(`the dialog with its results (the results page without JavaScript) has no axe violations in the ${theme} theme (${l.lang})`, async ({ browser }) => {
        // axe runs as a script in the page: without JavaScript, the site's own scripts are blocked instead.
        const context = await browser.newContext({ javaScriptEnabled: true, colorScheme: theme, baseURL: test.info().project.use.baseURL });
        await moveClock(context);
        try {
          if (!jsOn()) await context.route("**/build/**/*.js", (route) => route.abort());
          const page = await context.newPage();
          let scope = "main";
          if (jsOn()) {
            await page.goto(l.home);
            await ready(page);
            const { dialog, box } = await openDialog(page);
            await box.fill(l.common);
            await expect(dialog.getByRole("list", { name: m.searchDialog.resultsLabel }).getByRole("link").first()).toBeVisible();
            scope = '[role="dialog"]';
          } else {
            await page.goto(`${l.prefix}/search?q=${encodeURIComponent(l.common)}`);
          }
          const results = await new AxeBuilder({ page }).include(scope).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    test(`the arrow-keys hint shows where there are arrow keys, not on a touch phone (${l.lang})`, ONCE, async ({ browser }) => {
      // Issue 29: phones were told to use the up and down arrow keys. The dialog exists only with JavaScript, so each
      // reader's browser here runs it, whichever project this is.
      const readers = [
        { name: "a 360px touch phone", use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, hint: false },
        { name: "a desktop with a mouse", use: { viewport: { width: 1280, height: 800 } }, hint: true },
      ];
      for (const reader of readers) {
        const context = await browser.newContext({ ...reader.use, javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
        await moveClock(context);
        try {
          const page = await context.newPage();
          await page.goto(l.home);
          await expect(page.locator("html")).toHaveAttribute("data-js", "on");
          await searchLink(page).click();
          const dialog = dialogOf(page);
          await expect(dialog, reader.name).toBeVisible();
          await expect(dialog.getByLabel(m.search.label)).toBeFocused();
          const hint = dialog.getByText(m.searchDialog.keyboardHint);
          if (reader.hint) {
            await expect(hint, reader.name).toBeVisible();
            await expect(dialog, reader.name).toHaveAccessibleDescription(m.searchDialog.keyboardHint);
          } else {
            await expect(hint, reader.name).toHaveCount(0);
            // Nor read aloud by a phone's screen reader.
            await expect(dialog, reader.name).toHaveAccessibleDescription("");
          }
          // The dialog works the same either way.
          await dialog.getByLabel(m.search.label).fill(l.common);
          await expect(dialog.getByRole("status")).toHaveText(resultCount);
        } finally {
          await context.close();
        }
      }
    });

    test(`no dialog code comes with the page; it arrives when the reader reaches for search (${l.lang})`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(l.home);
      await ready(page);
      expect(scripts.filter((path) => path.includes("search-dialog"))).toEqual([]);
      if (!jsOn()) return;
      const arrived = page.waitForRequest((request) => new URL(request.url()).pathname.includes("search-dialog"));
      await searchLink(page).hover();
      await arrived;
    });
  });
}
