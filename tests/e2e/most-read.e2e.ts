import { expect, moveClock, test, type Browser, type Page } from "./helpers/test";
import { quietArticles, type StoredArticle } from "./helpers/page-views";
import { ONCE } from "./helpers/tags";

/**
 * "Most read" (issue 29 point 5): a story readers keep opening joins the list of its language on the home page and
 * beside other articles, fed by the page views the site counts, through the newsroom's most-read endpoint. The list
 * is server-rendered markup no script changes, so the test runs once (with JavaScript). Other tests' views change
 * the list too, so this one has readers open its own story until it is among the five, as readers would make it.
 *
 * Each visit is a new reader's (a context of its own): a browser that holds a page revalidates it and gets a 304,
 * which is not a view, and a page's validators follow its news, not the list (app/analytics/most-read.server.ts).
 * Views reach the newsroom every half second and the list is read again every second in the e2e server
 * (tests/e2e/server-env.ts); a home page is kept a few seconds in the HTML cache. The poll allows for all of them.
 */

const languages = [
  { lang: "en" as const, prefix: "", heading: "Most read", title: (a: StoredArticle) => a.titleEn, slot: 8 },
  { lang: "ta" as const, prefix: "/tamil", heading: "அதிகம் படித்தவை", title: (a: StoredArticle) => a.titleTa, slot: 9 },
];

const mostRead = (page: Page, heading: string) => page.getByRole("region", { name: heading });

/** A reader who has not been here before, in a browser of their own. */
async function asNewReader<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await moveClock(context);
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const l of languages) {
  test(`a story many readers open joins Most read on the home page and beside other articles (${l.lang})`, ONCE, async ({ browser, page }) => {
    test.setTimeout(150_000);
    // This test's own articles (slots 8 and 9: analytics.e2e.ts owns 0 to 7).
    const [story, other] = quietArticles(2, l.slot) as [StoredArticle, StoredArticle];
    const storyPath = `${l.prefix}/news/${story.slug}-${story.id}`;

    // Three readers open the story, and a fourth opens the home page; again, until the story is listed there.
    await expect
      .poll(
        async () => {
          for (let reader = 0; reader < 3; reader += 1) await asNewReader(browser, (reading) => reading.goto(storyPath));
          return asNewReader(browser, async (home) => {
            await home.goto(`${l.prefix}/`);
            const list = mostRead(home, l.heading);
            return (await list.count()) > 0 ? list.getByRole("listitem").allInnerTexts() : [];
          });
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toContain(l.title(story));

    // A heading and an ordered list of at most five links, each to an article in the page's language; the story's
    // link leads to it.
    await page.goto(`${l.prefix}/`);
    const list = mostRead(page, l.heading);
    await expect(list.getByRole("heading", { level: 2, name: l.heading })).toBeVisible();
    const links = list.locator("ol > li > a");
    expect(await links.count()).toBeLessThanOrEqual(5);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", new RegExp(`^${l.prefix}/news/[^/]+-\\d+$`));
    await list.getByRole("link", { name: l.title(story) }).click();
    await expect(page).toHaveURL((url) => url.pathname === storyPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title(story));
    // Beside the story itself, the story is not listed.
    await expect(mostRead(page, l.heading).getByRole("link", { name: l.title(story) })).toHaveCount(0);

    // Beside another article, after it (not inside it). A page whose list came later than its own news goes
    // without it: another reader's visit has it.
    await expect(async () => {
      await asNewReader(browser, async (reading) => {
        await reading.goto(`${l.prefix}/news/${other.slug}-${other.id}`);
        await expect(mostRead(reading, l.heading).getByRole("link", { name: l.title(story) })).toBeVisible({ timeout: 1000 });
        await expect(reading.locator('article section[aria-labelledby="most-read-heading"]')).toHaveCount(0);
      });
    }).toPass({ timeout: 30_000 });
  });
}
