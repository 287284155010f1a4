/**
 * What the article page streams after its headline and body (docs/architecture.md: one
 * request end to end): "You May Also Like" and the comments (app/comments/). Neither ever
 * fails the page: a failed call is an empty answer (requirements §8: failed related
 * requests are swallowed). Both are waited for briefly and then rendered in
 * place; only a slow answer is streamed, and a reader without JavaScript then
 * sees a link to the category instead of the stories (docs/decisions/0012).
 */
import { searchNews } from "../upstream/media.server";
import { relatedStory, type RelatedStory } from "../news/article-view";
import { categoryListQuery } from "../upstream/list-queries";
import { relatedArticles } from "../news/related";
import { withAgo } from "../news/story-dates.server";
import type { Language } from "../i18n/language";
import type { Article } from "../news/types";

/**
 * Candidates are the newest web news of the article's category: the same query
 * (and so the same cached answer) as the first page of that category's list.
 * The spec's client searched for the category's name and tags with a page of
 * 100, then kept the same category (§5, §7); asking for the category itself
 * gives exactly those candidates without fetching 100 to show 4
 * (docs/decisions/0007-home-and-article.md).
 */
export async function relatedStories(lang: Language, article: Article, defaultTitle: string): Promise<RelatedStory[]> {
  if (!article.category?.id) return [];
  try {
    const candidates = await searchNews(lang, categoryListQuery(article.category.id, 1));
    return withAgo(
      relatedArticles(article, candidates.data.items).map((item) => relatedStory(item, lang, defaultTitle)),
      lang,
    );
  } catch {
    return [];
  }
}

/**
 * The value itself when the promise settles within `ms`, else the promise, to be streamed. React
 * streams every boundary that waits for a promise, even one already settled, and streamed parts
 * need JavaScript to take their place: a value known in time is rendered in place, for every
 * reader. For the comments (never cached for a signed-in reader) and related news (a copy on disk
 * or in Redis is a few turns away) (docs/decisions/0012-comments.md). The wait is bounded: a slow
 * service delays the headline by at most `ms`, then streams. The answer is boxed: an async function
 * that returns a promise resolves with that promise's value, which would make the page wait for it.
 */
export async function inPlaceWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T | Promise<T> }> {
  const pending = Symbol("pending");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([promise, new Promise<typeof pending>((resolve) => (timer = setTimeout(() => resolve(pending), ms)))]);
  clearTimeout(timer);
  // Boxed: returned bare, a pending promise would be waited for after all.
  return { value: first === pending ? promise : (first as T) };
}
