/**
 * When a list page is a 404 (requirements §2 list pages, §8): an empty city or category
 * list, a tag feed whose first article does not carry the tag, an author feed
 * whose first article is by someone else. Pure; the routes act on the answers.
 */
import { comparisonKey } from "./resolve";
import type { ArticleSummary } from "./types";

/** Tags compare case-insensitively, with spaces, hyphens and underscores alike ("metro-rail" is "Metro Rail"). */
function tagKey(tag: string): string {
  return comparisonKey(tag).replace(/[\s_-]+/g, "-");
}

/** The article's own spelling of `tag` when it carries it, else null. */
export function carriedTag(article: Pick<ArticleSummary, "tags">, tag: string): string | null {
  const wanted = tagKey(tag);
  return article.tags.find((candidate) => tagKey(candidate) === wanted) ?? null;
}

/**
 * The one tag every item of a feed page carries, when there is exactly one and
 * the page has at least `minItems` items; else null. A tag feed lists articles
 * carrying its tag, so this is the tag's name in the page's language.
 */
export function commonTag(items: ReadonlyArray<Pick<ArticleSummary, "tags">>, minItems = 3): string | null {
  if (items.length < minItems) return null;
  const [first, ...rest] = items;
  const common = first!.tags.filter((tag) => rest.every((item) => carriedTag(item, tag) !== null));
  return common.length === 1 ? common[0]! : null;
}

export type TagPageOutcome =
  | { kind: "show"; tag: string }
  /** The same tag under its own spelling (case, or its name in the page's language): 301 there. */
  | { kind: "redirect"; tag: string }
  | { kind: "not-found" };

/**
 * requirements §2: a tag page is a 404 when its first article does not carry the tag.
 * Another spelling of a carried tag ("rain" for "Rain") redirects to the
 * article's spelling. One more case redirects instead of a 404: the tag named in
 * the other language (`/tamil/tags/Rain`, where the language switch leads from
 * `/tags/Rain`), recognised as the one tag every item of the feed carries.
 */
export function tagPageOutcome(items: ReadonlyArray<Pick<ArticleSummary, "tags">>, tag: string): TagPageOutcome {
  const first = items[0];
  if (!first) return { kind: "not-found" };
  const carried = carriedTag(first, tag);
  if (carried !== null) return carried === tag ? { kind: "show", tag } : { kind: "redirect", tag: carried };
  const common = commonTag(items);
  return common !== null && tagKey(common) !== tagKey(tag) ? { kind: "redirect", tag: common } : { kind: "not-found" };
}

/** requirements §2: an author page is a 404 when the feed is empty or its first article is by someone else. */
export function authorPageShows(items: ReadonlyArray<Pick<ArticleSummary, "author">>, authorName: string): boolean {
  const first = items[0];
  return first?.author != null && comparisonKey(first.author) === comparisonKey(authorName);
}
