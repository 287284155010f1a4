/**
 * Makes the publisher's logo for structured data (issue 8, decision 0027):
 * public/share/publisher-logo.png, the site's mark (public/favicon.svg) drawn as a
 * 512×512 PNG on white. Google asks for a raster logo of at least 112×112; the SVG
 * favicon is neither. Run after changing the mark:
 *
 *   npx tsx scripts/publisher-logo.ts
 *
 * The PNG is committed; the site only serves it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PUBLISHER_LOGO } from "../app/seo/json-ld";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"));
const { width } = await sharp(svg).metadata();
// Drawn at the density that gives the logo's size directly (sharp reads SVG at 72 dpi), not scaled up afterwards.
const density = (72 * PUBLISHER_LOGO.width) / (width ?? 64);
const out = path.join(root, "public", PUBLISHER_LOGO.path);
const info = await sharp(svg, { density })
  .resize(PUBLISHER_LOGO.width, PUBLISHER_LOGO.height)
  .flatten({ background: "#ffffff" })
  .png({ compressionLevel: 9, palette: true })
  .toFile(out);
console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`);
