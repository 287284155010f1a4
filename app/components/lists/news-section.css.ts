import { globalStyle, style } from "@vanilla-extract/css";
import { offscreen } from "../../styles/offscreen";
import { vars } from "../../styles/theme.css";

const phone = "(max-width: 599px)";
const tablet = "(min-width: 600px)";

/**
 * The home's sections after the first wait until the reader nears them (issue 9, as news-list.css.ts's cards).
 * The estimates are a little over the tallest section measured (phone: 1,740–1,810px in English, 2,150–2,210px in
 * Tamil; two columns: 950–1,240px): a skipped section shorter than its content would let its last links overlap the
 * next section's first, which checkers that measure targets (axe's target-size) then report.
 */
export const section = style({
  margin: "0 0 40px",
  selectors: { "& ~ &": offscreen("2000px"), ":lang(ta) & ~ &": { containIntrinsicBlockSize: "auto 2400px" } },
  "@media": { "(min-width: 900px)": { selectors: { "& ~ &, :lang(ta) & ~ &": { containIntrinsicBlockSize: "auto 1300px" } } } },
});

export const headingRow = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: "4px 16px",
  margin: "0 0 16px",
  paddingBottom: "6px",
  borderBottom: `2px solid ${vars.color.accent}`,
});

export const heading = style({ fontSize: vars.headingSize.m, margin: 0 });

export const more = style({ fontSize: "0.9rem", fontWeight: 700, color: vars.color.accentText, padding: "4px 0" });

export const grid = style({
  display: "grid",
  gap: "24px",
  gridTemplateColumns: "1fr",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "2fr 1fr" } },
});

export const lead = style({ display: "flex", flexDirection: "column", gap: "8px" });
/** A step smaller on phones, so the first section's lead headline ends on the first screen (issue 3). */
export const leadTitle = style({ fontSize: vars.headingSize.m, margin: 0, "@media": { [tablet]: { fontSize: vars.headingSize.l } } });
export const secondaryList = style({ display: "grid", gap: "16px", alignContent: "start" });
export const summary = style({ margin: 0 });
export const cardTitle = style({ fontSize: vars.headingSize.s, margin: "6px 0 0" });

export const picture = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", background: vars.color.surface, borderRadius: "4px" });

export const meta = style({ color: vars.color.muted, fontSize: "0.875rem", display: "flex", flexWrap: "wrap", gap: "4px 6px" });

export const category = style({
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});

export const latest = style({ marginTop: "20px" });
export const latestHeading = style({ fontSize: "1rem", margin: "0 0 8px", color: vars.color.muted });

export const latestList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "10px 24px",
  gridTemplateColumns: "1fr",
  "@media": { "(min-width: 700px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const latestItem = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: "8px" });

export const titleLink = style({ textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const readMore = style({ fontWeight: 700, color: vars.color.accentText });

export const ticker = style({
  display: "flex",
  gap: "12px",
  alignItems: "baseline",
  flexWrap: "wrap",
  padding: "10px 12px",
  margin: "0 0 24px",
  background: vars.color.surface,
  "@media": { [phone]: { padding: "8px 10px", margin: "0 0 12px", gap: "4px 12px" } },
  borderLeft: `4px solid ${vars.color.breaking}`,
});
export const tickerLabel = style({ fontSize: "1rem", margin: 0, fontWeight: 800, color: vars.color.accentText, textTransform: "uppercase" });
export const tickerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "6px 20px",
  "@media": {
    // Phones (issue 3): the items side by side in a strip the reader swipes, each whole, so the lead story's
    // picture and headline still fit the first screen (stacked, three Tamil headlines took ~330px).
    [phone]: {
      flexWrap: "nowrap",
      overflowX: "auto",
      scrollSnapType: "x mandatory",
      overscrollBehaviorX: "contain",
      flexBasis: "100%",
      paddingBottom: "4px",
    },
  },
});
/**
 * The slot of "Alert me" beside the ticker's name (breaking-alert.server.tsx): no box of its own, so on a phone the
 * form shares the name's row, the stories' strip below.
 */
export const tickerAlertSlot = style({ display: "contents" });
globalStyle(`${tickerList} > li`, {
  "@media": { [phone]: { flex: "0 0 88%", scrollSnapAlign: "start", fontSize: "0.9rem" } },
});
