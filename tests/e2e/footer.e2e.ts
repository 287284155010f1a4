import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { palettes } from "../../app/styles/palette";
import { CATEGORIES, CITIES } from "../../newsroom/content/catalog";
import { CLOCK } from "./helpers/tags";

/**
 * The site footer (requirements §2) and the self-hosted fonts, as a reader meets them, in
 * English and Tamil, with JavaScript on and off (the two Playwright projects).
 * Expected categories and cities come from the newsroom's seed catalogue, the data
 * the embedded newsroom serves.
 */

const languages = [
  { lang: "en", home: "/", prefix: "", messages: en },
  { lang: "ta", home: "/tamil", prefix: "/tamil", messages: ta },
] as const;

const FONTS = {
  en: ["/fonts/roboto-latin-400-normal.woff2", "/fonts/roboto-latin-700-normal.woff2"],
  ta: ["/fonts/noto-sans-tamil-tamil-400-normal.woff2", "/fonts/noto-sans-tamil-tamil-700-normal.woff2"],
} as const;
const FONT_BUDGET_BYTES = 60 * 1024;

/**
 * Internal paths the footer may link to (notes/urls.md). Static, city and category
 * pages are being built alongside this footer, so links are checked against these
 * shapes and exact values rather than fetched.
 */
const KNOWN_ROUTES = [
  /^(\/tamil)?\/category-name\/[a-z0-9-]+$/,
  /^(\/tamil)?\/city\/[a-z0-9-]+$/,
  /^(\/tamil)?\/search\?q=[^&]+$/,
  /^(\/tamil)?\/(about|contact|cookie-policy|privacy-policy|user-policy|terms)$/,
];

function footerOf(page: Page) {
  return page.getByRole("contentinfo");
}

async function hrefsIn(page: Page, navName: string): Promise<string[]> {
  const nav = footerOf(page).getByRole("navigation", { name: navName, exact: true });
  return nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

for (const l of languages) {
  const m = l.messages.footer;
  const city = (slug: string) => CITIES.find((c) => c.slug === slug)!;

  test.describe(`footer in ${l.lang}`, () => {
    test(`a reader finds the app, trending categories, districts, links and copyright in the footer (${l.lang})`, CLOCK, async ({ page }) => {
      await page.goto(l.home);
      const footer = footerOf(page);
      await expect(footer.getByRole("heading", { level: 2 })).toHaveText([m.appHeading, m.trendingHeading, m.districtsHeading, m.linksHeading]);
      await expect(footer.getByText(m.appDescription)).toBeVisible();

      // Trending News: the newsroom's first six categories, in its order, by slug.
      const trending = footer.getByRole("navigation", { name: m.trendingHeading, exact: true }).getByRole("link");
      await expect(trending).toHaveText(CATEGORIES.slice(0, 6).map((c) => c.names[l.lang]));
      expect(await hrefsIn(page, m.trendingHeading)).toEqual(CATEGORIES.slice(0, 6).map((c) => `${l.prefix}/category-name/${c.slug}`));

      // Tamil Nadu News: four districts are in the city list (two under another spelling), two are not.
      expect(["vellore", "tirupattur", "ranipet", "tiruvannamalai"].every((slug) => city(slug))).toBe(true);
      expect(CITIES.some((c) => /villupuram|kallakurichi/i.test(c.slug))).toBe(false);
      const districts = footer.getByRole("navigation", { name: m.districtsHeading, exact: true }).getByRole("link");
      await expect(districts).toHaveText([
        city("vellore").names[l.lang],
        city("tirupattur").names[l.lang],
        city("ranipet").names[l.lang],
        city("tiruvannamalai").names[l.lang],
        m.districts.villupuram,
        m.districts.kallakurichi,
      ]);
      expect(await hrefsIn(page, m.districtsHeading)).toEqual([
        `${l.prefix}/city/vellore`,
        `${l.prefix}/city/tirupattur`,
        `${l.prefix}/city/ranipet`,
        `${l.prefix}/city/tiruvannamalai`,
        `${l.prefix}/search?q=${encodeURIComponent(m.districts.villupuram)}`,
        `${l.prefix}/search?q=${encodeURIComponent(m.districts.kallakurichi)}`,
      ]);

      // Links: each page in the page's language; the Tamil user policy is the user policy (requirements §2 bug fixed).
      const pages = footer.getByRole("navigation", { name: m.linksHeading, exact: true }).getByRole("link");
      await expect(pages).toHaveText(Object.values(m.pages));
      expect(await hrefsIn(page, m.linksHeading)).toEqual(
        ["/about", "/contact", "/cookie-policy", "/privacy-policy", "/user-policy", "/terms"].map((path) => `${l.prefix}${path}`),
      );
      await expect(footer.getByRole("link", { name: m.pages.userPolicy, exact: true })).toHaveAttribute("href", `${l.prefix}/user-policy`);

      const year = new Date().getFullYear();
      await expect(footer.getByText(m.copyright.replace("{{year}}", String(year)))).toBeVisible();
      if (l.lang === "en") await expect(footer).toContainText(`© ${year} Kural News. All rights reserved.`);
    });

    test(`every internal footer link is a known route of the site, in the page's language (${l.lang})`, async ({ page }) => {
      await page.goto(l.home);
      const hrefs = await footerOf(page)
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      // The lite version of this very page (issue 9), then the site's routes.
      expect(hrefs.filter((h) => /[?&]lite=1$/.test(h))).toEqual([`${l.home}?lite=1`]);
      const internal = hrefs.filter((h) => h.startsWith("/") && !/[?&]lite=1$/.test(h));
      expect(internal).toHaveLength(18);
      for (const h of internal) {
        expect(
          KNOWN_ROUTES.some((route) => route.test(h)),
          h,
        ).toBe(true);
        expect(h.startsWith("/tamil/"), h).toBe(l.lang === "ta");
      }
      // The rest are the app stores and the social accounts, over https.
      const external = hrefs.filter((h) => !h.startsWith("/"));
      expect(external).toHaveLength(7);
      for (const h of external) expect(h).toMatch(/^https:\/\//);
    });

    test(`the social links have names in the page's language and decorative icons (${l.lang})`, async ({ page, request }) => {
      await page.goto(l.home);
      const social = footerOf(page).getByRole("navigation", { name: m.socialHeading, exact: true });
      const links = social.getByRole("link");
      await expect(links).toHaveCount(5);
      for (const [i, name] of Object.values(m.social).entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
      await social.scrollIntoViewIfNeeded();
      const found = await links.evaluateAll((as) =>
        as.map((a) => {
          const icon = a.querySelector("[aria-hidden]");
          const box = icon?.getBoundingClientRect();
          const css = icon ? getComputedStyle(icon) : null;
          return {
            href: a.getAttribute("href") ?? "",
            text: a.textContent,
            iconHidden: icon?.getAttribute("aria-hidden"),
            size: box ? [box.width, box.height] : null,
            mask: css?.maskImage ?? "",
            fill: css?.backgroundColor,
            color: getComputedStyle(a).color,
          };
        }),
      );
      // Each mark is drawn: a 22px box painted in the link's colour through its own network's shape.
      const networks = ["facebook", "x", "instagram", "youtube", "whatsapp"];
      for (const [i, link] of found.entries()) {
        expect(link.href).toMatch(/^https:\/\//);
        // The name is the link's text (hidden from sight), so a text-only browser shows it too.
        expect(link.text).toBe(Object.values(m.social)[i]);
        expect(link.iconHidden).toBe("true");
        expect(link.size).toEqual([22, 22]);
        expect(link.fill).toBe(link.color);
        const file = link.mask.match(/url\("?[^")]*(\/icons\/[a-z]+-\d+\.svg)"?\)/)?.[1];
        expect(file, link.mask).toMatch(new RegExp(`^/icons/${networks[i]}-`));
        const response = await request.get(file!);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(response.headers()["cache-control"]).toMatch(/max-age=2592000/);
        expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path d="M/);
      }
      expect(found[4]!.href).toMatch(/whatsapp\.com\/channel\//);
      // High contrast: the forced text colour still draws the marks (a forced background would hide them).
      await page.emulateMedia({ forcedColors: "active" });
      const forced = await links.evaluateAll((as) =>
        as.map((a) => [getComputedStyle(a.querySelector("[aria-hidden]")!).backgroundColor, getComputedStyle(a).color]),
      );
      for (const [fill, color] of forced) expect(fill).toBe(color);
    });

    test(`the app-store badges are our own images, sized, named, and they load (${l.lang})`, async ({ page, request }) => {
      await page.goto(l.home);
      const footer = footerOf(page);
      const badges = [
        { alt: m.appStoreBadge, store: /^https:\/\/apps\.apple\.com\// },
        { alt: m.playStoreBadge, store: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/ },
      ];
      for (const badge of badges) {
        const image = footer.getByRole("img", { name: badge.alt, exact: true });
        await expect(image).toHaveAttribute("width", "150");
        await expect(image).toHaveAttribute("height", "44");
        await expect(image).toHaveAttribute("src", new RegExp(`^/badges/[a-z-]+-${l.lang}\\.svg$`));
        await expect(footer.getByRole("link", { name: badge.alt, exact: true })).toHaveAttribute("href", badge.store);
        const response = await request.get((await image.getAttribute("src"))!);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(await response.text()).toContain('width="150" height="44"');
        // Lazy images load once scrolled to; then they have their real size.
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty("naturalWidth", 150);
      }
    });

    test(`the page's own font files load and stay within the 60 KB budget (${l.lang})`, async ({ page, request }) => {
      await page.goto(l.home);
      // The body's regular face; English pages also the headlines' bold, whose face is `optional` (issue 4, decision 0024).
      const preloads = page.locator('head link[rel="preload"][as="font"]');
      await expect(preloads.first()).toHaveAttribute("href", FONTS[l.lang][0]);
      expect(await preloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(l.lang === "en" ? FONTS.en : [FONTS[l.lang][0]]);
      for (const link of await preloads.all()) await expect(link).toHaveAttribute("crossorigin", "anonymous");
      let total = 0;
      for (const url of FONTS[l.lang]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"]).toBe("font/woff2");
        const body = await response.body();
        expect(body.subarray(0, 4).toString("latin1")).toBe("wOF2");
        total += body.length;
      }
      expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    });

    test(`a ${l.lang === "en" ? "English" : "Tamil"} page downloads only its own script's font files`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith("/fonts/")) requested.push(path);
      });
      // The whole page, footer included, is laid out before the network goes quiet.
      await page.goto(l.home, { waitUntil: "networkidle" });
      expect(requested).toContain(FONTS[l.lang][0]);
      const other = l.lang === "en" ? FONTS.ta : FONTS.en;
      for (const path of requested) expect(other, `${path} belongs to the other script`).not.toContain(path);
      expect(requested.every((path) => (FONTS[l.lang] as readonly string[]).includes(path))).toBe(true);
    });
  });
}

test.describe("footer on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const l of languages) {
    test(`the footer's columns stack into one and nothing scrolls sideways (${l.lang})`, async ({ page }) => {
      await page.goto(l.home);
      const headings = footerOf(page).getByRole("heading", { level: 2 });
      await expect(headings).toHaveCount(4);
      const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await headings.nth(i).boundingBox())!));
      for (const box of boxes) expect(box.x).toBe(boxes[0]!.x);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
      const footerBox = (await footerOf(page).boundingBox())!;
      expect(footerBox.width).toBeLessThanOrEqual(360);
      // Every social link is a thumb-sized target.
      const social = footerOf(page).getByRole("navigation", { name: l.messages.footer.socialHeading, exact: true }).getByRole("link");
      for (const link of await social.all()) {
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  }
});

test.describe("footer on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the footer's four columns sit side by side", async ({ page }) => {
    await page.goto("/tamil");
    const headings = footerOf(page).getByRole("heading", { level: 2 });
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await headings.nth(i).boundingBox())!));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
      expect(boxes[i]!.y).toBe(boxes[0]!.y);
    }
  });
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`footer in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test(`the footer draws with the ${scheme} theme's colours`, async ({ page }) => {
      await page.goto("/");
      const hex = (value: string) => {
        const n = parseInt(value.slice(1), 16);
        return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
      };
      const palette = palettes[scheme];
      await expect(footerOf(page)).toHaveCSS("background-color", hex(palette.surface));
      await expect(footerOf(page).getByRole("link", { name: en.footer.pages.aboutUs })).toHaveCSS("color", hex(palette.text));
      await expect(footerOf(page).getByText(en.footer.appDescription)).toHaveCSS("color", hex(palette.muted));
    });
  });
}
