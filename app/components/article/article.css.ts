import { globalStyle, style } from "@vanilla-extract/css";
import { offscreen } from "../../styles/offscreen";
import { readingSize } from "../../styles/reading-size";
import { vars } from "../../styles/theme.css";

// The share links' view timeline is seen by the engagement bar, its sibling inside the article (engagement-bar.css.ts).
export const article = style({ maxWidth: "760px", margin: "0 auto", timelineScope: "--share-links" } as Parameters<typeof style>[0]);
export const breadcrumb = style({ fontSize: "0.875rem", color: vars.color.muted, marginBottom: "12px" });
globalStyle(`${breadcrumb} ol`, { listStyle: "none", display: "flex", gap: "8px", padding: 0, margin: 0, flexWrap: "wrap" });
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: "8px" });

export const header = style({ marginBottom: "16px" });
export const kicker = style({ display: "flex", alignItems: "center", gap: "10px", margin: 0 });
export const category = style({ color: vars.color.accentText, fontWeight: 700, textTransform: "uppercase", fontSize: "0.85rem", textDecoration: "none" });
export const live = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  fontSize: "0.75rem",
  textTransform: "uppercase",
  padding: "2px 8px",
  borderRadius: "3px",
});
export const author = style({ color: "inherit", fontWeight: 700 });
export const title = style({ fontSize: readingSize(vars.headingSize.xl), margin: "6px 0 10px" });
export const summary = style({ fontSize: readingSize("1.15rem"), color: vars.color.muted, margin: "0 0 10px" });
export const byline = style({ display: "flex", flexWrap: "wrap", gap: "4px 6px", color: vars.color.muted, fontSize: "0.9rem" });
export const hero = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "4px", background: vars.color.surface });

export const body = style({ fontSize: readingSize("1.1rem"), marginTop: "20px" });
// The body's own headings follow the reader's size too (the site's h2 and h3 sizes are in rem: global.css.ts); its
// captions and quotes inherit the body's.
globalStyle(`${body} h2`, { fontSize: readingSize(vars.headingSize.l) });
globalStyle(`${body} h3`, { fontSize: readingSize(vars.headingSize.m) });
globalStyle(`${body} p`, { margin: "0 0 1em" });
globalStyle(`${body} blockquote`, { margin: "1em 0", padding: "4px 16px", borderLeft: `4px solid ${vars.color.accent}`, color: vars.color.muted });
globalStyle(`${body} a`, { color: vars.color.accentText });

export const tags = style({ marginTop: "24px" });
globalStyle(`${tags} h2`, { fontSize: "1rem", margin: "0 0 8px" });
globalStyle(`${tags} ul`, { listStyle: "none", padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: "8px" });
export const tagLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  padding: "2px 12px",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.accent, color: vars.color.accentText } },
});
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
// A picture whose size could not be learnt (app/news/sanitize.server.ts): a 16:9 box it is fitted into, whole.
globalStyle(`${body} img[data-fit]`, { width: "100%", aspectRatio: "16 / 9", objectFit: "contain", background: vars.color.surface });
globalStyle(`${body} iframe`, { maxWidth: "100%", border: 0 });
// Video posters (decision 0028): a 16:9 box like the player that replaces it, so nothing below moves; dark in
// both themes, as a video frame is, with white text (contrast over 15:1) and a play button drawn in CSS.
globalStyle(`${body} .video-poster, ${body} .video-frame`, { display: "block", width: "100%", aspectRatio: "16 / 9", margin: "0 0 1em" });
globalStyle(`${body} .video-poster`, {
  position: "relative",
  background: "#111",
  color: "#fff",
  borderRadius: "6px",
  textDecoration: "none",
  overflow: "hidden",
});
globalStyle(`${body} .video-play`, {
  position: "absolute",
  // Above the middle: a long title (three lines on a phone) stays clear of it.
  top: "38%",
  left: "50%",
  width: "68px",
  height: "48px",
  margin: "-24px 0 0 -34px",
  borderRadius: "12px",
  background: "#c4302b",
});
globalStyle(`${body} .video-play::after`, {
  content: '""',
  position: "absolute",
  top: "14px",
  left: "27px",
  borderStyle: "solid",
  borderWidth: "10px 0 10px 17px",
  borderColor: "transparent transparent transparent #fff",
});
globalStyle(`${body} .video-caption`, { position: "absolute", left: 0, right: 0, bottom: 0, padding: "8px 12px", fontSize: "0.95rem", lineHeight: 1.4 });
globalStyle(`${body} .video-action`, { fontWeight: 700 });
globalStyle(`${body} .video-poster:hover .video-play, ${body} .video-poster:focus-visible .video-play`, { background: "#e62117" });
globalStyle(`${body} table`, { borderCollapse: "collapse", display: "block", overflowX: "auto" });

/**
 * "Continue On App" (requirements §2, phones only): a button in the article's flow after the story, where it takes
 * its own room. Floating over the page it covered the text of articles, live pages and comments (issue 29 point 8).
 */
export const continueOnApp = style({
  display: "none",
  "@media": {
    "screen and (max-width: 767px)": {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      gap: "8px",
      minHeight: "44px",
      margin: "24px 0 0",
      padding: "8px 16px",
      borderRadius: "22px",
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: 700,
      textAlign: "center",
      textDecoration: "none",
    },
  },
  selectors: { "&:hover": { color: vars.color.onAccent } },
});

// A phone before the words, drawn by the stylesheet (a mask in the text's colour, as common/social-icon.css.ts draws
// its marks): the article's first visit was at its 110 KB of JavaScript (issue 9), and an icon there would pass it.
const PHONE_ICON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 3v15h10V4zm5 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2z'/%3E%3C/svg%3E")`;
globalStyle(`${continueOnApp}::before`, {
  content: '""',
  width: "20px",
  height: "20px",
  flexShrink: 0,
  backgroundColor: "currentColor",
  WebkitMask: `${PHONE_ICON} center / contain no-repeat`,
  mask: `${PHONE_ICON} center / contain no-repeat`,
  // Forced colours would paint the background as the canvas and hide the shape.
  "@media": { "(forced-colors: active)": { forcedColorAdjust: "none", backgroundColor: "LinkText" } },
});

export const savedLink = style({ display: "inline-block", marginTop: "16px", fontSize: "0.9rem", color: vars.color.accentText });

export const comments = style({ ...offscreen("600px"), maxWidth: "760px", margin: "32px auto 0" });
globalStyle(`${comments} h2`, { fontSize: vars.headingSize.m, margin: "0 0 8px" });
export const muted = style({ color: vars.color.muted, margin: 0 });
