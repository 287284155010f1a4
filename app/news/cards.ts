/**
 * What a list card shows (requirements §2 list pages, §9 excerpt lengths): picture,
 * category, title cut to 100 (the compact length), description cut to 150 plus
 * "...", author and date. Cut on the server so a page carries only what it shows.
 *
 * The spec marks article and list cards "Public" and tag and author cards "Paid"
 * but shows no restriction behind either: nothing is paid for and everything is
 * public. A mark that changes nothing would only mislead readers, so cards carry
 * none (issue 5: marks only where they mean something).
 */
import { href, type Language } from "../i18n/language";
import { excerpt, formatDate, formatDateTime, formatTime } from "./format";
import { istDay } from "./headlines";
import { CARD_DESCRIPTION_MAX, COMPACT_TITLE_MAX, DEFAULT_ARTICLE_TITLE, UPDATE_THRESHOLD_MS } from "./limits";
import { markRanges, type MarkRange } from "./search";
import type { ArticleImage, ArticleSummary } from "./types";

export type NewsCard = {
  id: string;
  href: string;
  title: string;
  summary: string;
  image: ArticleImage | null;
  category: string | null;
  author: string | null;
  publishedAt: string;
  /**
   * The date as the card prints it, formatted where the card is made (the loader): the browser then needs no
   * Intl.DateTimeFormat to hydrate a list, whose first use costs 25 ms of ICU loading here (issue 9).
   */
  date: string;
  /** When `date` says how long ago (set by the loader: news/story-dates.server.ts): the date itself. */
  fullDate?: string;
  /** Search results: where the query's words are in the title and the summary (news/search.ts `markRanges`). */
  marks?: { title: MarkRange[]; summary: MarkRange[] };
  /** Only on a live story's card. */
  live?: LiveCardMark;
};

/**
 * What a live story's card says besides its title (issue 21): its LIVE label, and when it last changed
 * (`updatedAt`, which the upstream moves with every update), once that is more than a minute after its
 * publication. The time alone on the day it is shown ("3:45 pm", India's time), with its date before that
 * day; formatted where the card is made, like the card's date.
 */
export type LiveCardMark = { updatedAt: string | null; updated: string | null };

export function liveCardMark(
  article: Pick<ArticleSummary, "isLive" | "publishedAt" | "updatedAt">,
  lang: Language,
  now: number = Date.now(),
): LiveCardMark | null {
  if (!article.isLive) return null;
  if (!(Date.parse(article.updatedAt) - Date.parse(article.publishedAt) > UPDATE_THRESHOLD_MS)) return { updatedAt: null, updated: null };
  const today = istDay(article.updatedAt) === istDay(now);
  return { updatedAt: article.updatedAt, updated: today ? formatTime(article.updatedAt, lang) : formatDateTime(article.updatedAt, lang) };
}

/** requirements §9: card descriptions are 150 characters plus "..." */
const CARD_ELLIPSIS = "...";

/**
 * `sectionPath` is the list's path without language prefix, encoded
 * (`/city/chennai`, `/tags/%E0%AE%AE…`): its articles link to
 * `{sectionPath}/news/{slug}` as the spec's route table has them (their canonical
 * is `/news/{slug}`); null links to `/news/{slug}` (search results).
 */
export function newsCard(article: ArticleSummary, lang: Language, sectionPath: string | null, defaultTitle: string): NewsCard {
  const title = article.title === DEFAULT_ARTICLE_TITLE ? defaultTitle : article.title;
  const live = liveCardMark(article, lang);
  return {
    id: article.id,
    href: href(lang, `${sectionPath ?? ""}/news/${article.slug}`),
    title: excerpt(title, COMPACT_TITLE_MAX),
    summary: excerpt(article.summary, CARD_DESCRIPTION_MAX, CARD_ELLIPSIS),
    image: article.image,
    category: article.category?.name || null,
    author: article.author,
    publishedAt: article.publishedAt,
    date: formatDate(article.publishedAt, lang),
    ...(live ? { live } : {}),
  };
}

/** Cards of a page, each article once (a page fetched after new stories arrived can repeat one). */
export function newsCards(articles: readonly ArticleSummary[], lang: Language, sectionPath: string | null, defaultTitle: string): NewsCard[] {
  const seen = new Set<string>();
  return articles
    .filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)))
    .map((article) => newsCard(article, lang, sectionPath, defaultTitle));
}

/** Search results' cards, with the query's words marked in their titles and summaries (issue 7). */
export function markedCards(cards: readonly NewsCard[], query: string): NewsCard[] {
  return cards.map((card) => ({ ...card, marks: { title: markRanges(card.title, query), summary: markRanges(card.summary, query) } }));
}
