/**
 * What is new (issue 29): a story of the last 24 hours says how long ago it was published ("5 min ago" /
 * "5 நிமிடங்களுக்கு முன்"), an older one its date. The server writes the words into the page, formatted where the
 * card is made as its date is (news/cards.ts); the browser keeps them current once the page has hydrated
 * (keepTimesCurrent, run by the chunk fetched after load: offline/register.ts), with these same words, so React
 * hydrates what the server wrote and nothing is said two ways.
 */
import type { Language } from "../i18n/language";

/** Beyond this a story shows its date. */
const AGO_LIMIT_MS = 24 * 60 * 60_000;
/** A time this far ahead (a clock a little fast, upstream or here) still reads "just now"; further, the date. */
const AHEAD_MS = 5 * 60_000;

type Words = { now: string; minute: readonly [string, string]; hour: readonly [string, string] };

/** One and many: both languages use the one-form for 1 alone (Intl.PluralRules agrees for en and ta). */
const WORDS: Record<Language, Words> = {
  en: { now: "just now", minute: ["1 min ago", "{n} min ago"], hour: ["1 hour ago", "{n} hours ago"] },
  ta: {
    now: "இப்போது",
    minute: ["1 நிமிடத்துக்கு முன்", "{n} நிமிடங்களுக்கு முன்"],
    hour: ["1 மணி நேரத்துக்கு முன்", "{n} மணி நேரத்துக்கு முன்"],
  },
};

/** How long before `now` the time `iso` was, in words, within the last 24 hours; null after that, or for a bad time. */
export function formatAgo(iso: string, lang: Language, now: number): string | null {
  const elapsed = now - Date.parse(iso);
  if (!(elapsed < AGO_LIMIT_MS && elapsed > -AHEAD_MS)) return null;
  const words = WORDS[lang];
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return words.now;
  const [one, many] = minutes < 60 ? words.minute : words.hour;
  const count = minutes < 60 ? minutes : Math.floor(minutes / 60);
  return count === 1 ? one : many.replace("{n}", String(count));
}

/**
 * A story's date as a card or an article prints it: how long ago within the last 24 hours, with the date kept for
 * the element's title (and for the browser, once the story is older); else the date alone.
 */
export type StoryDate = { date: string; fullDate?: string };

export function storyDate(iso: string, lang: Language, absolute: string, now: number = Date.now()): StoryDate {
  const ago = formatAgo(iso, lang, now);
  return ago ? { date: ago, fullDate: absolute } : { date: absolute };
}

/**
 * The browser's half: every `<time data-ago>` (components/common/story-time.tsx) says how long ago again each minute,
 * and at once when the reader comes back to the tab, from the moment the page has hydrated (`<html data-js="on">`):
 * before that React is still comparing the page with what the server wrote. Past 24 hours it says its date (its title).
 */
export function keepTimesCurrent(): void {
  const root = document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    const hydrated = root.dataset.js === "on";
    if (hydrated) {
      const lang: Language = root.lang === "ta" ? "ta" : "en";
      for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-ago]")) {
        const words = formatAgo(time.dateTime, lang, Date.now()) ?? time.title;
        if (words && time.textContent !== words) time.textContent = words;
      }
    }
    timer = setTimeout(update, hydrated ? 60_000 - (Date.now() % 60_000) + 100 : 1_000);
  };
  update();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") update();
  });
}
