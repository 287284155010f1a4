import { expect, test, type Page } from "./helpers/test";
import { formatAgo } from "../../app/news/ago";
import { formatDate } from "../../app/news/format";
import { DEFAULT_CITY_SLUG } from "../../app/news/limits";
import { CLOCK } from "./helpers/tags";
import type { Lang } from "./newsroom-db";

/**
 * What is new (issue 29): a story of the last 24 hours says how long ago it was published, an older one its date,
 * on the home page and the lists, in English and Tamil. The words are the server's, in the page as it arrives (so
 * a reader without JavaScript has them, and React hydrates them unchanged); with JavaScript an open page keeps them
 * current as time passes. Which stories are fresh is the newsroom's data at whatever moment the run is at: the test
 * reads each story's time from the page and works out what it must say.
 */

const pages: { lang: Lang; path: string }[] = [
  { lang: "en", path: "/" },
  { lang: "ta", path: "/tamil" },
  { lang: "en", path: `/city/${DEFAULT_CITY_SLUG}` },
  { lang: "ta", path: `/tamil/city/${DEFAULT_CITY_SLUG}` },
];

type StoryTime = { dateTime: string; text: string; title: string | null; ago: boolean };

/** Every story's publication time in the page's main part (a live card's "updated" time has a class; these none). */
async function storyTimes(page: Page): Promise<StoryTime[]> {
  return page.locator("main time:not([class])").evaluateAll((times) =>
    times.map((time) => ({
      dateTime: time.getAttribute("datetime") ?? "",
      text: time.textContent ?? "",
      title: time.getAttribute("title"),
      ago: time.hasAttribute("data-ago"),
    })),
  );
}

/** What a time may say when read between `from` and `to` (a minute may turn while the page travels). */
function agoBetween(dateTime: string, lang: Lang, from: number, to: number): (string | null)[] {
  return [formatAgo(dateTime, lang, from), formatAgo(dateTime, lang, to)];
}

for (const { lang, path } of pages) {
  test(
    `${path}: a story of the last 24 hours says how long ago, an older one its date; an open page keeps them current (${lang})`,
    CLOCK,
    async ({ page, javaScriptEnabled }) => {
      const mismatches: string[] = [];
      page.on("console", (message) => {
        if (/hydrat|did not match|server rendered/i.test(message.text())) mismatches.push(message.text());
      });
      page.on("pageerror", (error) => {
        if (/hydrat|did not match|server rendered/i.test(error.message)) mismatches.push(error.message);
      });
      // With JavaScript the page's clock is one the test can move (Playwright's; it starts at this run's time).
      if (javaScriptEnabled) await page.clock.install({ time: Date.now() });
      await page.goto(path);
      if (javaScriptEnabled) await expect(page.locator("html[data-js=on]")).toBeAttached();
      // The clock the words are said by: the server's (this run's) without JavaScript; with it, the page's, by which the
      // browser keeps them current. The two agree, except at a moment before the real time in `npm run test:clock`:
      // under libfaketime Playwright's page clock does not go back, and the page keeps the real one.
      const clock = () => (javaScriptEnabled ? page.evaluate(() => Date.now()) : Promise.resolve(Date.now()));
      const from = (await clock()) - 1_000;
      const clocksAgree = Math.abs(from - Date.now()) < 60_000;
      /** What a story's time says between `start` and the time read now: how long ago, or its date after a day. */
      const said = async (dateTime: string, start: number) =>
        agoBetween(dateTime, lang, start, await clock()).map((words) => (javaScriptEnabled ? (words ?? formatDate(dateTime, lang)) : words));
      let times: StoryTime[] = [];
      // With JavaScript the browser may say them again as soon as it has hydrated, by the page's clock: read once it has.
      await expect
        .poll(async () => {
          times = await storyTimes(page);
          for (const time of times.filter((each) => each.ago))
            if (!(await said(time.dateTime, from)).includes(time.text)) return `${time.dateTime}: ${time.text}`;
          return "as said";
        })
        .toBe("as said");

      const fresh = times.filter((time) => time.ago);
      expect(fresh.length, "the newsroom always has stories of the last 24 hours (today's, and yesterday's after 00:00)").toBeGreaterThan(0);
      for (const time of fresh) expect(time.title).toBe(formatDate(time.dateTime, lang));
      for (const time of times.filter((each) => !each.ago)) {
        expect(formatAgo(time.dateTime, lang, Date.now()), `${time.dateTime} is older than a day`).toBeNull();
        expect(time.text).toBe(formatDate(time.dateTime, lang));
      }
      if (clocksAgree) {
        if (lang === "ta") expect(fresh.some((time) => /முன்|இப்போது/.test(time.text))).toBe(true);
        else expect(fresh.some((time) => /ago|just now/.test(time.text))).toBe(true);
      }

      if (!javaScriptEnabled) return;
      // Two hours later, with the page still open: the same stories, said again from the page's clock.
      const first = page.locator("main time[data-ago]").first();
      const dateTime = (await first.getAttribute("datetime"))!;
      const before = await clock();
      await page.clock.fastForward("02:00:00");
      const later = await said(dateTime, before + 2 * 3_600_000 - 1_000);
      await expect.poll(async () => later.includes((await first.textContent()) ?? "")).toBe(true);
      // A day later it says its date.
      await page.clock.fastForward("24:00:00");
      await expect(first).toHaveText(formatDate(dateTime, lang));
      expect(mismatches).toEqual([]);
    },
  );
}
