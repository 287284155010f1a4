import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { light } from "../../app/styles/palette";

/** The web app manifests (issue 22, made by scripts/web-app.ts): what Chromium needs to install the site, per language. */
const PUBLIC = path.resolve(__dirname, "../../public");
const manifests = [
  { lang: "en", file: "manifest.webmanifest", start: "/", strings: en },
  { lang: "ta", file: "tamil/manifest.webmanifest", start: "/tamil", strings: ta },
] as const;

type Icon = { src: string; sizes: string; type: string; purpose: string };

describe.each(manifests)("the $lang manifest", ({ lang, file, start, strings }) => {
  const manifest = JSON.parse(readFileSync(path.join(PUBLIC, file), "utf8")) as Record<string, unknown> & { icons: Icon[] };

  it("has the members installation needs, in its language, with the palette's colours", () => {
    expect(manifest).toMatchObject({
      name: strings.site.name,
      short_name: strings.offline.shortName,
      lang,
      start_url: start,
      scope: start,
      display: "standalone",
      theme_color: light.accent,
      background_color: light.background,
    });
    expect(String(manifest.start_url).startsWith(String(manifest.scope))).toBe(true);
  });

  it("lists PNG icons at 192 and 512 px, plain and maskable, each a file of exactly that size", async () => {
    const wanted = ["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"];
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(wanted.sort());
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const meta = await sharp(path.join(PUBLIC, icon.src)).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
  });

  it("fills a maskable icon to its corners (no transparent edge for a launcher's mask to show)", async () => {
    for (const icon of manifest.icons.filter((one) => one.purpose === "maskable")) {
      const { data, info } = await sharp(path.join(PUBLIC, icon.src)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[info.channels - 1]).toBe(255);
    }
  });
});
