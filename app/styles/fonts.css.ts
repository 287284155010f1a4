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
 * Tamil keeps `swap` (STYLE.md): a Tamil reader whose phone lacks it should get it
 * even late, since fallback Tamil fonts differ more. `unicode-range` keeps each file
 * to its script.
 * Which family a page asks for at all is set by `vars.font.body` per language in
 * theme.css.ts, so an English page never fetches Tamil glyphs and the reverse.
 */
const faces: Array<{ family: string; range: string; display: "optional" | "swap"; weights: Array<{ weight: number; local: string[]; url: string }> }> = [
  {
    family: FONT_FAMILY.latin,
    range: UNICODE_RANGE.latin,
    display: "optional",
    weights: [
      { weight: 400, local: ["Roboto", "Roboto-Regular"], url: FONT_FILES.latin.regular },
      { weight: 700, local: ["Roboto Bold", "Roboto-Bold"], url: FONT_FILES.latin.bold },
    ],
  },
  {
    family: FONT_FAMILY.tamil,
    range: UNICODE_RANGE.tamil,
    display: "swap",
    weights: [
      { weight: 400, local: ["Noto Sans Tamil", "NotoSansTamil-Regular"], url: FONT_FILES.tamil.regular },
      { weight: 700, local: ["Noto Sans Tamil Bold", "NotoSansTamil-Bold"], url: FONT_FILES.tamil.bold },
    ],
  },
];

for (const face of faces) {
  globalFontFace(
    `"${face.family}"`,
    face.weights.map(({ weight, local, url }) => ({
      src: [...local.map((name) => `local("${name}")`), `url("${url}") format("woff2")`].join(", "),
      fontWeight: weight,
      fontStyle: "normal",
      fontDisplay: face.display,
      unicodeRange: face.range,
    })),
  );
}
