import { vars } from "./theme.css";

/**
 * A choice shaped as a pill (the text size steps, the settings page's choices): 44 px high to tap, the theme's
 * checked colour pairs (app/styles/contrast.test.ts), the accent for the one in force. For .css.ts files.
 */
export const pill = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "22px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
} as const;
export const pillHover = { borderColor: vars.color.accent, color: vars.color.accentText } as const;

/** A plain square-cornered button beside a list item (Saved's Remove, Following's Unfollow): 44 px high to tap. */
export const listButton = {
  minHeight: "44px",
  padding: "0 14px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "4px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": pillHover },
} as const;
export const pillChosen = { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent } as const;
