/**
 * The head of the home page and of list pages (issue 8): Open Graph and Twitter
 * cards with a 1200×630 share picture per section (public/share/, made by
 * scripts/share-images.ts), the page's RSS and Atom feeds, and schema.org data:
 * CollectionPage + ItemList on lists, WebSite with SearchAction + the publisher
 * on home. Pure: origin, strings and items come in.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { href, type Language } from "../i18n/language";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../news/limits";
import { organization, organizationId, type Publisher } from "./json-ld";
import { feedLinks } from "./feed-links";
import { openGraphBasics, openGraphPicture, socialTitle } from "./social";

/** The sections that have their own share picture (public/share/{section}-{lang}.png). */
export const SHARE_SECTIONS = ["home", "city", "state", "national", "world", "category", "tag", "author", "pages"] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];

export function shareImagePath(section: ShareSection, lang: Language): string {
  return `/share/${section}-${lang}.png`;
}

export type PageSocial = {
  lang: Language;
  siteName: string;
  url: string;
  title: string;
  description: string;
  section: ShareSection;
  imageAlt: string;
  origin: string;
};

/** og:type website and a large-image Twitter card with the section's share picture. */
export function pageSocialMeta(page: PageSocial): MetaDescriptor[] {
  const title = socialTitle(page.title);
  const image = `${page.origin}${shareImagePath(page.section, page.lang)}`;
  return [
    ...openGraphBasics({
      type: "website",
      siteName: page.siteName,
      lang: page.lang,
      url: page.url,
      title,
      description: page.description,
    }),
    ...openGraphPicture({
      url: image,
      type: "image/png",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      alt: page.imageAlt,
    }),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.imageAlt },
  ];
}

function inLanguage(lang: Language): string {
  return lang === "ta" ? "ta-IN" : "en-IN";
}

/** The publisher, the same node as on articles (app/seo/json-ld.ts): a NewsMediaOrganization, which is an Organization. */
export function organizationJsonLd(publisher: Publisher) {
  return { "@context": "https://schema.org", ...organization(publisher) };
}

/** The site and its search (`/search?q=`, in the page's language) for search engines' sitelinks search box. */
export function webSiteJsonLd(origin: string, lang: Language, siteName: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}${href(lang, "/")}#website`,
    url: `${origin}${href(lang, "/")}`,
    name: siteName,
    description,
    inLanguage: inLanguage(lang),
    publisher: { "@id": organizationId(origin) },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${href(lang, "/search")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

export type ListedItem = { url: string; name: string };

/** A list page: a CollectionPage whose main entity is the ItemList of the articles (or entries) it shows. */
export function collectionPageJsonLd(facts: { origin: string; lang: Language; url: string; name: string; description: string; items: readonly ListedItem[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": facts.url,
    url: facts.url,
    name: facts.name,
    description: facts.description,
    inLanguage: inLanguage(facts.lang),
    isPartOf: {
      "@type": "WebSite",
      "@id": `${facts.origin}${href(facts.lang, "/")}#website`,
    },
    publisher: { "@id": organizationId(facts.origin) },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: facts.items.length,
      itemListElement: facts.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: item.url,
        name: item.name,
      })),
    },
  };
}

export type ListHeadFacts = {
  origin: string;
  lang: Language;
  /** Path without language prefix, encoded. */
  path: string;
  /** This page's own canonical URL (page N included). */
  url: string;
  siteName: string;
  title: string;
  description: string;
  section: ShareSection;
  imageAlt: string;
  items: readonly ListedItem[];
  /** Feed titles when the page has feeds (news lists); directories have none. */
  feeds?: { rss: string; atom: string };
};

/** Everything a list page's head adds to its title, description and links. */
export function listHeadExtra(facts: ListHeadFacts): MetaDescriptor[] {
  return [
    ...pageSocialMeta({ ...facts }),
    ...(facts.feeds ? feedLinks(facts.origin, facts.lang, facts.path, facts.feeds) : []),
    {
      "script:ld+json": collectionPageJsonLd({
        origin: facts.origin,
        lang: facts.lang,
        url: facts.url,
        name: facts.title,
        description: facts.description,
        items: facts.items,
      }),
    },
  ];
}
