import { pathWithoutLanguage, type Language } from "../i18n/language";
import { messagesFor } from "../i18n/resources";
import { STATIC_PAGES, STATIC_PAGE_KEYS, type StaticPageKey } from "./content";
import { linkMentions } from "./mentions";

/**
 * One static page in the request's language (the load context's), ready to render. Only this page's text
 * travels to the browser; content.ts (all pages, both languages) stays on the server.
 */
export function loadStaticPage(request: Request, lang: Language, key?: StaticPageKey) {
  const pathname = new URL(request.url).pathname;
  const pageKey = key ?? (pathWithoutLanguage(pathname).replace(/^\/|\/$/g, "") as StaticPageKey);
  if (!STATIC_PAGE_KEYS.includes(pageKey)) return null;
  const pages = STATIC_PAGES[lang];
  const { title, description, updated, updatedIso, blocks } = pages[pageKey];
  const page = { title, updated, updatedIso, blocks: linkMentions(pageKey, blocks, pages) };
  return { lang, key: pageKey, page, meta: { title: `${title} | ${messagesFor(lang).site.name}`, description } };
}
