import { randomUUID } from "node:crypto";
import { expect, test } from "./helpers/test";
import { E2E_REPORT_RATE_LIMIT } from "../../playwright.config";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { feedbackLines, postFormFrom, textOf } from "./helpers/feedback";
import { ONCE } from "./helpers/tags";

/**
 * The 404 page (requirements §2): its three texts, a search box that searches, "Return to Home" and
 * "REPORT THIS PAGE", which records the broken link and thanks the reader. English and Tamil,
 * JavaScript on and off.
 */

const languages = [
  { lang: "en", prefix: "", home: "/", messages: en },
  { lang: "ta", prefix: "/tamil", home: "/tamil", messages: ta },
] as const;

for (const l of languages) {
  test.describe(`the 404 page in ${l.lang}`, () => {
    const { errors, brokenLink } = l.messages;

    test(`shows the three texts, searches in ${l.lang} and goes home`, async ({ page }) => {
      const response = await page.goto(`${l.prefix}/no-such-page-${randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByText(errors.notFoundTitle, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.notFoundHeading);
      await expect(page.getByText(errors.notFoundBody, { exact: true })).toBeVisible();

      const search = page.getByRole("search");
      await expect(search).toHaveAttribute("action", `${l.prefix}/search`);
      await expect(search).toHaveAttribute("method", "get");
      const box = search.getByLabel(brokenLink.searchLabel);
      await expect(box).toHaveAttribute("name", "q");
      await box.fill(l.lang === "ta" ? "சென்னை மழை" : "Chennai rain");
      await search.getByRole("button", { name: brokenLink.searchButton }).click();
      const expected = new URLSearchParams({ q: l.lang === "ta" ? "சென்னை மழை" : "Chennai rain" }).toString();
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/search` && url.search === `?${expected}`);

      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.notFoundHeading);
      await page.getByRole("link", { name: errors.returnHome }).click();
      await expect(page).toHaveURL((url) => url.pathname === l.home);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
    });

    test(`REPORT THIS PAGE records the broken link, with the page that linked to it, and thanks the reader (${l.lang})`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const broken = `${l.prefix}/old-story-${randomUUID()}?from=newsletter`;
      await page.goto(broken, { referer: `${baseURL}${l.prefix}/about?utm=mail` });
      const before = feedbackLines().length;

      const report = page.getByRole("button", { name: brokenLink.report });
      await expect(report).toBeVisible();
      await expect(report).toHaveCSS("text-transform", "uppercase");
      await report.click();

      await expect(page).toHaveURL((url) => url.pathname + url.search === `${broken}&reported=1`);
      await expect(page.getByRole("status")).toHaveText(brokenLink.reported);
      await expect(page.getByRole("button", { name: brokenLink.report })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.notFoundHeading);

      const lines = feedbackLines();
      expect(lines.length).toBeGreaterThan(before);
      const recorded = lines.filter((line) => line.url === broken);
      expect(recorded, testInfo.project.name).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ kind: "broken-link", language: l.lang, referrer: `${l.prefix}/about` });
      // Nothing else about the reader is kept.
      expect(Object.keys(recorded[0]!).sort()).toEqual(["kind", "language", "referrer", "time", "url"]);
    });

    test(`an article that does not exist can be reported too (${l.lang})`, async ({ page }) => {
      const missing = `${l.prefix}/news/gone-${900_000_000 + Math.floor(Math.random() * 99_999_999)}`;
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await page.getByRole("button", { name: brokenLink.report }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === `${missing}?reported=1`);
      await expect(page.getByRole("status")).toHaveText(brokenLink.reported);
      expect(feedbackLines().filter((line) => line.url === missing)).toHaveLength(1);
    });
  });
}

test.describe("the report action", () => {
  test("refuses addresses off the site by going home, and is not a page of its own", ONCE, async ({ request }) => {
    // Each address carries this run's marker: other tests write reports in parallel, so the store is
    // searched for these, not counted.
    const marker = `refused-${Date.now()}`;
    for (const [path, url, home] of [
      ["/report-page", `//evil.example/${marker}`, "/"],
      ["/report-page", `https://evil.example/${marker}`, "/"],
      ["/tamil/report-page", `/\\evil.example/${marker}`, "/tamil"],
      ["/tamil/report-page", `/page\r\n${marker}`, "/tamil"],
    ] as const) {
      const response = await request.post(path, { form: { url }, maxRedirects: 0 });
      expect(response.status(), url).toBe(303);
      expect(response.headers()["location"], url).toBe(home);
    }
    expect(feedbackLines().filter((line) => JSON.stringify(line).includes(marker))).toEqual([]);
    for (const path of ["/report-page", "/tamil/report-page"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test("a client reporting too many pages gets 429 and a message in the page's language", ONCE, async ({ baseURL }, testInfo) => {
    const client = testInfo.project.name === "js-off" ? "127.0.0.5" : "127.0.0.4";
    const url = `/missing-${randomUUID()}`;
    for (let sent = 0; sent < E2E_REPORT_RATE_LIMIT.points; sent += 1) {
      const accepted = await postFormFrom(client, baseURL!, "/report-page", { url });
      expect(accepted.status, `report ${sent + 1}`).toBe(303);
      expect(accepted.headers.location).toBe(`${url}?reported=1`);
    }
    const limited = await postFormFrom(client, baseURL!, "/tamil/report-page", { url: `/tamil${url}` });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(textOf(limited.body)).toContain(ta.brokenLink.rateLimited_other.replace("{{count}}", String(Math.ceil(retryAfter / 60))));
    expect(limited.body).toContain(`href="/tamil${url}"`);
    expect(feedbackLines().filter((line) => line.url === url)).toHaveLength(E2E_REPORT_RATE_LIMIT.points);
  });
});
