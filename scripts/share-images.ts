/**
 * Makes the default share pictures of the home page and the list pages (issue 8):
 * public/share/{section}-{lang}.png, 1200×630 PNG (Open Graph and Twitter need
 * PNG or JPEG, not SVG). Each is drawn as HTML with the site's own fonts and the
 * light theme's colours, in the page's language, and photographed by the Chromium
 * the end-to-end tests use (Playwright). Run after changing a section name:
 *
 *   npx tsx scripts/share-images.ts
 *
 * The PNGs are committed; the site only serves them.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { en } from "../app/i18n/locales/en";
import { ta } from "../app/i18n/locales/ta";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../app/news/limits";
import { SHARE_SECTIONS, shareImagePath, type ShareSection } from "../app/seo/page-head";
import { light } from "../app/styles/palette";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const font = (file: string) => `data:font/woff2;base64,${readFileSync(path.join(root, "public/fonts", file)).toString("base64")}`;
const mark = readFileSync(path.join(root, "public/favicon.svg"), "utf8");

type Messages = typeof en;

function sectionName(messages: Messages, section: ShareSection): string {
  const lists = messages.lists;
  const names: Record<ShareSection, string> = {
    home: messages.site.tagline,
    city: lists.cities.heading,
    state: lists.state.heading,
    national: lists.national.heading,
    world: lists.international.heading,
    category: lists.categories.heading,
    tag: lists.trendingTags.heading,
    author: lists.authors.heading,
    pages: messages.nav.aboutUs,
  };
  return names[section];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
}

function card(messages: Messages, section: ShareSection): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face { font-family: Site; font-weight: 400; src: url(${font("roboto-latin-400-normal.woff2")}); }
    @font-face { font-family: Site; font-weight: 700; src: url(${font("roboto-latin-700-normal.woff2")}); }
    @font-face { font-family: Site; font-weight: 400; src: url(${font("noto-sans-tamil-tamil-400-normal.woff2")}); unicode-range: U+0B80-0BFF; }
    @font-face { font-family: Site; font-weight: 700; src: url(${font("noto-sans-tamil-tamil-700-normal.woff2")}); unicode-range: U+0B80-0BFF; }
    html, body { margin: 0; width: ${SHARE_IMAGE_WIDTH}px; height: ${SHARE_IMAGE_HEIGHT}px; }
    body { font-family: Site, sans-serif; background: ${light.background}; color: ${light.text};
      display: flex; flex-direction: column; justify-content: space-between; box-sizing: border-box;
      padding: 72px 80px; border-top: 24px solid ${light.accent}; }
    .brand { display: flex; align-items: center; gap: 28px; font-weight: 700; font-size: 64px; line-height: 1.3; }
    .brand svg { width: 112px; height: 112px; flex: none; }
    .section { font-weight: 700; font-size: ${section === "home" ? 52 : 84}px; line-height: 1.45; color: ${light.accent}; }
    .rule { height: 8px; width: 200px; background: ${light.accent}; }
  </style></head><body>
    <div class="brand">${mark}<span>${escapeHtml(messages.site.name)}</span></div>
    <div class="section">${escapeHtml(sectionName(messages, section))}</div>
    <div class="rule"></div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } });
  mkdirSync(path.join(root, "public/share"), { recursive: true });
  for (const [lang, messages] of [
    ["en", en],
    ["ta", ta as Messages],
  ] as const) {
    for (const section of SHARE_SECTIONS) {
      await page.setContent(card(messages, section));
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(root, "public", shareImagePath(section, lang));
      await page.screenshot({ path: file, type: "png" });
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
} finally {
  await browser.close();
}
