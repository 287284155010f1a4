import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test, type Locator, type Page, moveClock, browserEnv } from "./helpers/test";

/**
 * Issue 4: Tamil glyphs on English pages (the header's "தமிழ்" switch) are drawn with the site's Tamil face, not left
 * to whatever the phone has (boxes where it has none); and an English headline's bold face is asked for with the
 * HTML, so a first visit is drawn as the second, with no layout shift. JavaScript on and off (the projects).
 */

/** The fonts Chromium actually drew a node's text with (DevTools protocol). */
async function fontsOf(page: Page, locator: Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const id = await locator.evaluate((element) => {
    element.setAttribute("data-font-probe", "1");
    return "[data-font-probe]";
  });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: id });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

/**
 * A phone without a Tamil font: Chromium started with a fontconfig that rejects every Tamil face on this machine, so
 * neither a system fallback nor the @font-face's local() can find one; only the site's own file can draw the word.
 */
function fontconfigWithoutTamil(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-no-tamil-"));
  const file = path.join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<selectfont><rejectfont><glob>*Tamil*</glob></rejectfont></selectfont><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  return file;
}

test("the Tamil switch on an English page is drawn with the site's Tamil face on a phone without one", async ({ baseURL }) => {
  const project = test.info().project.use;
  const browser = await chromium.launch({ ...project.launchOptions, env: { ...browserEnv(), FONTCONFIG_FILE: fontconfigWithoutTamil() } });
  try {
    const page = await browser.newPage({ javaScriptEnabled: project.javaScriptEnabled, baseURL });
    await moveClock(page.context());
    const fontFiles: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/fonts/")) fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const toTamil = page.locator("header a[lang='ta']").first();
    await expect(toTamil).toHaveText("தமிழ்");
    await page.evaluate(() => document.fonts.ready);
    const fonts = await fontsOf(page, toTamil);
    // The web font's file, not a system fallback (there is none here: that would be boxes).
    expect(
      fonts.filter((font) => /Noto Sans Tamil/i.test(font.familyName) && font.isCustomFont),
      JSON.stringify(fonts),
    ).not.toEqual([]);
    // Only the regular Tamil file: the switch is the page's only Tamil text (unicode-range), and it is not bold.
    expect(fontFiles.filter((file) => file.includes("tamil"))).toEqual(["/fonts/noto-sans-tamil-tamil-400-normal.woff2"]);
  } finally {
    await browser.close();
  }
});

test("an English headline's bold face is preloaded and used on a first visit, with no layout shift", async ({ page }) => {
  await page.goto("/");
  const article = await page.locator("main a[href^='/news/']").first().getAttribute("href");
  // A first visit: a new context, nothing cached.
  const first = await page.context().browser()!.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  await moveClock(first);
  try {
    const reader = await first.newPage();
    await reader.goto(article!);
    const preloads = await reader.locator("head link[rel=preload][as=font]").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(preloads).toContain("/fonts/roboto-latin-700-normal.woff2");
    const headline = reader.locator("main h1");
    const fonts = await fontsOf(reader, headline);
    expect(fonts.map((font) => font.familyName)).toContain("Roboto");
    expect(
      fonts.every((font) => font.isCustomFont),
      JSON.stringify(fonts),
    ).toBe(true);
    // Layout shifts are read by a script in the page, which waits on its timers: JavaScript on only.
    if (!test.info().project.use.javaScriptEnabled) return;
    const shift = await reader.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  } finally {
    await first.close();
  }
});
