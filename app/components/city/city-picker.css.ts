import { globalStyle, style } from "@vanilla-extract/css";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";

/** Where scripts cannot run, "use my location" cannot work: it is not shown at all. */
const noScripting = "(scripting: none)";

export const picker = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "8px 16px",
  margin: "0 0 20px",
  padding: "12px 16px",
  ...surfacePanel("6px"),
});

export const heading = style({ fontSize: "1rem", margin: 0, flexBasis: "100%" });

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "8px", margin: 0 });

export const field = style({ display: "flex", flexDirection: "column", gap: "4px" });

export const label = style({ fontWeight: 700, fontSize: "0.95rem" });

const control = {
  font: "inherit",
  minHeight: "44px",
  borderRadius: "4px",
} as const;

export const select = style({
  ...control,
  padding: "8px 10px",
  color: vars.color.text,
  background: vars.color.background,
  border: `2px solid ${vars.color.controlBorder}`,
  maxWidth: "100%",
});

export const submit = style({
  ...control,
  fontWeight: 700,
  padding: "8px 16px",
  border: "none",
  color: vars.color.onAccent,
  background: vars.color.accent,
  cursor: "pointer",
});

export const locate = style({
  ...control,
  fontWeight: 700,
  padding: "8px 16px",
  color: vars.color.text,
  background: vars.color.background,
  border: `2px solid ${vars.color.controlBorder}`,
  cursor: "pointer",
  selectors: { "&[aria-disabled='true']": { cursor: "progress" }, "&:disabled": { cursor: "default", opacity: 0.7 } },
  "@media": { [noScripting]: { display: "none" } },
});

/** A row of its own, the same height with the button or the link in it: nothing moves when the page comes alive. */
export const locateRow = style({ flexBasis: "100%", display: "flex", minHeight: "48px" });

/** Without JavaScript, in the place of "use my location": to the list of cities above. */
export const chooseLink = style({
  ...control,
  display: "inline-flex",
  alignItems: "center",
  fontWeight: 700,
  padding: "8px 16px",
  border: "2px solid transparent",
  color: vars.color.accentText,
});

export const status = style({ flexBasis: "100%", margin: 0, minHeight: "1.5em" });

export const hint = style({
  flexBasis: "100%",
  margin: 0,
  color: vars.color.muted,
  fontSize: "0.9rem",
  selectors: { "&:not([data-shown])": { visibility: "hidden" } },
  "@media": { [noScripting]: { display: "none" } },
});

/** The home's compact "Change city": a disclosure in the city section's header row; open, it takes the whole row. */
export const disclosure = style({
  marginLeft: "auto",
  selectors: { "&[open]": { flexBasis: "100%", marginLeft: 0 } },
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  // Shorter than the form's 44px controls so it shares the heading row's height; still far over the 24px minimum.
  minHeight: "32px",
  padding: "0 4px",
  fontSize: "0.9rem",
  fontWeight: 700,
  color: vars.color.accentText,
  textDecoration: "underline",
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
// A caret that turns when open says it is a disclosure, not a link to another page.
globalStyle(`${toggle}::after`, { content: '"▾" / ""', textDecoration: "none", display: "inline-block" });
globalStyle(`${disclosure}[open] > ${toggle}::after`, { transform: "rotate(180deg)" });
globalStyle(`${disclosure}[open] > ${toggle}`, { marginLeft: "auto", display: "flex", width: "fit-content" });
globalStyle(`${disclosure} > ${picker}`, { margin: "4px 0 8px" });
