/**
 * schema.org structured data (requirements §2: "structured data for a news article and
 * breadcrumbs"): NewsArticle (LiveBlogPosting for a live story, issue 21) and
 * BreadcrumbList, as plain objects for Remix's `{ "script:ld+json": … }` meta
 * descriptor (which escapes `<`, so no text can close the script). Pure.
 */
import { excerpt } from "../news/format";
import { STRUCTURED_HEADLINE_MAX } from "../news/limits";
import type { Language } from "../i18n/language";

/**
 * The publisher's logo: a raster picture of at least 112×112, as Google asks (the SVG favicon is
 * neither), made from the site's mark by scripts/publisher-logo.ts and committed.
 */
export const PUBLISHER_LOGO = { path: "/share/publisher-logo.png", width: 512, height: 512 };

/**
 * The one organisation behind both languages: one `@id`, the same node on every page (a Tamil page
 * used to give the same `@id` another name), its English name as `name` and the Tamil one as
 * `alternateName` (decision 0027).
 */
export type Publisher = {
  id: string;
  name: string;
  alternateName: string;
  url: string;
  logo: { url: string; width: number; height: number };
  sameAs: readonly string[];
};

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The site's publisher on `origin`, named in both languages. */
export function sitePublisher(origin: string, names: { en: string; ta: string }, sameAs: readonly string[] = []): Publisher {
  return {
    id: organizationId(origin),
    name: names.en,
    alternateName: names.ta,
    url: `${origin}/`,
    logo: { url: `${origin}${PUBLISHER_LOGO.path}`, width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height },
    sameAs,
  };
}

export type NewsArticleFacts = {
  url: string;
  headline: string;
  description: string;
  images: readonly string[];
  datePublished: string;
  dateModified: string;
  /** The author's name and page; null: the publisher wrote it. */
  author: { name: string; url: string } | null;
  publisher: Publisher;
  lang: Language;
  section: string | null;
  keywords: readonly string[];
};

/** The publisher's node, without `@context` (embedded in an article, or the home page's own block). */
export function organization(publisher: Publisher) {
  return {
    "@type": "NewsMediaOrganization",
    "@id": publisher.id,
    name: publisher.name,
    alternateName: publisher.alternateName,
    url: publisher.url,
    logo: { "@type": "ImageObject", url: publisher.logo.url, width: publisher.logo.width, height: publisher.logo.height },
    ...(publisher.sameAs.length > 0 ? { sameAs: [...publisher.sameAs] } : {}),
  };
}

/** One entry of a live story's `liveBlogUpdate`: texts already plain (no markup), the URL at the update's anchor. */
type LiveBlogUpdateFacts = { url: string; headline: string; articleBody: string; datePublished: string; dateModified: string | null };

/** A live story's coverage as crawlers get it: when it started and ended, and its first page of updates in page order. */
export type LiveBlogFacts = { coverageStartTime: string; coverageEndTime: string | null; updates: readonly LiveBlogUpdateFacts[] };

/**
 * The article's node. A live story with updates is a `LiveBlogPosting` (Google's live blog rich result; a subtype of
 * Article through BlogPosting, so every NewsArticle field here stays valid on it) rather than also a NewsArticle: one
 * node per page, as crawlers expect one main article, and it stays one when the coverage ends (with its end time).
 */
export function newsArticleJsonLd(facts: NewsArticleFacts, live: LiveBlogFacts | null = null) {
  return {
    "@context": "https://schema.org",
    "@type": live ? "LiveBlogPosting" : "NewsArticle",
    headline: excerpt(facts.headline, STRUCTURED_HEADLINE_MAX),
    description: facts.description,
    ...(facts.images.length > 0 ? { image: [...facts.images] } : {}),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    author: facts.author ? [{ "@type": "Person", name: facts.author.name, url: facts.author.url }] : [organization(facts.publisher)],
    publisher: organization(facts.publisher),
    inLanguage: facts.lang === "ta" ? "ta-IN" : "en-IN",
    mainEntityOfPage: { "@type": "WebPage", "@id": facts.url },
    url: facts.url,
    ...(facts.section ? { articleSection: facts.section } : {}),
    ...(facts.keywords.length > 0 ? { keywords: facts.keywords.join(", ") } : {}),
    ...(live ? liveBlogJsonLd(live) : {}),
  };
}

function liveBlogJsonLd(live: LiveBlogFacts) {
  return {
    coverageStartTime: live.coverageStartTime,
    ...(live.coverageEndTime ? { coverageEndTime: live.coverageEndTime } : {}),
    liveBlogUpdate: live.updates.map((update) => ({
      "@type": "BlogPosting",
      headline: excerpt(update.headline, STRUCTURED_HEADLINE_MAX),
      datePublished: update.datePublished,
      ...(update.dateModified ? { dateModified: update.dateModified } : {}),
      url: update.url,
      articleBody: update.articleBody,
    })),
  };
}

/** Crumbs from the home page down; the last one is the page itself. */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; url: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
