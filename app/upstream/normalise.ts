/**
 * Upstream payloads (already validated by app/upstream/schemas.ts) → our domain
 * types, once. Everything the spec says varies between payloads is settled
 * here: title or headlines (§3, §9), `published_by` as an object or a string,
 * category as an object or an id, 0/1 booleans, the older service's feed items.
 *
 * Pure: no server-only imports, no I/O.
 */
import type { Language } from "../i18n/language";
import type {
  AuthorPayload,
  CategoryPayload,
  CityPayload,
  CommentPayload,
  HomeSectionPayload,
  LegacyFeedItemPayload,
  NewsItemPayload,
  UserPayload,
} from "./schemas";
import { imageSourceOf, routedImage, type ImageSources } from "../news/image-url";
import { DEFAULT_ARTICLE_TITLE } from "../news/limits";
import { articleSlug, slugify } from "../news/slug";
import type {
  Article,
  ArticleImage,
  ArticleSummary,
  Author,
  Category,
  CategorySummary,
  City,
  Comment,
  HomeSection,
  User,
} from "../news/types";

/** When the upstream does not say, images are taken as 16:9 at 1200 wide. */
export const DEFAULT_IMAGE_WIDTH = 1200;
export const DEFAULT_IMAGE_HEIGHT = 675;

export type NormaliseContext = {
  /** The language that was asked for (the URL's). */
  language: Language;
  /**
   * Origin (scheme://host:port) of the media service. Image URLs on it become
   * site-relative (`/media/…`, same path) because the embedded newsroom listens
   * on loopback, which browsers cannot reach; the site's server proxies them.
   * null: rewrite nothing.
   */
  mediaOrigin: string | null;
  /**
   * The image route's allow-list (issue 9): pictures on these origins are served
   * resized through `/img/…` with a `srcset` of the route's widths. Absent: as above.
   */
  imageSources?: ImageSources | null;
};

// ---------------------------------------------------------------- small pieces

/** Trimmed text, or null when there is none. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function articleTitle(item: { title?: string | null; headlines?: string | null }): string {
  return text(item.title) ?? text(item.headlines) ?? DEFAULT_ARTICLE_TITLE;
}

/** `published_by` is an object with a name or a plain string; null when absent (the UI says "Unknown Author"). */
export function authorName(publishedBy: NewsItemPayload["published_by"]): string | null {
  if (!publishedBy) return null;
  return typeof publishedBy === "string" ? text(publishedBy) : text(publishedBy.name);
}

export function rewriteMediaUrl(url: string, mediaOrigin: string | null): string {
  if (!mediaOrigin) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return parsed.origin === mediaOrigin ? `${parsed.pathname}${parsed.search}` : url;
}

/** Words of an HTML fragment or plain text (any script), for the reading-time estimate. */
export function countWords(htmlOrText: string): number {
  const plain = htmlOrText
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A picture on an allow-listed origin, served resized by the image route; null when it is not routable. */
function routed(url: string, width: number, height: number, alt: string, sources: ImageSources | null | undefined): ArticleImage | null {
  const source = sources ? imageSourceOf(url, sources) : null;
  if (!source) return null;
  // SVG pictures are rasterized at any width; others are never enlarged.
  return { ...routedImage(source, width, /\.svg$/i.test(source)), width, height, alt };
}

function normaliseImage(images: NewsItemPayload["images"], alt: string, context: NormaliseContext): ArticleImage | null {
  if (!images) return null;
  const { mediaOrigin } = context;
  const sizes = Object.entries(images.sizes ?? {})
    .map(([width, url]) => ({ width: Number(width), url }))
    .filter((candidate) => Number.isInteger(candidate.width) && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  const original = images.original_url ?? sizes.at(-1)?.url;
  if (!original) return null;
  const ratio = DEFAULT_IMAGE_HEIGHT / DEFAULT_IMAGE_WIDTH;
  const width = images.width ?? (images.height ? Math.round(images.height / ratio) : DEFAULT_IMAGE_WIDTH);
  const height = images.height ?? Math.round(width * ratio);
  const resized = routed(original, width, height, alt, context.imageSources);
  if (resized) return resized;
  const srcset = sizes.map((candidate) => ({ width: candidate.width, src: rewriteMediaUrl(candidate.url, mediaOrigin) }));
  return { src: rewriteMediaUrl(original, mediaOrigin), srcset, width, height, alt };
}

function simpleImage(url: string | null | undefined, alt: string, context: NormaliseContext): ArticleImage | null {
  if (!url) return null;
  return (
    routed(url, DEFAULT_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, alt, context.imageSources) ?? {
      src: rewriteMediaUrl(url, context.mediaOrigin),
      srcset: [],
      width: DEFAULT_IMAGE_WIDTH,
      height: DEFAULT_IMAGE_HEIGHT,
      alt,
    }
  );
}

function categoryFromRef(ref: { id: string; name: string; slug?: string | null }): CategorySummary {
  return { id: ref.id, name: ref.name.trim(), slug: text(ref.slug) ?? (slugify(ref.name) || ref.id) };
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

function cleanTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
}

/** The HTML body in the asked language only (ARCHITECTURE rule 1: no English at a Tamil URL). */
function newsBody(item: NewsItemPayload, language: Language): string {
  if (item.web_content) return item.web_content;
  if (typeof item.content === "string") return item.content;
  return item.content?.[language] ?? "";
}

// ---------------------------------------------------------------- media service

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

/** Search results come flat or grouped as home sections (spec §3); either way: one list, each article once. */
export function flattenNewsList(
  list: ReadonlyArray<NewsItemPayload | HomeSectionPayload>,
  context: NormaliseContext,
): ArticleSummary[] {
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
  return items
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .map((item) => normaliseArticleSummary(item, context));
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
    author: { id: comment.user.id, name: comment.user.name },
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

// ---------------------------------------------------------------- older service

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
    isImportant: false,
    isWebNews: false,
    isShortNews: false,
    isBreaking: false,
    isLive: false,
    isState: false,
    isNational: false,
    isInternational: false,
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
  return { ...legacySummary(item, context, body), metaDescription: text(item.short_summary) ?? "", bodyHtml: body };
}
