import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", gap: "8px", alignItems: "flex-end", margin: "0 0 20px" });
export const field = style({ display: "flex", flexDirection: "column", gap: "4px", flex: "1 1 16rem" });
export const label = style({ fontWeight: 700 });
export const input = style({
  font: "inherit",
  padding: "10px 12px",
  minHeight: "44px",
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: "4px",
});
export const button = style({
  font: "inherit",
  fontWeight: 700,
  minHeight: "44px",
  padding: "10px 20px",
  color: vars.color.onAccent,
  background: vars.color.accent,
  border: "none",
  borderRadius: "4px",
  cursor: "pointer",
});
export const message = style({ margin: "0 0 16px", color: vars.color.muted });
export const resultsHeading = style({ fontSize: "1.35rem", margin: "0 0 4px" });
export const count = style({ margin: "0 0 16px", color: vars.color.muted });
