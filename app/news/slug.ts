/**
 * Public article slugs: title words plus `-{id}` (requirements §2: the last
 * hyphen-separated segment of the route parameter is the article id).
 *
 * The words are ASCII only. Tamil titles have no ASCII words, so the upstream's
 * English slug is preferred when it sends one: the same slug then serves both
 * languages, and the language switch (same path, other prefix) lands on the same
 * article. With neither, the slug is `news-{id}`.
 */

const MAX_SLUG_WORDS_LENGTH = 80;
/** Article ids are positive integers; 12 digits is far beyond any real id and keeps lookups bounded. */
const ARTICLE_ID = /^[1-9]\d{0,11}$/;
const MAX_SLUG_LENGTH = 300;

/** Lowercase ASCII words joined by hyphens; accents are folded ("Café" → "cafe"), other scripts dropped. */
export function slugify(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= MAX_SLUG_WORDS_LENGTH) return words;
  // Cut at a word boundary so a slug never ends in half a word.
  const cut = words.slice(0, MAX_SLUG_WORDS_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_WORDS_LENGTH)).replace(/-+$/, "");
}

/**
 * The public slug of an article. `upstreamSlug` (English words, with or
 * without the id) is preferred to the title, see above.
 */
export function articleSlug(title: string, id: string, upstreamSlug?: string | null): string {
  let words = upstreamSlug ? slugify(upstreamSlug) : "";
  // An upstream slug that already ends in the id keeps it once, not twice.
  if (words === id || words.endsWith(`-${id}`)) words = words.slice(0, -id.length).replace(/-+$/, "");
  words ||= slugify(title);
  return `${words || "news"}-${id}`;
}

/** The article id a slug ends with, or null when the slug cannot be an article URL (then: 404, no upstream call). */
export function parseArticleSlug(slug: string): string | null {
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null;
  const id = slug.slice(slug.lastIndexOf("-") + 1);
  return ARTICLE_ID.test(id) ? id : null;
}
