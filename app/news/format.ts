/** Formatting of news facts for the page's language (dates, reading time, excerpts). */
import { intlLocale, type Language } from "../i18n/language";
import { READING_WORDS_PER_MINUTE } from "./limits";
import { graphemeClusters } from "./graphemes";

/** Requirements §9: reading speed 200 words per minute; never less than one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE));
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** "22 November 2026" / "22 நவம்பர், 2026", in India's time zone whatever the server's. */
export function formatDate(iso: string, lang: Language): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    dateFormats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/** Made on first use, like the date formats: an Intl format made at start-up delays every page's hydration (issue 9). */
let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * Date and time of day, India's time: "22 November 2026, 3:45 pm" /
 * "22 நவம்பர், 2026, பிற்பகல் 3:45" (Tamil puts the part of the day first, in
 * words; Intl's Tamil data says "PM", which readers do not write).
 */
export function formatDateTime(iso: string, lang: Language): string {
  const day = formatDate(iso, lang);
  if (!day) return "";
  return `${day}, ${formatTime(iso, lang)}`;
}

/** The time of day alone, India's time: "3:45 pm" / "பிற்பகல் 3:45" (live updates, issue 21). "" for a bad date. */
export function formatTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  timeFormat ??= new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });
  const parts = timeFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  const afternoon = /p/i.test(part("dayPeriod"));
  const clock = `${part("hour")}:${part("minute")}`;
  return lang === "ta" ? `${afternoon ? "பிற்பகல்" : "முற்பகல்"} ${clock}` : `${clock} ${afternoon ? "pm" : "am"}`;
}

const shortDayFormats = new Map<Language, Intl.DateTimeFormat>();
let indiaDayFormat: Intl.DateTimeFormat | undefined;

/**
 * When something happened lately, India's time, as the site writes times: "3:45 pm" today, "22 November, 3:45 pm" /
 * "22 நவம்பர், பிற்பகல் 3:45" before (the day as formatDate writes it, without the year). The offline copy's note and the offline page's list (issue 29: they had the
 * reader's 24-hour clock, unlike every other time on the site). "" for a bad time.
 */
export function formatRecentTime(at: number, lang: Language, now: number = Date.now()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  const time = formatTime(date.toISOString(), lang);
  // Today is India's today, as the time is India's.
  indiaDayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
  if (indiaDayFormat.format(date) === indiaDayFormat.format(new Date(now))) return time;
  let dayFormat = shortDayFormats.get(lang);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "long", timeZone: "Asia/Kolkata" });
    shortDayFormats.set(lang, dayFormat);
  }
  return `${dayFormat.format(date)}, ${time}`;
}

/**
 * Cuts text to at most `max` characters at a word boundary, never inside a
 * grapheme cluster (a Tamil consonant and its vowel sign stay together), and
 * adds an ellipsis when it cut.
 */
export function excerpt(text: string, max: number, ellipsis = "…"): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let cut = "";
  for (const segment of graphemeClusters(clean)) {
    if (cut.length + segment.length > max) break;
    cut += segment;
  }
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > max * 0.5) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,.;:–-]+$/, "")}${ellipsis}`;
}
