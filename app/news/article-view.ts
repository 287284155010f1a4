/**
 * What the article page shows (requirements §2 article detail page), shaped once on the
 * server: links localised, dates formatted in the page's language, the default
 * title and author said in that language. Pure; the body must already be
 * sanitized (app/news/sanitize.server.ts) when it is passed in.
 */
import { href, type Language } from "../i18n/language";
import { excerpt, formatDate, formatDateTime, readingMinutes } from "./format";
import { COMPACT_TITLE_MAX, DEFAULT_ARTICLE_TITLE, META_DESCRIPTION_MAX, UPDATE_THRESHOLD_MS } from "./limits";
import type { Article, ArticleImage, ArticleSummary } from "./types";

type LinkTo = { name: string; href: string };

export type ArticleView = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** For the page's `<meta name=description>` and social cards. */
  description: string;
  category: LinkTo | null;
  author: LinkTo | null;
  publishedAt: string;
  published: string;
  updatedAt: string;
  /** Shown only when the article changed after it was published. */
  updated: string | null;
  readMinutes: number;
  image: ArticleImage | null;
  bodyHtml: string;
  tags: LinkTo[];
  isLive: boolean;
  /** The upstream's like count, without this reader's own like. */
  likesCount: number;
  /** `/news/{slug}`, without language prefix: every section path's canonical. */
  canonicalPath: string;
};

function tagPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}`;
}

export function articleView(
  article: Article,
  options: { lang: Language; defaultTitle: string; safeBodyHtml: string; authorSlug?: string | null },
): ArticleView {
  const { lang } = options;
  const title = article.title === DEFAULT_ARTICLE_TITLE ? options.defaultTitle : article.title;
  const description = excerpt(article.metaDescription || article.summary || title, META_DESCRIPTION_MAX);
  const changed = Date.parse(article.updatedAt) - Date.parse(article.publishedAt) > UPDATE_THRESHOLD_MS;
  const category = article.category?.name ? article.category : null;
  return {
    id: article.id,
    slug: article.slug,
    title,
    summary: article.summary,
    description,
    category: category ? { name: category.name, href: href(lang, `/category-name/${encodeURIComponent(category.slug)}`) } : null,
    // The author's page is at their slug; a name answers 301 to it (app/news/resolve.ts), so the name is
    // only the fallback for an author the author list does not know (or could not be read).
    author: article.author ? { name: article.author, href: href(lang, `/author/${encodeURIComponent(options.authorSlug || article.author)}`) } : null,
    publishedAt: article.publishedAt,
    published: formatDateTime(article.publishedAt, lang),
    updatedAt: article.updatedAt,
    updated: changed ? formatDateTime(article.updatedAt, lang) : null,
    readMinutes: readingMinutes(article.wordCount),
    image: article.image,
    bodyHtml: options.safeBodyHtml,
    tags: article.tags.map((tag) => ({ name: tag, href: href(lang, tagPath(tag)) })),
    isLive: article.isLive,
    likesCount: article.likesCount,
    canonicalPath: `/news/${article.slug}`,
  };
}

export type RelatedStory = {
  id: string;
  href: string;
  title: string;
  image: ArticleImage | null;
  category: string | null;
  publishedAt: string;
  date: string;
  /** When `date` says how long ago (set by the loader: news/story-dates.server.ts): the date itself. */
  fullDate?: string;
};

export function relatedStory(article: ArticleSummary, lang: Language, defaultTitle: string): RelatedStory {
  const title = article.title === DEFAULT_ARTICLE_TITLE ? defaultTitle : article.title;
  return {
    id: article.id,
    href: href(lang, `/news/${article.slug}`),
    title: excerpt(title, COMPACT_TITLE_MAX),
    image: article.image,
    category: article.category?.name || null,
    publishedAt: article.publishedAt,
    date: formatDate(article.publishedAt, lang),
  };
}
