import { style } from "@vanilla-extract/css";
import { listButton } from "../../styles/pill";
import { vars } from "../../styles/theme.css";

/** The Following page (following-page.tsx): the theme's checked colour pairs, the language's line heights. */
export const section = style({ margin: "32px 0 0" });
export const sectionHeading = style({ fontSize: vars.headingSize.l, lineHeight: vars.lineHeight.heading, margin: "0 0 12px" });
export const note = style({ margin: "6px 0 0", color: vars.color.muted });
export const how = style({ margin: "0 0 12px", maxWidth: "60ch" });
export const followed = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "8px" });
export const followedItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "8px 16px",
  padding: "8px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "4px",
});
export const kind = style({ display: "block", fontSize: "0.85rem", color: vars.color.muted });
export const button = style({ ...listButton, lineHeight: vars.lineHeight.heading });
export const feedAddress = style({
  display: "block",
  width: "100%",
  minHeight: "44px",
  padding: "8px",
  margin: "4px 0 12px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.9rem",
  boxSizing: "border-box",
});
export const alertsStop = style({ margin: "12px 0 0" });
export const checkRow = style({ display: "flex", alignItems: "center", gap: "10px", minHeight: "44px" });
export const check = style({ width: "24px", height: "24px", margin: 0, accentColor: vars.color.accent });
export const times = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))", gap: "12px" });
