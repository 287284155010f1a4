/** The head of a page (title, description, links) as Remix meta descriptors. */
import { isRouteErrorResponse, type MetaDescriptor } from "@remix-run/react";
import type { LinkDescriptor } from "./links";

/** `extra`: more head entries (Open Graph, Twitter, feed links, JSON-LD), after the links. */
export type PageHead = { title: string; description: string; links: LinkDescriptor[]; noindex?: boolean; extra?: MetaDescriptor[] };

type RootMatch = { id: string; data: unknown };
type ErrorTitles = { notFoundTitle?: string; unavailableTitle?: string; genericTitle?: string; badRequestTitle?: string };

/**
 * The route's head; when its loader threw (a 400, 404 or 503), the error page's
 * title from the root's strings, so it is in the page's language too.
 */
export function headMeta(head: PageHead | undefined, matches: readonly RootMatch[], error?: unknown): MetaDescriptor[] {
  if (!head) {
    const root = matches.find((match) => match.id === "root")?.data as { messages?: { errors?: ErrorTitles } } | undefined;
    const titles = root?.messages?.errors ?? {};
    const status = isRouteErrorResponse(error) ? error.status : 404;
    const title =
      status === 404 ? titles.notFoundTitle : status === 503 ? titles.unavailableTitle : status === 400 ? titles.badRequestTitle : titles.genericTitle;
    return [{ title: title ?? String(status) }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...head.links,
    ...(head.extra ?? []),
  ];
}
