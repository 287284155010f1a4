import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ONCE } from "./helpers/tags";
import { ta } from "../../app/i18n/locales/ta";
import { VIDEO_PLAYER_ORIGINS } from "../../app/news/video-embed";
import { E2E_GOOGLE_CLIENT_ID } from "../../playwright.config";
import { article, oldestArticle, setBody } from "./helpers/articles-db";

/**
 * Videos in article bodies (decision 0028), English and Tamil, JavaScript on and off, and lite mode: an embed is
 * a poster that links to the video's page; with JavaScript, pressing it puts the player there (youtube-nocookie,
 * player.vimeo.com), which the page's CSP allows; nothing is asked of the video sites before the reader asks.
 */

const YOUTUBE = { id: "M7lc1UVf-VE", title: "Cuddalore flood relief: boats reach the villages" };
const VIMEO = { id: "76979871", title: "கடலூர் வெள்ள நிவாரணம்: கிராமங்களுக்குப் படகுகள்" };
const BODY =
  `<p>Relief work went on through the night.</p>` +
  `<p><iframe width="560" height="315" src="https://www.youtube.com/embed/${YOUTUBE.id}?si=Xy12" title="${YOUTUBE.title}" ` +
  `frameborder="0" allow="accelerometer; autoplay; clipboard-write" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></p>` +
  `<iframe src="https://player.vimeo.com/video/${VIMEO.id}?h=abc" width="640" height="360" title="${VIMEO.title}" allow="autoplay; fullscreen"></iframe>` +
  `<p>The district collector visited the camps.</p>`;

const VIDEO_SITES = /youtube|ytimg|vimeo/;

const jsOn = () => test.info().project.name === "js-on";

/** Every request the page makes to a video site, and every CSP violation it reports (recorded from the start). */
async function watch(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (VIDEO_SITES.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  // No network here: the player's page is answered locally, after the browser's CSP check has let it through.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return requests;
}

test.beforeAll(() => setBody(oldestArticle(130), BODY));

for (const [lang, messages] of [
  ["en", en],
  ["ta", ta],
] as const) {
  const prefix = lang === "ta" ? "/tamil" : "";
  const play = messages.lite.playVideo;

  test(`an embedded video is a poster: the player on a press with JavaScript, the video's page without (${lang})`, async ({ page }) => {
    const requests = await watch(page);
    const facts = article(oldestArticle(130), lang);
    const response = await page.goto(`${prefix}/news/${facts.slug}`);
    if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");

    // The CSP allows exactly the two players as frames (and Google's sign-in, which the e2e site offers).
    const csp = response!.headers()["content-security-policy"] ?? "";
    const frameSrc = csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "frame-src");
    expect(frameSrc?.slice(1).sort()).toEqual([...VIDEO_PLAYER_ORIGINS, "https://accounts.google.com/gsi/"].sort());
    expect(E2E_GOOGLE_CLIENT_ID).toBeTruthy();

    const body = page.locator(".article-body");
    await expect(body.locator("iframe")).toHaveCount(0);
    const youtube = body.getByRole("link", { name: `${play}: ${YOUTUBE.title} (YouTube)` });
    const vimeo = body.getByRole("link", { name: `${play}: ${VIMEO.title} (Vimeo)` });
    await expect(youtube).toHaveAttribute("href", `https://www.youtube.com/watch?v=${YOUTUBE.id}`);
    await expect(vimeo).toHaveAttribute("href", `https://vimeo.com/${VIMEO.id}`);
    await expect(youtube).toBeVisible();
    // The text around it is whole.
    await expect(body.locator("p").first()).toHaveText("Relief work went on through the night.");
    await page.waitForLoadState("load");
    expect(requests).toEqual([]);

    if (!jsOn()) {
      // Without JavaScript the poster opens the video's own page.
      await expect(youtube).toHaveAttribute("target", "_blank");
      return;
    }
    const box = await youtube.boundingBox();
    await youtube.click();
    const frame = body.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${YOUTUBE.id}?autoplay=1`);
    await expect(frame).toHaveAttribute("title", YOUTUBE.title);
    await expect(frame).toBeFocused();
    // The page stayed where it was (the link was not followed) and the player took the poster's place and size.
    expect(page.url()).toContain(`/news/${facts.slug}`);
    const frameBox = await frame.boundingBox();
    expect(Math.abs(frameBox!.height - box!.height)).toBeLessThan(2);
    await expect(page.frameLocator(".article-body iframe").locator("p")).toHaveText("player");

    await vimeo.press("Enter");
    await expect(body.locator("iframe")).toHaveCount(2);
    await expect(body.locator("iframe").nth(1)).toHaveAttribute("src", `https://player.vimeo.com/video/${VIMEO.id}?autoplay=1`);
    await expect(page.frameLocator(".article-body iframe >> nth=1").locator("p")).toHaveText("player");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // Only the players, only once asked for.
    expect(requests.map((url) => new URL(url).origin).sort()).toEqual([...VIDEO_PLAYER_ORIGINS].sort());
  });

  test(`in lite mode an embedded video is a link to it (${lang})`, ONCE, async ({ page }) => {
    const requests = await watch(page);
    const facts = article(oldestArticle(130), lang);
    await page.goto(`${prefix}/news/${facts.slug}?lite=1`);
    const body = page.locator(".article-body");
    await expect(body.locator("iframe, .video-poster")).toHaveCount(0);
    const label = messages.lite.videoLink;
    await expect(body.getByRole("link", { name: `${label}: ${YOUTUBE.title}` })).toHaveAttribute("href", `https://www.youtube.com/watch?v=${YOUTUBE.id}`);
    await expect(body.getByRole("link", { name: `${label}: ${VIMEO.title}` })).toHaveAttribute("href", `https://vimeo.com/${VIMEO.id}`);
    await page.waitForLoadState("load");
    expect(requests).toEqual([]);
  });
}
