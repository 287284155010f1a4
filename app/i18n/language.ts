/**
 * The URL is the language (architecture rule 1): `/tamil…` is Tamil, everything
 * else English. One way to build a localised link: `href(lang, path)`.
 */

/** The site's two languages; everything else (the upstream contract, our types) takes them from here. */
export const LANGUAGES = ["en", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
const TAMIL_PREFIX = "/tamil";

/** `/tamil`, `/tamil/…`, and single-fetch `/tamil.data` are Tamil; nothing else is. */
export function languageFromPath(pathname: string): Language {
  return pathname === TAMIL_PREFIX || pathname.startsWith(`${TAMIL_PREFIX}/`) || pathname.startsWith(`${TAMIL_PREFIX}.data`) ? "ta" : "en";
}

/** The path without its language prefix, always starting with `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageFromPath(pathname) !== "ta") return pathname || "/";
  const rest = pathname.slice(TAMIL_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A site path in the given language: href("ta", "/news/x-1") → "/tamil/news/x-1". */
export function href(lang: Language, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === "en") return clean;
  return clean === "/" ? TAMIL_PREFIX : `${TAMIL_PREFIX}${clean}`;
}

/** The same page in the other language (spec: the language switch keeps the page). */
export function switchLanguagePath(pathname: string, search = ""): string {
  const lang = languageFromPath(pathname);
  const other: Language = lang === "en" ? "ta" : "en";
  return href(other, pathWithoutLanguage(pathname)) + search;
}

/** BCP 47 tag for Intl formatting: Tamil as read in India. */
export function intlLocale(lang: Language): string {
  return lang === "ta" ? "ta-IN" : "en-IN";
}
