import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { pageColumn } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";

const scroll = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(-100%)" } });

/** `display` shows it: the section is `hidden` for browsers without CSS (headline-marquee.tsx, issue 29). */
export const marquee = style({ display: "block", borderBottom: `1px solid ${vars.color.border}`, overflow: "hidden" });

const phone = "screen and (max-width: 599px)";

/** Phones: a 30 px row (31 with its border), part of the header's 120 px (issue 29 point 8, site-header.css.ts). */
export const marqueeInner = style({
  ...pageColumn("0"),
  display: "flex",
  alignItems: "center",
  gap: "8px",
  minHeight: "40px",
  "@media": { [phone]: { minHeight: "30px" } },
});
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

export const marqueeLink = style({
  textDecoration: "none",
  fontSize: "0.95rem",
  selectors: { "&:hover": { textDecoration: "underline" } },
  "@media": { [phone]: { fontSize: "0.9rem" } },
});

/**
 * WCAG 2.2.2: a pause control that works without JavaScript: a checkbox placed before
 * the moving list in the DOM (so CSS can read it with `~`), shown after it with `order`.
 */
export const marqueePauseBox = style({ order: 3, width: "20px", height: "20px", margin: 0, flexShrink: 0, accentColor: vars.color.accent, cursor: "pointer" });
export const marqueePause = style({
  order: 4,
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  fontSize: "0.85rem",
  cursor: "pointer",
  minHeight: "44px",
  "@media": { [phone]: { minHeight: "30px" } },
});
/** Phones: the long words would push the headlines off the screen, so a short visible word stands in (issue 7). */
export const marqueePauseText = style(hiddenOnPhones);
/** The short word is part of the long label (WCAG 2.5.3), so it is hidden from the accessibility tree, not repeated. */
export const marqueePauseShort = style({ display: "none", "@media": { [phone]: { display: "inline" } } });
globalStyle(`${marqueePauseBox}:checked ~ ${marqueeViewport} ${marqueeTrack}`, { animation: "none", padding: 0, width: "auto", overflowX: "auto" });
globalStyle(`${marqueePause}, ${marqueePauseBox}`, { "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } } });
