/**
 * Makes the installable site's files (issue 22, decision 0039) from the site's own mark (public/favicon.svg),
 * the palette and the locale tables: the app icons at 192 and 512 px, plain ("any": the mark with its rounded
 * corners) and maskable (the red filling the square, the letter inside the safe circle), and the web app
 * manifest of each language, public/manifest.webmanifest and public/tamil/manifest.webmanifest; and the icon iOS
 * asks for at the site's root, public/apple-touch-icon.png (180 px, issue 29). Run after
 * changing the mark, the colours or the names:
 *
 *   npx tsx scripts/web-app.ts
 *
 * The files are committed; the site only serves them (application/manifest+json, by their extension).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { en } from "../app/i18n/locales/en";
import { ta } from "../app/i18n/locales/ta";
import { light } from "../app/styles/palette";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const mark = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const letter = /<path d="([^"]+)"/.exec(mark)?.[1];
if (!letter) throw new Error("public/favicon.svg: no letter path found");
// Maskable: launchers crop to any shape inside the central 80 % circle, so the letter is drawn at 3/4 size
// around the middle of its box (x 20–51, y 14–50 of 64) on a full square of the accent colour.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${light.accent}"/><g transform="translate(32 32) scale(0.75) translate(-35.5 -32)"><path d="${letter}" fill="#fff"/></g></svg>`;

// iOS draws a home-screen icon's transparent corners black and rounds the corners itself: its icon is the mark
// without the rounded corners, the red filling the square, the letter where the mark has it.
const touch = mark.replace(/ rx="[^"]*"/, "");
if (touch === mark) throw new Error("public/favicon.svg: no rounded corners found to square off");

const ICONS = [
  { file: "icons/app-192.png", size: 192, purpose: "any", svg: mark },
  { file: "icons/app-512.png", size: 512, purpose: "any", svg: mark },
  { file: "icons/app-maskable-192.png", size: 192, purpose: "maskable", svg: maskable },
  { file: "icons/app-maskable-512.png", size: 512, purpose: "maskable", svg: maskable },
] as const;

// Not in the manifests: iOS reads /apple-touch-icon.png (and the page's <link rel="apple-touch-icon">), at 180 px.
const APPLE_TOUCH_ICON = { file: "apple-touch-icon.png", size: 180, svg: touch };

for (const icon of [...ICONS, APPLE_TOUCH_ICON]) {
  // Drawn at the density that gives the size directly (sharp reads SVG at 72 dpi), not scaled up afterwards.
  const info = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, "public", icon.file));
  console.log(`public/${icon.file}: ${info.width}×${info.height}, ${info.size} bytes`);
}

for (const [lang, strings, start, file] of [
  ["en", en, "/", "manifest.webmanifest"],
  ["ta", ta, "/tamil", "tamil/manifest.webmanifest"],
] as const) {
  const manifest = {
    id: start,
    name: strings.site.name,
    short_name: strings.offline.shortName,
    description: strings.site.tagline,
    lang,
    dir: "ltr",
    start_url: start,
    scope: start,
    display: "standalone",
    theme_color: light.accent,
    background_color: light.background,
    icons: ICONS.map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: icon.purpose })),
  };
  mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true });
  writeFileSync(path.join(root, "public", file), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`public/${file}`);
}
