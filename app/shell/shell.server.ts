/**
 * The data of the shell every page shares (requirements §2: menus, headline marquee,
 * nav previews), in the page's language. Six cached upstream reads in parallel;
 * each one failing leaves only its own part empty (or, for the menus, the spec's
 * fixed fallback list), never the page.
 */
import { marqueeHeadline, previewStrip, todaysImportant, type Headline } from "../news/headlines";
import { PREVIEW_STRIP_MAX } from "../news/limits";
import type { Language } from "../i18n/language";
import { messagesFor } from "../i18n/resources";
import type { ArticleSummary } from "../news/types";
import { getCities, searchCategories, searchNews } from "../upstream/media.server";
import type { NewsQuery } from "../upstream/schemas";
import { categoryMenu, cityMenu, fallbackCategoryMenu, fallbackCityMenu } from "./menus";
import type { PreviewKey, ShellData } from "./types";

/** requirements §7 "today's important feed": empty query, page 0, page size 100, important web news. */
const IMPORTANT_FEED: NewsQuery = { query: "", page: 0, page_size: 100, is_important: true, is_webnews: true };

const PREVIEW_QUERIES: Record<Exclude<PreviewKey, "home">, NewsQuery> = {
  state: { page: 1, page_size: PREVIEW_STRIP_MAX, is_state: true, is_important: true, is_shortnews: false },
  national: { page: 1, page_size: PREVIEW_STRIP_MAX, is_national: true, is_important: true, is_shortnews: false },
  international: { page: 1, page_size: PREVIEW_STRIP_MAX, is_international: true, is_important: true, is_shortnews: false },
};

async function items(lang: Language, query: NewsQuery): Promise<ArticleSummary[]> {
  try {
    return (await searchNews(lang, query)).data.items;
  } catch {
    // requirements §8: today's feed failure is an empty list; a preview strip likewise.
    return [];
  }
}

export async function loadShell(lang: Language, now: Date = new Date()): Promise<ShellData> {
  const [cities, categories, important, state, national, international] = await Promise.all([
    getCities(lang).then(
      (result) => cityMenu(result.data),
      () => null,
    ),
    searchCategories(lang).then(
      (result) => categoryMenu(result.data),
      () => null,
    ),
    items(lang, IMPORTANT_FEED),
    items(lang, PREVIEW_QUERIES.state),
    items(lang, PREVIEW_QUERIES.national),
    items(lang, PREVIEW_QUERIES.international),
  ]);
  const marquee: Headline[] = todaysImportant(important, now).map(marqueeHeadline);
  return {
    cities: cities ?? fallbackCityMenu(messagesFor(lang).serverShell.fallbackCities),
    categories: categories ?? fallbackCategoryMenu(messagesFor(lang).serverShell.fallbackCategories),
    marquee,
    previews: {
      home: previewStrip(important),
      state: previewStrip(state),
      national: previewStrip(national),
      international: previewStrip(international),
    },
    fallback: cities === null || categories === null,
  };
}
