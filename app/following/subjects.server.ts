/**
 * What a follow names, read from the news services: whether it exists (a follow of a city, category, author, tag or
 * live story the services do not have is refused, issue 30 point 6), its name in the page's language, and its
 * newest stories for the Following page and feed (every breaking story's: the Breaking feed the home page's ticker
 * shows, requirements §7). Every id here has passed `parseFollow` (app/following/follows.ts);
 * the directory ids are only compared with the directories' own, never put into a URL; a tag and an author's name
 * reach the media service as query parameters, validated by its schema and encoded by the one road to it.
 */
import type { Language } from "../i18n/language";
import { translatorFor } from "../i18n/resources";
import { LIST_PAGE_SIZE } from "../news/limits";
import type { ArticleSummary } from "../news/types";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { getLegacyHome } from "../upstream/legacy.server";
import { getAuthors, getCities, getNewsById, searchCategories, searchNews } from "../upstream/media.server";
import type { NewsQuery } from "../upstream/schemas";
import type { Follow, FollowKind } from "./follows";

/** A follow with what the reader sees of it: its name in the page's language and the page it has. */
export type FollowSubject = Follow & { name: string; path: string };

/** The most pages of the Following list: each page asks every followed source for page × 12 stories (at most 100). */
export const MAX_FOLLOWING_PAGE = 8;

const LIST_PATHS: Record<Exclude<FollowKind, "live">, string> = {
  city: "/city",
  category: "/category-name",
  author: "/author",
  tag: "/tags",
  // The Breaking feed is the home page's ticker.
  breaking: "/",
};

/** The older service's feed the home page's ticker shows as Breaking (requirements §7). */
export const BREAKING_FEED = "Breaking";

/** The subject a follow names, in `lang`, or null when the services do not have it (an upstream failure throws). */
export async function describeFollow(lang: Language, follow: Follow): Promise<FollowSubject | null> {
  switch (follow.kind) {
    case "city": {
      const city = (await getCities(lang)).data.find((entry) => entry.id === follow.id);
      return city ? { ...follow, name: city.name, path: `${LIST_PATHS.city}/${encodeURIComponent(city.slug)}` } : null;
    }
    case "category": {
      const category = (await searchCategories(lang)).data.find((entry) => entry.id === follow.id);
      return category ? { ...follow, name: category.name, path: `${LIST_PATHS.category}/${encodeURIComponent(category.slug)}` } : null;
    }
    case "author": {
      const author = (await getAuthors(lang)).data.find((entry) => entry.id === follow.id);
      return author ? { ...follow, name: author.name, path: `${LIST_PATHS.author}/${encodeURIComponent(author.slug)}` } : null;
    }
    case "tag": {
      // A tag exists while it has news (requirements §2: a tag page without any is a 404).
      const news = await searchNews(lang, { tag: follow.id, page: 1, page_size: 1 });
      return news.data.items.length > 0 ? { ...follow, name: follow.id, path: `${LIST_PATHS.tag}/${encodeURIComponent(follow.id)}` } : null;
    }
    case "breaking":
      return { ...follow, name: translatorFor(lang)("following.breakingName"), path: LIST_PATHS.breaking };
    case "live": {
      try {
        const article = (await getNewsById(lang, follow.id)).data;
        if (!article.isLive && !article.live) return null;
        return { ...follow, name: article.title, path: `/news/${encodeURIComponent(article.slug)}` };
      } catch (error) {
        if (statusForUpstreamFailure(error) === 404) return null;
        throw error;
      }
    }
  }
}

/** Each follow described, those the services no longer have left out; a source that cannot be read right now is kept by its id. */
export async function describeFollows(lang: Language, follows: readonly Follow[]): Promise<FollowSubject[]> {
  const described = await Promise.allSettled(follows.map((follow) => describeFollow(lang, follow)));
  return described.flatMap((result, index) => {
    if (result.status === "fulfilled") return result.value ? [result.value] : [];
    const follow = follows[index]!;
    return [{ ...follow, name: follow.id, path: "" }];
  });
}

/** The media service's query for a followed directory entry or tag (the same filters as its own list page). */
function sourceQuery(subject: FollowSubject, size: number): NewsQuery | null {
  const common = { page: 1, page_size: size } as const;
  switch (subject.kind) {
    case "city":
      return { city_id: subject.id, news_type: "Web", ...common };
    case "category":
      return { category_id: subject.id, news_type: "Web", ...common };
    case "author":
      return subject.path ? { author: subject.name, ...common } : null;
    case "tag":
      return { tag: subject.id, ...common };
    case "live":
    case "breaking":
      return null;
  }
}

export type FollowedStories = {
  /** This page's stories, newest first, each once. */
  items: ArticleSummary[];
  hasNext: boolean;
  /** How many sources could not be read right now. */
  unavailable: number;
};

/**
 * Page `page` of the newest stories of everything followed, newest first. Each source's first page × 12 stories are
 * read (cached and coalesced like every list), merged, and cut: the merge's first page × 12 are then exact.
 */
export async function followedStories(lang: Language, subjects: readonly FollowSubject[], page: number): Promise<FollowedStories> {
  const wanted = page * LIST_PAGE_SIZE;
  const reads = subjects.map(async (subject): Promise<{ items: ArticleSummary[]; more: boolean }> => {
    if (subject.kind === "live") return { items: [(await getNewsById(lang, subject.id)).data], more: false };
    // The Breaking feed's first page: the stories breaking now, as the home page's ticker has them.
    if (subject.kind === "breaking") return { items: (await getLegacyHome(lang, BREAKING_FEED, 1)).data.items, more: false };
    const query = sourceQuery(subject, Math.min(100, wanted + 1));
    if (!query) return { items: [], more: false };
    const news = (await searchNews(lang, query)).data;
    return { items: news.items, more: news.items.length > wanted || (news.total !== null && news.total > wanted) };
  });
  const results = await Promise.allSettled(reads);
  const seen = new Map<string, ArticleSummary>();
  let more = false;
  let unavailable = 0;
  for (const result of results) {
    if (result.status === "rejected") {
      if (statusForUpstreamFailure(result.reason) === null) throw result.reason;
      if (statusForUpstreamFailure(result.reason) !== 404) unavailable += 1;
      continue;
    }
    more ||= result.value.more;
    for (const item of result.value.items) if (!seen.has(item.id)) seen.set(item.id, item);
  }
  const merged = [...seen.values()].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  return {
    items: merged.slice((page - 1) * LIST_PAGE_SIZE, wanted),
    hasNext: page < MAX_FOLLOWING_PAGE && (merged.length > wanted || more),
    unavailable,
  };
}
