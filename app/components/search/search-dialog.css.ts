import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

const tapTarget = "44px";

export const overlay = style({ position: "fixed", inset: 0, background: "rgba(0, 0, 0, 0.55)", zIndex: 40 });

export const content = style({
  position: "fixed",
  zIndex: 41,
  top: "5vh",
  left: "50%",
  transform: "translateX(-50%)",
  width: "min(640px, calc(100vw - 16px))",
  maxHeight: "90vh",
  display: "flex",
  flexDirection: "column",
  gap: "10px",
  padding: "16px",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "8px",
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.35)",
  ":focus": { outline: "none" },
});

export const titleRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px" });

export const title = style({ margin: 0, fontSize: vars.headingSize.m, lineHeight: vars.lineHeight.heading });

export const close = style({
  minWidth: tapTarget,
  minHeight: tapTarget,
  font: "inherit",
  fontSize: "1.5rem",
  lineHeight: 1,
  border: `2px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.background,
  color: vars.color.text,
  cursor: "pointer",
});

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem" });

export const status = style({ margin: 0, color: vars.color.muted, minHeight: "1.5em" });

/** The part under the title: it shrinks and lets the results scroll, so the box stays on screen. */
export const panel = style({ display: "flex", flexDirection: "column", gap: "10px", minHeight: 0, flex: "1 1 auto" });

export const results = style({ display: "flex", flexDirection: "column", gap: "8px", overflowY: "auto", flex: "1 1 auto", minHeight: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const result = style({
  display: "block",
  padding: "10px 8px",
  minHeight: tapTarget,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surface, color: vars.color.accentText } },
});

export const resultCategory = style({ display: "block", fontSize: "0.85rem", color: vars.color.muted });

export const seeAll = style({ fontWeight: 700, color: vars.color.accentText, alignSelf: "flex-start", padding: "6px 0" });
