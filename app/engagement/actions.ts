/**
 * Where the like and save forms post (issue 6 "Article likes and saves"):
 * `/news/{slug}/like` and `/news/{slug}/save`, under `/tamil` on Tamil pages.
 * Pure: the forms, the action route and the pages' revalidation share it.
 */
import { href, type Language } from "../i18n/language";

export type EngagementKind = "like" | "save";

/** A form field that tells the action the page has JavaScript: it answers with data, not a redirect. */
export const ENHANCED_FIELD = "enhanced";

export function engagementActionPath(lang: Language, slug: string, kind: EngagementKind): string {
  return href(lang, `/news/${slug}/${kind}`);
}

export function isEngagementAction(path: string): boolean {
  return /^(?:\/tamil)?\/news\/[^/]+\/(?:like|save)(?:\?|$)/.test(path);
}

export function fetcherKey(kind: EngagementKind, articleId: string): string {
  return `${kind}-${articleId}`;
}

/** What the action answers a form sent with JavaScript. */
export type EngagementAnswer = { ok: true; kind: EngagementKind; on: boolean } | { ok: false; kind: EngagementKind };
