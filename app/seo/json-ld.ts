/**
 * schema.org structured data (spec §2: "structured data for a news article and
 * breadcrumbs"): NewsArticle and BreadcrumbList, as plain objects for Remix's
 * `{ "script:ld+json": … }` meta descriptor (which escapes `<`, so no text can
 * close the script). Pure.
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
