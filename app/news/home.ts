/**
 * The home page's sections (requirements §2): their order, Recent News when the
 * upstream sends none, each story in one section only (issue 29), and what each
 * story shows, cut and formatted on the server so the page carries only what it
 * displays. Pure.
 */
import { href, type Language } from "../i18n/language";
import { liveCardMark, type LiveCardMark } from "./cards";
import { excerpt, formatDate, readingMinutes } from "./format";
import { COMPACT_TITLE_MAX, DEFAULT_ARTICLE_TITLE, LEAD_DESCRIPTION_MAX, LEAD_TITLE_MAX, SECTION_LATEST, SECTION_LEAD, SECTION_SECONDARY } from "./limits";
import type { ArticleImage, ArticleSummary, HomeSection } from "./types";

/** Section keys (the upstream's `section_title_key`; the embedded newsroom sends these). */
export const SECTION_KEYS = { city: "city", recent: "recent", state: "state", national: "national", local: "local" } as const;

/** requirements §2: "Section order priority: user's city, Recent News, State, National", then Local News. */
const PRIORITY: readonly string[] = [SECTION_KEYS.city, SECTION_KEYS.recent, SECTION_KEYS.state, SECTION_KEYS.national, SECTION_KEYS.local];

/** "recent", "recent_news", "recent-news"… */
function isRecent(section: HomeSection): boolean {
  return /^recent/i.test(section.key);
}

function priorityOf(section: HomeSection): number {
  const key = isRecent(section) ? SECTION_KEYS.recent : section.key.toLowerCase();
  const index = PRIORITY.indexOf(key);
  return index === -1 ? PRIORITY.length : index;
}

/**
 * The sections in the spec's order: city, Recent News, State, National, Local;
 * any other section the upstream sends (World News) after them, in its order.
 * Empty sections are left out: a heading over nothing helps no reader.
 */
export function orderHomeSections(sections: readonly HomeSection[]): HomeSection[] {
  return inPageOrder(sections).filter((section) => stories(section).length > 0);
}

function inPageOrder(sections: readonly HomeSection[]): HomeSection[] {
  return sections
    .map((section, index) => ({ section, index, priority: priorityOf(section) }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map(({ section }) => section);
}

/** A section's stories as the upstream ordered them: the lead, the secondary, the others. */
function stories(section: HomeSection): ArticleSummary[] {
  return [...(section.lead ? [section.lead] : []), ...section.secondary, ...section.others];
}

function time(article: ArticleSummary): number {
  const value = Date.parse(article.publishedAt);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

const newestFirst = (a: ArticleSummary, b: ArticleSummary) => time(b) - time(a);

/** The `count` newest of `pool` not already taken (each article once). */
function newest(pool: readonly ArticleSummary[], count: number, taken: Set<string>): ArticleSummary[] {
  const picked: ArticleSummary[] = [];
  for (const article of [...pool].sort(newestFirst)) {
    if (picked.length === count) break;
    if (taken.has(article.id)) continue;
    taken.add(article.id);
    picked.push(article);
  }
  return picked;
}

/**
 * requirements §2: Recent News "is built from up to 1 primary, 2 secondary and 4 other,
 * merged by date descending": the newest lead story of all sections, the two
 * newest secondary stories and the four newest "latest" items (each article
 * once), merged newest first and laid out like any section (the newest leads).
 * `shownAbove`: the stories of the sections above it, which it leaves to them
 * (issue 29). null when the sections hold no story it may take.
 */
export function buildRecentNews(sections: readonly HomeSection[], title: string, shownAbove: ReadonlySet<string> = new Set()): HomeSection | null {
  const taken = new Set(shownAbove);
  const merged = [
    ...newest(
      sections.flatMap((section) => (section.lead ? [section.lead] : [])),
      SECTION_LEAD,
      taken,
    ),
    ...newest(
      sections.flatMap((section) => section.secondary),
      SECTION_SECONDARY,
      taken,
    ),
    ...newest(
      sections.flatMap((section) => section.others),
      SECTION_LATEST,
      taken,
    ),
  ].sort(newestFirst);
  if (merged.length === 0) return null;
  return {
    key: SECTION_KEYS.recent,
    title,
    lead: merged[0]!,
    secondary: merged.slice(SECTION_LEAD, SECTION_LEAD + SECTION_SECONDARY),
    others: merged.slice(SECTION_LEAD + SECTION_SECONDARY),
  };
}

/**
 * A section's stories laid out again once those shown above are gone (issue 29): the
 * first left leads, the next two are secondary, the next four "latest", in the
 * upstream's order; whatever is left over stays unshown, free for a section below.
 */
function withoutShown(section: HomeSection, shown: ReadonlySet<string>): HomeSection {
  const left: ArticleSummary[] = [];
  for (const article of stories(section)) {
    if (!shown.has(article.id) && !left.some((kept) => kept.id === article.id)) left.push(article);
  }
  const secondaryEnd = SECTION_LEAD + SECTION_SECONDARY;
  return {
    ...section,
    lead: left[0] ?? null,
    secondary: left.slice(SECTION_LEAD, secondaryEnd),
    others: left.slice(secondaryEnd, secondaryEnd + SECTION_LATEST),
  };
}

/**
 * The upstream's sections with Recent News added when it sent none, in the spec's order,
 * and each story in one section only (issue 29 point 3: Local News was Recent News
 * again, the same seven stories). A story belongs to the first section on the page that
 * has it; a section below skips it and fills from the next stories the upstream gave it
 * (the embedded newsroom sends spares for this), and one left with nothing is not shown.
 * The breaking ticker and the headline marquee are not sections: they may repeat a story.
 */
export function homeSections(sections: readonly HomeSection[], recentTitle: string): HomeSection[] {
  // Recent News, when we build it, takes its place in the order like any section, and is built when its turn
  // comes, from every section's stories but those the city above it already shows.
  const recentSlot: HomeSection = { key: SECTION_KEYS.recent, title: recentTitle, lead: null, secondary: [], others: [] };
  const slots = inPageOrder(sections.some(isRecent) ? sections : [...sections, recentSlot]);
  const shown = new Set<string>();
  const page: HomeSection[] = [];
  for (const slot of slots) {
    const section = slot === recentSlot ? buildRecentNews(sections, recentTitle, shown) : withoutShown(slot, shown);
    const showing = section ? stories(section) : [];
    if (showing.length === 0) continue;
    for (const article of showing) shown.add(article.id);
    page.push(section!);
  }
  return page;
}

// ---------------------------------------------------------------- what a story shows

export type HomeStory = {
  id: string;
  href: string;
  title: string;
  /** Only the lead story shows a description. */
  summary: string | null;
  image: ArticleImage | null;
  category: string | null;
  author: string | null;
  publishedAt: string;
  /** The date in the page's language ("22 நவம்பர், 2026"). */
  date: string;
  /** When `date` says how long ago (set by the loader: news/story-dates.server.ts): the date itself. */
  fullDate?: string;
  readMinutes: number;
  /** Only on a live story (app/news/cards.ts). */
  live?: LiveCardMark;
};

export type HomeSectionStories = {
  lead: HomeStory | null;
  secondary: HomeStory[];
  latest: HomeStory[];
};

export type HomeSectionView = HomeSectionStories & {
  key: string;
  title: string;
  /** Where "more of this section" leads, when the section has a list page. */
  moreHref: string | null;
};

/** A section as the page receives it: the stories are a server island (app/wire/islands.tsx), `null` in a first visit's data. */
export type HomeSectionShell = Pick<HomeSectionView, "key" | "title" | "moreHref"> & { stories: HomeSectionStories | null };

type StoryOptions = { lang: Language; defaultTitle: string; titleMax: number; summaryMax: number | null };

function story(article: ArticleSummary, options: StoryOptions): HomeStory {
  const title = article.title === DEFAULT_ARTICLE_TITLE ? options.defaultTitle : article.title;
  const live = liveCardMark(article, options.lang);
  return {
    id: article.id,
    href: href(options.lang, `/news/${article.slug}`),
    title: excerpt(title, options.titleMax),
    summary: options.summaryMax && article.summary ? excerpt(article.summary, options.summaryMax) : null,
    image: article.image,
    category: article.category?.name || null,
    author: article.author,
    publishedAt: article.publishedAt,
    date: formatDate(article.publishedAt, options.lang),
    readMinutes: readingMinutes(article.wordCount),
    ...(live ? { live } : {}),
  };
}

/** The list page a section's "more" link opens (urls.md), or null. `citySlug`: the reader's city (slug or id). */
function sectionMorePath(key: string, citySlug: string): string | null {
  switch (key) {
    case SECTION_KEYS.city:
      return `/city/${encodeURIComponent(citySlug)}`;
    case SECTION_KEYS.state:
      return "/state/tamil-nadu";
    case SECTION_KEYS.national:
      return "/national/india";
    case SECTION_KEYS.local:
      return "/city";
    case "international":
      return "/international/world";
    default:
      return null;
  }
}

/**
 * A section as the page shows it (requirements §2, §9): the lead's title cut to 70 and
 * its description to 300, the other titles to 100, at word boundaries and never
 * inside a Tamil grapheme cluster.
 */
export function homeSectionView(section: HomeSection, options: { lang: Language; defaultTitle: string; title: string; citySlug: string }): HomeSectionView {
  const { lang, defaultTitle } = options;
  const compact = { lang, defaultTitle, titleMax: COMPACT_TITLE_MAX, summaryMax: null };
  const more = sectionMorePath(section.key, options.citySlug);
  return {
    key: section.key,
    title: options.title,
    moreHref: more ? href(lang, more) : null,
    lead: section.lead ? story(section.lead, { lang, defaultTitle, titleMax: LEAD_TITLE_MAX, summaryMax: LEAD_DESCRIPTION_MAX }) : null,
    secondary: section.secondary.slice(0, SECTION_SECONDARY).map((article) => story(article, compact)),
    latest: section.others.slice(0, SECTION_LATEST).map((article) => story(article, compact)),
  };
}
