/**
 * RSS 2.0 and Atom 1.0 feeds (issue 8) made with the `feed` package: the latest
 * articles of a page, each with its full title, summary, picture (enclosure),
 * author, category and dates (RSS: RFC 822 via toUTCString; Atom: RFC 3339).
 * Pure: the articles and absolute URLs come in (app/seo/feeds.server.ts).
 *
 * An article's last change is its `updatedAt`, which a live story's upstream moves with every update
 * (issue 21): Atom's `<updated>`, RSS's `<dcterms:modified>`, and the feed's own date when it is the newest.
 * A live story's title is not marked live: feed readers keep an item's title as first read, and the
 * mark would stay on after the coverage ended.
 */
import { Feed, type Item } from "feed";
import type { Language } from "../i18n/language";
import { UPDATE_THRESHOLD_MS } from "../news/limits";
import { imageType } from "./social";

export { imageType };

/** Items per feed (issue 8: the latest 50). */
export const FEED_ITEMS = 50;

const DC_NS = "http://purl.org/dc/elements/1.1/";
const DCTERMS_NS = "http://purl.org/dc/terms/";

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
  /** The share picture: a URL whose format is fixed, its MIME type and its size in bytes as served. */
  image: { url: string; type: string; length: number } | null;
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
      ...(entry.image ? { enclosure: { url: entry.image.url, type: entry.image.type, length: entry.image.length } } : {}),
    };
    if (format === "atom") {
      if (entry.author) item.author = [{ name: entry.author }];
    } else {
      // RSS 2.0's <author> must be an e-mail address; a name goes in <dc:creator>. RSS has no date of change of
      // its own: Dublin Core's <dcterms:modified> says it, once the article changed after it was published.
      const changed = Date.parse(entry.updatedAt) - Date.parse(entry.publishedAt) > UPDATE_THRESHOLD_MS;
      item.extensions = [
        ...(entry.author ? [{ name: "dc:creator", objects: { _text: entry.author } }] : []),
        ...(changed ? [{ name: "dcterms:modified", objects: { _text: new Date(entry.updatedAt).toISOString() } }] : []),
      ];
    }
    feed.addItem(item);
  }
  return feed;
}

export function rssXml(facts: FeedFacts): string {
  const xml = buildFeed(facts, "rss").rss2();
  // The library declares the Dublin Core namespace only for full content; the authors' <dc:creator> needs it too,
  // and the dates of change their terms' namespace.
  const withDc = xml.includes(`xmlns:dc="${DC_NS}"`) ? xml : xml.replace("<rss ", `<rss xmlns:dc="${DC_NS}" `);
  return withDc.replace("<rss ", `<rss xmlns:dcterms="${DCTERMS_NS}" `);
}

/** An Atom enclosure link as the library writes it: `<link rel="enclosure" href="…" type="…"`. */
const ATOM_ENCLOSURE = /(<link rel="enclosure" href=")([^"]*)(" type=")([^"]*)(")/g;

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

export function atomXml(facts: FeedFacts): string {
  const types = new Map(facts.entries.flatMap((entry) => (entry.image ? [[entry.image.url, entry.image] as const] : [])));
  // feed 6.0.0 writes an Atom enclosure's type as "image/" + the file's extension ("image/jpg",
  // "image/svg"), ignoring the type given; the entry's own type (or the extension's real MIME type) replaces it.
  // Atom has no <language>: the library drops the one it is given, so the root says it with xml:lang (RFC 4287 §2).
  return buildFeed(facts, "atom")
    .atom1()
    .replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${facts.lang}">`)
    .replace(ATOM_ENCLOSURE, (_match, start: string, url: string, middle: string, _type: string, end: string) => {
      const image = types.get(url.replace(/&amp;/g, "&"));
      return `${start}${url}${middle}${image?.type ?? imageType(url.replace(/&amp;/g, "&"))}${end}`;
    });
}
