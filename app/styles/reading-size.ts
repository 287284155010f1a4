import { vars } from "./theme.css";

/**
 * A size in the article's reading column, times the reader's text size (issue 29 point 10; text-size.ts). Only the
 * headline, summary, body (its captions and its own headings within it) and live updates use it: the breadcrumb,
 * byline, controls and everything around the article keep the site's sizes. For .css.ts files.
 */
export const readingSize = (size: string) => `calc(${size} * ${vars.reading.scale})`;
