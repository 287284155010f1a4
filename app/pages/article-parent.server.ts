/**
 * An article read under a section (/author/{name}/news/…, /tags/{tag}/news/…, requirements §2 route
 * table) is shown there only when that section is one of the article's own: its author, a tag
 * it carries, its city, its category, an existing scope page. Any other parent (one that does
 * not exist, or another author's) answers 301 to the article's canonical /news/{slug}, so no
 * made-up address serves the article as a page of its own (issue 19 §7).
 */
import { comparisonKey, resolveAuthor, resolveCategory, resolveCity } from "../news/resolve";
import { carriedTag } from "../news/list-rules";
import { SCOPES, scopeNameOutcome } from "../news/scopes";
import type { Language } from "../i18n/language";
import type { Article } from "../news/types";
import { getAuthors, getCities, searchCategories } from "../upstream/media.server";
import { UpstreamError } from "../upstream/http.server";

type Section = "author" | "tags" | "city" | "category-name" | (typeof SCOPES)[number];

/** The section and its name of a path without language prefix (`/tags/rain/news/x-1`), or null for /news/{slug}. */
export function articleSection(path: string): { section: Section; name: string } | null {
  const [, section, name, news] = path.split("/");
  if (!section || name === undefined || news !== "news") return null;
  const known: readonly string[] = ["author", "tags", "city", "category-name", ...SCOPES];
  if (!known.includes(section)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return { section: section as Section, name: "" };
  }
  return { section: section as Section, name: decoded };
}

/**
 * Whether `name` under `section` is one of the article's own sections. A directory the
 * upstream cannot give right now is no reason to turn a reader away: then it is taken as one.
 */
export async function isArticlesSection(lang: Language, section: Section, name: string, article: Article): Promise<boolean> {
  try {
    switch (section) {
      case "tags":
        return carriedTag(article, name) !== null;
      case "author": {
        const found = resolveAuthor((await getAuthors(lang)).data, name)?.found;
        return Boolean(found && article.author && comparisonKey(found.name) === comparisonKey(article.author));
      }
      case "city": {
        const found = resolveCity((await getCities(lang)).data, name)?.found;
        return Boolean(found && article.city && found.id === article.city.id);
      }
      case "category-name": {
        const found = resolveCategory((await searchCategories(lang)).data, name)?.found;
        return Boolean(found && article.category && found.id === article.category.id);
      }
      default:
        return scopeNameOutcome(section, name) !== "not-found";
    }
  } catch (error) {
    if (error instanceof UpstreamError) return true;
    throw error;
  }
}
