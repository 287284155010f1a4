import { style } from "@vanilla-extract/css";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "12px",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: "2px",
  minHeight: "3.5rem",
  height: "100%",
  padding: "12px 16px",
  ...surfacePanel("4px"),
  borderLeft: `4px solid ${vars.color.accent}`,
  textDecoration: "none",
  fontWeight: 700,
  selectors: { "&:hover": { borderColor: vars.color.accent } },
});

export const detail = style({ color: vars.color.muted, fontWeight: 400, fontSize: "0.875rem" });
