/**
 * The head entries of About, Contact, the policies and Terms (issue 8): canonical,
 * hreflang en/ta/x-default and link previews with the site's share picture, plus
 * `Last-Modified` where the page states when it was last updated.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { httpDate } from "../http/http-date";
import { messagesFor } from "../i18n/resources";
import type { Language } from "../i18n/language";
import { feedLinks } from "./feed-links";
import { canonicalUrl, pageLinks } from "./links";
import { publicOrigin } from "./origin.server";
import { pageSocialMeta } from "./page-head";

export function staticPageHead(request: Request, page: { lang: Language; key: string; title: string; description: string }): MetaDescriptor[] {
  const origin = publicOrigin(request);
  const messages = messagesFor(page.lang);
  const site = messages.site;
  const path = `/${page.key}`;
  return [
    ...pageLinks(origin, page.lang, path),
    ...pageSocialMeta({
      lang: page.lang,
      origin,
      siteName: site.name,
      url: canonicalUrl(origin, page.lang, path),
      title: page.title,
      description: page.description,
      section: "pages",
      imageAlt: `${site.name}: ${page.title}`,
    }),
    // A static page has no news of its own: it offers the site's feeds.
    ...feedLinks(origin, page.lang, "/", {
      rss: messages.crawlers.rssTitle.replace("{{title}}", site.name),
      atom: messages.crawlers.atomTitle.replace("{{title}}", site.name),
    }),
  ];
}

export function staticLastModified(updatedIso: string | undefined): Record<string, string> {
  const date = httpDate(updatedIso);
  return date ? { "Last-Modified": date } : {};
}
