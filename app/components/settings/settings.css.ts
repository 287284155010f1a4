import { globalStyle, style } from "@vanilla-extract/css";
import { readingSize } from "../../styles/reading-size";
import { pill, pillChosen, pillHover } from "../../styles/pill";
import { vars } from "../../styles/theme.css";

/**
 * The settings page (settings-page.tsx): a column like the static pages', its choices as the text size control's
 * pills (text-size-control.css.ts), the theme's checked colour pairs (app/styles/contrast.test.ts).
 */
export const page = style({ maxWidth: "70ch", margin: "0 auto", fontSize: "1.0625rem", lineHeight: vars.lineHeight.body });
export const title = style({ fontSize: "clamp(1.7rem, 4vw, 2.3rem)", margin: "8px 0 4px", lineHeight: vars.lineHeight.heading });
export const intro = style({ color: vars.color.muted, margin: "0 0 8px" });
export const section = style({ borderTop: `1px solid ${vars.color.border}`, padding: "16px 0 20px" });
export const heading = style({ fontSize: "1.3rem", margin: "0 0 4px", lineHeight: vars.lineHeight.heading });
export const note = style({ color: vars.color.muted, fontSize: "0.95rem", margin: "0 0 8px" });
/** A story's paragraph at the reader's size: it follows `<html data-text-size>` as an article's body does. */
export const sample = style({
  fontSize: readingSize("1.1rem"),
  margin: "12px 0 0",
  padding: "12px 14px",
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});
export const sampleLabel = style({ display: "block", fontSize: "0.85rem", fontWeight: 700, marginBottom: "4px" });
export const choices = style({ display: "flex", flexWrap: "wrap", gap: "8px", margin: "8px 0 0", padding: 0, listStyle: "none" });
export const choice = style({ ...pill, padding: "0 16px", textDecoration: "none" });
globalStyle(`${choice}:hover`, pillHover);
globalStyle(`${choice}[aria-pressed="true"], ${choice}[aria-current="true"]`, pillChosen);
