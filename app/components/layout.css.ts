import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

const maxWidth = "1200px";

export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  top: 0,
  padding: "8px 12px",
  background: vars.color.accent,
  color: vars.color.onAccent,
  zIndex: 10,
  selectors: { "&:focus": { left: "8px" } },
});

export const header = style({ borderBottom: `3px solid ${vars.color.accent}`, background: vars.color.background });

export const headerInner = style({
  maxWidth,
  margin: "0 auto",
  padding: `10px ${vars.space.page}`,
  display: "flex",
  alignItems: "center",
  gap: "16px",
  flexWrap: "wrap",
});

export const logo = style({
  fontWeight: 700,
  fontSize: "1.5rem",
  textDecoration: "none",
  color: vars.color.accentText,
  marginRight: "auto",
});

export const headerLink = style({ fontWeight: 500, textDecoration: "none", padding: "6px 0", minHeight: "24px" });

export const nav = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const navList = style({
  maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.page}`,
  listStyle: "none",
  display: "flex",
  gap: "4px 20px",
  flexWrap: "wrap",
});

export const navLink = style({ display: "inline-block", padding: "10px 0", textDecoration: "none", fontWeight: 500 });

export const main = style({ maxWidth, margin: "0 auto", padding: `16px ${vars.space.page} 48px` });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.muted,
  padding: `24px ${vars.space.page}`,
  textAlign: "center",
  fontSize: "0.9rem",
});

export const notice = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: "8px 12px",
  margin: "0 0 16px",
  borderRadius: "4px",
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
