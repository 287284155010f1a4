import { style } from "@vanilla-extract/css";
import { offscreen } from "../../styles/offscreen";
import { pageColumn } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";
import { visuallyHidden } from "../common/layout.css";

const tablet = "screen and (min-width: 600px)";
const desktop = "screen and (min-width: 960px)";

export const footer = style({
  ...offscreen("900px"),
  borderTop: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.95rem",
});

/** One column on phones, two on tablets, four on desktops (the app column a little wider). */
export const columns = style({
  ...pageColumn("28px", "8px"),
  display: "grid",
  gap: "24px 32px",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [desktop]: { gridTemplateColumns: "minmax(0, 1.5fr) repeat(3, minmax(0, 1fr))" },
  },
});

export const heading = style({
  fontSize: vars.headingSize.s,
  margin: "0 0 10px",
  paddingBottom: "6px",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const description = style({ color: vars.color.muted, margin: "0 0 14px" });

export const badges = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "10px" });

export const badgeLink = style({ display: "block", borderRadius: "8px" });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const link = style({
  display: "inline-block",
  // At least 24 px tall per target (WCAG 2.5.8), more for thumbs on phones.
  padding: "6px 0",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accentText, textDecoration: "underline" } },
});

export const bottom = style({
  ...pageColumn("12px", "20px"),
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "8px 24px",
  borderTop: `1px solid ${vars.color.border}`,
});

export const socialList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "4px" });

export const socialLink = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  color: vars.color.text,
  selectors: { "&:hover": { color: vars.color.accentText } },
});

export const socialIcon = style({ width: "22px", height: "22px" });
/** Read by screen readers and shown by text-only browsers; the mark is what a sighted reader sees. */
export const socialName = style([visuallyHidden]);

export const copyright = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });
