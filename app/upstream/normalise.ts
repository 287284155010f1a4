/**
 * Upstream payloads (already validated by app/upstream/schemas*.ts) → our domain
 * types, once. Everything the spec says varies between payloads is settled
 * here: title or headlines (§3, §9), `published_by` as an object or a string,
 * category as an object or an id, 0/1 booleans. This module: the media service's
 * payloads; normalise-legacy.ts: the older service's feed items; the pieces both
 * use: normalise-parts.ts.
 *
 * Pure: no server-only imports, no I/O.
 */
import type { Language } from "../i18n/language";
import type { AuthorPayload, CategoryPayload, CityPayload, HomeSectionPayload, LiveCoveragePayload, NewsItemPayload } from "./schemas";
import type { UserPayload } from "./schemas-accounts";
import type { CommentPayload } from "./schemas-comments";
import { articleSlug, slugify } from "../news/slug";
import type { LiveCoverage } from "../news/live";
import type { Article, ArticleSummary, Author, Category, CategorySummary, City, Comment, HomeSection, User } from "../news/types";
import { articleTitle, categoryFromRef, cleanTags, countWords, normaliseImage, text, type NormaliseContext } from "./normalise-parts";

/** `published_by` is an object with a name or a plain string; null when absent (the UI says "Unknown Author"). */
function authorName(publishedBy: NewsItemPayload["published_by"]): string | null {
  if (!publishedBy) return null;
  return typeof publishedBy === "string" ? text(publishedBy) : text(publishedBy.name);
}

/** From the `category` object, else `category_id` alone (then the name is unknown: ""). */
function newsCategory(item: NewsItemPayload): CategorySummary | null {
  if (item.category) return categoryFromRef(item.category);
  if (item.category_id) return { id: item.category_id, name: "", slug: item.category_id };
  return null;
}

function cityOf(city: NewsItemPayload["city"]): ArticleSummary["city"] {
  if (!city) return null;
  if (typeof city === "string") {
    const name = text(city);
    return name ? { id: name, name } : null;
  }
  return { id: city.id, name: city.name };
}

/** The HTML body in the asked language only (architecture rule 1: no English at a Tamil URL). */
function newsBody(item: NewsItemPayload, language: Language): string {
  if (item.web_content) return item.web_content;
  if (typeof item.content === "string") return item.content;
  return item.content?.[language] ?? "";
}

export function normaliseArticleSummary(item: NewsItemPayload, context: NormaliseContext): ArticleSummary {
  return summaryOf(item, context, newsBody(item, context.language));
}

function summaryOf(item: NewsItemPayload, context: NormaliseContext, body: string): ArticleSummary {
  const title = articleTitle(item);
  const summary = text(item.short_summary) ?? text(item.meta_description) ?? "";
  return {
    id: item.id,
    slug: articleSlug(title, item.id, item.slug),
    language: item.language ?? context.language,
    title,
    summary,
    image: normaliseImage(item.images, title, context),
    category: newsCategory(item),
    author: authorName(item.published_by),
    publishedAt: item.published_at,
    updatedAt: item.updated_at ?? item.published_at,
    tags: cleanTags(item.tags),
    city: cityOf(item.city),
    state: text(item.state),
    country: text(item.country),
    isImportant: item.is_important,
    isWebNews: item.is_webnews,
    isShortNews: item.is_shortnews,
    isBreaking: item.is_breaking,
    isLive: item.meta_data?.islive === true,
    isState: item.is_state,
    isNational: item.is_national,
    isInternational: item.is_international,
    newsType: text(item.news_type) ?? text(item.type),
    wordCount: countWords(body) || countWords(summary),
    likesCount: item.likes_count ?? 0,
  };
}

export function normaliseArticle(item: NewsItemPayload, context: NormaliseContext): Article {
  const body = newsBody(item, context.language);
  return {
    ...summaryOf(item, context, body),
    metaDescription: text(item.meta_description) ?? text(item.short_summary) ?? "",
    bodyHtml: body,
    live: normaliseLiveCoverage(item.live_coverage, item.updated_at ?? item.published_at),
  };
}

/**
 * A live story's coverage (issue 21), or null when there is none or it has no updates (then the story is
 * a plain article). `articleUpdatedAt` is the version: the upstream moves it with every change.
 */
export function normaliseLiveCoverage(coverage: LiveCoveragePayload | null | undefined, articleUpdatedAt: string): LiveCoverage | null {
  if (!coverage || coverage.updates.length === 0) return null;
  const updates = coverage.updates.map((update) => ({
    id: update.id,
    publishedAt: update.published_at,
    updatedAt: update.updated_at ?? update.published_at,
    title: text(update.title),
    bodyHtml: update.content,
    isPinned: update.is_pinned,
    isKeyEvent: update.is_key_event,
  }));
  const newest = Math.max(Date.parse(articleUpdatedAt), ...updates.map((update) => Date.parse(update.updatedAt)));
  return {
    startedAt: coverage.started_at,
    endedAt: coverage.ended_at ?? null,
    updates,
    version: Number.isFinite(newest) ? newest : 0,
  };
}

export function normaliseHomeSection(section: HomeSectionPayload, context: NormaliseContext): HomeSection {
  return {
    key: section.section_title_key,
    title: section.section_title,
    lead: section.primary_news ? normaliseArticleSummary(section.primary_news, context) : null,
    secondary: section.secondary_news.map((item) => normaliseArticleSummary(item, context)),
    others: section.other_news.map((item) => normaliseArticleSummary(item, context)),
  };
}

/** Search results come flat or grouped as home sections (requirements §3); either way: one list, each article once. */
export function flattenNewsList(list: ReadonlyArray<NewsItemPayload | HomeSectionPayload>, context: NormaliseContext): ArticleSummary[] {
  const items: NewsItemPayload[] = [];
  for (const entry of list) {
    if ("section_title" in entry) {
      if (entry.primary_news) items.push(entry.primary_news);
      items.push(...entry.secondary_news, ...entry.other_news);
    } else {
      items.push(entry);
    }
  }
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))).map((item) => normaliseArticleSummary(item, context));
}

export function normaliseCity(city: CityPayload, language: Language): City {
  return {
    id: city.id,
    slug: text(city.slug) ?? (slugify(city.multilingual_names.en || city.name) || city.id),
    name: text(city.multilingual_names[language]) ?? city.name,
    names: { en: city.multilingual_names.en, ta: city.multilingual_names.ta },
    latitude: city.latitude ?? null,
    longitude: city.longitude ?? null,
    subNav: city.subNav ?? [],
  };
}

export function normaliseCategory(category: CategoryPayload, language: Language): Category {
  return {
    id: category.id,
    slug: text(category.slug) ?? (slugify(category.multilingual_names?.en ?? category.name) || category.id),
    name: text(category.multilingual_names?.[language]) ?? category.name,
    subNav: category.subNav ?? [],
  };
}

export function normaliseAuthor(author: AuthorPayload): Author {
  return { id: author.id, slug: author.slug, name: author.name, articleCount: author.article_count };
}

export function normaliseComment(comment: CommentPayload): Comment {
  return {
    id: comment.id,
    newsId: comment.news_id,
    parentId: comment.parent_id,
    text: comment.comment,
    author: { id: comment.user.id, name: comment.user.name?.trim() || null },
    createdAt: comment.created_at,
    likesCount: comment.likes_count,
    isLiked: comment.is_liked,
    replies: comment.replies.map(normaliseComment),
  };
}

export function normaliseUser(user: UserPayload): User {
  return {
    id: user.id,
    name: text(user.name),
    mobileNumber: text(user.mobile_number),
    email: text(user.email),
    photoUrl: text(user.photo_url),
  };
}
