import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const tapToShow = style({ margin: "0 0 16px" });

/** Lite mode's "Show picture": a real button-sized target (WCAG 2.5.8), in the theme's colours. */
globalStyle(`${tapToShow} > summary`, {
  cursor: "pointer",
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  padding: "8px 12px",
  border: `1px dashed ${vars.color.border}`,
  borderRadius: "4px",
  color: vars.color.accentText,
});

/** The picture behind the tap: fetched only once its <details> is open (the background applies then). */
export const litePicture = style({
  width: "100%",
  marginTop: "8px",
  backgroundSize: "cover",
  backgroundPosition: "center",
  backgroundColor: vars.color.surface,
});

globalStyle(`${tapToShow}[open] > ${litePicture}`, { backgroundImage: "var(--lite-picture)" });
