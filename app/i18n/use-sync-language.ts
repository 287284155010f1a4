import { useTranslation } from "react-i18next";

/**
 * Keeps the browser's i18next on the URL's language when a client navigation
 * crosses languages: the root loader brings the new language's strings, which
 * are added before the first render that needs them.
 */
export function useSyncLanguage(lang: string, messages: object | undefined): void {
  const { i18n } = useTranslation();
  if (messages && !i18n.hasResourceBundle(lang, "translation")) {
    i18n.addResourceBundle(lang, "translation", messages, true, true);
  }
  if (i18n.language !== lang && i18n.hasResourceBundle(lang, "translation")) {
    void i18n.changeLanguage(lang);
  }
}
