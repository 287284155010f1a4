import { expect, test, type APIRequestContext, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";

/**
 * Lite mode (issue 9): `?lite=1` (remembered in a cookie) or the browser's data saver
 * (`Save-Data: on`) serve pages with no JavaScript, the system's fonts and the
 * article's picture behind a tap; "Switch to the full site" undoes it. Lite URLs are
 * not indexed. English and Tamil.
 */

const languages = [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
];

/** Every request the page makes, by kind. */
function requests(page: Page) {
  const seen = { scripts: [] as string[], fonts: [] as string[], images: [] as string[] };
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script") seen.scripts.push(request.url());
    if (type === "font") seen.fonts.push(request.url());
    if (type === "image") seen.images.push(request.url());
  });
  return seen;
}

/** The first article linked from the home page, read from the HTML (the browser has not visited anything yet). */
async function firstArticlePath(request: APIRequestContext, prefix: string): Promise<string> {
  const html = await (await request.get(prefix || "/")).text();
  const path = html.match(new RegExp(`href="(${prefix}/news/[^"?#]+)"`))?.[1];
  expect(path).toBeTruthy();
  return path!;
}

for (const l of languages) {
  const m = l.messages;

  test(`${l.lang}: ?lite=1 serves an article with no JavaScript, no web fonts and its picture behind a tap`, async ({ page, request }) => {
    const path = await firstArticlePath(request, l.prefix);
    const html = await (await request.get(`${path}?lite=1`)).text();
    // No script runs: the only <script> elements are structured data.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !tag.includes('type="application/ld+json"'))).toEqual([]);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');

    const seen = requests(page);
    await page.goto(`${path}?lite=1`);
    await expect(page.getByRole("note")).toContainText(m.lite.banner);
    await expect(page.locator("html")).toHaveAttribute("data-lite", "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("load");
    expect(seen.scripts).toEqual([]);
    expect(seen.fonts).toEqual([]);
    // The picture waits behind "Show picture": nothing of the article's is fetched until the tap.
    const hero = page.locator("article details [role=img]");
    const heroUrl = (await hero.getAttribute("style"))!.match(/url\("([^"]+)"\)/)![1]!;
    expect(seen.images.filter((url) => url.includes("/media/") || url.includes("/img/"))).toEqual([]);
    await page.getByText(m.lite.showImage).click();
    await expect(hero).toBeVisible();
    await expect.poll(() => seen.images.some((url) => url.endsWith(heroUrl))).toBe(true);
  });

  test(`${l.lang}: lite mode is remembered, and "${m.lite.fullSite}" ends it`, async ({ page }) => {
    await page.goto(`${l.prefix || "/"}?lite=1`);
    await expect(page.getByRole("note")).toBeVisible();
    // A plain link to another page: still lite, with no ?lite in its URL.
    await page.getByRole("navigation", { name: m.site.primaryNavigation }).getByRole("link", { name: m.nav.tamilNadu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/state/tamil-nadu$`));
    await expect(page.getByRole("note")).toContainText(m.lite.banner);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.getByRole("link", { name: m.lite.fullSite }).click();
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-lite", "");
    // The full site's footer offers the way back.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: m.lite.liteVersion })).toHaveAttribute("href", /lite=1/);
    await page.goto(l.prefix || "/");
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ extraHTTPHeaders: { "Save-Data": "on" } });
    test(`${l.lang}: a browser's data saver (Save-Data: on) gets the lite page, unless the reader chose the full site`, async ({ page }) => {
      await page.goto(l.prefix || "/");
      await expect(page.getByRole("note")).toContainText(m.lite.banner);
      await page.getByRole("link", { name: m.lite.fullSite }).click();
      await expect(page.getByRole("note")).toHaveCount(0);
      await page.goto(`${l.prefix}/state/tamil-nadu`);
      await expect(page.getByRole("note")).toHaveCount(0);
    });
  });
}
