import { style } from "@vanilla-extract/css";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";

const radius = "6px";
const target = "44px";

export const page = style({
  ...surfacePanel(radius),
  borderTop: `6px solid ${vars.color.accent}`,
  maxWidth: "40rem",
  margin: "32px auto 48px",
  padding: "32px clamp(16px, 5vw, 40px)",
  textAlign: "center",
});

export const code = style({
  display: "inline-block",
  margin: 0,
  padding: "2px 12px",
  border: `2px solid ${vars.color.accentText}`,
  borderRadius: "999px",
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: "0.95rem",
  letterSpacing: "0.02em",
});

export const heading = style({ fontSize: "clamp(1.4rem, 4vw, 1.9rem)", margin: "16px 0 8px" });
export const body = style({ color: vars.color.muted, margin: "0 auto 24px", maxWidth: "32rem" });

export const search = style({ margin: "0 auto 24px", maxWidth: "28rem", textAlign: "start" });
export const searchLabel = style({ display: "block", fontWeight: 700, marginBottom: "6px" });
export const searchRow = style({ display: "flex", gap: "8px" });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: target,
  font: "inherit",
  padding: "8px 12px",
  color: vars.color.text,
  background: vars.color.background,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: radius,
});

const buttonBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: target,
  padding: "8px 20px",
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  borderRadius: radius,
  cursor: "pointer",
} as const;

export const button = style({
  ...buttonBase,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { "&:hover": { color: vars.color.onAccent, opacity: 0.9 } },
});

/** The report button: secondary to going home, so outlined; uppercase as in the spec ("REPORT THIS PAGE"). */
export const secondaryButton = style({
  ...buttonBase,
  border: `2px solid ${vars.color.accentText}`,
  background: "transparent",
  color: vars.color.accentText,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  selectors: { "&:hover": { background: vars.color.background } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "12px",
  justifyContent: "center",
  alignItems: "center",
  paddingTop: "20px",
  borderTop: `1px solid ${vars.color.border}`,
});

export const reportForm = style({ display: "contents" });
export const hint = style({ flexBasis: "100%", margin: "4px 0 0", color: vars.color.muted, fontSize: "0.9rem" });
export const thanks = style({
  flexBasis: "100%",
  margin: "4px 0 0",
  padding: "10px 14px",
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.background,
  textAlign: "start",
  borderRadius: "4px",
});
