/**
 * Small preference cookies the server reads to render (architecture rule 4):
 * `mode` (theme), `size` (the article's text size, issue 29 point 10), `ln` (the reader's last language choice; sends a Tamil reader from `/` to `/tamil`,
 * app/http/saved-language.server.ts, and otherwise never decides what a
 * URL renders), `city` (the home page's city section), `lite` (lite mode, app/wire/lite.server.ts). Plain values, as the
 * spec's browser-stored values are, parsed with the `cookie` package.
 */
import { parse, serialize, type CookieSerializeOptions } from "cookie";
import { parseTextSize, textSizeAttribute, type ChosenTextSize } from "../styles/text-size";

export type Theme = "light" | "dark";

const ONE_YEAR = 60 * 60 * 24 * 365;

export function readCookies(request: Request): Record<string, string | undefined> {
  const header = request.headers.get("cookie");
  if (!header || header.length > 8192) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

/** `null` means no choice yet: the reader's `prefers-color-scheme` decides. */
export function readTheme(request: Request): Theme | null {
  const mode = readCookies(request).mode;
  return mode === "dark" || mode === "light" ? mode : null;
}

/** The reader's text size; null for the usual one, which is also what a value that is not a step reads as. */
export function readTextSize(request: Request): ChosenTextSize | null {
  return textSizeAttribute(parseTextSize(readCookies(request).size)) ?? null;
}

/** The reader's chosen city (id or slug), or null. Validated, never trusted. */
export function readCity(request: Request): string | null {
  const city = readCookies(request).city;
  return city && /^[a-z0-9-]{1,40}$/i.test(city) ? city : null;
}

/** A reader cookie (preferences, likes, saves): HttpOnly (the server reads it), SameSite=Lax, a year long unless told. */
export function readerCookie(name: string, value: string, options: CookieSerializeOptions = {}): string {
  return serialize(name, value, { path: "/", sameSite: "lax", httpOnly: true, maxAge: ONE_YEAR, ...options });
}

/** A preference cookie: a reader cookie under one of the preference names. */
export function preferenceCookie(name: "mode" | "size" | "city" | "ln" | "lite", value: string, options: CookieSerializeOptions = {}): string {
  return readerCookie(name, value, options);
}
