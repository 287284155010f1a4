/**
 * What the article page streams after its headline and body (ARCHITECTURE: one
 * request end to end): "You May Also Like" and the comment count. Neither ever
 * fails the page: a failed call is an empty answer (spec §8: failed related
 * requests are swallowed).
 */
import { getComments, searchNews } from "../upstream/media.server";
import { relatedStory, type RelatedStory } from "./article-view";
import { categoryListQuery } from "./list-queries";
import { relatedArticles } from "./related";
import type { Article, Comment, Language } from "./types";

/**
 * Candidates are the newest web news of the article's category: the same query
 * (and so the same cached answer) as the first page of that category's list.
 * The spec's client searched for the category's name and tags with a page of
 * 100, then kept the same category (§5, §7); asking for the category itself
 * gives exactly those candidates without fetching 100 to show 4
 * (docs/decisions/0006-home-and-article.md).
 */
export async function relatedStories(lang: Language, article: Article, defaultTitle: string): Promise<RelatedStory[]> {
  if (!article.category?.id) return [];
  try {
    const candidates = await searchNews(lang, categoryListQuery(article.category.id, 1));
    return relatedArticles(article, candidates.data.items).map((item) => relatedStory(item, lang, defaultTitle));
  } catch {
    return [];
  }
}

function countWithReplies(comments: readonly Comment[]): number {
  return comments.reduce((total, comment) => total + 1 + countWithReplies(comment.replies), 0);
}

/** How many comments and replies the article has; null when the comment service cannot say. */
export async function commentCount(newsId: string): Promise<number | null> {
  try {
    return countWithReplies(await getComments(newsId));
  } catch {
    return null;
  }
}
