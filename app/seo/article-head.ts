/**
 * The head of an article page (spec §2 page metadata): title, description,
 * canonical `/news/{slug}` (also on section paths), alternates en/ta/x-default,
 * Open Graph and Twitter cards, and JSON-LD NewsArticle + BreadcrumbList. Pure.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { href, type Language } from "../i18n/language";
import type { ArticleView } from "../news/article-view";
import { breadcrumbJsonLd, newsArticleJsonLd, type Publisher } from "./json-ld";
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
  },
): ArticleHead {
  const { lang, origin } = options;
  const url = `${origin}${href(lang, article.canonicalPath)}`;
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
        modifiedAt: article.updatedAt,
        section: article.category?.name ?? null,
        tags: article.tags.map((tag) => tag.name),
      }),
      {
        "script:ld+json": newsArticleJsonLd({
          url,
          headline: article.title,
          description: article.description,
          images: picture ? [picture.url] : [],
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: article.author ? { name: article.author.name, url: `${origin}${article.author.href}` } : null,
          publisher,
          lang,
          section: article.category?.name ?? null,
          keywords: article.tags.map((tag) => tag.name),
        }),
      },
      { "script:ld+json": breadcrumbJsonLd(crumbs) },
      ...feedLinks(origin, lang, options.feeds.path, options.feeds.titles),
    ],
  };
}
