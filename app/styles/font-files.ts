/**
 * The self-hosted web fonts (issue 3: Roboto for Latin, Noto Sans Tamil for Tamil;
 * regular and bold only). Files in public/fonts/ come from the npm @fontsource
 * packages (see public/fonts/README.md). fonts.css.ts declares them; FontPreload
 * names the one file a page needs first. Plain module: both the CSS build and
 * React components import it.
 */
import type { Language } from "../i18n/language";

export const FONT_FAMILY = { latin: "Roboto", tamil: "Noto Sans Tamil" } as const;

/**
 * English pages name the Tamil face after Roboto: its `unicode-range` is Tamil only, so
 * its file (14.5 KB) is fetched only when Tamil glyphs are on the page (the header's
 * "தமிழ்" switch, the app badges), and a phone without a Tamil font shows letters, not
 * boxes (issue 4); a phone with Noto Sans Tamil installed uses its own (`local()`).
 * Tamil pages draw Latin (digits, "English") with the system font.
 */
export const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif';

/** The body text's families for a page's language: the theme's, and the offline page's (issue 29). */
export const BODY_FONT_STACK: Record<Language, string> = {
  en: `${FONT_FAMILY.latin}, "${FONT_FAMILY.tamil}", ${SYSTEM_FONT_STACK}`,
  ta: `"${FONT_FAMILY.tamil}", ${SYSTEM_FONT_STACK}`,
};

export const FONT_FILES = {
  latin: { regular: "/fonts/roboto-latin-400-normal.woff2", bold: "/fonts/roboto-latin-700-normal.woff2" },
  tamil: { regular: "/fonts/noto-sans-tamil-tamil-400-normal.woff2", bold: "/fonts/noto-sans-tamil-tamil-700-normal.woff2" },
} as const;

/**
 * The characters each subset file holds (the ranges Fontsource publishes with them).
 * A browser downloads a face only when the page shows a character in its range.
 */
export const UNICODE_RANGE = {
  latin:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  tamil: "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC",
} as const;

/** The regular-weight file a page in this language draws its body text with. */
export function firstFontFile(lang: Language): string {
  return lang === "ta" ? FONT_FILES.tamil.regular : FONT_FILES.latin.regular;
}
