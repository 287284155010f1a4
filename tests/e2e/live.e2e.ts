import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { endStory, newsroomLive, ownLiveStory, postUpdate, postUpdatesQuickly, type Posted } from "./helpers/live";
import { settled } from "./helpers/settled";
import { CLOCK, ONCE_CLOCK } from "./helpers/tags";

/**
 * The page, once asking again with its ETag is answered 304 (nothing changed). Its related stories say how long ago
 * they were published (issue 29), so a minute turning between the two requests rightly changes the page: then the
 * reader's copy is the new one and it asks again.
 */
async function unchangedSince(page: Page, path: string) {
  let copy = await page.request.get(path);
  for (let asked = 0; asked < 3; asked += 1) {
    const again = await page.request.get(path, { headers: { "If-None-Match": copy.headers()["etag"]! } });
    if (again.status() === 304) return copy;
    expect(again.status()).toBe(200);
    copy = again;
  }
  throw new Error(`${path} changed at each of 3 requests`);
}

/**
 * A live story (issue 21, docs/decisions/0038), as its reader gets it, in English and Tamil, with JavaScript on
 * (the live stream brings updates while the page is open) and off (a reload is the refresh: "Show new updates").
 * Each test makes a story of its own live (tests/e2e/helpers/live.ts) and publishes through the newsroom's
 * command, as an editor does; the stream's delivery time is the bench's business, not these tests'.
 */

// Each test publishes through the newsroom's command three to six times, a second or two each on a busy machine.
test.describe.configure({ timeout: 60_000 });

const languages = [
  { lang: "en", messages: en },
  { lang: "ta", messages: ta },
] as const;

const jsOn = () => test.info().project.name === "js-on";
/** A live update reaches an open page through the stream: generous, for a busy machine. */
const ARRIVES = { timeout: 20_000 };
/** A YouTube embed as an editor pastes it into an update (issue 29: it opened YouTube in a new tab instead of playing). */
const VIDEO = {
  id: "M7lc1UVf-VE",
  title: "Chembarambakkam lake: the sluice gates open",
  get html() {
    return `<p><iframe width="560" height="315" src="https://www.youtube.com/embed/${this.id}" title="${this.title}" allowfullscreen></iframe></p>`;
  },
};

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

const updateOf = (page: Page, id: string) => page.locator(`#update-${id}`);
const updateIds = (page: Page) => page.locator("#live-updates article").evaluateAll((articles) => articles.map((article) => article.id));

/**
 * Without JavaScript: follows "Show new updates" until the page has what `has` looks for. The site reads a live
 * story upstream at most once a second, so the first follow may come before the newsroom's change is read; a
 * reader would follow it again, and every follow is a fresh GET (the link's URL is new with each rendering).
 */
async function showNewUntil(page: Page, showNew: string, has: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.getByRole("link", { name: showNew }).click();
        return has();
      },
      { timeout: 20_000, intervals: [300, 600, 1000] },
    )
    .toBe(true);
}

for (const [index, l] of languages.entries()) {
  const m = l.messages;
  const bodyOf = (posted: Posted) => (l.lang === "ta" ? posted.ta : posted.en);

  test(
    `${l.lang}: a new update reaches the reader: in place with JavaScript (once, after a sleep too), through "Show new updates" without`,
    CLOCK,
    async ({ page }) => {
      const story = await ownLiveStory(0 + index, l.lang);
      try {
        const first = await postUpdate(story.id, "A1");
        await page.goto(story.path);
        await ready(page);
        await expect(updateOf(page, first.id)).toContainText(bodyOf(first));
        const header = page.locator("article[aria-labelledby=article-title] > header");
        await expect(header.getByText(m.article.live, { exact: true })).toBeVisible();
        // No reading time: the updates keep coming (issue 29; an ordinary article's is in home-article.e2e.ts).
        await expect(header).not.toContainText(m.article.readTime_other.replace("{{count}} ", ""));
        // This one as an editor posts it, with `npm run newsroom -- live post` (the others make the same call from here).
        const second = await postUpdate(story.id, "A2", { command: true });
        if (jsOn()) {
          await expect(updateOf(page, second.id)).toContainText(bodyOf(second), ARRIVES);
          expect(await updateIds(page)).toEqual([`update-${second.id}`, `update-${first.id}`]);
          await expect(page.locator(`#update-${second.id} #latest-update`)).toHaveCount(1);
          // A reader whose phone slept or changed networks: the stream resumes from its last event, with nothing twice.
          await page.context().setOffline(true);
          const third = await postUpdate(story.id, "A3");
          await page.context().setOffline(false);
          await expect(updateOf(page, third.id)).toContainText(bodyOf(third), ARRIVES);
          expect(await updateIds(page)).toEqual([`update-${third.id}`, `update-${second.id}`, `update-${first.id}`]);
        } else {
          await showNewUntil(page, m.live.showNew, async () => (await updateOf(page, second.id).count()) === 1);
          await expect(updateOf(page, second.id)).toContainText(bodyOf(second));
          // It lands at the newest update; the page is the article's, canonical and all.
          expect(new URL(page.url()).hash).toBe("#latest-update");
          await expect(page.locator(`#update-${second.id} #latest-update`)).toHaveCount(1);
          await expect(updateOf(page, second.id)).toBeInViewport();
          expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${story.path}$`));
        }
      } finally {
        await endStory(story);
      }
    },
  );

  test(
    `${l.lang}: further down, new updates wait behind one button and nothing moves (JavaScript); a reload is the refresh, its validators move with each update`,
    CLOCK,
    async ({ page }) => {
      const story = await ownLiveStory(2 + index, l.lang);
      try {
        await postUpdatesQuickly(story.id, 8, "Earlier update");
        if (jsOn()) {
          await page.goto(story.path);
          await ready(page);
          // Reading the sixth update, well below the top of the list.
          const reading = page.locator("#live-updates article").nth(5);
          await reading.scrollIntoViewIfNeeded();
          await settled(reading);
          await page.evaluate(() => {
            const shifts: number[] = [];
            (window as unknown as { liveShifts: number[] }).liveShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) shifts.push(entry.value);
              }
            }).observe({ type: "layout-shift" });
          });
          const one = await postUpdate(story.id, "B1");
          const two = await postUpdate(story.id, "B2");
          const button = page.getByRole("button", { name: m.live.newUpdates_other.replace("{{count}}", "2") });
          await expect(button).toBeVisible(ARRIVES);
          await expect(page.locator("#live-updates [role=status]")).toHaveText(m.live.newUpdatesAnnounced);
          await expect(updateOf(page, one.id)).toHaveCount(0);
          expect(await page.evaluate(() => (window as unknown as { liveShifts: number[] }).liveShifts)).toEqual([]);
          await button.click();
          await expect(updateOf(page, two.id)).toBeFocused();
          await expect(updateOf(page, two.id)).toBeInViewport();
          expect((await updateIds(page)).slice(0, 2)).toEqual([`update-${two.id}`, `update-${one.id}`]);
          await expect(button).toHaveCount(0);
        } else {
          const first = await unchangedSince(page, story.path);
          expect(first.headers()["cache-control"]).toMatch(/s-maxage=5\b.*stale-while-revalidate=5\b/);
          expect(first.headers()["cache-control"]).toMatch(/\bmax-age=0\b/);
          const etag = first.headers()["etag"]!;
          const posted = await postUpdate(story.id, "B3");
          let fresh = first;
          await expect
            .poll(async () => (fresh = await page.request.get(story.path, { headers: { "If-None-Match": etag } })).status(), { timeout: 20_000 })
            .toBe(200);
          expect(await fresh.text()).toContain(bodyOf(posted));
          expect(fresh.headers()["etag"]).not.toBe(etag);
          expect(Date.parse(fresh.headers()["last-modified"]!)).toBeGreaterThanOrEqual(Date.parse(first.headers()["last-modified"]!));
          expect(await (await unchangedSince(page, story.path)).text()).toContain(bodyOf(posted));
        }
      } finally {
        await endStory(story);
      }
    },
  );

  test(`${l.lang}: corrections replace, a pinned update goes first, key events link to their updates`, CLOCK, async ({ page }) => {
    const story = await ownLiveStory(4 + index, l.lang);
    try {
      const key = await postUpdate(story.id, "C1", { key: true, title: ["Schools closed", "பள்ளிகளுக்கு விடுமுறை"] });
      const plain = await postUpdate(story.id, "C2");
      const newest = await postUpdate(story.id, "C3");
      await page.goto(story.path);
      await ready(page);
      const keyEvents = page.getByRole("navigation", { name: m.live.keyEvents });
      const keyLink = keyEvents.getByRole("link", { name: l.lang === "ta" ? "பள்ளிகளுக்கு விடுமுறை" : "Schools closed" });
      await keyLink.click();
      expect(new URL(page.url()).hash).toBe(`#update-${key.id}`);
      await expect(updateOf(page, key.id)).toBeInViewport();
      await expect(updateOf(page, key.id).getByRole("heading", { level: 3 })).toHaveText(l.lang === "ta" ? "பள்ளிகளுக்கு விடுமுறை" : "Schools closed");

      const corrected = l.lang === "ta" ? "திருத்தம்: நீர்மட்டம் 21 அடி." : "Correction: the level is 21 feet.";
      await newsroomLive("correct", String(story.id), plain.id, "--en", "<p>Correction: the level is 21 feet.</p>", "--ta", "<p>திருத்தம்: நீர்மட்டம் 21 அடி.</p>");
      await newsroomLive("pin", String(story.id), key.id);
      const pinnedFirst = async () =>
        (await updateIds(page))[0] === `update-${key.id}` && ((await updateOf(page, plain.id).textContent()) ?? "").includes(corrected);
      if (jsOn()) {
        await expect.poll(pinnedFirst, ARRIVES).toBe(true);
      } else {
        await showNewUntil(page, m.live.showNew, pinnedFirst);
      }
      expect(await updateIds(page)).toEqual([`update-${key.id}`, `update-${newest.id}`, `update-${plain.id}`]);
      await expect(updateOf(page, plain.id)).not.toContainText(bodyOf(plain));
      await expect(updateOf(page, key.id)).toContainText(m.live.pinned);
      // The corrected update says it was changed, and when (issue 29); one never changed does not.
      const changed = updateOf(page, plain.id).locator("p").first();
      await expect(changed).toContainText(m.article.updated);
      await expect(changed.locator("time").nth(1)).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
      await expect(updateOf(page, newest.id).locator("p").first()).not.toContainText(m.article.updated);

      // A key event posted while the page is open joins the box (issue 29): with JavaScript as its update comes in,
      // without at the refresh.
      await page.evaluate(() => window.scrollTo(0, 0));
      const later = await postUpdate(story.id, "C4", { key: true, title: ["Buses stopped", "பேருந்துகள் நிறுத்தம்"] });
      const laterLink = keyEvents.getByRole("link", { name: l.lang === "ta" ? "பேருந்துகள் நிறுத்தம்" : "Buses stopped" });
      if (jsOn()) await expect(laterLink).toBeVisible(ARRIVES);
      else await showNewUntil(page, m.live.showNew, async () => (await laterLink.count()) === 1);
      await expect(laterLink).toHaveAttribute("href", `#update-${later.id}`);
      await expect(keyEvents.getByRole("link")).toHaveCount(2);
    } finally {
      await endStory(story);
    }
  });

  test(`${l.lang}: when the coverage ends the page says so and keeps its updates`, CLOCK, async ({ page }) => {
    const story = await ownLiveStory(6 + index, l.lang);
    try {
      const first = await postUpdate(story.id, "D1");
      await page.goto(story.path);
      await ready(page);
      await expect(page.getByRole("link", { name: m.live.showNew })).toBeVisible();
      await endStory(story);
      const ended = page.getByText(m.live.ended, { exact: true }).and(page.locator("strong"));
      if (jsOn()) {
        await expect(ended).toBeVisible(ARRIVES);
        await expect(page.locator("#live-updates [role=status]")).toHaveText(m.live.ended);
      } else {
        await expect
          .poll(
            async () => {
              await page.reload();
              return ended.count();
            },
            { timeout: 20_000, intervals: [300, 600, 1000] },
          )
          .toBe(1);
      }
      await expect(page.getByRole("link", { name: m.live.showNew })).toHaveCount(0);
      await expect(page.locator("article[aria-labelledby=article-title] > header").getByText(m.article.live, { exact: true })).toHaveCount(0);
      await expect(updateOf(page, first.id)).toContainText(bodyOf(first));
    } finally {
      await endStory(story);
    }
  });

  test(
    `${l.lang}: a long live page comes 20 updates at a time, "Older updates" and back, and a key event on an older page is reached from the first`,
    CLOCK,
    async ({ page }) => {
      const story = await ownLiveStory(8 + index, l.lang);
      try {
        const key = await postUpdate(story.id, "E1", { key: true, title: ["Rain began", "மழை தொடங்கியது"] });
        await postUpdatesQuickly(story.id, 22, "Later update");
        await page.goto(story.path);
        await ready(page);
        await expect(page.locator("#live-updates article")).toHaveCount(20);
        await page.getByRole("link", { name: m.live.older }).click();
        await expect(page).toHaveURL(new RegExp(`${story.path}\\?updates=2#live-updates$`));
        await expect(page.locator("#live-updates article")).toHaveCount(3);
        await expect(updateOf(page, key.id)).toBeVisible();
        // Every page of updates is the article's page for search engines.
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${story.path}$`));
        await page.getByRole("link", { name: m.live.newer }).click();
        await expect(page.locator("#live-updates article")).toHaveCount(20);
        await expect(updateOf(page, key.id)).toHaveCount(0);
        await page
          .getByRole("navigation", { name: m.live.keyEvents })
          .getByRole("link", { name: l.lang === "ta" ? "மழை தொடங்கியது" : "Rain began" })
          .click();
        await expect(page).toHaveURL(new RegExp(`${story.path}\\?updates=2#update-${key.id}$`));
        await expect(updateOf(page, key.id)).toBeInViewport();
      } finally {
        await endStory(story);
      }
    },
  );

  test(`${l.lang}: a video in an update plays in place with JavaScript, one that arrives later too; without, it opens the video's page`, async ({ page }) => {
    const story = await ownLiveStory(12 + index, l.lang);
    // No network here: the player's page is answered locally, after the browser's CSP check has let it through.
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
    );
    const poster = (id: string) => updateOf(page, id).getByRole("link", { name: `${m.lite.playVideo}: ${VIDEO.title} (YouTube)` });
    const player = (id: string) => updateOf(page, id).locator(`iframe[src="https://www.youtube-nocookie.com/embed/${VIDEO.id}?autoplay=1"]`);
    try {
      const first = await postUpdate(story.id, "V1", { more: VIDEO.html });
      await page.goto(story.path);
      await ready(page);
      await expect(poster(first.id)).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO.id}`);
      if (!jsOn()) {
        await expect(poster(first.id)).toHaveAttribute("target", "_blank");
        return;
      }
      await poster(first.id).click();
      await expect(player(first.id)).toHaveCount(1);
      await expect(player(first.id)).toBeFocused();
      expect(page.url()).toContain(story.path);
      // An update that arrives while the page is open: its video plays in place too.
      await page.evaluate(() => window.scrollTo(0, 0));
      const second = await postUpdate(story.id, "V2", { more: VIDEO.html });
      await expect(poster(second.id)).toBeVisible(ARRIVES);
      await poster(second.id).click();
      await expect(player(second.id)).toHaveCount(1);
      expect(page.url()).toContain(story.path);
    } finally {
      await endStory(story);
    }
  });

  test(
    `${l.lang}: lite: the live page with no script at all, refreshed by "Show new updates", its first screen under 30 KB compressed`,
    ONCE_CLOCK,
    async ({ page }) => {
      const story = await ownLiveStory(10 + index, l.lang);
      try {
        await postUpdatesQuickly(story.id, 24, l.lang === "ta" ? "நேரலைத் தகவல்" : "Live update");
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        await page.goto(`${story.path}?lite=1`);
        await expect(page.locator("#live-updates article")).toHaveCount(20);
        await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
        // The HTML and its one stylesheet, compressed: what a lite reader loads before any picture.
        const html = await (await page.request.get(`${story.path}?lite=1`)).body();
        const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        let bytes = gzipSync(html).length;
        for (const href of stylesheets) bytes += gzipSync(await (await page.request.get(href)).body()).length;
        test.info().annotations.push({ type: "lite live page, HTML + CSS gzip", description: `${bytes} bytes` });
        expect(bytes).toBeLessThanOrEqual(30 * 1024);

        const posted = await postUpdate(story.id, "F1");
        await showNewUntil(page, m.live.showNew, async () => (await updateOf(page, posted.id).count()) === 1);
        await expect(updateOf(page, posted.id)).toContainText(bodyOf(posted));
        await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
        expect(scripts).toEqual([]);
      } finally {
        await endStory(story);
      }
    },
  );
}
