/**
 * "You May Also Like" (requirements §2, §5, §9): up to 4 other articles of the same
 * category, shown only when more than 2 exist. Pure.
 */
import { RELATED_MAX, RELATED_MIN_SHOWN } from "./limits";
import { comparisonKey } from "./resolve";
import type { ArticleSummary, CategorySummary } from "./types";

/** A present, non-empty value equal to another ignoring case (an empty name never matches an empty name). */
function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a?.trim()) && Boolean(b?.trim()) && comparisonKey(a!) === comparisonKey(b!);
}

/** requirements §5: the category id, slug or name matches (case-insensitive for slug and name). */
export function sameCategory(a: CategorySummary | null, b: CategorySummary | null): boolean {
  if (!a || !b) return false;
  return (a.id !== "" && a.id === b.id) || sameText(a.slug, b.slug) || sameText(a.name, b.name);
}

/**
 * requirements §5: exclude the current article, keep the candidates of its category,
 * each once, in the order given (the upstream's: newest first); at most 4, and
 * none at all unless at least 3 qualify (requirements §9: "needs more than 2").
 */
export function relatedArticles<T extends Pick<ArticleSummary, "id" | "category">>(
  current: Pick<ArticleSummary, "id" | "category">,
  candidates: readonly T[],
): T[] {
  const seen = new Set<string>([current.id]);
  const related: T[] = [];
  for (const candidate of candidates) {
    if (related.length === RELATED_MAX) break;
    if (seen.has(candidate.id) || !sameCategory(candidate.category, current.category)) continue;
    seen.add(candidate.id);
    related.push(candidate);
  }
  return related.length >= RELATED_MIN_SHOWN ? related : [];
}
