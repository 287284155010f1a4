import { expect, moveClock, test, type APIRequestContext } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { marqueeShown } from "./helpers/headlines";
import { ONCE } from "./helpers/tags";
import { linesBeforeMainHeading, textRender } from "./helpers/text-render";

/**
 * Readers in text browsers (lynx, w3m), which apply no stylesheet (issue 29): the server's HTML as they show it,
 * read with tests/e2e/helpers/text-render.ts, in English and Tamil; and the same pages in Chromium, where the
 * stylesheet decides and nothing changed for sighted readers.
 */

const languages = [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
] as const;

/** An article linked from the language's home page (read over HTTP). */
async function anArticle(request: APIRequestContext, prefix: string): Promise<string> {
  const html = await (await request.get(prefix || "/")).text();
  return new RegExp(`href="(${prefix}/news/[^"?#]+)"`).exec(html)![1]!;
}

for (const l of languages) {
  const s = l.messages.shell;

  test(`a text browser is offered one theme, the one that is not in force (${l.lang})`, ONCE, async ({ request }) => {
    const article = await anArticle(request, l.prefix);
    for (const [mode, offered, notOffered] of [
      [null, s.themeToDark, s.themeToLight],
      ["light", s.themeToDark, s.themeToLight],
      ["dark", s.themeToLight, s.themeToDark],
    ] as const) {
      for (const path of [l.prefix || "/", article]) {
        const response = await request.get(path, { headers: mode ? { cookie: `mode=${mode}` } : {} });
        expect(response.status()).toBe(200);
        const text = textRender(await response.text())
          .map((line) => line.text)
          .join("\n");
        expect(text, `${path}, mode ${mode}`).toContain(`[${offered}]`);
        expect(text, `${path}, mode ${mode}`).not.toContain(notOffered);
      }
    }
  });

  test(`a text browser starts with "Skip to content" and reaches the story within 25 lines (${l.lang})`, ONCE, async ({ request }) => {
    // Issue 29: 109 lines of an article page (the menus' 45 districts and categories, five headlines under each
    // section's link, the marquee's ten) came before its headline in lynx; 20 now.
    for (const path of [l.prefix || "/", await anArticle(request, l.prefix)]) {
      const html = await (await request.get(path)).text();
      const lines = textRender(html);
      expect(lines[0]?.text, path).toBe(l.messages.site.skipToContent);
      expect(lines[0]?.from.getAttribute("href"), path).toBe("#main");
      const before = linesBeforeMainHeading(lines);
      expect(
        before,
        `${path}:\n${lines
          .slice(0, before)
          .map((line) => line.text)
          .join("\n")}`,
      ).toBeLessThanOrEqual(25);
      // What the header still offers such a reader: every section, and each menu's page of all its entries.
      const header = lines.slice(0, before).map((line) => line.text);
      for (const entry of [l.messages.nav.tamilNadu, l.messages.nav.india, l.messages.nav.world, s.allDistricts, s.allCategories]) {
        expect(header, path).toContain(entry);
      }
    }
  });

  for (const screen of [
    { name: "360px", viewport: { width: 360, height: 740 } },
    { name: "desktop", viewport: { width: 1280, height: 800 } },
  ]) {
    // The marquee it looks for holds today's important stories, none just after India's midnight: read from the data
    // (the file is among npm run test:clock's dated ones; not tagged CLOCK, the marquee being a small part of it).
    test(`in Chromium at ${screen.name}, the stylesheet still shows the theme button that leads away from the theme in force (${l.lang})`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      // One page for the six cases: the system's scheme is emulated and the reader's choice (the `mode` cookie) set
      // before each load.
      const context = await browser.newContext({ viewport: screen.viewport, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
      await moveClock(context);
      const page = await context.newPage();
      try {
        for (const scheme of ["light", "dark"] as const) {
          for (const mode of [null, "light", "dark"] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await context.clearCookies();
            if (mode) await context.addCookies([{ name: "mode", value: mode, url: baseURL! }]);
            const askedAt = Date.now();
            await page.goto(`${baseURL}${l.prefix || "/"}`);
            const inForce = mode ?? scheme;
            const banner = page.getByRole("banner");
            const [shown, gone] = inForce === "dark" ? [s.themeToLight, s.themeToDark] : [s.themeToDark, s.themeToLight];
            await expect(banner.getByRole("button", { name: shown }), `${scheme} system, mode ${mode}`).toBeVisible();
            await expect(banner.getByRole("button", { name: gone }), `${scheme} system, mode ${mode}`).toBeHidden();
            if (scheme !== "light" || mode) continue;
            // What the HTML now hides from browsers without CSS is the stylesheet's to show, as before: the marquee,
            // the menus' lists (their tests: shell.e2e.ts), and on desktop a section's five headlines on hover.
            // The marquee when today has important stories (none just after India's midnight).
            const marquee = marqueeShown(l.prefix, askedAt);
            if (marquee) {
              await expect(banner.getByRole("heading", { name: s.headlines })).toBeVisible();
              await expect(banner.getByRole("region", { name: s.headlines }).getByRole("link").first()).toBeVisible();
            }
            if (marquee === false) await expect(banner.getByRole("heading", { name: s.headlines })).toHaveCount(0);
            const preview = banner.getByRole("list", { name: s.previewOf.replace("{{section}}", l.messages.nav.tamilNadu) });
            await expect(preview).toBeHidden();
            if (screen.name === "desktop") {
              await banner.getByRole("link", { name: l.messages.nav.tamilNadu, exact: true }).hover();
              await expect(preview).toBeVisible();
              await expect(preview.getByRole("link")).toHaveCount(5);
            }
            // The keyboard starts where it did: "Skip to content", then the site's name.
            await page.keyboard.press("Tab");
            await expect(page.getByRole("link", { name: l.messages.site.skipToContent })).toBeFocused();
            await page.keyboard.press("Tab");
            await expect(banner.getByRole("link", { name: l.messages.site.name, exact: true })).toBeFocused();
          }
        }
      } finally {
        await context.close();
      }
    });
  }
}
