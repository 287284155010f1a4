import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/**
 * "Alert me" beside the Breaking ticker's name (breaking-alert.server.tsx): a pill button. Imported by root.tsx for
 * the stylesheet alone (decision 0044), so its class name is in no page's JavaScript.
 */
const phone = "(max-width: 599px)";

export const alert = style({ margin: 0 });
globalStyle(`${alert} button`, {
  minHeight: "32px",
  padding: "2px 10px",
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: "16px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.85rem",
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  cursor: "pointer",
  // At 360 px the Tamil name and button share a row with some 20 px to spare (at 0.85rem they missed it by one).
  "@media": { [phone]: { fontSize: "0.8rem" } },
});
globalStyle(`${alert} button:hover`, { borderColor: vars.color.accent, color: vars.color.accentText });
