import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** Reader-facing forms (contact form, 404 search): large targets for thumbs, errors told in words, not colour alone. */
export const form = style({ display: "grid", gap: "20px", marginTop: "16px" });
export const field = style({ display: "grid", gap: "6px" });
export const label = style({ fontWeight: 700 });
export const hint = style({ color: vars.color.muted, fontSize: "0.92rem", margin: 0 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: "6px",
  padding: "12px 16px 16px",
  margin: 0,
  display: "grid",
  gap: "14px",
});
export const legend = style({ fontWeight: 700, padding: "0 6px" });

const control = {
  font: "inherit",
  color: vars.color.text,
  background: vars.color.background,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: "4px",
  padding: "10px 12px",
  minHeight: "44px",
  width: "100%",
} as const;
export const input = style({ ...control, selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.accentText, borderWidth: "3px" } } });
export const textarea = style([input, { minHeight: "10em", resize: "vertical", lineHeight: vars.lineHeight.body }]);

export const error = style({ color: vars.color.accentText, fontWeight: 700, margin: 0 });
export const summary = style({
  border: `3px solid ${vars.color.accentText}`,
  borderRadius: "6px",
  padding: "12px 16px",
  background: vars.color.surface,
});
globalStyle(`${summary} p`, { margin: "0 0 6px", fontWeight: 700 });
globalStyle(`${summary} ul`, { margin: 0, paddingLeft: "1.2em" });
globalStyle(`${summary} a`, { color: vars.color.accentText });

export const confirmation = style({
  borderLeft: `6px solid ${vars.color.accent}`,
  background: vars.color.surface,
  padding: "12px 16px",
  borderRadius: "4px",
  marginTop: "16px",
});
globalStyle(`${confirmation} h2`, { margin: "0 0 6px", fontSize: "1.2rem" });
globalStyle(`${confirmation} p`, { margin: "0 0 8px" });

export const button = style({
  justifySelf: "start",
  font: "inherit",
  fontWeight: 700,
  minHeight: "44px",
  padding: "10px 22px",
  border: "none",
  borderRadius: "4px",
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: "pointer",
  selectors: { "&:hover": { opacity: 0.9 }, "&[disabled]": { opacity: 0.7, cursor: "progress" } },
});

/** Off-screen for people, present for bots that fill every field (the honeypot). */
export const trap = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
