import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The LIVE label: the article page's badge (onAccent on an accent fill, held to 4.5:1 by contrast.test.ts), card-sized. */
export const label = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  fontSize: "0.75rem",
  lineHeight: 1.6,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  padding: "0 6px",
  borderRadius: "3px",
  alignSelf: "center",
});

/** The latest update's time: the card's other facts' colour, never wider than the card (it wraps). */
export const updated = style({ overflowWrap: "anywhere" });
