import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

const maxWidth = "1200px";
const desktop = "screen and (min-width: 960px)";
/** Preview strips need a pointer that can hover and room to show them. */
const hoverDesktop = "screen and (min-width: 960px) and (hover: hover)";
const tapTarget = "44px";

export const header = style({ background: vars.color.background, position: "relative", zIndex: 5 });

export const topBar = style({
  maxWidth,
  margin: "0 auto",
  padding: `8px ${vars.space.page}`,
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
export const toDark = style({});
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

// ---------------------------------------------------------------- navigation bar

export const nav = style({
  borderTop: `3px solid ${vars.color.accent}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: "relative",
});

export const navList = style({
  maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.page}`,
  listStyle: "none",
  display: "flex",
  alignItems: "stretch",
  gap: "0 4px",
  // Phones: one line that scrolls sideways, as news apps do; nothing wraps or jumps.
  overflowX: "auto",
  scrollbarWidth: "none",
  "@media": { [desktop]: { overflowX: "visible", flexWrap: "wrap" } },
});

export const navItem = style({ flexShrink: 0 });

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: tapTarget,
  padding: "0 10px",
  textDecoration: "none",
  fontWeight: 500,
  whiteSpace: "nowrap",
  borderBottom: "3px solid transparent",
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.accent, color: vars.color.accentText },
  },
});

// ---------------------------------------------------------------- preview strips (desktop hover/focus)

export const previewHost = style({});

export const preview = style({
  display: "none",
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  zIndex: 20,
  background: vars.color.background,
  borderBottom: `3px solid ${vars.color.accent}`,
  boxShadow: "0 8px 16px rgba(0, 0, 0, 0.25)",
});

// Positioned over the page, so showing it moves nothing (no layout shift).
globalStyle(`${previewHost}:hover ${preview}, ${previewHost}:focus-within ${preview}`, {
  "@media": { [hoverDesktop]: { display: "block" } },
});

export const previewList = style({
  maxWidth,
  margin: "0 auto",
  padding: `12px ${vars.space.page}`,
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
  gap: "16px",
});

export const previewLink = style({
  display: "block",
  textDecoration: "none",
  fontSize: "0.9rem",
  lineHeight: vars.lineHeight.heading,
  fontWeight: 500,
});

export const previewImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surface,
  marginBottom: "6px",
});

// ---------------------------------------------------------------- dropdown menus (district, all category)

export const details = style({ position: "static" });
globalStyle(`${details} > summary`, { listStyle: "none", cursor: "pointer" });
globalStyle(`${details} > summary::-webkit-details-marker`, { display: "none" });

export const caret = style({ marginLeft: "4px", fontSize: "0.7em", transition: "transform 0.15s" });
globalStyle(`${details}[open] > summary ${caret}`, { transform: "rotate(180deg)" });

export const triggerButton = style([navLink, { background: "transparent", border: 0, borderBottom: "3px solid transparent", color: "inherit", font: "inherit", fontWeight: 500, cursor: "pointer" }]);

/** The menu panel: a sheet under the nav bar (full width on phones, a wide panel on desktop). */
export const panel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  zIndex: 30,
  maxHeight: "min(70vh, 560px)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `3px solid ${vars.color.accent}`,
  boxShadow: "0 8px 16px rgba(0, 0, 0, 0.25)",
  padding: `12px ${vars.space.page}`,
});

export const menuList = style({
  listStyle: "none",
  margin: "0 auto",
  padding: 0,
  maxWidth,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: "2px 12px",
});

export const menuLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "40px",
  padding: "4px 8px",
  borderRadius: "4px",
  textDecoration: "none",
  outline: "none",
  cursor: "pointer",
  selectors: {
    '&[aria-current="page"], &[data-selected="true"]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: 700 },
    '&[aria-current="page"]:hover': { color: vars.color.onAccent },
    "&[data-highlighted]": { background: vars.color.surface, color: vars.color.accentText },
    '&[data-highlighted][aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
});

export const subList = style({ listStyle: "none", margin: 0, padding: "0 0 4px 12px", borderLeft: `2px solid ${vars.color.border}` });

export const menuFooter = style({ maxWidth, margin: "8px auto 0", display: "flex", gap: "16px", flexWrap: "wrap", fontWeight: 500 });

export const menuNote = style({ maxWidth, margin: "0 auto 8px", color: vars.color.muted, fontSize: "0.9rem" });

/** Radix renders its menu in a portal: the same look, sized to the viewport. */
export const radixContent = style({
  zIndex: 40,
  width: "min(100vw - 16px, 960px)",
  maxHeight: "min(70vh, 560px)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderBottom: `3px solid ${vars.color.accent}`,
  borderRadius: "4px",
  boxShadow: "0 8px 16px rgba(0, 0, 0, 0.25)",
  padding: "12px",
});

export const radixSubContent = style([radixContent, { width: "min(100vw - 16px, 280px)" }]);

// ---------------------------------------------------------------- headline marquee

const scroll = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(-100%)" } });

export const marquee = style({ borderBottom: `1px solid ${vars.color.border}`, overflow: "hidden" });

export const marqueeInner = style({
  maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.page}`,
  display: "flex",
  alignItems: "center",
  gap: "8px",
  minHeight: "40px",
});

const phone = "screen and (max-width: 599px)";
const hiddenOnPhones = {
  "@media": { [phone]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
} as const;

export const marqueeLabel = style({
  ...hiddenOnPhones,
  order: 1,
  flexShrink: 0,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  fontSize: "0.8rem",
  padding: "2px 8px",
  borderRadius: "2px",
  margin: 0,
});

export const marqueeViewport = style({ order: 2, overflow: "hidden", flex: 1, minWidth: 0 });

export const marqueeTrack = style({
  display: "flex",
  gap: "32px",
  listStyle: "none",
  margin: 0,
  // Starts in view (no empty bar while the first headline travels in) and scrolls out to the left.
  padding: 0,
  width: "max-content",
  whiteSpace: "nowrap",
  animation: `${scroll} var(--marquee-duration, 60s) linear infinite`,
  "@media": {
    // WCAG 2.3.3 / reduced motion: a still list the reader scrolls sideways.
    "(prefers-reduced-motion: reduce)": { animation: "none", padding: 0, width: "auto", overflowX: "auto" },
  },
});

globalStyle(`${marqueeViewport}:hover ${marqueeTrack}, ${marqueeViewport}:focus-within ${marqueeTrack}`, {
  animationPlayState: "paused",
});

export const marqueeLink = style({ textDecoration: "none", fontSize: "0.95rem", selectors: { "&:hover": { textDecoration: "underline" } } });

/**
 * WCAG 2.2.2: a pause control that works without JavaScript: a checkbox placed before
 * the moving list in the DOM (so CSS can read it with `~`), shown after it with `order`.
 */
export const marqueePauseBox = style({ order: 3, width: "20px", height: "20px", margin: 0, flexShrink: 0, accentColor: vars.color.accent, cursor: "pointer" });
export const marqueePause = style({ order: 4, flexShrink: 0, display: "inline-flex", alignItems: "center", fontSize: "0.85rem", cursor: "pointer", minHeight: tapTarget });
/** Phones: the long words would push the headlines off the screen, so a short visible word stands in (issue 7). */
export const marqueePauseText = style(hiddenOnPhones);
/** The short word is part of the long label (WCAG 2.5.3), so it is hidden from the accessibility tree, not repeated. */
export const marqueePauseShort = style({ display: "none", "@media": { [phone]: { display: "inline" } } });
globalStyle(`${marqueePauseBox}:checked ~ ${marqueeViewport} ${marqueeTrack}`, { animation: "none", padding: 0, width: "auto", overflowX: "auto" });
globalStyle(`${marqueePause}, ${marqueePauseBox}`, { "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } } });

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

