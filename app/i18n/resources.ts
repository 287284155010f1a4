import { en } from "./locales/en";
import { ta } from "./locales/ta";
import type { Language } from "./language";
import type { Messages } from "./locales/en";
import { pickStrings, type StringsPart } from "./namespaces";
import { translate, type TFunction } from "./translate";

/** Server side: both languages, every string. The browser receives only its page's (root loader, /locales). */
export const resources = {
  en: { translation: en as Messages },
  ta: { translation: ta },
} satisfies Record<Language, { translation: Messages }>;

/** `t` for the server's loaders (titles, descriptions, feeds): the components' translator over every string. */
export function translatorFor(lang: Language): TFunction {
  const strings = resources[lang].translation;
  return (key, options) => translate(strings, lang, key, options);
}

/** The strings of `lang`: all of them, or only the parts named. */
export function messagesFor(lang: Language): Messages;
export function messagesFor(lang: Language, parts: readonly StringsPart[]): Partial<Messages>;
export function messagesFor(lang: Language, parts?: readonly StringsPart[]): Partial<Messages> {
  const all = resources[lang].translation;
  return parts ? pickStrings(all, parts) : all;
}
