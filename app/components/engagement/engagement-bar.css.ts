import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";
import { visuallyHidden } from "../common/layout.css";

const phone = "screen and (max-width: 767px)";
const tapTarget = "44px";

/**
 * Sticky, not fixed: it stays at the bottom of the screen while the article is
 * read and comes to rest after the article's tags, so it never covers the
 * comments, the related news or the footer. On phones it is at most 60 px tall.
 */
/** Out of sight: the hide-on-scroll state, and while the article's share links lie where the bar would be. */
const away = { transform: "translateY(110%)", visibility: "hidden" } as const;
const awayOverShareLinks = keyframes({ from: away, to: away });

export const bar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 40,
  margin: "24px 0 0",
  padding: "4px 8px calc(4px + env(safe-area-inset-bottom, 0px))",
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.08)",
  transition: "transform 200ms ease, visibility 200ms",
  "@media": {
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
  "@supports": {
    // Shown from the top of the article (requirements §2), except while the share links under the headline lie in the
    // bottom 72 px of the screen, where the bar would cover them and leave them too small to tap (WCAG 2.5.8; a
    // long Tamil headline on a phone puts them there). Driven by their place on screen: no script, no shift.
    "(animation-timeline: view())": {
      animationName: awayOverShareLinks,
      animationTimingFunction: "linear",
      animationTimeline: "--share-links",
      animationRange: "entry 0% contain 72px",
    },
  },
  selectors: {
    // Hidden by scrolling, unless the reader is on one of its buttons (keyboard focus keeps it).
    '&[data-hidden="true"]:not(:focus-within)': away,
    "&:focus-within": { animationName: "none" },
  },
});

export const actions = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: "4px",
});

export const form = style({ margin: 0, height: "100%" });

export const action = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "6px",
  width: "100%",
  height: "100%",
  minHeight: tapTarget,
  padding: "4px 6px",
  border: 0,
  borderRadius: "6px",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.95rem",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface, color: vars.color.accentText },
    '&[aria-pressed="true"]': { color: vars.color.accentText, fontWeight: 700 },
  },
  "@media": {
    // The mobile action bar: icon over a short label.
    [phone]: { flexDirection: "column", gap: "2px", fontSize: "0.75rem", lineHeight: 1.2 },
  },
});

export const icon = style({ width: "22px", height: "22px", flexShrink: 0 });
export const label = style({ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: "100%" });
export const count = style({ fontVariantNumeric: "tabular-nums", fontWeight: 700 });
/** The label and its count, on one line (under the icon on phones). */
export const text = style({ display: "inline-flex", alignItems: "baseline", gap: "4px", maxWidth: "100%" });
/** Phones: a count stands in for its label ("♡ 243"), which is still read out; both would not fit a quarter of the screen. */
globalStyle(`${text}:has(${count}) ${label}`, {
  "@media": {
    [phone]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

/** Read by screen readers, not shown: the one visually-hidden style (layout.css.ts). */
export const hidden = style([visuallyHidden]);

/** A failed like or save: said above the bar, where the reader is looking. */
export const status = style({
  position: "absolute",
  left: "8px",
  right: "8px",
  bottom: "100%",
  margin: 0,
  textAlign: "center",
  fontSize: "0.9rem",
  selectors: {
    "&:not(:empty)": { padding: "6px 10px", ...surfacePanel("6px") },
  },
});

export const rest = style({ height: "1px" });
