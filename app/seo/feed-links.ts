/**
 * Where each page's feeds live (issue 8, decision 0013): the home page's at
 * `/feeds/rss.xml` and `/feeds/atom.xml`, every list page's beside it
 * (`/city/chennai/rss.xml`, `/city/chennai/atom.xml`), each under `/tamil` in
 * Tamil. Pure.
 */
import { href, type Language } from "../i18n/language";
import type { FeedFormat } from "./feeds";

const FILE: Record<FeedFormat, string> = { rss: "rss.xml", atom: "atom.xml" };

/** `path` is the page's path without language prefix, encoded ("/" for home). */
export function feedPath(lang: Language, path: string, format: FeedFormat): string {
  return href(lang, path === "/" ? `/feeds/${FILE[format]}` : `${path}/${FILE[format]}`);
}

/** The page of a feed path (without language prefix) and its format; null when the path is no feed. */
export function pageOfFeedPath(path: string): { path: string; format: FeedFormat } | null {
  const match = /^(.*)\/(rss|atom)\.xml$/.exec(path);
  if (!match) return null;
  const format = match[2] as FeedFormat;
  const page = match[1] === "/feeds" ? "/" : match[1]!;
  return page ? { path: page, format } : null;
}

export type FeedLinkDescriptor = { tagName: "link"; rel: "alternate"; type: string; title: string; href: string };

/** `<link rel="alternate" type="application/rss+xml|atom+xml">` for the page's head; titles translated by the caller. */
export function feedLinks(origin: string, lang: Language, path: string, titles: Record<FeedFormat, string>): FeedLinkDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: titles.rss, href: `${origin}${feedPath(lang, path, "rss")}` },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: titles.atom, href: `${origin}${feedPath(lang, path, "atom")}` },
  ];
}
