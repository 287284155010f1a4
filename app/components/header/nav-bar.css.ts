import { globalStyle, style } from "@vanilla-extract/css";
import { pageColumn } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";

const desktop = "screen and (min-width: 960px)";
/** Preview strips need a pointer that can hover and room to show them. */
const hoverDesktop = "screen and (min-width: 960px) and (hover: hover)";

/** The navigation bar under the top bar, and the preview strips its sections show on desktop. */
/** Phones: a slimmer row, 43 px with its borders, in the header's 120 px (issue 29 point 8, site-header.css.ts). */
const phone = "screen and (max-width: 599px)";

export const nav = style({
  borderTop: `3px solid ${vars.color.accent}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: "relative",
  "@media": { [phone]: { borderTopWidth: "2px" } },
});

export const navList = style({
  ...pageColumn("0"),
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
  minHeight: "44px",
  padding: "0 10px",
  textDecoration: "none",
  fontWeight: 500,
  whiteSpace: "nowrap",
  borderBottom: "3px solid transparent",
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.accent, color: vars.color.accentText },
  },
  // Still well over WCAG 2.5.8's 24 px, and a row that scrolls sideways has no neighbours above or below to miss for.
  "@media": { [phone]: { minHeight: "40px" } },
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
  ...pageColumn("12px"),
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
