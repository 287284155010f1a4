import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px", margin: "-8px 0 16px" });
export const label = style({ display: "inline-flex", alignItems: "center", gap: "8px", fontSize: "0.95rem", color: vars.color.muted });
export const select = style({
  minHeight: "44px",
  padding: "0 8px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
});
export const button = style({
  minHeight: "44px",
  padding: "0 14px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.accent, color: vars.color.accentText } },
});
