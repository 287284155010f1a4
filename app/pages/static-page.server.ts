/** The static pages' loader data (requirements §2 "Static pages"): the page's text in the request's language and its head. */
import type { AppLoadContext } from "@remix-run/node";
import { staticPageHead } from "../seo/static-head.server";
import { loadStaticPage } from "../static-pages/page.server";
import type { StaticPageKey } from "../static-pages/content";
import { notFound } from "../upstream/respond.server";

/** The page at the URL's path (or `key`), with its head's extras; a thrown 404 when there is none. */
export function staticPageData(request: Request, context: AppLoadContext, key?: StaticPageKey) {
  const loaded = loadStaticPage(request, context.language, key);
  if (!loaded) throw notFound();
  const headExtra = staticPageHead(request, { lang: loaded.lang, key: loaded.key, title: loaded.page.title, description: loaded.meta.description });
  return { ...loaded, headExtra };
}
