import { useTranslation } from "react-i18next";
import type { Language } from "../upstream/schemas";
import { markStrings } from "./load-strings";

const merged = new WeakSet<object>();

/**
 * Keeps the browser's i18next on the URL's language and strings: the root
 * loader brings the page's strings (a new language's, or a new kind of page's),
 * which are merged before the first render that needs them.
 */
export function useSyncLanguage(lang: Language, messages: object | undefined, namespaces: readonly string[] = []): void {
  const { i18n } = useTranslation();
  if (messages && !merged.has(messages)) {
    i18n.addResourceBundle(lang, "translation", messages, true, true);
    merged.add(messages);
    markStrings(lang, namespaces);
  }
  if (i18n.language !== lang && i18n.hasResourceBundle(lang, "translation")) {
    void i18n.changeLanguage(lang);
  }
}
