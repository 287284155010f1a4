import { expect, test, type Page } from "./helpers/test";
import { settled } from "./helpers/settled";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { articleIds, named, type Filter, type Lang } from "./newsroom-db";
import { ONCE } from "./helpers/tags";

/**
 * The reader's place in a list after Back (issue 29 point 2): with JavaScript, Back, forward and a reload after Load
 * More show every story that was loaded, where the reader left them; without it, `?page=N` pages are what they were.
 * English and Tamil, a phone and a desktop; every expectation is read from the newsroom the site serves.
 */

const languages = [
  { lang: "en" as Lang, prefix: "", messages: en },
  { lang: "ta" as Lang, prefix: "/tamil", messages: ta },
];

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 720 };

const cards = (page: Page) => page.locator("main article[aria-labelledby^='card-']");

/** Article ids of the list's cards, in order (card titles link to `…-{id}`). */
async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page.locator("main article :is(h2, h3) a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/-(\d+)$/.exec(href)?.[1]));
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** Load More as a reader presses it: scrolled to, tapped once still, then the new cards in (`count` of them, or more). */
async function loadMore(page: Page, label: string, count?: number) {
  const before = await cards(page).count();
  const link = page.getByRole("link", { name: label });
  await expect(link).toHaveAttribute("data-enhanced", "true");
  await link.scrollIntoViewIfNeeded();
  await settled(link);
  await link.click();
  if (count === undefined) await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  else await expect(cards(page)).toHaveCount(count);
}

/**
 * The reader scrolls with the wheel (every card on the way is laid out, as under a finger) until `card` is in sight,
 * and stays there. A wheel's scroll lands after `mouse.wheel` returns: each turn waits for it, and the place is read
 * again once the page is still, or a late scroll would leave the story out of sight (and the click that follows would
 * scroll it back in, moving the place the test compares against).
 */
async function scrollTo(page: Page, id: number) {
  const title = page.locator(`#card-${id}`);
  const where = () => title.evaluate((link) => link.getBoundingClientRect().top / innerHeight);
  const inSight = (top: number) => top >= 0.1 && top <= 0.6;
  await page.mouse.move(100, 300);
  for (let step = 0; step < 200; step++) {
    const top = await where();
    if (inSight(top)) {
      await settled(title);
      if (inSight(await where())) return;
      continue;
    }
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, top > 0.6 ? 300 : -300);
    await page.waitForFunction((y) => scrollY !== y, before, { timeout: 2_000 }).catch(() => undefined);
  }
  throw new Error(`card ${id} never came into sight`);
}

/** Where the title of card `id` sits below the window's top, in pixels (null when it is not in the page). */
const titleTop = (page: Page, id: number) =>
  page.evaluate((title) => {
    const link = document.getElementById(title);
    return link ? Math.round(link.getBoundingClientRect().top) : null;
  }, `card-${id}`);

/**
 * From now on, each frame the page draws notes, when the list is on screen, how many cards it has and where the title
 * of card `id` sits: the window lives on through client navigations, so Back's frames are all seen.
 */
async function watchFrames(page: Page, id: number) {
  await page.evaluate((title) => {
    const frames: { cards: number; top: number | null }[] = [];
    (window as unknown as { listFrames: typeof frames }).listFrames = frames;
    const look = () => {
      const list = document.querySelectorAll("main article[aria-labelledby^='card-']");
      const link = document.getElementById(title);
      if (list.length > 0) frames.push({ cards: list.length, top: link ? Math.round(link.getBoundingClientRect().top) : null });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, `card-${id}`);
}
const framesSeen = (page: Page) => page.evaluate(() => (window as unknown as { listFrames: { cards: number; top: number | null }[] }).listFrames);

/** How far the reader's place may be from where it was: a few lines (the router's scroll, then the list's). */
const NEAR = 60;

/** Every story of pages 1–3 is there, and the story read is in sight where the reader left it. */
async function expectPlace(page: Page, expected: number[], read: number, top: number) {
  await expect(cards(page)).toHaveCount(expected.length);
  await expect.poll(() => cardIds(page)).toEqual(expected);
  await expect(page.locator(`#card-${read}`)).toBeInViewport();
  await expect.poll(async () => Math.abs((await titleTop(page, read))! - top)).toBeLessThan(NEAR);
}

for (const l of languages) {
  const m = l.messages;
  // Read from the newsroom when a test runs, not when the file is loaded: `playwright test --list` starts no newsroom.
  const chennai = () => named("cities", "chennai");
  const sports = () => named("categories", "sports");
  const cases: { name: string; viewport: typeof PHONE; path: string; filter: () => Filter; web: boolean }[] = [
    { name: "a city on a phone", viewport: PHONE, path: `${l.prefix}/city/chennai`, filter: () => ({ cityId: chennai().id }), web: true },
    { name: "a category on a desktop", viewport: DESKTOP, path: `${l.prefix}/category-name/sports`, filter: () => ({ categoryId: sports().id }), web: true },
  ];

  test.describe(l.lang, () => {
    for (const c of cases) {
      test(`Back, forward and a reload after Load More twice keep every story and the place: ${c.name} (${l.lang})`, ONCE, async ({ page, baseURL }) => {
        await page.setViewportSize(c.viewport);
        const pages = [1, 2, 3].map((n) => articleIds(c.filter(), n, c.web));
        const expected = pages.flat();
        expect(expected).toHaveLength(36);
        await page.goto(c.path);
        await hydrated(page);
        await loadMore(page, m.lists.loadMore, 24);
        await loadMore(page, m.lists.loadMore, 36);
        await expect(page).toHaveURL(`${baseURL}${c.path}?page=3`);

        // A story from the middle: the sixth of page 2.
        const read = pages[1]![5]!;
        await scrollTo(page, read);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(c.viewport.height);
        const top = (await titleTop(page, read))!;
        await page.locator(`#card-${read}`).click();
        await expect(page).toHaveURL(new RegExp(`/news/[^/]+-${read}$`));
        await expect(page.locator("#article-title")).toBeVisible();

        await watchFrames(page, read);
        await page.goBack();
        await expect(page).toHaveURL(`${baseURL}${c.path}?page=3`);
        await expectPlace(page, expected, read, top);
        // No frame showed the list short of its stories or the story read away from its place: they came before the scroll.
        const frames = await framesSeen(page);
        expect(frames.length).toBeGreaterThan(0);
        expect(frames.filter((frame) => frame.cards !== 36 || frame.top === null || Math.abs(frame.top - top) >= NEAR)).toEqual([]);

        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`/news/[^/]+-${read}$`));
        await expect(page.locator("#article-title")).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(`${baseURL}${c.path}?page=3`);
        await expectPlace(page, expected, read, top);

        // A reload: the server sends page 3 (it cannot know the entry), the browser brings pages 1 and 2 back.
        await page.reload();
        await hydrated(page);
        await expectPlace(page, expected, read, top);
        // And Load More goes on from page 4.
        await expect(page.getByRole("link", { name: m.lists.loadMore })).toHaveAttribute("href", `${c.path}?page=4`);
      });
    }

    test(`every other list with Load More keeps its stories after Back (${l.lang})`, ONCE, async ({ page, baseURL }) => {
      test.slow();
      const query = l.lang === "ta" ? "சென்னை" : "chennai";
      // Every kind of list once, in one language or the other (the city and the category run in both, above): the
      // kept pages are one mechanism whatever the language, and each kind in both made this the suite's slowest test.
      const lists = {
        en: [`/author/r-meenakshi`, `/national/india`, `/tags`, `/search?q=${encodeURIComponent(query)}`],
        ta: [
          `/tamil/tags/${encodeURIComponent(named("tags", "rain").name_ta)}`,
          `/tamil/state/tamil-nadu`,
          `/tamil/international/world`,
          `/tamil/search?q=${encodeURIComponent(query)}`,
        ],
      }[l.lang as "en" | "ta"];
      for (const path of lists) {
        await page.goto(path);
        await hydrated(page);
        const first = await cards(page).count();
        await loadMore(page, m.lists.loadMore);
        const loaded = await cardIds(page);
        await expect(page, path).toHaveURL(/[?&]page=2$/);
        const read = loaded[first + 1]!;
        await page.locator(`#card-${read}`).scrollIntoViewIfNeeded();
        await page.locator(`#card-${read}`).click();
        await expect(page, path).toHaveURL(new RegExp(`/news/[^/]+-${read}$`));
        // The article itself on screen, not only its address: the router moves the address before React draws the
        // page, and a Back pressed in between saw the story's own page drawn after the list (1 run in 10).
        await expect(page.locator("#article-title"), path).toBeVisible();
        await page.goBack();
        await expect(page, path).toHaveURL(new RegExp(`^${baseURL}.*[?&]page=2$`));
        await expect(cards(page), path).toHaveCount(loaded.length);
        await expect.poll(() => cardIds(page), { message: path }).toEqual(loaded);
        await expect(page.locator(`#card-${read}`), path).toBeInViewport();
      }
    });

    test(`a shared ?page=3 opens page 3 alone with the way to page 2, and Back from a story brings page 3 alone (${l.lang})`, async ({
      page,
      baseURL,
      javaScriptEnabled,
    }) => {
      const path = `${l.prefix}/city/chennai`;
      const third = articleIds({ cityId: chennai().id }, 3, true);
      await page.goto(`${path}?page=3`);
      if (javaScriptEnabled) await hydrated(page);
      await expect(cards(page)).toHaveCount(12);
      expect(await cardIds(page)).toEqual(third);
      await expect(page.getByRole("link", { name: m.lists.previousPage })).toHaveAttribute("href", `${path}?page=2`);
      await page.locator(`#card-${third[4]}`).click();
      await expect(page).toHaveURL(new RegExp(`/news/[^/]+-${third[4]}$`));
      await expect(page.locator("#article-title")).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}${path}?page=3`);
      await expect(page.getByRole("link", { name: m.lists.previousPage })).toHaveAttribute("href", `${path}?page=2`);
      await expect(cards(page)).toHaveCount(12);
      await expect.poll(() => cardIds(page)).toEqual(third);
    });
  });
}
