import { vars } from "./theme.css";

/** How wide the site's content grows: the header's rows, the page, the footer's. */
export const PAGE_WIDTH = "1200px";

/**
 * The site's content column: at most PAGE_WIDTH, centred, with the page's side padding.
 * `top` and `bottom` are the vertical padding (one value: both). For .css.ts files.
 */
export const pageColumn = (top: string, bottom?: string) =>
  ({
    maxWidth: PAGE_WIDTH,
    margin: "0 auto",
    padding: bottom === undefined ? `${top} ${vars.space.page}` : `${top} ${vars.space.page} ${bottom}`,
  }) as const;
