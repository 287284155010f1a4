import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { pageColumn } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";

/** The header's top bar (logo, search, language, theme, sign-in) and the navigation progress bar. */
const tapTarget = "44px";

/**
 * Phones (issue 29 point 8): the header, marquee included, is at most 120 px tall at 320 to 412 px, so an article's
 * headline starts in the top third of a 640 px screen. The top bar is one 44 px row (logo and the four tools), the
 * navigation 43 px, the marquee 31 px (nav-bar.css.ts, headline-marquee.css.ts). Desktop is as it was.
 */
const phone = "screen and (max-width: 599px)";

export const header = style({ background: vars.color.background, position: "relative", zIndex: 5 });

export const topBar = style({
  ...pageColumn("8px"),
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: "4px 8px",
  // One row: the logo takes two lines rather than the tools a row of their own (191 px of header before, issue 29).
  "@media": { [phone]: { flexWrap: "nowrap", gap: "4px", paddingTop: 0, paddingBottom: 0, minHeight: tapTarget } },
});

export const logo = style({
  fontWeight: 700,
  fontSize: "1.15rem",
  lineHeight: 1.2,
  textDecoration: "none",
  color: vars.color.accentText,
  marginRight: "auto",
  padding: "6px 0",
  whiteSpace: "nowrap",
  "@media": {
    "screen and (min-width: 600px)": { fontSize: "1.4rem" },
    // Where the tools leave it too little room (the Tamil name at 320 to 360 px), the name goes on two lines of the
    // same 44 px row, குரல் over செய்திகள் (two lines of 1.05rem at 1.2 are 40 px).
    [phone]: { fontSize: "1.05rem", whiteSpace: "normal", padding: 0, minWidth: 0, flex: "0 1 auto" },
  },
});

export const tools = style({
  display: "flex",
  alignItems: "center",
  gap: "4px",
  marginLeft: "auto",
  "@media": { [phone]: { gap: "2px", flexShrink: 0 } },
});

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: tapTarget,
  minHeight: tapTarget,
  padding: "0 8px",
  border: 0,
  borderRadius: "4px",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.accentText } },
  // Phones: 40 px wide, still the full 44 px tall, so four fit beside the Tamil name at 320 px.
  "@media": { [phone]: { minWidth: "40px", padding: 0 } },
});

export const icon = style({ width: "22px", height: "22px", flexShrink: 0 });

export const languageGroup = style({ display: "flex", alignItems: "center", border: `1px solid ${vars.color.border}`, borderRadius: "4px" });

export const languageLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: "0 10px",
  textDecoration: "none",
  fontSize: "0.9rem",
  fontWeight: 500,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[aria-current="true"]:hover': { color: vars.color.onAccent },
  },
  "@media": {
    // Phones: only the way to the other language; the current one is what the reader is reading.
    "screen and (max-width: 599px)": { selectors: { '&[aria-current="true"]': { display: "none" } } },
  },
});

/** Both theme buttons are rendered; CSS shows the one that leads away from the theme in force (no JavaScript needed). */
export const themeForm = style({ margin: 0, display: "flex" });
// Each button has a `display` in every theme: that, not its `hidden` attribute (for browsers without CSS), decides.
export const toDark = style({ display: "inline-flex" });
export const toLight = style({ display: "none" });
globalStyle(`:root[data-theme="dark"] ${toDark}`, { display: "none" });
globalStyle(`:root[data-theme="dark"] ${toLight}`, { display: "inline-flex" });
globalStyle(`:root:not([data-theme]) ${toDark}`, { "@media": { "(prefers-color-scheme: dark)": { display: "none" } } });
globalStyle(`:root:not([data-theme]) ${toLight}`, { "@media": { "(prefers-color-scheme: dark)": { display: "inline-flex" } } });

export const signIn = style([
  iconButton,
  {
    border: `2px solid ${vars.color.accent}`,
    color: vars.color.accentText,
    fontWeight: 700,
    fontSize: "0.85rem",
    letterSpacing: "0.02em",
    textTransform: "uppercase",
    padding: "0 8px",
    whiteSpace: "nowrap",
    "@media": { [phone]: { padding: 0, minWidth: "40px" } },
  },
]);

/** Words that phones keep for screen readers only, beside an icon that shows them (search, sign-in, log out). */
const hiddenOnPhones = {
  [phone]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
} as const;

export const searchText = style({ "@media": hiddenOnPhones, marginLeft: "4px" });

/**
 * SIGN IN and LOG OUT: the word on wider screens; on phones an icon, the word kept for screen readers. The icons are
 * the stylesheet's (a mask in the text's colour, as app/components/common/social-icon.css.ts draws its marks), not
 * the page's JavaScript: the article's first visit was at its 110 KB budget (issue 9).
 */
globalStyle(`${signIn} > span:last-child`, { "@media": hiddenOnPhones });
const svg = (path: string) => `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E")`;
/** A person: SIGN IN. */
const PERSON = svg("M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5Z");
/** A door and an arrow out of it: LOG OUT. */
const LEAVE = svg("M4 3h9v2H6v14h7v2H4zm12.6 4.4 4.6 4.6-4.6 4.6-1.4-1.4 2.2-2.2H10v-2h7.4l-2.2-2.2z");
globalStyle(`${signIn}::before`, {
  "@media": {
    [phone]: {
      content: '""',
      width: "22px",
      height: "22px",
      backgroundColor: "currentColor",
      WebkitMask: `${PERSON} center / contain no-repeat`,
      mask: `${PERSON} center / contain no-repeat`,
    },
    // Forced colours would paint the background as the canvas and hide the shape (social-icon.css.ts).
    [`${phone} and (forced-colors: active)`]: { forcedColorAdjust: "none", backgroundColor: "ButtonText" },
  },
});
globalStyle(`button${signIn}::before`, { "@media": { [phone]: { WebkitMaskImage: LEAVE, maskImage: LEAVE } } });
// While LOG OUT waits for its answer, its spinner stands alone.
globalStyle(`button${signIn}:disabled::before`, { "@media": { [phone]: { content: "none" } } });

/**
 * The language link on phones reads "EN" on Tamil pages: "English" beside the Tamil name left it no room at 320 px.
 * The short word is part of the long one (WCAG 2.5.3), which stays the link's name: the word is there at size 0. "EN"
 * is drawn by the stylesheet, so a browser without CSS shows "English" alone; its alternative text is empty (`/ ""`),
 * so a screen reader reads "English" once. A browser that does not know that syntax keeps the first value, and reads
 * both.
 */
globalStyle(`${languageLink}[hreflang="en"]`, { "@media": { [phone]: { fontSize: 0 } } });
globalStyle(`${languageLink}[hreflang="en"]::after`, { "@media": { [phone]: { content: ['"EN"', '"EN" / ""'], fontSize: "0.9rem" } } });

// ---------------------------------------------------------------- navigation progress

const progress = keyframes({ "0%": { transform: "scaleX(0)" }, "60%": { transform: "scaleX(0.7)" }, "100%": { transform: "scaleX(0.9)" } });

export const progressBar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: "3px",
  zIndex: 100,
  background: vars.color.accent,
  transformOrigin: "left",
  animation: `${progress} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
  pointerEvents: "none",
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", transform: "scaleX(1)", opacity: 0.8 } },
});
