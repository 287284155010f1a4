import { en } from "./locales/en";
import { ta } from "./locales/ta";
import type { Language } from "../upstream/schemas";
import type { Messages } from "./locales/en";

/** Server side: both languages. The browser receives only its page's language (root loader). */
export const resources = {
  en: { translation: en as Messages },
  ta: { translation: ta },
} satisfies Record<Language, { translation: Messages }>;

export function messagesFor(lang: Language): Messages {
  return resources[lang].translation;
}
