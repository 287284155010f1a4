import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  fontSize: "1rem",
  // A word longer than a phone's line (a Tamil name in a heading at 320px) breaks rather than widening the page (issue 2).
  overflowWrap: "break-word",
});
globalStyle("h1, h2, h3", { lineHeight: vars.lineHeight.heading });
// Sizes come from the type scale, which is smaller for Tamil (theme.css.ts).
globalStyle("h1", { fontSize: vars.headingSize.xl });
globalStyle("h2", { fontSize: vars.headingSize.l });
globalStyle("h3", { fontSize: vars.headingSize.m });
globalStyle("a", { color: "inherit" });
globalStyle("a:hover", { color: vars.color.accentText });
globalStyle("img", { maxWidth: "100%", height: "auto", display: "block" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
// A page served from a stored copy (app/offline/sw.ts) says so and when it was stored, from an attribute on <html>
// that React's hydration leaves alone: an element added to the body would not survive hydration. The line is <html>'s
// own, outside <body>, so it names the body's faces itself: it was drawn in the browser's serif (issue 29).
globalStyle("html[data-offline-copy]::before", {
  content: "attr(data-offline-copy)",
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  fontSize: "1rem",
  display: "block",
  padding: "0.5rem 1rem",
  textAlign: "center",
  fontWeight: 700,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.accent}`,
});
