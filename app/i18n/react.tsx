/**
 * `useTranslation` and `Trans` for our components (decision 0017), shaped like react-i18next's so
 * the components read the same, without i18next's 12 KB in the browser. The server renders with
 * every string of both languages (entry.server.tsx gives them); the browser with those its pages
 * brought (strings-store.ts). The language is the URL's, decided once per request on the server
 * (app/http/request-language.ts) and handed down: the entry files provide it for the document, the
 * root's Layout the root's data's `lang`; components read it with `useLanguage()` (decision 0042).
 */
import { cloneElement, createContext, Fragment, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { browserStrings } from "./strings-store";
import { translate, type Strings, type TFunction, type TranslateOptions } from "./translate";

export type StringsSource = (lang: Language) => Strings | undefined;

/** Where the strings come from: the server's full set, or (by default) the browser's store. */
const SourceContext = createContext<StringsSource>(browserStrings);
const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const StringsSourceProvider = SourceContext.Provider;

export function TranslationProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

/** The page's language, as the root's Layout (or, above it, the entry file) provides it. Components read it here, never from the URL. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const lang = useContext(LanguageContext);
  const source = useContext(SourceContext);
  return useMemo(() => {
    // Read at call time: strings merged after this render (a dialog's, fetched on first use) are found.
    const t: TFunction = (key, options) => translate(source(lang), lang, key, options);
    return { t, i18n: { language: lang } };
  }, [lang, source]);
}

/**
 * A string with markup, as react-i18next's <Trans components>: each `<name>text</name>` in the
 * string becomes `components[name]` with the text as its child. Tags do not nest in our strings.
 */
export function Trans({ i18nKey, components, values }: { i18nKey: string; components: Record<string, ReactElement>; values?: TranslateOptions }) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) {
    const [whole, name = "", inner = ""] = match;
    const element = components[name];
    if (!element) continue;
    const start = match.index ?? 0;
    parts.push(text.slice(last, start));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = start + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
