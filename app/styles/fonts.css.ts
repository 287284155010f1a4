import { globalFontFace } from "@vanilla-extract/css";
import { FONT_FAMILY, FONT_FILES, UNICODE_RANGE } from "./font-files";

/**
 * @font-face rules for the self-hosted fonts. A copy already installed on the
 * reader's phone (`local()`, full name then PostScript name) wins over a download
 * (Android phones have both Roboto and Noto Sans Tamil). Roboto is `optional`: a file
 * that has not arrived within the first ~100 ms is not swapped in later on that page,
 * so a slow connection never re-lays out and repaints the whole page when it lands
 * (issue 9: that relayout was a long task on a slow phone, and a layout shift); the
 * system's sans-serif is close, and the file is cached for the next page. Noto Sans
 * Tamil keeps `swap` (issue 3, decision 0018): a Tamil reader whose phone lacks it should get it
 * even late, since fallback Tamil fonts differ more. `unicode-range` keeps each file
 * to its script.
 * Which family a page asks for at all is set by `vars.font.body` per language in
 * theme.css.ts, so an English page never fetches Tamil glyphs and the reverse.
 */
const faces = [
  { script: "latin", display: "optional", local: { regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"] } },
  {
    script: "tamil",
    display: "swap",
    local: { regular: ["Noto Sans Tamil", "NotoSansTamil-Regular"], bold: ["Noto Sans Tamil Bold", "NotoSansTamil-Bold"] },
  },
] as const;
const WEIGHT = { regular: 400, bold: 700 } as const;

for (const face of faces) {
  globalFontFace(
    `"${FONT_FAMILY[face.script]}"`,
    (["regular", "bold"] as const).map((weight) => ({
      src: [...face.local[weight].map((name) => `local("${name}")`), `url("${FONT_FILES[face.script][weight]}") format("woff2")`].join(", "),
      fontWeight: WEIGHT[weight],
      fontStyle: "normal",
      fontDisplay: face.display,
      unicodeRange: UNICODE_RANGE[face.script],
    })),
  );
}
