import { style } from "@vanilla-extract/css";
import { offscreen } from "../../styles/offscreen";
import { vars } from "../../styles/theme.css";

export const related = style({ ...offscreen("1200px"), maxWidth: "1200px", margin: "40px auto 0" });
export const heading = style({
  fontSize: vars.headingSize.m,
  margin: "0 0 16px",
  paddingBottom: "6px",
  borderBottom: `2px solid ${vars.color.accent}`,
});
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "20px",
  gridTemplateColumns: "1fr",
  "@media": {
    "(min-width: 600px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "(min-width: 900px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const card = style({ display: "flex", flexDirection: "column", gap: "6px", height: "100%" });
export const picture = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", background: vars.color.surface, borderRadius: "4px" });
export const category = style({ margin: 0, color: vars.color.accentText, fontWeight: 700, fontSize: "0.8rem", textTransform: "uppercase" });
export const title = style({ fontSize: vars.headingSize.s, margin: 0 });
export const titleLink = style({ textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const meta = style({ margin: "auto 0 0", color: vars.color.muted, fontSize: "0.85rem" });
export const pending = style({ maxWidth: "1200px", margin: "40px auto 0", fontWeight: 700 });
