import { globalStyle, style } from "@vanilla-extract/css";
import { PAGE_WIDTH as maxWidth } from "../../styles/page-column";
import { vars } from "../../styles/theme.css";
import { navLink } from "./nav-bar.css";

/** The nav bar's dropdown menus (District, All category): the plain <details> one and the Radix one. */
export const details = style({ position: "static" });
globalStyle(`${details} > summary`, { listStyle: "none", cursor: "pointer" });
globalStyle(`${details} > summary::-webkit-details-marker`, { display: "none" });

export const caret = style({ marginLeft: "4px", fontSize: "0.7em", transition: "transform 0.15s" });
globalStyle(`${details}[open] > summary ${caret}`, { transform: "rotate(180deg)" });

export const triggerButton = style([
  navLink,
  { background: "transparent", border: 0, borderBottom: "3px solid transparent", color: "inherit", font: "inherit", fontWeight: 500, cursor: "pointer" },
]);

/** The menu panel: a sheet under the nav bar (full width on phones, a wide panel on desktop). */
export const panel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  zIndex: 30,
  maxHeight: "min(70vh, 560px)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `3px solid ${vars.color.accent}`,
  boxShadow: "0 8px 16px rgba(0, 0, 0, 0.25)",
  padding: `12px ${vars.space.page}`,
});

/** Its `display` is what shows it: the list is `hidden` for browsers without CSS (nav-menu.tsx, issue 29). */
export const menuList = style({
  listStyle: "none",
  margin: "0 auto",
  padding: 0,
  maxWidth,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: "2px 12px",
});

export const menuLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "40px",
  padding: "4px 8px",
  borderRadius: "4px",
  textDecoration: "none",
  outline: "none",
  cursor: "pointer",
  selectors: {
    '&[aria-current="page"], &[data-selected="true"]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: 700 },
    '&[aria-current="page"]:hover': { color: vars.color.onAccent },
    "&[data-highlighted]": { background: vars.color.surface, color: vars.color.accentText },
    '&[data-highlighted][aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
});

export const subList = style({ listStyle: "none", margin: 0, padding: "0 0 4px 12px", borderLeft: `2px solid ${vars.color.border}` });

export const menuFooter = style({ maxWidth, margin: "8px auto 0", display: "flex", gap: "16px", flexWrap: "wrap", fontWeight: 500 });

export const menuNote = style({ maxWidth, margin: "0 auto 8px", color: vars.color.muted, fontSize: "0.9rem" });

/** Radix renders its menu in a portal: the same look, sized to the viewport. */
export const radixContent = style({
  zIndex: 40,
  width: "min(100vw - 16px, 960px)",
  maxHeight: "min(70vh, 560px)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderBottom: `3px solid ${vars.color.accent}`,
  borderRadius: "4px",
  boxShadow: "0 8px 16px rgba(0, 0, 0, 0.25)",
  padding: "12px",
});

export const radixSubContent = style([radixContent, { width: "min(100vw - 16px, 280px)" }]);
