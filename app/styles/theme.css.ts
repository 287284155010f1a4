import { assignVars, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css";
import { BODY_FONT_STACK, SYSTEM_FONT_STACK } from "./font-files";
import { dark, light } from "./palette";
import { TEXT_SCALE, TEXT_SIZES } from "./text-size";
import "./fonts.css";

/**
 * One theme contract, two themes (requirements §3: light is white with red, dark is
 * black with orange). The colour values live in palette.ts, where
 * contrast.test.ts proves every pairing meets WCAG AA in both themes.
 * `<html data-theme>` is set by the server from the `mode` cookie; without it the
 * reader's `prefers-color-scheme` decides, so there is no flash of the wrong theme.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: "bg",
      surface: "surface",
      text: "text",
      muted: "muted",
      accent: "accent",
      accentText: "accent-text",
      onAccent: "on-accent",
      border: "border",
      controlBorder: "control-border",
      focus: "focus",
      breaking: "breaking",
    },
    font: { body: "font-body" },
    lineHeight: { body: "lh-body", heading: "lh-heading" },
    /** Heading sizes by step, largest first: xl for a page's h1, s for card titles. */
    headingSize: { xl: "heading-xl", l: "heading-l", m: "heading-m", s: "heading-s" },
    space: { page: "space-page" },
    /** The reader's text size (issue 29 point 10): what the article's reading column multiplies its type by. */
    reading: { scale: "reading-scale" },
  },
  (name) => `kn-${name}`,
);

/** Type scale: the Latin one, and the Tamil one (issue 3: Tamil needs taller line heights). */
const latinType = {
  font: { body: BODY_FONT_STACK.en },
  lineHeight: { body: "1.55", heading: "1.25" },
  headingSize: { xl: "clamp(1.6rem, 4vw, 2.4rem)", l: "1.5rem", m: "1.35rem", s: "1.05rem" },
};

/**
 * Tamil letters carry vowel signs above and below the line and run wider than
 * Latin ones: taller lines, and headings a step smaller so they wrap less.
 */
const tamilType = {
  font: { body: BODY_FONT_STACK.ta },
  lineHeight: { body: "1.8", heading: "1.5" },
  headingSize: { xl: "clamp(1.4rem, 3.5vw, 2.05rem)", l: "1.3rem", m: "1.2rem", s: "1rem" },
};

const common = {
  space: { page: "clamp(12px, 4vw, 32px)" },
  reading: { scale: TEXT_SCALE.normal },
};

globalStyle(":root", {
  vars: assignVars(vars, { color: light, ...latinType, ...common }),
  colorScheme: "light",
  "@media": {
    "(prefers-color-scheme: dark)": { vars: assignVars(vars.color, dark), colorScheme: "dark" },
  },
});
globalStyle(':root[data-theme="light"]', { vars: assignVars(vars.color, light), colorScheme: "light" });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars.color, dark), colorScheme: "dark" });
globalStyle(':root[lang="ta"]', {
  vars: {
    ...assignVars(vars.font, tamilType.font),
    ...assignVars(vars.lineHeight, tamilType.lineHeight),
    ...assignVars(vars.headingSize, tamilType.headingSize),
  },
});

// The reader's text size, from the `size` cookie (issue 29 point 10): only the reading column's type reads this scale
// (app/components/article/article.css.ts), so the header, menus and footer stay as they are.
for (const size of TEXT_SIZES) {
  if (size !== "normal") globalStyle(`:root[data-text-size="${size}"]`, { vars: assignVars(vars.reading, { scale: TEXT_SCALE[size] }) });
}

// Lite mode (issue 9): the system's fonts, so no font file is downloaded. Tamil keeps its taller lines.
globalStyle(":root[data-lite]", { vars: assignVars(vars.font, { body: SYSTEM_FONT_STACK }) });
