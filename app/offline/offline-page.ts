/**
 * The offline page (issue 22): what the worker answers for a page of ours that is neither on the network nor
 * stored. It says so plainly, in the page's language and the reader's theme, lists the stories stored on this
 * device, and has a "Try again" button: a GET form back to the same URL, so it needs no script (the page's CSP
 * allows none). Pure, so the worker bundles it and a unit test reads it.
 */
import type { Language } from "../i18n/language";
import type { Messages } from "../i18n/locales/en";
import { BODY_FONT_STACK, FONT_FAMILY, FONT_FILES, UNICODE_RANGE } from "../styles/font-files";
import { dark, light, type Palette } from "../styles/palette";

export type OfflineStrings = Messages["offline"] & { siteName: string };

export type StoredStory = { path: string; title: string; lang: Language; storedAt: number };

export type OfflinePageInput = {
  lang: Language;
  theme: "light" | "dark" | null;
  /** The URL the reader asked for: "Try again" asks for it again. */
  url: URL;
  saved: readonly StoredStory[];
  recent: readonly StoredStory[];
  /** /saved and /tamil/saved: the saved stories come first, under their own heading. */
  savedPage: boolean;
  strings: OfflineStrings;
  /** When the stored copies are dated (India's time, as the site writes times: news/format.ts formatRecentTime). */
  formatTime: (at: number, lang: Language) => string;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A palette as the page's custom properties. */
const properties = (palette: Palette) =>
  `--bg:${palette.background};--text:${palette.text};--muted:${palette.muted};--accent:${palette.accent};--on-accent:${palette.onAccent};` +
  `--link:${palette.accentText};--border:${palette.border};--focus:${palette.focus}`;

/**
 * The site's faces (styles/fonts.css.ts), from the files the worker keeps (issue 29: the page had the system's), each
 * fetched only for the characters of its script.
 */
const FONT_FACES = (["latin", "tamil"] as const)
  .flatMap((script) =>
    (["regular", "bold"] as const).map(
      (weight) =>
        `@font-face{font-family:"${FONT_FAMILY[script]}";src:url("${FONT_FILES[script][weight]}") format("woff2");` +
        `font-weight:${weight === "bold" ? 700 : 400};font-display:swap;unicode-range:${UNICODE_RANGE[script]}}`,
    ),
  )
  .join("");

/** The body's faces and line height by language, as theme.css.ts's (Tamil's taller lines, issue 3). */
const TYPE: Record<Language, string> = {
  en: `body{font-family:${BODY_FONT_STACK.en};line-height:1.55}`,
  ta: `body{font-family:${BODY_FONT_STACK.ta};line-height:1.8}`,
};

/** Both themes from the palette; with no chosen theme the reader's system decides, as on the site. */
const STYLE = `:root{color-scheme:light;${properties(light)}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${properties(dark)}}}
:root[data-theme=dark]{color-scheme:dark;${properties(dark)}}
body{margin:0;background:var(--bg);color:var(--text)}
header{border-bottom:4px solid var(--accent);padding:.75rem 1rem}header a{color:var(--text);font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:46rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem;line-height:1.3}h2{font-size:1.2rem;margin-top:2rem}
a{color:var(--link)}ul{padding-left:1.2rem}li{margin:.5rem 0}.when{color:var(--muted);font-size:.9rem}
button{font:inherit;font-weight:700;background:var(--accent);color:var(--on-accent);border:0;border-radius:4px;padding:.6rem 1.4rem;cursor:pointer}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}`;

function storyList(heading: string, id: string, stories: readonly StoredStory[], input: OfflinePageInput): string {
  if (stories.length === 0) return "";
  const when = (story: StoredStory) => input.strings.storedAt.replace("{{time}}", input.formatTime(story.storedAt, input.lang));
  const items = stories
    .map((story) => {
      const lang = story.lang === input.lang ? "" : ` lang="${story.lang}" hreflang="${story.lang}"`;
      return `<li><a href="${escapeHtml(story.path)}"${lang}>${escapeHtml(story.title)}</a> <span class="when">${escapeHtml(when(story))}</span></li>`;
    })
    .join("");
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2><ul>${items}</ul></section>`;
}

export function offlinePageHtml(input: OfflinePageInput): string {
  const { strings: s, url, lang } = input;
  const title = input.savedPage ? s.savedTitle : s.title;
  // "Try again" sends the same URL: a GET form replaces the action's query with its fields, so they carry it.
  const fields = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("");
  const recent = input.recent.filter((story) => !input.saved.some((saved) => saved.path === story.path));
  const anything = input.saved.length + recent.length > 0;
  const theme = input.theme ? ` data-theme="${input.theme}"` : "";
  const home = lang === "ta" ? "/tamil" : "/";
  const manifest = lang === "ta" ? "/tamil/manifest.webmanifest" : "/manifest.webmanifest";
  const head =
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${s.siteName}`)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="${manifest}"><style>${FONT_FACES}${STYLE}${TYPE[lang]}</style></head>`;
  const tryAgain = `<form method="get" action="${escapeHtml(url.pathname)}">${fields}<button type="submit">${escapeHtml(s.tryAgain)}</button></form>`;
  const stories =
    `<p>${escapeHtml(anything ? s.available : s.none)}</p>` +
    `${storyList(s.saved, "offline-saved", input.saved, input)}${storyList(s.recent, "offline-recent", recent, input)}`;
  return (
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"${theme}>${head}<body><header><a href="${home}">${escapeHtml(s.siteName)}</a></header>` +
    `<main id="main"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(s.intro)}</p>${tryAgain}${stories}</main></body></html>`
  );
}
