import { globalStyle, style } from "@vanilla-extract/css";
import { offscreen } from "../../styles/offscreen";
import { vars } from "../../styles/theme.css";

const tablet = "(min-width: 600px)";
const wideTablet = "(min-width: 900px)";
const desktop = "(min-width: 1100px)";

/**
 * The `sizes` that match the grid below, for responsive card pictures: the page's side padding is
 * 4vw each side up to 800px wide (vars.space.page), so one column is 92vw, not 100vw (issue 9:
 * a phone gets the next width down).
 */
export const cardImageSizes = "(min-width: 1100px) 280px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, 92vw";

export const header = style({ margin: "0 0 20px" });
export const heading = style({ fontSize: "1.75rem", margin: 0 });
export const subheading = style({
  fontSize: "1.1rem",
  margin: "4px 0 0",
  color: vars.color.accentText,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});

/** spec: 1 column on phones, 2–3 on tablets, 4 on desktop (issue 5). */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "24px 20px",
  // minmax(0, …): a column never grows to its widest word or picture (issue 2).
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [wideTablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

/**
 * Cards after the second wait until the reader nears them (issue 9): laying out a list's Tamil titles and summaries
 * was most of a phone's first layout (Chromium trace, 50 search results in Tamil: ~1,560 layout objects → ~224).
 * The estimates are a little over the tallest card measured (English 370–390px; Tamil 445–500px on a phone, up to
 * 595px in four columns), so a skipped card never overlaps the next (see news-section.css.ts); a rendered card
 * remembers its own height.
 */
const laterCards = `${grid} > li:nth-child(n+3)`;
globalStyle(laterCards, offscreen("420px"));
globalStyle(`:lang(ta) ${laterCards}`, { containIntrinsicBlockSize: "auto 520px" });
globalStyle(`:lang(ta) ${laterCards}`, { "@media": { [tablet]: { containIntrinsicBlockSize: "auto 620px" } } });

/**
 * A list brought back whole after Back or a reload (pages/kept-pages.ts, issue 29 point 2) is laid out whole: the
 * reader's place is found among the cards' real heights, not their estimates, so it is right from the first frame.
 */
globalStyle(`${grid}[data-restored] > li:nth-child(n)`, { contentVisibility: "visible" });

export const card = style({ display: "flex", flexDirection: "column", gap: "6px", height: "100%" });

export const picture = style({
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surface,
  borderRadius: "4px",
});

export const category = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});

export const title = style({ fontSize: "1.05rem", margin: 0 });
export const titleLink = style({ textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const summary = style({ margin: 0, fontSize: "0.95rem" });
export const meta = style({
  margin: "auto 0 0",
  color: vars.color.muted,
  fontSize: "0.85rem",
  display: "flex",
  flexWrap: "wrap",
  gap: "2px 6px",
});

export const mark = style({ background: vars.color.accent, color: vars.color.onAccent, borderRadius: "2px", padding: "0 1px" });

export const pager = style({ display: "flex", justifyContent: "center", alignItems: "center", gap: "16px", margin: "32px 0 0", flexWrap: "wrap" });
export const previous = style({ display: "inline-block", margin: "0 0 20px", fontWeight: 500 });

export const loadMore = style({
  display: "inline-block",
  minWidth: "12rem",
  textAlign: "center",
  padding: "12px 24px",
  background: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: "none",
  fontWeight: 700,
  borderRadius: "4px",
  selectors: {
    "&:hover": { color: vars.color.onAccent, opacity: 0.9 },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: "progress" },
  },
});

export const status = style({ margin: 0, color: vars.color.muted });
export const empty = style({ padding: "24px 0", color: vars.color.muted });

export const feed = style({ marginTop: "36px" });
export const feedHeading = style({
  fontSize: "1.35rem",
  margin: "0 0 16px",
  paddingBottom: "6px",
  borderBottom: `2px solid ${vars.color.accent}`,
});
