import { expect, test, type Locator, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { formatTime } from "../../app/news/format";
import { DEFAULT_CITY_SLUG } from "../../app/news/limits";
import { possibleMarquees } from "./helpers/headlines";
import { liveStories, liveStoryOnCityList, type LiveRow } from "./helpers/live-stories";
import { articleIds, newsroomDb, type Lang } from "./newsroom-db";
import { CLOCK } from "./helpers/tags";

/**
 * Live stories where readers find them (issue 21): their cards on home and on their lists carry the LIVE label and
 * the time of their latest update, and the breaking headlines lead straight to the newest update. Read against the
 * newsroom's own data, in English and Tamil, with JavaScript on and off (the two projects).
 */

const languages = [
  { lang: "en" as Lang, prefix: "", m: en },
  { lang: "ta" as Lang, prefix: "/tamil", m: ta },
];

const isLiveId = (id: number) => Boolean(newsroomDb().prepare("SELECT 1 FROM articles WHERE id = ? AND is_live = 1").get(id));

/** What a home section holds: the newest 7 web news, not short news, of its filter (newsroom/media-api.ts). */
function sectionIds(where: string, ...params: unknown[]): number[] {
  const rows = newsroomDb()
    .prepare(`SELECT id FROM articles WHERE ${where} AND is_webnews = 1 AND is_shortnews = 0 ORDER BY published_ms DESC, id DESC LIMIT 7`)
    .all(...params) as { id: number }[];
  return rows.map((row) => row.id);
}

/** A live story the home page shows, and the city cookie that shows it (its city's section) when one is needed. */
function liveStoryOnHome(): { story: LiveRow; cityId: number | null } {
  const stories = liveStories();
  const everywhere = new Set(["state", "national", "international", "city"].flatMap((scope) => sectionIds("scope = ?", scope)));
  const shown = stories.find((story) => everywhere.has(story.id));
  if (shown) return { story: shown, cityId: null };
  const inCity = stories.find((story) => story.cityId !== null && sectionIds("city_id = ?", story.cityId).includes(story.id));
  if (!inCity) throw new Error("the seed has no live story among the newest of any home section");
  return { story: inCity, cityId: inCity.cityId };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A card (or home story) linking to article `id`. */
function cardOf(page: Page, id: number): Locator {
  return page
    .locator("main :is(article, li)")
    .filter({ has: page.locator(`a[href$="-${id}"]`) })
    .first();
}

/**
 * The card says LIVE and "Updated {time}" with its latest update's time of day in India (the date before it when
 * that was an earlier day), its machine-readable time the story's updated_at.
 */
async function expectLiveCard(card: Locator, story: LiveRow, l: (typeof languages)[number]) {
  await expect(card.getByText(new RegExp(`^${escape(l.m.article.live)}$`, "i"))).toBeVisible();
  const updatedAt = new Date(story.updatedMs).toISOString();
  const [before, after] = l.m.cards.liveUpdated.split("{{time}}") as [string, string];
  const time = card.locator(`time[datetime="${updatedAt}"]`);
  await expect(time).toBeVisible();
  await expect(time).toHaveText(new RegExp(`^${escape(before)}(.+, )?${escape(formatTime(updatedAt, l.lang))}${escape(after)}$`));
}

async function liveLabels(page: Page, l: (typeof languages)[number]): Promise<number> {
  return page
    .locator("main p span")
    .getByText(new RegExp(`^${escape(l.m.article.live)}$`, "i"))
    .count();
}

for (const l of languages) {
  test(`${l.lang}: a live story's card on its city's list says LIVE and when it was last updated; no other card says LIVE`, CLOCK, async ({ page }) => {
    const story = liveStoryOnCityList();
    await page.goto(`${l.prefix}/city/${story.citySlug}`);
    await expectLiveCard(cardOf(page, story.id), story, l);
    const onPage = articleIds({ cityId: story.cityId! }, 1, true).filter(isLiveId);
    expect(await liveLabels(page, l)).toBe(onPage.length);
  });

  test(`${l.lang}: a live story's card on home says LIVE and when it was last updated`, CLOCK, async ({ page, context, baseURL }) => {
    const { story, cityId } = liveStoryOnHome();
    if (cityId !== null) await context.addCookies([{ name: "city", value: String(cityId), url: baseURL! }]);
    await page.goto(l.prefix || "/");
    await expectLiveCard(cardOf(page, story.id), story, l);
  });

  test(`${l.lang}: a saved live story's card on Saved says LIVE and when it was last updated`, CLOCK, async ({ page, context, baseURL }) => {
    const story = liveStoryOnCityList();
    // An anonymous reader's saved stories are one cookie of ids, newest first; a story that is not live beside it.
    const plain = newsroomDb().prepare("SELECT id FROM articles WHERE is_live = 0 ORDER BY published_ms DESC LIMIT 1").get() as { id: number };
    await context.addCookies([{ name: "saved", value: `${story.id}.${plain.id}`, url: baseURL! }]);
    await page.goto(`${l.prefix}/saved`);
    await expectLiveCard(cardOf(page, story.id), story, l);
    expect(await liveLabels(page, l)).toBe(1);
  });

  test(`${l.lang}: the breaking headlines lead to a live story's newest update, other stories to their page`, CLOCK, async ({ page }) => {
    const askedAt = Date.now();
    await page.goto(l.prefix || "/");
    const hrefsOf = (list: string) => page.locator(`[aria-labelledby=${list}] a`).evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""));
    const linkTo = (story: { id: number; slug: string }, toLatest: boolean) => `${l.prefix}/news/${story.slug}-${story.id}${toLatest ? "#latest-update" : ""}`;
    // The marquee: today's (India's day) ten newest important web stories, each live one at its newest update; none
    // at all just after India's midnight, before the day's first (helpers/headlines.ts).
    expect(possibleMarquees(l.prefix, askedAt)).toContainEqual(await hrefsOf("headlines-label"));
    // The home ticker's stories come from the older service, which flags nothing: a story is known live there when
    // the home page's own stories (the media service's) say so, and only then is it linked to its newest update.
    const onHome = homeStoryIds();
    const ticker = await hrefsOf("breaking-label");
    expect(ticker.length).toBeGreaterThan(0);
    for (const href of ticker) {
      const id = Number(/-(\d+)(?:#latest-update)?$/.exec(href)?.[1]);
      const story = { id, slug: href.replace(/^(?:\/tamil)?\/news\//, "").replace(/-\d+(#latest-update)?$/, "") };
      expect(href).toBe(linkTo(story, isLiveId(id) && onHome.has(id)));
    }
  });
}

/** The stories of the home page without a city cookie: the default city's section and every scope's. */
function homeStoryIds(): Set<number> {
  const city = newsroomDb().prepare("SELECT id FROM cities WHERE slug = ?").get(DEFAULT_CITY_SLUG) as { id: number };
  return new Set([...["state", "national", "international", "city"].flatMap((scope) => sectionIds("scope = ?", scope)), ...sectionIds("city_id = ?", city.id)]);
}
