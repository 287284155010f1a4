import { expect, test, type Page } from "./helpers/test";
import { quietArticles, rowsOf, viewsOf, type StoredArticle } from "./helpers/page-views";
import { ONCE } from "./helpers/tags";

/**
 * Page views without a third-party script (issue 7): the server counts the page a
 * visit starts on, the page's beacon counts client navigations, each exactly once;
 * bots are not counted. Views reach the embedded newsroom in batches (every
 * ANALYTICS_FLUSH_MS: 5 s by default, half a second in the tests), so the tests wait for them to arrive.
 */

const languages = [
  { lang: "en" as const, prefix: "", title: (a: StoredArticle) => a.titleEn },
  { lang: "ta" as const, prefix: "/tamil", title: (a: StoredArticle) => a.titleTa },
];

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Batches arrive within the flush interval; under load allow a few. */
const ARRIVAL = { timeout: 30_000 };

const jsOn = () => test.info().project.name === "js-on";

/** This test's own articles (helpers/page-views.ts): one slot per test, language and project. */
const articlesFor = (testIndex: 0 | 1, lang: "en" | "ta") =>
  quietArticles(3, testIndex + (lang === "en" ? 0 : 2) + (jsOn() ? 0 : 4)) as [StoredArticle, StoredArticle, StoredArticle];

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/**
 * A view recorded after everything before it: once it has arrived, so has every
 * earlier one (batches leave one at a time, in order).
 */
async function fence(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  await expect.poll(() => viewsOf(path), ARRIVAL).toBe(1);
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test.setTimeout(90_000);

    test(`a visit counts its first page once, on the server, and each page after it once (${l.lang})`, async ({ page }) => {
      const [first, second, last] = articlesFor(0, l.lang);
      const firstPath = `${l.prefix}/news/${first.slug}-${first.id}`;
      const secondPath = `${l.prefix}/news/${second.slug}-${second.id}`;
      const referrer = `e2e-${Math.random().toString(36).slice(2, 10)}.example`;

      // The reader arrives from another site: the server counts the page, with that site's host only.
      await page.goto(firstPath, { referer: `https://${referrer}/some/page?with=query` });
      await ready(page);
      await expect.poll(() => viewsOf(firstPath), ARRIVAL).toBe(1);
      expect(rowsOf(firstPath)).toEqual([{ language: l.lang, referrer_host: referrer, views: 1 }]);

      // Then finds another story and opens it: with JavaScript a client navigation (the beacon
      // counts it), without it a page load (the server does).
      await page.goto(`${l.prefix}/search?q=${encodeURIComponent(l.title(second))}`);
      await ready(page);
      const beacon = jsOn() ? page.waitForRequest((sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/page-view") : null;
      await page.locator(`main a[href$="-${second.id}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === secondPath);
      // With JavaScript the beacon carries the path and the page's language, nothing else.
      if (beacon) {
        const sent = new URLSearchParams((await beacon).postData() ?? "");
        expect([...sent.keys()].sort()).toEqual(["language", "path"]);
        expect(sent.get("path")).toBe(secondPath);
        expect(sent.get("language")).toBe(l.lang);
      }
      await expect.poll(() => viewsOf(secondPath), ARRIVAL).toBe(1);
      expect(rowsOf(secondPath)).toEqual([{ language: l.lang, referrer_host: "", views: 1 }]);

      // Nothing was counted twice: not the first page by a beacon, not the second by its data request.
      await fence(page, `${l.prefix}/news/${last.slug}-${last.id}`);
      expect(viewsOf(firstPath)).toBe(1);
      expect(viewsOf(secondPath)).toBe(1);
    });

    test(`a bot's visits are not counted, by page or by beacon (${l.lang})`, async ({ page, request }) => {
      const [crawled, beaconed, after] = articlesFor(1, l.lang);
      const crawledPath = `${l.prefix}/news/${crawled.slug}-${crawled.id}`;
      const beaconPath = `${l.prefix}/news/${beaconed.slug}-${beaconed.id}`;

      const crawl = await request.get(crawledPath, { headers: { "user-agent": GOOGLEBOT } });
      expect(crawl.status()).toBe(200);
      const beacon = await request.post("/page-view", { form: { path: beaconPath, language: l.lang }, headers: { "user-agent": GOOGLEBOT } });
      expect(beacon.status()).toBe(204);

      await fence(page, `${l.prefix}/news/${after.slug}-${after.id}`);
      expect(viewsOf(crawledPath)).toBe(0);
      expect(viewsOf(beaconPath)).toBe(0);
    });
  });
}

test("/healthz shows the page views recorded and sent, and the beacon route takes only POSTs", ONCE, async ({ request }) => {
  type Counts = { recorded: number; sent: number; pending: number; dropped: number; failedBatches: number };
  const { pageViews } = (await (await request.get("/healthz")).json()) as { pageViews: Counts | null };
  expect(pageViews).not.toBeNull();
  expect(Object.keys(pageViews!).sort()).toEqual(["dropped", "failedBatches", "pending", "recorded", "sent"]);
  expect(pageViews!.recorded).toBeGreaterThanOrEqual(pageViews!.sent);
  expect((await request.get("/page-view")).status()).toBe(405);
});
