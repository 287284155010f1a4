/**
 * Lite mode (issue 9) for the slowest connections: no JavaScript at all, the
 * system's fonts, pictures only when tapped. A reader asks for it with their
 * browser's data saver (`Save-Data: on`) or with `?lite=1`, which is remembered
 * in the `lite` cookie; `?lite=0` (the banner's "full site" link) turns it off and
 * is remembered too, so a data saver alone does not bring it back.
 */
import { preferenceCookie, readCookies } from "../http/cookies.server";

type LiteChoice = "on" | "off" | null;

/** What the URL asks for: `?lite=1` on, `?lite=0` off, else nothing. */
function liteInUrl(url: URL): LiteChoice {
  const value = url.searchParams.get("lite");
  return value === "1" ? "on" : value === "0" ? "off" : null;
}

/** Whether this request is served in lite mode: the URL, then the reader's remembered choice, then Save-Data. */
export function isLite(request: Request): boolean {
  const asked = liteInUrl(new URL(request.url));
  if (asked) return asked === "on";
  const remembered = readCookies(request).lite;
  if (remembered === "1") return true;
  if (remembered === "0") return false;
  return request.headers.get("save-data")?.trim().toLowerCase() === "on";
}

/** The Set-Cookie that remembers a `?lite=` choice, or null when the URL makes none. */
export function liteCookie(request: Request): string | null {
  const asked = liteInUrl(new URL(request.url));
  return asked ? preferenceCookie("lite", asked === "on" ? "1" : "0") : null;
}
