import { expect, test } from "./helpers/test";
import { cardIds } from "./helpers/cards";
import { settled } from "./helpers/settled";
import { ONCE } from "./helpers/tags";
import { newestFullArticle, searchResults, type Lang } from "./newsroom-db";
import { excerpt } from "../../app/news/format";
import { COMPACT_TITLE_MAX, SEARCH_PAGE_SIZE } from "../../app/news/limits";

/**
 * The search results page (issue 7, server side): a GET form that works with
 * JavaScript on and off, in English and Tamil, results from the newsroom.
 */

const languages = [
  {
    lang: "en" as Lang,
    prefix: "",
    label: "Search for",
    submit: "Search",
    tooShort: "Type at least 2 characters to search...",
    noResults: (query: string) => `No results found for "${query}"`,
    oneLetter: "a",
    loadMore: "Load More",
  },
  {
    lang: "ta" as Lang,
    prefix: "/tamil",
    label: "தேட வேண்டியது",
    submit: "தேடு",
    tooShort: "தேட குறைந்தது 2 எழுத்துகளை உள்ளிடவும்...",
    noResults: (query: string) => `"${query}" என்பதற்கு முடிவுகள் எதுவும் கிடைக்கவில்லை`,
    // One letter as a Tamil reader counts it: a consonant with its vowel sign.
    oneLetter: "கி",
    loadMore: "மேலும் செய்திகள்",
  },
];

const ZWJ = "\u200D";

/** The longest word of a title (letters and combining marks only), to search for. */
function longestWord(title: string): string {
  const words = title.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  return words.sort((a, b) => b.length - a.length)[0]!;
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test(`a reader searches with the form and sees the newest match first, highlighted (${l.lang})`, async ({ page }) => {
      const newest = newestFullArticle(l.lang);
      const word = longestWord(newest.title);
      await page.goto(`${l.prefix}/search`);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.tooShort);
      await page.getByLabel(l.label).fill(word);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/search\\?q=`));
      const first = page.locator("main article").first();
      await expect(first.locator("h3 a")).toHaveAttribute("href", new RegExp(`^${l.prefix}/news/[a-z0-9-]+-${newest.id}$`));
      await expect(first.locator("h3 mark").first()).toHaveText(new RegExp(word, "i"));
      expect((await cardIds(page)).length).toBeGreaterThan(0);
    });

    test(`a Tamil or English query with zero-width joiners still finds and highlights (${l.lang})`, async ({ page }) => {
      const newest = newestFullArticle(l.lang);
      const word = longestWord(newest.title);
      // A joiner after the first letter, as some phone keyboards type.
      const [head, ...rest] = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)].map((part) => part.segment);
      const typed = `${head}${ZWJ}${rest.join("")}`;
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(typed)}`);
      const first = page.locator("main article").first();
      await expect(first.locator("h3 a")).toHaveAttribute("href", new RegExp(`-${newest.id}$`));
      await expect(first.locator("h3 mark").first()).toHaveText(new RegExp(word, "i"));
    });

    test(`no results, one letter and an overlong query get their messages (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent("zqxjvw")}`);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.noResults("zqxjvw"));
      await expect(page.locator("main article")).toHaveCount(0);

      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(l.oneLetter)}`);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.tooShort);

      // Markup in a query is shown as text, never as HTML.
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent("<b>zqxjvw</b>")}`);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.noResults("<b>zqxjvw</b>"));

      // Over 200 characters: cut (never inside a letter) before anything is sent.
      const long = `${l.lang === "ta" ? "கி" : "ab"}`.repeat(150);
      const response = await page.goto(`${l.prefix}/search?q=${encodeURIComponent(long)}`);
      expect(response?.status()).toBe(200);
      const value = await page.getByLabel(l.label).inputValue();
      expect(value.length).toBeLessThanOrEqual(200);
      expect(long.startsWith(value)).toBe(true);
      expect(value.length % 2).toBe(0);
    });

    test(`search results load more like the lists (${l.lang})`, async ({ page, javaScriptEnabled, baseURL }) => {
      // "Chennai" in the page's language: common enough for more than one page of 50.
      const query = l.lang === "ta" ? "சென்னை" : "chennai";
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator("main article")).toHaveCount(50);
      const firstPage = await cardIds(page);
      const loadMore = page.getByRole("link", { name: l.loadMore });
      await expect(loadMore).toHaveAttribute("href", `${l.prefix}/search?q=${encodeURIComponent(query)}&page=2`);
      if (javaScriptEnabled) await expect(loadMore).toHaveAttribute("data-enhanced", "true");
      // As a reader does, with JavaScript or without: scroll to it, and tap once the cards scrolled past have been
      // drawn (content-visibility turns their size estimates into real heights, so the button may move on the first
      // frames, and a tap at its old place opens a story instead).
      await loadMore.scrollIntoViewIfNeeded();
      await settled(loadMore);
      if (javaScriptEnabled) {
        await loadMore.click();
        await expect(page).toHaveURL(`${baseURL}${l.prefix}/search?q=${encodeURIComponent(query)}&page=2`);
        const ids = await cardIds(page);
        expect(ids.length).toBeGreaterThan(50);
        expect(ids.slice(0, 50)).toEqual(firstPage);
      } else {
        await loadMore.click();
        await expect(page).toHaveURL(`${baseURL}${l.prefix}/search?q=${encodeURIComponent(query)}&page=2`);
        // The URL changes when the new document starts arriving: wait for its list before reading it.
        await page.waitForLoadState("domcontentloaded");
        const ids = await cardIds(page);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.some((id) => firstPage.includes(id))).toBe(false);
      }
      // A page past the results is a 404.
      const past = await page.request.get(`${l.prefix}/search?q=${encodeURIComponent(query)}&page=999`);
      expect(past.status()).toBe(404);
    });
  });
}

/**
 * Issue 29 point 4: every story is written in both languages, so a word typed in the other language's script finds
 * it too, shown in the page's language and linking to the page in it; ranked as ever (title matches first, in either
 * language). A reader's words are marked only where they stand in the shown text.
 */
const otherScript = [
  // The Tamil page promises "தமிழிலும் ஆங்கிலத்திலும் தேடுங்கள்": "Chennai" is in English texts only.
  { ...languages[1]!, word: "Chennai", mixed: "Chennai தங்கம்", marked: "தங்கம்" },
  // "Gold" in Tamil, in Tamil texts only.
  { ...languages[0]!, word: "தங்கம்", mixed: "Chennai தங்கம்", marked: "Chennai" },
];

for (const l of otherScript) {
  test.describe(`${l.lang}, the other language's words`, () => {
    test(`a word in the other script finds the stories, shown in the page's language (${l.lang}: ${l.word})`, async ({ page }) => {
      const expected = searchResults(l.word, l.lang);
      expect(expected.length).toBeGreaterThan(1);
      await page.goto(`${l.prefix}/search`);
      await page.getByLabel(l.label).fill(l.word);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search` && url.searchParams.get("q") === l.word);
      await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((row) => row.id));
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      const first = page.locator("main article").first().locator("h3 a");
      await expect(first).toHaveText(excerpt(expected[0]!.title, COMPACT_TITLE_MAX));
      await expect(first).toHaveAttribute("href", new RegExp(`^${l.prefix}/news/[a-z0-9-]+-${expected[0]!.id}$`));
      // The word is in the other language's texts alone: nothing shown is marked.
      await expect(page.locator("main article mark")).toHaveCount(0);
      // The story opens in the page's language.
      await first.click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith(`${l.prefix}/news/`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.title);
    });

    test(`words in both scripts find the stories with both, the page's own word marked (${l.lang})`, ONCE, async ({ page }) => {
      const expected = searchResults(l.mixed, l.lang);
      expect(expected[0]?.tier).toBe(0);
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(l.mixed)}`);
      await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, SEARCH_PAGE_SIZE).map((row) => row.id));
      const title = page.locator("main article").first().locator("h3");
      await expect(title).toHaveText(excerpt(expected[0]!.title, COMPACT_TITLE_MAX));
      await expect(title.locator("mark")).toHaveText([l.marked]);
    });
  });
}
