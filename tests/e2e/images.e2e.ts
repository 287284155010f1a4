import { expect, test, type Page } from "./helpers/test";

/**
 * Issue 9, pictures: an article's pictures come through the image route (/img/…),
 * resized, in the format the browser reads best, with their size set in the HTML;
 * the hero loads first, the rest lazily. Both languages, JavaScript on and off.
 */

const languages = [
  { lang: "en", home: "/", state: "State News" },
  { lang: "ta", home: "/tamil", state: "மாநிலச் செய்திகள்" },
] as const;

/** The first state story's article, as a reader reaches it from the home page. */
async function openArticle(page: Page, home: string, state: string): Promise<string> {
  await page.goto(home);
  const href = await page.getByRole("region", { name: state, exact: true }).locator("h3 a").first().getAttribute("href");
  expect(href).toMatch(/\/news\/[a-z0-9-]+-\d+$/);
  return href!;
}

for (const l of languages) {
  test(`an article's pictures load resized through the image route (${l.lang})`, async ({ page, baseURL }) => {
    const href = await openArticle(page, l.home, l.state);
    const pictures = new Map<string, string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/img/")) pictures.set(url.pathname, `${response.status()} ${response.headers()["content-type"]}`);
    });
    await page.goto(href);
    await expect(page.locator("html")).toHaveAttribute("lang", l.lang);

    // The hero: one, eager, high priority, every candidate on the route, its size in the HTML.
    const hero = page.locator('main img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", /^\d+$/);
    await expect(hero).toHaveAttribute("height", /^\d+$/);
    await expect(hero).toHaveAttribute("alt", /\S/);
    const srcset = (await hero.getAttribute("srcset")) ?? "";
    const candidates = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.length).toBeGreaterThan(3);
    for (const [url, descriptor] of candidates) {
      expect(url).toMatch(/^\/img\/\d+\/m\/media\/news\/\d+\/\d+\.svg$/);
      expect(descriptor).toMatch(/^\d+w$/);
    }
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const current = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.origin).toBe(new URL(baseURL!).origin);
    expect(current.pathname).toMatch(/^\/img\//);
    // Chromium accepts AVIF, so that is what the route sent.
    await expect.poll(() => pictures.get(current.pathname)).toBe("200 image/avif");

    // Every picture on the page has its size set (no layout shift); the news pictures are lazy.
    const sizes = await page.locator("img").evaluateAll((images) =>
      images.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        src: img.getAttribute("src"),
      })),
    );
    for (const picture of sizes) {
      expect(picture.width, picture.src ?? "").toMatch(/^\d+$/);
      expect(picture.height, picture.src ?? "").toMatch(/^\d+$/);
    }
    const related = page.locator('main img[src^="/img/"]:not([fetchpriority="high"])');
    expect(await related.count()).toBeGreaterThan(0);
    for (const loading of await related.evaluateAll((images) => images.map((img) => img.getAttribute("loading")))) expect(loading).toBe("lazy");
    // Scrolled into view, they load through the route too.
    await related.last().scrollIntoViewIfNeeded();
    await expect.poll(() => related.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const loaded = [...pictures.values()];
    expect(loaded.length).toBeGreaterThan(1);
    for (const answer of loaded) expect(answer).toBe("200 image/avif");
  });

  test(`the image route answers AVIF, WebP or JPEG by Accept and refuses what is not allowed (${l.lang})`, async ({ page, request }) => {
    const href = await openArticle(page, l.home, l.state);
    await page.goto(href);
    const src = await page.locator('main img[fetchpriority="high"]').getAttribute("src");
    expect(src).toMatch(/^\/img\//);
    for (const [accept, type] of [
      ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["image/*", "image/jpeg"],
    ] as const) {
      const response = await request.get(src!, { headers: { accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      expect(response.headers()["vary"]).toMatch(/Accept/);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await response.body()).byteLength).toBeGreaterThan(100);
    }
    const path = src!.replace(/^\/img\/\d+\/m\//, "");
    expect((await request.get(`/img/333/m/${path}`)).status()).toBe(400);
    expect((await request.get(`/img/640/example.com/${path}`)).status()).toBe(404);
    expect((await request.get(`/img/640/m@example.com/${path}`)).status()).toBe(404);
    expect((await request.get(`/img/640/m/media/news/999999999/1200.svg`)).status()).toBe(404);
  });
}
