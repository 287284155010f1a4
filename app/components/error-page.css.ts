import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const page = style({ maxWidth: "40rem", margin: "48px auto", textAlign: "center" });
export const code = style({ color: vars.color.accentText, fontWeight: 700, fontSize: "1.1rem" });
export const button = style({
  display: "inline-block",
  marginTop: "16px",
  padding: "10px 20px",
  background: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: "none",
  fontWeight: 700,
  borderRadius: "4px",
  selectors: { "&:hover": { color: vars.color.onAccent, opacity: 0.9 } },
});
