/**
 * The reader's text size (issue 29 point 10, "No way to read larger"): four steps of the article's reading column
 * (headline, summary, body, captions, live updates), never of the header, menus or footer. The `size` cookie holds a
 * step other than the usual one; with none, or with a value that is not a step, the usual size is read. Pure: the
 * server (app/http/cookies.server.ts), the control (app/components/article/text-size-control.server.tsx), the stylesheet
 * (theme.css.ts) and the service worker (app/offline/sw.ts) share it.
 */

/** The steps, smallest first. "normal" is never stored: choosing it drops the cookie (app/routes/text-size.ts). */
export const TEXT_SIZES = ["small", "normal", "large", "larger"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** A step the `size` cookie and `<html data-text-size>` may hold: every one but the usual. */
export type ChosenTextSize = Exclude<TextSize, "normal">;

/**
 * How much each step scales the reading column's type. Line heights are unitless (theme.css.ts), so Tamil keeps
 * its taller lines at every step. The largest keeps a Tamil headline and body inside a 320 px screen.
 */
export const TEXT_SCALE: Record<TextSize, string> = { small: "0.9", normal: "1", large: "1.15", larger: "1.3" };

/** A step from a cookie or a form, or null when it is not one (a stray or forged value reads as the usual size). */
export function parseTextSize(value: unknown): TextSize | null {
  return typeof value === "string" && (TEXT_SIZES as readonly string[]).includes(value) ? (value as TextSize) : null;
}

/** The value `<html data-text-size>` carries for a step: none for the usual size. */
export function textSizeAttribute(size: TextSize | null | undefined): ChosenTextSize | undefined {
  return size && size !== "normal" ? size : undefined;
}
