/**
 * "5 min ago" on the stories a loader sends (issue 29; news/ago.ts): a story of the last 24 hours says how long ago
 * it was published, keeping its date (the `date` it was made with) for the element's title. Applied by the loaders,
 * on the server only: the modules that make the cards (news/cards.ts, news/home.ts, news/article-view.ts) are also
 * reached by browser code, and news/ago.ts in them would be split into a chunk of its own on every page, beside the
 * one chunk that needs it in the browser (offline/register.ts, loaded after the page).
 */
import type { Language } from "../i18n/language";
import { storyDate } from "./ago";

type Dated = { publishedAt: string; date: string; fullDate?: string };

/** `stories`, each with its date said as how long ago when it is within the last 24 hours of `now`. */
export function withAgo<T extends Dated>(stories: readonly T[], lang: Language, now: number = Date.now()): T[] {
  return stories.map((story) => ({ ...story, ...storyDate(story.publishedAt, lang, story.date, now) }));
}
