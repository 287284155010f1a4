import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/**
 * The heading and its window side by side above the list (one grid, no wrapper: issue 9's budget counts every
 * element a component makes). On the home page after the first section; on an article, where it follows the
 * article element (in its island), after the related news and as wide as they are.
 */
export const mostRead = style({
  margin: "0 0 40px",
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "baseline",
  gap: "0 16px",
  selectors: { "article ~ div &": { maxWidth: "1200px", margin: "40px auto 0" } },
});

export const heading = style({ fontSize: vars.headingSize.m, margin: 0 });

/** Under the heading on the narrowest phones, beside it when there is room. */
export const window = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem", "@media": { "(max-width: 379px)": { gridColumn: "1 / -1" } } });

/** Two columns from tablets up, read down the first and then the second: five short lines, not a long thin column. */
export const list = style({
  gridColumn: "1 / -1",
  margin: "6px 0 0",
  padding: "0 0 0 2em",
  borderTop: `2px solid ${vars.color.accent}`,
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
