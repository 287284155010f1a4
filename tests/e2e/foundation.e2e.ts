import { expect, test } from "./helpers/test";
import { ONCE } from "./helpers/tags";

/**
 * The whole road, end to end: the site renders real newsroom data, server-side,
 * in both languages, with JavaScript on and off (the two Playwright projects).
 */

const languages = [
  { lang: "en", home: "/", state: "State News", national: "National News", local: "Local News", notFound: "The page you were looking for doesn't exist." },
  { lang: "ta", home: "/tamil", state: "மாநிலச் செய்திகள்", national: "தேசியச் செய்திகள்", local: "உள்ளூர் செய்திகள்", notFound: "நீங்கள் தேடிய பக்கம் இல்லை." },
] as const;

for (const l of languages) {
  test.describe(`${l.lang}`, () => {
    test(`a reader sees the home page's news sections in ${l.lang}`, ONCE, async ({ page }) => {
      const response = await page.goto(l.home);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      for (const heading of [l.state, l.national, l.local]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const state = page.getByRole("region", { name: l.state, exact: true });
      // A lead story, two secondary stories and four "latest" items, all links to articles.
      await expect(state.locator('a[href*="/news/"]').first()).toBeVisible();
      const articleLinks = await state.locator('h3 a[href*="/news/"], li a[href*="/news/"]').count();
      expect(articleLinks).toBe(7);
      if (l.lang === "ta") {
        // Sections below the first screen are drawn as the reader nears them (content-visibility): scroll there.
        await state.scrollIntoViewIfNeeded();
        await expect(state.locator("h3 a").first()).toHaveText(/[\u0B80-\u0BFF]/, { useInnerText: true });
      }
    });

    test(`a reader opens an article from the home page in ${l.lang}`, async ({ page }) => {
      await page.goto(l.home);
      const lead = page.getByRole("region", { name: l.state, exact: true }).locator("h3 a").first();
      const href = await lead.getAttribute("href");
      expect(href).toMatch(l.lang === "ta" ? /^\/tamil\/news\/[a-z0-9-]+-\d+$/ : /^\/news\/[a-z0-9-]+-\d+$/);
      await lead.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.locator("article .article-body p").first()).toBeVisible();
      if (l.lang === "ta") expect(await h1.innerText()).toMatch(/[\u0B80-\u0BFF]/);
    });

    test(`the language link keeps the reader on the same article (${l.lang})`, async ({ page }) => {
      await page.goto(l.home);
      const href = await page.getByRole("region", { name: l.state, exact: true }).locator("h3 a").first().getAttribute("href");
      await page.goto(href!);
      const id = href!.split("-").pop();
      await page.getByRole("link", { name: l.lang === "en" ? "தமிழ்" : "English" }).click();
      await expect(page).toHaveURL(l.lang === "en" ? new RegExp(`/tamil/news/.*-${id}$`) : new RegExp(`^[^?]*//[^/]+/news/.*-${id}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang === "en" ? "ta" : "en");
    });

    test(`an unknown path is a 404 page in ${l.lang}`, ONCE, async ({ page }) => {
      const response = await page.goto(l.lang === "en" ? "/no-such-page/at-all" : "/tamil/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByRole("link", { name: l.lang === "en" ? "Return to Home" : "முகப்புக்குத் திரும்புக" })).toHaveAttribute("href", l.home);
    });

    test(`a bad article slug or a missing article is a 404 page in ${l.lang}`, ONCE, async ({ page }) => {
      const prefix = l.lang === "en" ? "" : "/tamil";
      for (const path of [`${prefix}/news/no-id-here`, `${prefix}/news/gone-999999999`, `${prefix}/city/x/news/%2e%2e%2f-1x`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);
      }
    });
  });
}

test("every HTML response carries the security headers and a fresh CSP nonce on every script", ONCE, async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // e2e sets GOOGLE_CLIENT_ID: Google's sign-in popup needs to answer its opener (server.ts).
  expect(first.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(first.headers()["permissions-policy"]).toContain("geolocation=(self)");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  // Structured data (application/ld+json) is a data block that never runs: CSP does not apply to it.
  for (const tag of scripts.filter((tag) => !tag.includes('type="application/ld+json"'))) expect(tag).toContain(`nonce="${nonce}"`);
  const notFound = await request.get("/missing-page");
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()["content-security-policy"]).toMatch(/'nonce-/);
});

test("built assets are immutable for a year and responses are compressed", ONCE, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/build\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("iOS's home-screen icon answers at the root, 180×180, kept a month, and both languages' pages link it (issue 29)", ONCE, async ({ page, request }) => {
  const icon = await request.get("/apple-touch-icon.png");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect(icon.headers()["cache-control"]).toBe("public, max-age=2592000");
  // The PNG's own header: the signature, then IHDR's width and height (big-endian, bytes 16 to 23).
  const png = await icon.body();
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  for (const home of ["/", "/tamil"]) {
    await page.goto(home);
    const link = page.locator('head link[rel="apple-touch-icon"]');
    await expect(link).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(link).toHaveAttribute("sizes", "180x180");
  }
});

test("/healthz reports both upstream services", ONCE, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.upstream.legacy.state).toBe("closed");
  expect(body.upstream.media.state).toBe("closed");
});

test("the newsroom is not reachable through the public port", ONCE, async ({ request }) => {
  for (const path of ["/api/user/en/news/1", "/core-svc/api/v1/cities", "/news-svc/api/v1/home"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
  }
});

test("a POST from another site is refused before it reaches any action, in the URL's language", ONCE, async ({ request }) => {
  const english = await request.post("/", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, form: { mode: "dark" } });
  expect(english.status()).toBe(403);
  expect(await english.text()).toContain("another site");
  const tamil = await request.post("/tamil/contact", { headers: { origin: "https://evil.example" }, form: { message: "x" } });
  expect(tamil.status()).toBe(403);
  expect(await tamil.text()).toMatch(/[\u0B80-\u0BFF]/);
  // Same origin passes the guard (and reaches the router).
  const own = await request.post("/no-such-action", { headers: { origin: new URL(test.info().project.use.baseURL!).origin } });
  expect(own.status()).not.toBe(403);
});
