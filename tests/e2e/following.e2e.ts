import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { E2E_OTP } from "../../playwright.config";
import { newPhone } from "./helpers/accounts";
import { seededLivePaths } from "./helpers/live-stories";
import { expect, test, type Locator, type Page } from "./helpers/test";

/**
 * Issue 30, following (points 1, 2, 5, 6 and 8's following part): a reader follows a city from its page, a category
 * and an author from an article and a live story from its page, finds their newest stories on the Following page and
 * unfollows there, in English and Tamil, with JavaScript on and off (the two projects); twenty follows at most; signing
 * in keeps them in the account; a private Atom feed of the same stories, revocable; a cross-site POST refused; and no
 * cache ever hands one reader's follow state to another.
 */

const languages = [
  { lang: "en", prefix: "", messages: en, city: "Chennai" },
  { lang: "ta", prefix: "/tamil", messages: ta, city: "சென்னை" },
] as const;
type Language = (typeof languages)[number];
type Kind = keyof typeof en.following.follow;

const jsOn = () => test.info().project.name === "js-on";

function newsroom(): Database.Database {
  const file = process.env.E2E_NEWSROOM_DB;
  if (!file) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** A story that is not Chennai's, with a category and an author, not live: its slug and its category's and author's names. */
function storyElsewhere(lang: Language["lang"]): { slug: string; category: string; author: string } {
  const db = newsroom();
  try {
    return db
      .prepare(
        `SELECT a.slug || '-' || a.id AS slug, c.name_${lang} AS category, u.name_${lang} AS author FROM articles a
         JOIN categories c ON c.id = a.category_id JOIN authors u ON u.id = a.author_id JOIN cities y ON y.id = a.city_id
         WHERE a.is_shortnews = 0 AND a.is_live = 0 AND y.slug != 'chennai' ORDER BY a.published_ms DESC LIMIT 1`,
      )
      .get() as { slug: string; category: string; author: string };
  } finally {
    db.close();
  }
}

/** The ids of `count` cities other than Chennai. */
function otherCityIds(count: number): string[] {
  const db = newsroom();
  try {
    return (db.prepare("SELECT id FROM cities WHERE slug != 'chennai' ORDER BY id LIMIT ?").all(count) as { id: number }[]).map((row) => String(row.id));
  } finally {
    db.close();
  }
}

function named(text: string, name: string): string {
  return text.replace("{{name}}", name);
}

/** The Follow button of a thing, in either state. */
function followButton(page: Page, l: Language, kind: Kind, name = ""): Locator {
  const words = [named(l.messages.following.follow[kind], name), named(l.messages.following.following[kind], name)];
  return page
    .locator(`form#follow-${kind}`)
    .getByRole("button", { name: new RegExp(`^(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`) });
}

/** Presses a Follow (or Following) button as a reader does: the page comes back at the control. */
async function press(page: Page, button: Locator, kind: Kind) {
  await Promise.all([page.waitForURL((url) => url.hash === `#follow-${kind}`), button.click()]);
}

async function expectFollowing(page: Page, l: Language, kind: Kind, name: string, on: boolean) {
  const button = followButton(page, l, kind, name);
  await expect(button).toHaveAttribute("aria-pressed", String(on));
  await expect(button).toHaveText(on ? `${named(l.messages.following.following[kind], name)}✓` : named(l.messages.following.follow[kind], name));
}

function followedList(page: Page, l: Language): Locator {
  return page.getByRole("region", { name: l.messages.following.followedHeading });
}

for (const l of languages) {
  const f = l.messages.following;

  test.describe(`following (${l.lang})`, () => {
    test(`a reader follows a city, a category, an author and a live story, finds them on Following, and unfollows (${l.lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${l.prefix}/following`);
      // The empty state says how to follow.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(f.title);
      await expect(page.getByRole("heading", { level: 2, name: f.empty })).toBeVisible();
      await expect(page.getByText(f.emptyHow)).toBeVisible();

      await page.goto(`${l.prefix}/city/chennai`);
      await expectFollowing(page, l, "city", l.city, false);
      await press(page, followButton(page, l, "city", l.city), "city");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/city/chennai#follow-city$`));
      await expectFollowing(page, l, "city", l.city, true);
      const cookie = (await page.context().cookies()).find((entry) => entry.name === "follow");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

      const story = storyElsewhere(l.lang);
      await page.goto(`${l.prefix}/news/${story.slug}`);
      await press(page, followButton(page, l, "category", story.category), "category");
      await expectFollowing(page, l, "category", story.category, true);
      await press(page, followButton(page, l, "author", story.author), "author");
      await expectFollowing(page, l, "author", story.author, true);
      await expectFollowing(page, l, "category", story.category, true);

      const live = seededLivePaths().open;
      await page.goto(`${l.prefix}${live}`);
      await press(page, followButton(page, l, "live"), "live");
      await expectFollowing(page, l, "live", "", true);

      await page.goto(`${l.prefix}/following`);
      const followed = followedList(page, l);
      for (const name of [l.city, story.category, story.author]) await expect(followed.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(followed.getByText(f.kinds.live, { exact: true })).toBeVisible();
      // The newest stories of all four, newest first.
      const stories = page.getByRole("list", { name: f.storiesHeading });
      await expect(stories.getByRole("listitem").first()).toBeVisible();
      const times = await stories.locator("time").evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute("datetime") ?? "")));
      expect(times.length).toBeGreaterThan(1);
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      // Unfollowing Chennai here: gone from the list, and its page says Follow again.
      await Promise.all([
        page.waitForURL((url) => url.hash === "#following-list"),
        followed.getByRole("button", { name: new RegExp(`^${f.unfollow}\\s*:\\s*${l.city}$`) }).click(),
      ]);
      await expect(followed.getByRole("link", { name: l.city, exact: true })).toHaveCount(0);
      await expect(followed.getByRole("link", { name: story.author, exact: true })).toBeVisible();
      await page.goto(`${l.prefix}/city/chennai`);
      await expectFollowing(page, l, "city", l.city, false);
      // And pressing Following on a page unfollows there too.
      await page.goto(`${l.prefix}/news/${story.slug}`);
      await press(page, followButton(page, l, "author", story.author), "author");
      await expectFollowing(page, l, "author", story.author, false);
    });

    test(`the Following page passes axe in both themes, and no cache keeps it (${l.lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "follow", value: encodeURIComponent("city:1"), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      for (const mode of ["light", "dark"] as const) {
        await context.addCookies([{ name: "mode", value: mode, url: baseURL! }]);
        const response = await page.goto(`${l.prefix}/following`);
        expect(response?.headers()["cache-control"]).toBe("private, no-store");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(followedList(page, l).getByRole("link", { name: l.city, exact: true })).toBeVisible();
        // axe runs in the page: with JavaScript only (the markup is the same without it).
        if (!jsOn()) continue;
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations, `${mode}: ${JSON.stringify(results.violations.map((violation) => violation.id))}`).toEqual([]);
      }
    });

    test(`Load More on the Following page brings the next stories (${l.lang})`, async ({ page, context, baseURL }) => {
      // Chennai and Coimbatore: more than one page of stories between them.
      await context.addCookies([{ name: "follow", value: encodeURIComponent("city:1|city:2"), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      await page.goto(`${l.prefix}/following`);
      if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      const stories = page.getByRole("list", { name: f.storiesHeading });
      await expect(stories.getByRole("listitem")).toHaveCount(12);
      await page.getByRole("link", { name: l.messages.lists.loadMore }).click();
      if (jsOn()) {
        await expect(stories.getByRole("listitem")).toHaveCount(24);
      } else {
        await expect(page).toHaveURL(/[?&]page=2$/);
        await expect(stories.getByRole("listitem")).toHaveCount(12);
      }
    });

    test(`twenty follows at most: the twenty-first is refused with a plain message and nothing changes (${l.lang})`, async ({ page, context, baseURL }) => {
      const twenty = otherCityIds(20).map((id) => `city:${id}`);
      await context.addCookies([{ name: "follow", value: encodeURIComponent(twenty.join("|")), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      await page.goto(`${l.prefix}/city/chennai`);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        followButton(page, l, "city", l.city).click(),
      ]);
      expect(response.status()).toBe(409);
      await expect(page.getByRole("alert")).toHaveText(f.full.replace("{{count}}", "20"));
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      const cookie = (await context.cookies()).find((entry) => entry.name === "follow");
      expect(decodeURIComponent(cookie!.value)).toBe(twenty.join("|"));
      await page.getByRole("link", { name: f.goBack }).click();
      await expectFollowing(page, l, "city", l.city, false);
    });

    test(`signing in keeps the follows in the account: merged, the cookie cleared, there after signing out and in again (${l.lang})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`${l.prefix}/city/chennai`);
      await press(page, followButton(page, l, "city", l.city), "city");
      const phone = newPhone();
      const signIn = async () => {
        await page.goto(`${l.prefix}/signin?redirectTo=${encodeURIComponent(`${l.prefix}/following`)}`);
        const main = page.getByRole("main");
        await main.getByLabel(l.messages.signIn.phoneLabel).fill(phone);
        await main.getByRole("button", { name: l.messages.signIn.continue }).click();
        await main.getByLabel(l.messages.signIn.codeLabel).fill(E2E_OTP);
        await main.getByRole("button", { name: l.messages.signIn.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/following$`));
      };
      await signIn();
      await expect(followedList(page, l).getByRole("link", { name: l.city, exact: true })).toBeVisible();
      await expect(page.getByText(f.keptInAccount)).toBeVisible();
      expect((await context.cookies()).find((entry) => entry.name === "follow")).toBeUndefined();

      // Signed in, a follow goes to the account: the page says so, and no cookie is set.
      const story = storyElsewhere(l.lang);
      await page.goto(`${l.prefix}/news/${story.slug}`);
      await press(page, followButton(page, l, "category", story.category), "category");
      await expectFollowing(page, l, "category", story.category, true);
      expect((await context.cookies()).find((entry) => entry.name === "follow")).toBeUndefined();

      await page.getByRole("banner").getByRole("button", { name: l.messages.nav.logOut }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeVisible();
      await page.goto(`${l.prefix}/city/chennai`);
      await expectFollowing(page, l, "city", l.city, false);

      await signIn();
      const followed = followedList(page, l);
      await expect(followed.getByRole("link", { name: l.city, exact: true })).toBeVisible();
      await expect(followed.getByRole("link", { name: story.category, exact: true })).toBeVisible();
    });

    test(`a private Atom feed of the Following page's stories, and revoked it answers 404 (${l.lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "follow", value: encodeURIComponent("city:1|city:3"), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      await page.goto(`${l.prefix}/following`);
      await Promise.all([page.waitForURL((url) => url.hash === "#following-feed"), page.getByRole("button", { name: f.feedCreate }).click()]);
      const address = await page.getByLabel(f.feedLabel).inputValue();
      expect(address).toMatch(new RegExp(`^${baseURL}${l.prefix}/following/feed/[A-Za-z0-9_-]{43}\\.xml$`));

      const feed = await page.request.get(address);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(feed.headers()["cache-control"]).toBe("private, no-store");
      const xml = await feed.text();
      expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${l.lang}">`);
      const entries = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"\/>[\s\S]*?<\/entry>/g)].map((match) => new URL(match[1]!).pathname);
      const cards = await page
        .getByRole("list", { name: f.storiesHeading })
        .locator("h3 a")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
      expect(entries.length).toBe(12);
      // The same stories in the same order; the feed links to each story's one address.
      expect(entries.map((entry) => decodeURIComponent(entry).replace(/.*-/, ""))).toEqual(cards.map((card) => decodeURIComponent(card).replace(/.*-/, "")));

      await Promise.all([page.waitForURL((url) => url.hash === "#following-feed"), page.getByRole("button", { name: f.feedRevoke }).click()]);
      await expect(page.getByRole("button", { name: f.feedCreate })).toBeVisible();
      expect((await page.request.get(address)).status()).toBe(404);
      // A token nobody was given is the same 404.
      expect((await page.request.get(`${l.prefix}/following/feed/${"A".repeat(43)}.xml`)).status()).toBe(404);
    });

    test(`a cross-site follow is refused and changes nothing; a GET on the action goes to Following (${l.lang})`, async ({ page, context }) => {
      await page.goto(`${l.prefix}/city/chennai`);
      const refused = await page.request.post(`${l.prefix}/follow`, {
        form: { kind: "city", id: "1", intent: "follow", redirectTo: `${l.prefix}/city/chennai` },
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);
      expect(refused.headers()["set-cookie"]).toBeUndefined();
      expect((await context.cookies()).find((entry) => entry.name === "follow")).toBeUndefined();
      const stray = await page.request.get(`${l.prefix}/follow`, { maxRedirects: 0 });
      expect(stray.status()).toBe(303);
      expect(stray.headers().location).toBe(`${l.prefix}/following`);
      const hostile = await page.request.post(`${l.prefix}/follow`, { form: { kind: "city", id: "1/../../x", intent: "follow" }, maxRedirects: 0 });
      expect(hostile.status()).toBe(400);
      expect(hostile.headers()["set-cookie"]).toBeUndefined();
    });

    test(`two readers behind the site's caches each see their own follow state (${l.lang})`, async ({ page, browser, baseURL }) => {
      const other = await browser.newContext({ baseURL, javaScriptEnabled: jsOn() });
      try {
        const stranger = await other.newPage();
        // The stranger's copy first, then the follower's, then the stranger's again: each their own.
        await stranger.goto(`${l.prefix}/city/chennai`);
        await expectFollowing(stranger, l, "city", l.city, false);
        await page.goto(`${l.prefix}/city/chennai`);
        await press(page, followButton(page, l, "city", l.city), "city");
        await expectFollowing(page, l, "city", l.city, true);
        for (const reader of [stranger, page, stranger]) {
          const response = await reader.goto(`${l.prefix}/city/chennai`);
          expect(response?.headers()["vary"]).toMatch(/Cookie/);
          await expectFollowing(reader, l, "city", l.city, reader === page);
        }
      } finally {
        await other.close();
      }
    });
  });
}
