import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** On the home page after the first section; on an article after its related news, as wide as they are. */
export const mostRead = style({ margin: "0 0 40px", selectors: { "&[data-place='article']": { maxWidth: "1200px", margin: "40px auto 0" } } });

export const headingRow = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: "4px 16px",
  margin: "0 0 8px",
  paddingBottom: "6px",
  borderBottom: `2px solid ${vars.color.accent}`,
});

export const heading = style({ fontSize: vars.headingSize.m, margin: 0 });

export const window = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });

/** Two columns from tablets up, read down the first and then the second: five short lines, not a long thin column. */
export const list = style({
  margin: 0,
  padding: "0 0 0 2em",
  display: "grid",
  gap: "0 48px",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 700px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gridTemplateRows: "repeat(3, auto)", gridAutoFlow: "column" } },
});

export const item = style({
  padding: "10px 0",
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.headingSize.s,
  lineHeight: vars.lineHeight.heading,
  fontWeight: 700,
  overflowWrap: "anywhere",
  selectors: { "&::marker": { color: vars.color.accentText, fontWeight: 800 } },
});

export const link = style({ textDecoration: "none", selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } } });
