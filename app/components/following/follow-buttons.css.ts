import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/**
 * The follow buttons (follow-buttons.server.tsx): one class, its parts by element, as the text size control's, so no
 * page's JavaScript carries more than it. Colours are the theme's checked pairs (app/styles/contrast.test.ts): text
 * on the background, on-accent on accent for a thing followed. Line height is the language's (taller in Tamil).
 */
export const follow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px", margin: "12px 0 0" });
globalStyle(`${follow} form`, { margin: 0 });
globalStyle(`${follow} button`, {
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  minHeight: "44px",
  padding: "4px 16px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "22px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.95rem",
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  textAlign: "start",
  cursor: "pointer",
});
globalStyle(`${follow} button:hover`, { borderColor: vars.color.accent, color: vars.color.accentText });
globalStyle(`${follow} button[aria-pressed="true"]`, { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent });
// The form the reader just pressed is the URL's fragment after the redirect: it shows where they are.
globalStyle(`${follow} form:target button`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });
