/** The head of a page (title, description, links) as Remix meta descriptors. */
import { isRouteErrorResponse, type MetaDescriptor } from "@remix-run/react";
import { feedPath } from "./feed-links";
import type { LinkDescriptor } from "./links";
import type { Language } from "../i18n/language";

/** `extra`: more head entries (Open Graph, Twitter, feed links, JSON-LD), after the links. */
export type PageHead = { title: string; description: string; links: LinkDescriptor[]; noindex?: boolean; extra?: MetaDescriptor[] };

type RootMatch = { id: string; data: unknown };
type RootData = { lang?: Language; messages?: { errors?: ErrorTitles; site?: { name?: string } } };

/**
 * The site's own feeds, for a page that has none of its own (a 404): feed readers and browsers
 * still find the news from there. Paths on the page's origin; the root's data gives the language.
 */
export function siteFeedLinks(matches: readonly RootMatch[]): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const lang = root?.lang ?? "en";
  const name = root?.messages?.site?.name;
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", href: feedPath(lang, "/", "rss"), ...(name ? { title: `${name}: RSS` } : {}) },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", href: feedPath(lang, "/", "atom"), ...(name ? { title: `${name}: Atom` } : {}) },
  ];
}
type ErrorTitles = { notFoundTitle?: string; unavailableTitle?: string; genericTitle?: string; badRequestTitle?: string };

/**
 * The route's head; when its loader threw (a 400, 404 or 503), the error page's
 * title from the root's strings, so it is in the page's language too.
 */
export function headMeta(head: PageHead | undefined, matches: readonly RootMatch[], error?: unknown): MetaDescriptor[] {
  if (!head) {
    const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
    const titles = root?.messages?.errors ?? {};
    const status = isRouteErrorResponse(error) ? error.status : 404;
    const title =
      status === 404 ? titles.notFoundTitle : status === 503 ? titles.unavailableTitle : status === 400 ? titles.badRequestTitle : titles.genericTitle;
    return [{ title: title ?? String(status) }, { name: "robots", content: "noindex" }, ...(status === 404 ? siteFeedLinks(matches) : [])];
  }
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...head.links,
    ...(head.extra ?? []),
  ];
}
