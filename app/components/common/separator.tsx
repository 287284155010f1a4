/**
 * Between the parts of a card's line of facts (author, date, read time), as the article's byline has it: a dot a
 * text browser shows as "V. Murugan · 26 November 2026 · 1 min read" instead of the parts run together (a CSS gap
 * is not text). In the line's flex row it is an item of its own, spaced by the gap.
 */
export const SEPARATOR = " · ";
