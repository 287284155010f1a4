import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromPath } from "./language";
import { resources } from "./resources";

/**
 * remix-i18next, with the language found in the URL only (STACK gotcha 5):
 * a cookie or Accept-Language never changes what a URL renders.
 */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    async findLocale(request) {
      return languageFromPath(new URL(request.url).pathname);
    },
  },
  i18next: { resources, supportedLngs: [...LANGUAGES], fallbackLng: DEFAULT_LANGUAGE, interpolation: { escapeValue: false } },
});
