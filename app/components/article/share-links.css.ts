import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { visuallyHidden } from "../common/layout.css";

const tapTarget = "44px";

/** Its place on screen drives the engagement bar, which steps aside while it would cover these links. */
export const share = style({ margin: "12px 0 4px", viewTimelineName: "--share-links", viewTimelineAxis: "block" } as Parameters<typeof style>[0]);
export const heading = style({ fontSize: "0.85rem", fontWeight: 700, margin: "0 0 6px", color: vars.color.muted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "8px" });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  minHeight: tapTarget,
  padding: "0 12px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "22px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.9rem",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.accent, color: vars.color.accentText } },
});

export const icon = style({ width: "20px", height: "20px", flexShrink: 0 });
export const name = style({});

/** Read by screen readers, not shown: the one visually-hidden style (layout.css.ts). */
export const hidden = style([visuallyHidden]);

export const status = style({ minHeight: "1.2em", margin: "4px 0 0", fontSize: "0.85rem", color: vars.color.muted });
