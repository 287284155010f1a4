/** The older service's feed items (requirements §3) → our domain types (see normalise.ts). Pure. */
import type { LegacyFeedItemPayload } from "./schemas-legacy";
import { articleSlug, slugify } from "../news/slug";
import { NO_FLAGS, type Article, type ArticleSummary, type CategorySummary } from "../news/types";
import { normaliseLiveCoverage } from "./normalise";
import { articleTitle, categoryFromRef, cleanTags, countWords, simpleImage, text, type NormaliseContext } from "./normalise-parts";

/** The older service's `url` ends in the article's slug (or id); its last path segment seeds our slug. */
function lastPathSegment(url: string): string | null {
  try {
    const segment = new URL(url, "http://relative.invalid").pathname.split("/").filter(Boolean).at(-1);
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

function legacyCategory(categories: LegacyFeedItemPayload["categories"]): CategorySummary | null {
  if (!categories) return null;
  if (typeof categories === "string") {
    const name = text(categories);
    if (!name) return null;
    const slug = slugify(name) || name;
    return { id: slug, name, slug };
  }
  const first = Array.isArray(categories) ? categories[0] : categories;
  return first ? categoryFromRef(first) : null;
}

function legacySummary(item: LegacyFeedItemPayload, context: NormaliseContext, body: string): ArticleSummary {
  const title = articleTitle(item);
  const summary = text(item.short_summary) ?? "";
  const city = text(item.city);
  return {
    id: item.id,
    slug: articleSlug(title, item.id, lastPathSegment(item.url)),
    language: context.language,
    title,
    summary,
    image: simpleImage(item.summary_img, title, context),
    category: legacyCategory(item.categories),
    author: text(item.author_name),
    publishedAt: item.createdAt,
    updatedAt: item.createdAt,
    tags: cleanTags(item.tags),
    city: city ? { id: city, name: city } : null,
    state: null,
    country: null,
    // The older feed carries no flags.
    ...NO_FLAGS,
    newsType: null,
    wordCount: countWords(body) || countWords(summary),
    likesCount: 0,
  };
}

export function normaliseLegacySummary(item: LegacyFeedItemPayload, context: NormaliseContext): ArticleSummary {
  return legacySummary(item, context, item.content ?? "");
}

export function normaliseLegacyArticle(item: LegacyFeedItemPayload, context: NormaliseContext): Article {
  const body = item.content ?? "";
  const updatedAt = item.updated_at ?? item.createdAt;
  const live = normaliseLiveCoverage(item.live_coverage, updatedAt);
  return {
    ...legacySummary(item, context, body),
    // The older feed has no flags; a detail that carries open live coverage is a live story.
    ...(live ? { isLive: live.endedAt === null, updatedAt } : {}),
    metaDescription: text(item.short_summary) ?? "",
    bodyHtml: body,
    live,
  };
}
