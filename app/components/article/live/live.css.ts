import { globalStyle, style } from "@vanilla-extract/css";
import { surfacePanel } from "../../../styles/panel";
import { vars } from "../../../styles/theme.css";
import { readingSize } from "../../../styles/reading-size";

/**
 * A live article's parts (live-coverage.tsx). Colours are the theme's pairs only (text, muted and accent text on
 * the background, on-accent on accent: app/styles/contrast.test.ts checks them in both themes); line heights are
 * the body's, so Tamil updates get Tamil's taller lines (app/styles/theme.css.ts).
 */
export const status = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: "4px 12px",
  margin: "8px 0 0",
  fontSize: "0.9rem",
  color: vars.color.muted,
});
export const ended = style({ color: vars.color.text });
export const refresh = style({ color: vars.color.accentText, fontWeight: 700 });

export const keyEvents = style({ ...surfacePanel("4px"), padding: "8px 12px", margin: "0 0 16px" });
globalStyle(`${keyEvents} h2`, { fontSize: "1rem", margin: "0 0 4px" });
globalStyle(`${keyEvents} ul`, { listStyle: "none", padding: 0, margin: 0 });
globalStyle(`${keyEvents} li + li`, { borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${keyEvents} a`, { display: "block", padding: "6px 0", minHeight: "24px", color: vars.color.text, textDecoration: "none" });
globalStyle(`${keyEvents} a:hover span, ${keyEvents} a:focus-visible span`, { textDecoration: "underline" });
globalStyle(`${keyEvents} time`, { color: vars.color.accentText, fontWeight: 700, marginRight: "6px" });

export const section = style({ marginTop: "24px" });
export const heading = style({ fontSize: vars.headingSize.m, margin: "0 0 8px" });
export const list = style({ display: "flex", flexDirection: "column" });

export const update = style({
  padding: "12px 0",
  borderTop: `1px solid ${vars.color.border}`,
  // Landing on `#update-…` (a shared link, a key event, "Show new updates") leaves a little room above it.
  scrollMarginTop: "12px",
  selectors: {
    "&[data-pinned]": { borderTop: `3px solid ${vars.color.accent}` },
    "&:focus": { outline: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "6px",
  margin: 0,
  fontSize: "0.875rem",
  fontWeight: 700,
  color: vars.color.accentText,
});
export const tag = style({ fontWeight: 400, color: vars.color.muted, border: `1px solid ${vars.color.border}`, borderRadius: "3px", padding: "0 6px" });
export const fresh = style({ background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent, fontWeight: 700 });
export const title = style({ fontSize: readingSize(vars.headingSize.s), margin: "6px 0 0" });
// The article body's type (article.css.ts `body`), a little tighter above.
export const body = style({ selectors: { "&&": { marginTop: "8px" } } });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const newUpdates = style({
  position: "fixed",
  top: "12px",
  left: "50%",
  transform: "translateX(-50%)",
  // Over the page, under the dialogs and their overlays (40).
  zIndex: 30,
  minHeight: "44px",
  padding: "8px 18px",
  border: 0,
  borderRadius: "999px",
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: "inherit",
  fontWeight: 700,
  boxShadow: "0 2px 10px rgba(0, 0, 0, 0.25)",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const paging = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "12px", marginTop: "16px" });
globalStyle(`${paging} a`, { display: "inline-flex", alignItems: "center", minHeight: "44px", color: vars.color.accentText, fontWeight: 700 });
globalStyle(`${paging} a[rel="next"]`, { marginLeft: "auto" });
