import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { SEARCH_DEBOUNCE_MS } from "../../app/news/limits";
import { article, newestTaggedArticle } from "./helpers/articles-db";
import { cardIds } from "./helpers/cards";
import { newsroomDb, type Lang } from "./newsroom-db";
import { ONCE } from "./helpers/tags";

/**
 * Issue 19 §6 and §7 (decision 0025): a reader value
 * that can never be valid answers a 400 page in the page's language with the site's shell; an
 * article under a parent that is not its own answers 301 to its canonical address; search puts
 * title matches first, then summary, then body, newest first within each.
 */

const languages = [
  {
    lang: "en" as Lang,
    prefix: "",
    heading: "This address cannot be read",
    searchLabel: "Search the news",
    searchButton: "Search",
    home: "Return to Home",
    word: "chennai",
  },
  {
    lang: "ta" as Lang,
    prefix: "/tamil",
    heading: "இந்த முகவரியைப் படிக்க முடியவில்லை",
    searchLabel: "செய்திகளில் தேடுங்கள்",
    searchButton: "தேடுக",
    home: "முகப்புக்குத் திரும்புக",
    word: "சென்னை",
  },
];

/** A story's texts in both languages: a search looks in both (issue 29). */
type Texts = { id: number; published_ms: number; titles: string[]; summaries: string[] };
function texts(id: number): Texts {
  const row = newsroomDb()
    .prepare(
      `SELECT a.id, a.published_ms, t.title_en, t.title_ta, t.summary_en, t.summary_ta FROM articles a JOIN article_texts t ON t.id = a.id WHERE a.id = ?`,
    )
    .get(id) as { id: number; published_ms: number; title_en: string; title_ta: string; summary_en: string; summary_ta: string };
  return { id: row.id, published_ms: row.published_ms, titles: [row.title_en, row.title_ta], summaries: [row.summary_en, row.summary_ta] };
}

/** 0: the word is in a title (either language); 1: in a summary; 2: only in a body. */
function tier(row: Texts, word: string): number {
  const has = (list: string[]) => list.some((text) => text.toLowerCase().includes(word));
  return has(row.titles) ? 0 : has(row.summaries) ? 1 : 2;
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test(`a search address with a control character answers a 400 page in the page's language, with the site's shell (${l.lang})`, ONCE, async ({ page }) => {
      const response = await page.goto(`${l.prefix}/search?q=admin%00`);
      expect(response?.status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
      await expect(page).toHaveTitle(l.heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeAttached();
      await expect(page.getByRole("main").getByRole("link", { name: l.home })).toBeVisible();
      // axe runs in the page: with JavaScript only (the HTML is the same without).
      for (const theme of test.info().project.name === "js-on" ? (["light", "dark"] as const) : []) {
        await page.emulateMedia({ colorScheme: theme });
        const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(axe.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      }
      // The same page for a tag, and for a name in a list's address.
      expect((await page.request.get(`${l.prefix}/tags/rain%00`)).status()).toBe(400);
      expect((await page.request.get(`${l.prefix}/city/chennai?page=1%01`)).status()).toBe(400);
      // The reader starts again from the page's own search box.
      await page.getByRole("main").getByLabel(l.searchLabel).fill(l.word);
      await page.getByRole("main").getByRole("button", { name: l.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/search\\?q=`));
      await expect(page.locator("main article").first()).toBeVisible();
    });

    test(`a pasted control character in the header's search is refused with the explanation, nothing is asked (${l.lang})`, async ({ page }) => {
      const m = l.lang === "ta" ? ta : en;
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith("/search.data")) asked.push(request.url());
      });
      const jsOn = test.info().project.name === "js-on";
      // The page's timers on a clock the test moves: the search's 500 ms wait is passed at once, not slept through.
      if (jsOn) await page.clock.install();
      await page.goto(`${l.prefix}/`);
      if (jsOn) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      await page.getByRole("banner").getByRole("link", { name: m.nav.search }).click();
      const box = jsOn ? page.getByRole("dialog").getByLabel(m.search.label) : page.getByRole("main").getByLabel(m.search.label);
      await box.fill(`${l.word}\u0007`);
      if (jsOn) {
        await expect(page.getByRole("dialog").getByRole("status")).toHaveText(m.errors.badRequestBody);
        // Past the debounce: nothing is asked. Then the same word without the control character, past the debounce
        // again: it is asked, and it is the first and only query asked (a refused one would have gone before it).
        await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
        await box.fill(l.word);
        await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
        await expect.poll(() => asked.length).toBe(1);
        expect(new URL(asked[0]!).searchParams.get("q")).toBe(l.word);
        await box.fill(`${l.word}\u0007`);
        await expect(page.getByRole("dialog").getByRole("status")).toHaveText(m.errors.badRequestBody);
      }
      // Submitted anyway (Enter, or the form without JavaScript): the 400 page, in the page's language.
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
    });

    test(`an article under an author or tag that is not its own answers 301 to its canonical address (${l.lang})`, ONCE, async ({ page }) => {
      const facts = article(newestTaggedArticle(3), l.lang);
      const canonical = `${l.prefix}/news/${facts.slug}`;
      for (const parent of ["author/zzz", "tags/zzzz", "city/nowhere", "category-name/zzz"]) {
        const answer = await page.request.get(`${l.prefix}/${parent}/news/${facts.slug}`, { maxRedirects: 0 });
        expect(answer.status(), parent).toBe(301);
        expect(new URL(answer.headers().location!, "http://x").pathname, parent).toBe(canonical);
      }
      const response = await page.goto(`${l.prefix}/author/zzz/news/${facts.slug}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(facts.title);
      // Under a tag it carries, the article is served where it is.
      const own = `${l.prefix}/tags/${encodeURIComponent(facts.tags[0]!)}/news/${facts.slug}`;
      const answer = await page.request.get(own, { maxRedirects: 0 });
      expect(answer.status()).toBe(200);
    });

    test(`search ranks title matches first, then summary, then body, newest first within each (${l.lang})`, ONCE, async ({ page }) => {
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(l.word)}`);
      const found = (await cardIds(page)).map((id) => texts(id));
      const tiers = found.map((row) => tier(row, l.word));
      expect(tiers[0]).toBe(0);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      for (let index = 1; index < found.length; index++) {
        if (tiers[index] === tiers[index - 1]) expect(found[index]!.published_ms).toBeLessThanOrEqual(found[index - 1]!.published_ms);
      }
      // A story with the word only in its body is newer than a title match shown before it: date alone would have put
      // it ahead of that one.
      const bodyOnly = newsroomDb()
        .prepare(
          `SELECT max(a.published_ms) AS newest FROM articles a JOIN article_texts t ON t.id = a.id JOIN article_bodies b ON b.id = a.id
           WHERE a.is_shortnews = 0 AND instr(lower(t.title_en || char(10) || t.title_ta || char(10) || t.summary_en || char(10) || t.summary_ta), :word) = 0
             AND instr(lower(b.body_en || char(10) || b.body_ta), :word) > 0`,
        )
        .get({ word: l.word }) as { newest: number | null };
      const oldestTitleMatch = Math.min(...found.filter((_, index) => tiers[index] === 0).map((row) => row.published_ms));
      expect(bodyOnly.newest).toBeGreaterThan(oldestTitleMatch);
    });
  });
}
