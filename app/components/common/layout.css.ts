import { style } from "@vanilla-extract/css";
import { pageColumn } from "../../styles/page-column";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";

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

export const main = style(pageColumn("16px", "48px"));

/** Lite mode's banner, with the way back to the full site. */
export const liteBanner = style({
  margin: 0,
  padding: `8px ${vars.space.page}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.9375rem",
  textAlign: "center",
});

export const notice = style({ ...surfacePanel("4px"), padding: "8px 12px", margin: "0 0 16px" });

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
