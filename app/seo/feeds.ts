/**
 * RSS 2.0 and Atom 1.0 feeds (issue 8) made with the `feed` package: the latest
 * articles of a page, each with its full title, summary, picture (enclosure),
 * author, category and dates (RSS: RFC 822 via toUTCString; Atom: RFC 3339).
 * Pure: the articles and absolute URLs come in (app/seo/feeds.server.ts).
 */
import { Feed, type Item } from "feed";
import type { Language } from "../news/types";

/** Items per feed (issue 8: the latest 50). */
export const FEED_ITEMS = 50;

const DC_NS = "http://purl.org/dc/elements/1.1/";

export type FeedFormat = "rss" | "atom";

export type FeedEntry = {
  /** The article's canonical URL in the feed's language. */
  url: string;
  title: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
  category: string | null;
  image: { url: string; type: string } | null;
};

export type FeedFacts = {
  lang: Language;
  /** "Chennai News | Kural News". */
  title: string;
  description: string;
  /** The HTML page the feed follows, absolute. */
  pageUrl: string;
  rssUrl: string;
  atomUrl: string;
  siteName: string;
  homeUrl: string;
  logoUrl: string;
  iconUrl: string;
  copyright: string;
  entries: readonly FeedEntry[];
};

/** The MIME type of a picture from its URL's extension (the enclosure must name one). */
export function imageType(url: string): string {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // A relative URL: its path is the string itself.
  }
  const extension = pathname.split(".").pop()?.toLowerCase() ?? "";
  const types: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    gif: "image/gif",
    webp: "image/webp",
    avif: "image/avif",
    svg: "image/svg+xml",
  };
  return types[extension] ?? "image/jpeg";
}

function newestDate(entries: readonly FeedEntry[]): Date | undefined {
  const times = entries.flatMap((entry) => [Date.parse(entry.updatedAt), Date.parse(entry.publishedAt)]).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

function buildFeed(facts: FeedFacts, format: FeedFormat): Feed {
  const feed = new Feed({
    id: facts.pageUrl,
    title: facts.title,
    description: facts.description,
    link: facts.pageUrl,
    language: facts.lang,
    // An empty list has no newest item: the feed then says "now", as the library does.
    updated: newestDate(facts.entries),
    generator: false,
    feedLinks: { rss: facts.rssUrl, atom: facts.atomUrl },
    author: { name: facts.siteName, link: facts.homeUrl },
    image: facts.logoUrl,
    favicon: facts.iconUrl,
    copyright: facts.copyright,
  });
  for (const entry of facts.entries.slice(0, FEED_ITEMS)) {
    const item: Item = {
      title: entry.title,
      // No separate id: the link is the RSS guid (isPermaLink) and the Atom id.
      link: entry.url,
      date: new Date(entry.updatedAt),
      published: new Date(entry.publishedAt),
      description: entry.summary,
      ...(entry.category ? { category: [{ name: entry.category, term: entry.category }] } : {}),
      // The size of the picture is not known without downloading it; 0 is the convention for "unknown".
      ...(entry.image ? { enclosure: { url: entry.image.url, type: entry.image.type, length: 0 } } : {}),
    };
    if (entry.author) {
      // RSS 2.0's <author> must be an e-mail address; a name goes in <dc:creator> (below).
      if (format === "atom") item.author = [{ name: entry.author }];
      else item.extensions = [{ name: "dc:creator", objects: { _text: entry.author } }];
    }
    feed.addItem(item);
  }
  return feed;
}

export function rssXml(facts: FeedFacts): string {
  const xml = buildFeed(facts, "rss").rss2();
  // The library declares the Dublin Core namespace only for full content; the authors' <dc:creator> needs it too.
  return xml.includes(`xmlns:dc="${DC_NS}"`) ? xml : xml.replace("<rss ", `<rss xmlns:dc="${DC_NS}" `);
}

/** An Atom enclosure link as the library writes it: `<link rel="enclosure" href="…" type="…"`. */
const ATOM_ENCLOSURE = /(<link rel="enclosure" href=")([^"]*)(" type=")([^"]*)(")/g;

export function atomXml(facts: FeedFacts): string {
  // feed 6.0.0 writes an Atom enclosure's type as "image/" + the file's extension ("image/jpg",
  // "image/svg"), ignoring the type given; the real MIME type replaces it.
  return buildFeed(facts, "atom")
    .atom1()
    .replace(ATOM_ENCLOSURE, (_match, start: string, url: string, middle: string, _type: string, end: string) => {
      return `${start}${url}${middle}${imageType(url.replace(/&amp;/g, "&"))}${end}`;
    });
}
