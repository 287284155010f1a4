/**
 * schema.org structured data (spec §2: "structured data for a news article and
 * breadcrumbs"): NewsArticle and BreadcrumbList, as plain objects for Remix's
 * `{ "script:ld+json": … }` meta descriptor (which escapes `<`, so no text can
 * close the script). Pure.
 */
import { excerpt } from "../news/format";
import { STRUCTURED_HEADLINE_MAX } from "../news/limits";
import type { Language } from "../news/types";

export type Publisher = { name: string; url: string; logo: { url: string; width: number; height: number } };

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

function organization(publisher: Publisher) {
  return {
    "@type": "NewsMediaOrganization",
    name: publisher.name,
    url: publisher.url,
    logo: { "@type": "ImageObject", url: publisher.logo.url, width: publisher.logo.width, height: publisher.logo.height },
  };
}

export function newsArticleJsonLd(facts: NewsArticleFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
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
