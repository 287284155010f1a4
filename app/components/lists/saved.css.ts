import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const note = style({ margin: "6px 0 0", color: vars.color.muted });
export const remove = style({ margin: "auto 0 0" });
export const removeButton = style({
  minHeight: "44px",
  padding: "0 14px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.accent, color: vars.color.accentText } },
});
