/**
 * The head of an article page (requirements §2 page metadata): title, description,
 * canonical `/news/{slug}` (also on section paths), alternates en/ta/x-default,
 * Open Graph and Twitter cards, and JSON-LD NewsArticle (LiveBlogPosting for a
 * live story, issue 21) + BreadcrumbList. No I/O.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { href, type Language } from "../i18n/language";
import type { ArticleView } from "../news/article-view";
import { excerpt } from "../news/format";
import { META_DESCRIPTION_MAX } from "../news/limits";
import { updateAnchor, updatesPage, type LiveCoverage } from "../news/live";
import { plainTextOf } from "../news/sanitize.server";
import { breadcrumbJsonLd, newsArticleJsonLd, type LiveBlogFacts, type Publisher } from "./json-ld";
import { feedLinks } from "./feed-links";
import type { FeedFormat } from "./feeds";
import { pageLinks } from "./links";
import type { PageHead } from "./meta";
import { articleSocialMeta, sharePicture } from "./social";

export type ArticleHead = PageHead & { extra: MetaDescriptor[] };

export function articleHead(
  article: ArticleView,
  options: {
    lang: Language;
    origin: string;
    siteName: string;
    documentTitle: string;
    homeName: string;
    publisher: Publisher;
    /** The feeds the page offers: its section's (path without language prefix, "/" for the site's) and their titles. */
    feeds: { path: string; titles: Record<FeedFormat, string> };
    /** A live story's coverage (`Article.live`): its structured data is then a LiveBlogPosting with its updates. */
    live?: LiveCoverage | null;
  },
): ArticleHead {
  const { lang, origin } = options;
  const url = `${origin}${href(lang, article.canonicalPath)}`;
  const live = options.live ? liveBlogFacts(options.live, url, article.title) : null;
  // A live story changes with every update: its coverage's version is the newest of them and of the article.
  const modifiedAt = options.live && options.live.version > Date.parse(article.updatedAt) ? new Date(options.live.version).toISOString() : article.updatedAt;
  const picture = sharePicture(article.image, origin);
  const { publisher } = options;
  const crumbs = [
    { name: options.homeName, url: `${origin}${href(lang, "/")}` },
    ...(article.category ? [{ name: article.category.name, url: `${origin}${article.category.href}` }] : []),
    { name: article.title, url },
  ];
  return {
    title: options.documentTitle,
    description: article.description,
    links: pageLinks(origin, lang, article.canonicalPath),
    extra: [
      ...articleSocialMeta({
        lang,
        siteName: options.siteName,
        url,
        title: article.title,
        description: article.description,
        picture,
        publishedAt: article.publishedAt,
        modifiedAt,
        section: article.category?.name ?? null,
        tags: article.tags.map((tag) => tag.name),
      }),
      {
        "script:ld+json": newsArticleJsonLd(
          {
            url,
            headline: article.title,
            description: article.description,
            images: picture ? [picture.url] : [],
            datePublished: article.publishedAt,
            dateModified: modifiedAt,
            author: article.author ? { name: article.author.name, url: `${origin}${article.author.href}` } : null,
            publisher,
            lang,
            section: article.category?.name ?? null,
            keywords: article.tags.map((tag) => tag.name),
          },
          live,
        ),
      },
      { "script:ld+json": breadcrumbJsonLd(crumbs) },
      ...feedLinks(origin, lang, options.feeds.path, options.feeds.titles),
    ],
  };
}

/**
 * What crawlers get of a live story's coverage: the updates of its first page, in the page's order (a pinned
 * one first), each named by its title or else by the start of its text, at its anchor on the article's page.
 */
function liveBlogFacts(coverage: LiveCoverage, articleUrl: string, articleTitle: string): LiveBlogFacts {
  return {
    coverageStartTime: coverage.startedAt,
    coverageEndTime: coverage.endedAt,
    updates: updatesPage(coverage, 1).updates.map((update) => {
      const text = plainTextOf(update.bodyHtml);
      return {
        url: `${articleUrl}#${updateAnchor(update.id)}`,
        // An update of a picture alone has no text: the story's title names it.
        headline: update.title ?? (text || articleTitle),
        // As long as a description: what a crawler shows of it.
        articleBody: excerpt(text, META_DESCRIPTION_MAX),
        datePublished: update.publishedAt,
        dateModified: Date.parse(update.updatedAt) > Date.parse(update.publishedAt) ? update.updatedAt : null,
      };
    }),
  };
}
