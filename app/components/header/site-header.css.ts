import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { pageColumn } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";

/** The header's top bar (logo, search, language, theme, sign-in), the navigation progress bar and "Continue On App". */
const tapTarget = "44px";

export const header = style({ background: vars.color.background, position: "relative", zIndex: 5 });

export const topBar = style({
  ...pageColumn("8px"),
  display: "flex",
  alignItems: "center",
  // On the narrowest phones the tools go under the logo rather than off the screen.
  flexWrap: "wrap",
  gap: "4px 8px",
});

export const logo = style({
  fontWeight: 700,
  fontSize: "1.15rem",
  "@media": { "screen and (min-width: 600px)": { fontSize: "1.4rem" } },
  lineHeight: 1.2,
  textDecoration: "none",
  color: vars.color.accentText,
  marginRight: "auto",
  padding: "6px 0",
  whiteSpace: "nowrap",
});

export const tools = style({ display: "flex", alignItems: "center", gap: "4px", marginLeft: "auto" });

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
  },
]);

export const searchText = style({
  "@media": { "screen and (max-width: 599px)": { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" } },
  marginLeft: "4px",
});

// ---------------------------------------------------------------- navigation progress and "Continue On App"

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

/** Hidden (and out of the tab order) at the top of the page, there once the reader has scrolled 200px. */
const appearOnScroll = keyframes({
  "0%": { opacity: 0, visibility: "hidden" },
  "60%": { opacity: 0, visibility: "hidden" },
  "100%": { opacity: 1, visibility: "visible" },
});

export const continueOnApp = style({
  display: "none",
  "@media": {
    "screen and (max-width: 767px)": {
      display: "inline-flex",
      position: "fixed",
      right: "12px",
      bottom: "76px",
      zIndex: 50,
      alignItems: "center",
      minHeight: tapTarget,
      padding: "0 16px",
      borderRadius: "22px",
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: 700,
      textDecoration: "none",
      boxShadow: "0 4px 12px rgba(0, 0, 0, 0.3)",
    },
    // Issue 7: floating over the first screen it covered the article's date line. Where the browser can tie an
    // animation to scrolling, it shows only once the reader has scrolled (and the header's lines have moved up).
  },
  "@supports": {
    "(animation-timeline: scroll())": {
      "@media": {
        "screen and (max-width: 767px)": {
          animationName: appearOnScroll,
          animationDuration: "1ms",
          animationTimingFunction: "linear",
          animationFillMode: "both",
          animationTimeline: "scroll(root block)",
          animationRangeStart: "0px",
          animationRangeEnd: "200px",
        },
      },
    },
  },
  selectors: { "&:hover": { color: vars.color.onAccent } },
});
