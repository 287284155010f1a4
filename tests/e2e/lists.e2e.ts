import { expect, test, type Page } from "./helpers/test";
import { settled } from "./helpers/settled";
import { all, articleCount, articleIds, named, nameIn, type Filter, type Lang } from "./newsroom-db";
import { ONCE } from "./helpers/tags";

/**
 * The list pages (issue 5), as a reader uses them, in English and Tamil, with
 * JavaScript on and off (the two Playwright projects). Every expectation is read
 * from the newsroom database the site under test is serving.
 */

const languages = [
  {
    lang: "en" as Lang,
    prefix: "",
    loadMore: "Load More",
    previous: "Previous page",
    webNews: "Web News",
    scopes: { state: "Tamil Nadu", national: "India", international: "World" },
    trending: "Trending Tags",
    notFound: "The page you were looking for doesn't exist.",
  },
  {
    lang: "ta" as Lang,
    prefix: "/tamil",
    loadMore: "மேலும் செய்திகள்",
    previous: "முந்தைய பக்கம்",
    webNews: "இணையச் செய்திகள்",
    scopes: { state: "தமிழ்நாடு", national: "இந்தியா", international: "உலகம்" },
    trending: "பிரபலமான குறிச்சொற்கள்",
    notFound: "நீங்கள் தேடிய பக்கம் இல்லை.",
  },
];

/** Article ids of the cards in the page's news grid, in order (card titles link to `…-{id}`). */
async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page.locator("main article :is(h2, h3) a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/-(\d+)$/.exec(href)?.[1]));
}

async function headLink(page: Page, rel: string): Promise<string | null> {
  const link = page.locator(`head link[rel="${rel}"]`);
  return (await link.count()) === 0 ? null : link.getAttribute("href");
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test(`a city's news: heading, the newsroom's 12 newest web stories, Load More (${l.lang})`, async ({ page, javaScriptEnabled, baseURL }) => {
      const chennai = named("cities", "chennai");
      const filter: Filter = { cityId: chennai.id };
      const path = `${l.prefix}/city/chennai`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameIn(chennai, l.lang));
      const firstPage = articleIds(filter, 1, true);
      expect(firstPage).toHaveLength(12);
      expect(await cardIds(page)).toEqual(firstPage);
      // Cards link under the list's own path (requirements §2 route table) and show a picture with its size.
      const firstCard = page.locator("main article").first();
      await expect(firstCard.locator("h2 a")).toHaveAttribute("href", new RegExp(`^${path}/news/[a-z0-9-]+-${firstPage[0]}$`));
      await expect(firstCard.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(firstCard.locator("img")).toHaveAttribute("height", /\d+/);
      await expect(page.locator("main article").nth(3).locator("img")).toHaveAttribute("loading", "lazy");
      expect(await headLink(page, "canonical")).toBe(`${baseURL}${path}`);
      expect(await headLink(page, "next")).toBe(`${baseURL}${path}?page=2`);
      expect(await headLink(page, "prev")).toBeNull();
      await expect(page.locator('head link[rel="alternate"][hreflang="ta"]')).toHaveAttribute("href", `${baseURL}/tamil/city/chennai`);

      const secondPage = articleIds(filter, 2, true);
      const loadMore = page.getByRole("link", { name: l.loadMore });
      await expect(loadMore).toHaveAttribute("href", `${path}?page=2`);
      if (javaScriptEnabled) await expect(loadMore).toHaveAttribute("data-enhanced", "true");
      // Tapped once the cards scrolled past have been drawn (content-visibility: the button may move on first frames).
      await loadMore.scrollIntoViewIfNeeded();
      await settled(loadMore);
      if (javaScriptEnabled) {
        const scrollBefore = await page.evaluate(() => window.scrollY);
        await loadMore.click();
        await expect(page.locator("main article")).toHaveCount(24);
        expect(await cardIds(page)).toEqual([...firstPage, ...secondPage]);
        // One list: the new cards join the first page's (kept as the server wrote it, decision 0011).
        expect(await page.locator("main article").evaluateAll((cards) => new Set(cards.map((card) => card.closest("ul"))).size)).toBe(1);
        await expect(page).toHaveURL(`${baseURL}${path}?page=2`);
        // Focus moves to the first new story; the page does not jump.
        await expect(page.locator(`#card-${secondPage[0]}`)).toBeFocused();
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      } else {
        await loadMore.click();
        await expect(page).toHaveURL(`${baseURL}${path}?page=2`);
        // The URL changes when the new document starts arriving: wait for its cards before reading them.
        await expect(page.locator("main article")).toHaveCount(secondPage.length);
        expect(await cardIds(page)).toEqual(secondPage);
        await expect(page.getByRole("link", { name: l.previous })).toHaveAttribute("href", path);
        expect(await headLink(page, "canonical")).toBe(`${baseURL}${path}?page=2`);
        expect(await headLink(page, "prev")).toBe(`${baseURL}${path}`);
        expect(await headLink(page, "next")).toBe(`${baseURL}${path}?page=3`);
      }
    });

    test(`on a phone, cards below the first screen are drawn as the reader scrolls to them (${l.lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`${l.prefix}/city/chennai`);
      const cards = page.locator("main ul > li:has(article)");
      await expect(cards).toHaveCount(12);
      // Shown: is the card laid out and painted (false while content-visibility skips it).
      const shown = (i: number) => cards.nth(i).evaluate((card) => card.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await shown(0)).toBe(true);
      expect(await shown(11)).toBe(false);
      // Skipped cards are still in the accessibility tree, with their names.
      await expect(cards.nth(11).getByRole("heading", { level: 2 })).toHaveAccessibleName(/\S/);
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await cards.nth(11).scrollIntoViewIfNeeded();
      await expect.poll(() => shown(11)).toBe(true);
      const box = await cards.nth(11).locator("h2").boundingBox();
      expect(box!.height).toBeGreaterThan(20);
      // The page's height stays close to the estimate (a card is about 390–500px on a phone).
      const after = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(after - before)).toBeLessThan(12 * 120);
    });

    test(`the last page of a list has no Load More, and past it is a 404 (${l.lang})`, ONCE, async ({ page }) => {
      const vellore = named("cities", "vellore");
      const last = Math.ceil(articleCount({ cityId: vellore.id }, true) / 12);
      await page.goto(`${l.prefix}/city/vellore?page=${last}`);
      expect(await cardIds(page)).toEqual(articleIds({ cityId: vellore.id }, last, true));
      await expect(page.getByRole("link", { name: l.loadMore })).toHaveCount(0);
      expect(await headLink(page, "next")).toBeNull();
      const past = await page.goto(`${l.prefix}/city/vellore?page=${last + 1}`);
      expect(past?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);
    });

    test(`a city's id and its names lead to the same page and items (${l.lang})`, ONCE, async ({ page, baseURL }) => {
      const madurai = named("cities", "madurai");
      const expected = articleIds({ cityId: madurai.id }, 1, true);
      for (const param of [String(madurai.id), madurai.name_en, madurai.name_ta]) {
        await page.goto(`${l.prefix}/city/${encodeURIComponent(param)}`);
        await expect(page, param).toHaveURL(`${baseURL}${l.prefix}/city/madurai`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameIn(madurai, l.lang));
        expect(await cardIds(page), param).toEqual(expected);
      }
    });

    test(`Tamil Nadu, India and World list their web news (${l.lang})`, ONCE, async ({ page, baseURL }) => {
      const scopes = [
        { path: "/state/tamil-nadu", heading: l.scopes.state, subheading: false, scopes: ["state", "city"] },
        { path: "/national/india", heading: l.scopes.national, subheading: true, scopes: ["national"] },
        { path: "/international/world", heading: l.scopes.international, subheading: true, scopes: ["international"] },
      ];
      for (const scope of scopes) {
        await page.goto(`${l.prefix}${scope.path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(scope.heading);
        await expect(page.getByRole("heading", { level: 2, name: l.webNews })).toHaveCount(scope.subheading ? 1 : 0);
        expect(await cardIds(page), scope.path).toEqual(articleIds({ scopes: scope.scopes }, 1, true));
      }
      // The nav's spec links and the bare section path land on the canonical page.
      await page.goto(`${l.prefix}/state/Tamil%20Nadu`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/state/tamil-nadu`);
      await page.goto(`${l.prefix}/national`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/national/india`);
    });

    test(`a category's news, found by slug or by id (${l.lang})`, ONCE, async ({ page, baseURL }) => {
      const politics = named("categories", "politics");
      await page.goto(`${l.prefix}/category-name/${politics.id}`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/category-name/politics`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameIn(politics, l.lang));
      expect(await cardIds(page)).toEqual(articleIds({ categoryId: politics.id }, 1, true));
      // The page's title names the news once, also where the category's name already says it (issue 29).
      const titles = { en: ["Politics News", "Breaking News"], ta: ["அரசியல் செய்திகள்", "முக்கியச் செய்திகள்"] }[l.lang];
      await expect(page).toHaveTitle(new RegExp(`^${titles[0]} \\| `));
      await page.goto(`${l.prefix}/category-name/breaking`);
      await expect(page).toHaveTitle(new RegExp(`^${titles[1]} \\| `));
    });

    test(`cities, categories and authors are listed, each linking to its page (${l.lang})`, ONCE, async ({ page }) => {
      const lists = [
        { path: "/city", rows: all("cities"), base: "/city/" },
        { path: "/category-name", rows: all("categories"), base: "/category-name/" },
        { path: "/author", rows: all("authors"), base: "/author/" },
      ];
      for (const list of lists) {
        const response = await page.goto(`${l.prefix}${list.path}`);
        expect(response?.status(), list.path).toBe(200);
        const links = page.locator("main ul a");
        await expect(links).toHaveCount(list.rows.length);
        const first = list.rows[0]!;
        await expect(links.first()).toHaveAttribute("href", `${l.prefix}${list.base}${first.slug}`);
        await expect(links.first()).toContainText(nameIn(first, l.lang));
      }
      // The directory leads somewhere: the first city's page.
      await page.locator("main ul a").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test(`trending tags and a tag's page, Tamil tags in the URL too (${l.lang})`, ONCE, async ({ page, baseURL }) => {
      await page.goto(`${l.prefix}/tags`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.trending);
      const breaking = named("tags", "breaking");
      await expect(page.locator("main ul a").first()).toHaveText(`#${nameIn(breaking, l.lang)}`);
      expect(await cardIds(page)).toEqual(articleIds({ tagId: breaking.id }, 1, false));

      const rain = named("tags", "rain");
      const name = nameIn(rain, l.lang);
      await page.goto(`${l.prefix}/tags/${encodeURIComponent(name)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${name}`);
      expect(await cardIds(page)).toEqual(articleIds({ tagId: rain.id }, 1, false));
      const firstCard = page.locator("main article h2 a").first();
      await expect(firstCard).toHaveAttribute("href", new RegExp(`^${l.prefix}/tags/${encodeURIComponent(name)}/news/`));
      // The other language's name of the tag (where the language switch leads) finds this page.
      await page.goto(`${l.prefix}/tags/${encodeURIComponent(l.lang === "en" ? rain.name_ta : rain.name_en)}`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/tags/${encodeURIComponent(name)}`);
    });

    test(`an author's news (${l.lang})`, ONCE, async ({ page }) => {
      const author = named("authors", "r-meenakshi");
      await page.goto(`${l.prefix}/author/r-meenakshi`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameIn(author, l.lang));
      expect(await cardIds(page)).toEqual(articleIds({ authorId: author.id }, 1, false));
      await expect(page.locator("main article").first()).toContainText(nameIn(author, l.lang));
    });

    test(`unknown cities, categories, authors and tags, and bad page numbers, are 404s (${l.lang})`, ONCE, async ({ page, request }) => {
      const missing = [
        "/city/atlantis",
        "/category-name/astrology",
        "/author/nobody-at-all",
        "/tags/no-such-tag-here",
        "/state/kerala",
        "/city/chennai?page=0",
        "/city/chennai?page=-2",
        "/city/chennai?page=two",
        "/city/chennai?page=1.5",
        "/city/chennai?page=",
        "/city/chennai?page=999999999",
        "/tags?page=99999",
      ];
      for (const path of missing) {
        const response = await request.get(`${l.prefix}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
      }
      const response = await page.goto(`${l.prefix}/city/atlantis`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
    });
  });
}
