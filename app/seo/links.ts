/**
 * Canonical and language-alternate links (docs/architecture.md: seo/), as Remix meta
 * descriptors (`{ tagName: "link", … }`), so a route's `meta` export can return
 * them with its title. Every page exists in English and Tamil at the same path
 * (rule 1), so the alternates of a page are that path in each language, and
 * English is the x-default (requirements §1: default language EN).
 *
 * Pure: the origin comes in (app/seo/origin.server.ts reads it on the server).
 */
import { href, type Language } from "../i18n/language";
import { pageHref, type PageWindow } from "../news/paging";

export type LinkDescriptor = { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** `{origin}{/tamil}{path}{search}`; `path` is without its language prefix and already encoded. */
export function canonicalUrl(origin: string, lang: Language, path: string, search = ""): string {
  return `${origin}${href(lang, path)}${search}`;
}

function canonicalLink(origin: string, lang: Language, path: string, search = ""): LinkDescriptor {
  return { tagName: "link", rel: "canonical", href: canonicalUrl(origin, lang, path, search) };
}

/** `<link rel=alternate hreflang=en|ta|x-default>` for a path that exists in both languages. */
export function alternateLinks(origin: string, path: string, search = ""): LinkDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: canonicalUrl(origin, "en", path, search) },
    { tagName: "link", rel: "alternate", hrefLang: "ta", href: canonicalUrl(origin, "ta", path, search) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(origin, "en", path, search) },
  ];
}

/** Canonical, alternates and a page-less page's links together. */
export function pageLinks(origin: string, lang: Language, path: string): LinkDescriptor[] {
  return [canonicalLink(origin, lang, path), ...alternateLinks(origin, path)];
}

/**
 * The links of page N of a list: its own canonical (page N is its own page, not
 * a copy of page 1), its alternates at the same page number, and rel=prev/next.
 */
export function listPageLinks(origin: string, lang: Language, path: string, window: PageWindow): LinkDescriptor[] {
  return listPageLinksByLanguage(origin, lang, { en: path, ta: path }, window);
}

/**
 * The same for a page whose path differs by language (a tag is named in the page's
 * language: `/tags/rain`, `/tamil/tags/மழை`). A language without the page (null) gets
 * no alternate; x-default is the English page when there is one.
 */
export function listPageLinksByLanguage(origin: string, lang: Language, paths: Record<Language, string | null>, window: PageWindow): LinkDescriptor[] {
  const at = (language: Language, page: number) => `${origin}${pageHref(href(language, paths[language] ?? paths[lang]!), page)}`;
  const alternates = (["en", "ta"] as const).filter((language) => paths[language] !== null);
  return [
    { tagName: "link", rel: "canonical", href: at(lang, window.page) },
    ...alternates.map((language) => ({ tagName: "link" as const, rel: "alternate", hrefLang: language, href: at(language, window.page) })),
    ...(paths.en !== null ? [{ tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: at("en", window.page) }] : []),
    ...(window.hasPrevious ? [{ tagName: "link" as const, rel: "prev", href: at(lang, window.page - 1) }] : []),
    ...(window.hasNext ? [{ tagName: "link" as const, rel: "next", href: at(lang, window.page + 1) }] : []),
  ];
}
