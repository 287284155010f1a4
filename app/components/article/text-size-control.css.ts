import { globalStyle, style } from "@vanilla-extract/css";
import { pill, pillChosen, pillHover } from "../../styles/pill";
import { vars } from "../../styles/theme.css";

/**
 * The text size control (text-size-control.server.tsx): chrome, so its own type never follows the reader's size. One class,
 * its parts by element, so the article's first-visit JavaScript carries one class name. Colours are the theme's
 * checked pairs (app/styles/contrast.test.ts): text on the background, on-accent on accent for the step in force.
 */
export const form = style({ margin: "8px 0 0" });
globalStyle(`${form} > div`, { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "6px 8px" });
// On a line of its own above the steps, as the share links' heading is: the four steps stay on one row at 320 px.
globalStyle(`${form} span`, { flexBasis: "100%", fontSize: "0.85rem", fontWeight: 700, color: vars.color.muted });
globalStyle(`${form} button`, { ...pill, minWidth: "44px", padding: "0 10px", lineHeight: 1 });
globalStyle(`${form} button:hover`, pillHover);
globalStyle(`${form} button[aria-pressed="true"]`, pillChosen);
// Each step's mark a little larger than the one before, as the steps go.
["0.8rem", "0.95rem", "1.1rem", "1.25rem"].forEach((fontSize, index) => globalStyle(`${form} button:nth-of-type(${index + 1})`, { fontSize }));
