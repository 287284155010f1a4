/**
 * The head entries of About, Contact, the policies and Terms (issue 8): canonical,
 * hreflang en/ta/x-default and link previews with the site's share picture, plus
 * `Last-Modified` where the page states when it was last updated.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { httpDate } from "../http-conditional.server";
import { messagesFor } from "../i18n/resources";
import type { Language } from "../news/types";
import { canonicalUrl, pageLinks } from "./links";
import { publicOrigin } from "./origin.server";
import { pageSocialMeta } from "./page-head";

export function staticPageHead(request: Request, page: { lang: Language; key: string; title: string; description: string }): MetaDescriptor[] {
  const origin = publicOrigin(request);
  const site = messagesFor(page.lang).site;
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
  ];
}

export function staticLastModified(updatedIso: string | undefined): Record<string, string> {
  const date = httpDate(updatedIso);
  return date ? { "Last-Modified": date } : {};
}
