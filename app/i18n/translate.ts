/**
 * The few parts of i18next's `t` our strings use, small enough for the browser (decision 0017):
 * nested keys ("a.b.c"), plurals by `count` (`key_one`, `key_other`, chosen by Intl.PluralRules
 * for the language) and `{{name}}` interpolation without escaping (React escapes). The one
 * translator of the site: components (react.tsx) and the server's loaders (resources.ts
 * `translatorFor`) both speak through it. Our strings are written in i18next's format, and
 * translate.test.tsx checks that i18next would give the same answer for every one.
 */
export type Strings = { readonly [key: string]: unknown };
export type TranslateOptions = { readonly count?: number; readonly [name: string]: unknown };
/** `t`, as components get it from `useTranslation` and loaders from `translatorFor`. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function lookup(strings: Strings | undefined, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

/** `{{name}}` → the option's value; a name not given stays as it is, one given as undefined or null is "" (as in i18next). */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (match, name: string) => {
    if (!options || !(name in options)) return match;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/** The string at `key` in `strings`; the key itself when there is none (as in i18next). */
export function translate(strings: Strings | undefined, lang: string, key: string, options?: TranslateOptions): string {
  let value: unknown;
  if (typeof options?.count === "number") value = lookup(strings, `${key}_${pluralCategory(lang, options.count)}`);
  if (typeof value !== "string") value = lookup(strings, key);
  return typeof value === "string" ? interpolate(value, options) : key;
}
