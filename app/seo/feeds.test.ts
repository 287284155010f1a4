import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomXml, FEED_ITEMS, imageType, rssXml, type FeedEntry, type FeedFacts } from "./feeds";
import { feedLinks, feedPath, pageOfFeedPath } from "./feed-links";
import { bodyEtag } from "../wire/http-conditional.server";

const origin = "https://news.example";
const entry = (index: number): FeedEntry => ({
  url: `${origin}/tamil/news/rain-${index}`,
  title: `சென்னையில் கனமழை & <வெள்ளம்> ]]> ${index}`,
  summary: "பள்ளிகளுக்கு விடுமுறை",
  publishedAt: new Date(Date.UTC(2026, 2, 1, 4, index)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 2, 1, 5, index)).toISOString(),
  author: index % 2 ? "க. ராமன்" : null,
  category: "வானிலை",
  image: { url: `${origin}/img/share/1200/m/media/news/${index}/1200.svg.jpg`, type: "image/jpeg", length: 40_000 + index },
});

const facts = (count: number): FeedFacts => ({
  lang: "ta",
  title: "சென்னை செய்திகள் | குரல் செய்திகள்",
  description: "சென்னையின் அண்மைச் செய்திகள்",
  pageUrl: `${origin}/tamil/city/chennai`,
  rssUrl: `${origin}/tamil/city/chennai/rss.xml`,
  atomUrl: `${origin}/tamil/city/chennai/atom.xml`,
  siteName: "குரல் செய்திகள்",
  homeUrl: `${origin}/tamil`,
  logoUrl: `${origin}/share/home-ta.png`,
  iconUrl: `${origin}/favicon.svg`,
  copyright: "© 2026 குரல் செய்திகள்",
  entries: Array.from({ length: count }, (_, index) => entry(index + 1)),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "entry", "link", "category", "author"].includes(name),
});

describe("RSS 2.0", () => {
  const xml = rssXml(facts(60));
  const channel = parser.parse(xml).rss.channel;

  it("is well-formed, with the channel's title, link, language and self link", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).rss["@version"]).toBe("2.0");
    expect(channel.title).toBe("சென்னை செய்திகள் | குரல் செய்திகள்");
    expect(channel.link).toEqual([`${origin}/tamil/city/chennai`]);
    expect(channel.language).toBe("ta");
    expect(channel["atom:link"]["@href"]).toBe(`${origin}/tamil/city/chennai/rss.xml`);
  });

  it("holds the latest 50 items with full title, summary, picture, author, category and RFC 822 dates", () => {
    expect(channel.item).toHaveLength(FEED_ITEMS);
    const item = channel.item[0];
    expect(item.title).toBe("சென்னையில் கனமழை & <வெள்ளம்> ]]> 1");
    expect(item.link).toEqual([`${origin}/tamil/news/rain-1`]);
    expect(item.guid["#text"]).toBe(`${origin}/tamil/news/rain-1`);
    expect(item.guid["@isPermaLink"]).toBe("true");
    expect(item.description).toBe("பள்ளிகளுக்கு விடுமுறை");
    expect(item.pubDate).toBe("Sun, 01 Mar 2026 04:01:00 GMT");
    expect(item.enclosure).toMatchObject({ "@url": `${origin}/img/share/1200/m/media/news/1/1200.svg.jpg`, "@type": "image/jpeg", "@length": "40001" });
    expect(item["dc:creator"]).toBe("க. ராமன்");
    expect(item.category).toEqual(["வானிலை"]);
    expect(channel.item[1]["dc:creator"]).toBeUndefined();
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    // RSS 2.0's <author> is an e-mail address: names never go there.
    expect(xml).not.toContain("<author>");
  });

  it("says when it last changed: its newest item", () => {
    expect(channel.lastBuildDate).toBe(new Date(Date.UTC(2026, 2, 1, 5, 60)).toUTCString());
  });
});

describe("Atom 1.0", () => {
  const xml = atomXml(facts(3));
  const feed = parser.parse(xml).feed;

  it("is well-formed with id, title, updated (RFC 3339), self and alternate links and an author", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${origin}/tamil/city/chennai`);
    expect(feed.updated).toBe("2026-03-01T05:03:00.000Z");
    expect(feed.link.map((link: Record<string, string>) => [link["@rel"], link["@href"]])).toEqual([
      ["alternate", `${origin}/tamil/city/chennai`],
      ["self", `${origin}/tamil/city/chennai/atom.xml`],
    ]);
    expect(feed.author[0].name).toBe("குரல் செய்திகள்");
  });

  it("gives each entry its id, link, summary, dates, author, category and picture", () => {
    const first = feed.entry[0];
    expect(first.id).toBe(`${origin}/tamil/news/rain-1`);
    expect(first.title["#text"]).toBe("சென்னையில் கனமழை & <வெள்ளம்> ]]> 1");
    expect(first.published).toBe("2026-03-01T04:01:00.000Z");
    expect(first.updated).toBe("2026-03-01T05:01:00.000Z");
    expect(first.author[0].name).toBe("க. ராமன்");
    expect(first.category[0]["@term"]).toBe("வானிலை");
    expect(first.link.find((link: Record<string, string>) => link["@rel"] === "enclosure")).toMatchObject({
      "@href": `${origin}/img/share/1200/m/media/news/1/1200.svg.jpg`,
      "@type": "image/jpeg",
      "@length": "40001",
    });
  });

  it("says its language on the root (xml:lang), as RSS does with <language>", () => {
    expect(feed["@xml:lang"]).toBe("ta");
    expect(parser.parse(atomXml({ ...facts(1), lang: "en" })).feed["@xml:lang"]).toBe("en");
  });
});

describe("feed addresses", () => {
  it("are /feeds/… for home and beside every list page, in both languages", () => {
    expect(feedPath("en", "/", "rss")).toBe("/feeds/rss.xml");
    expect(feedPath("ta", "/", "atom")).toBe("/tamil/feeds/atom.xml");
    expect(feedPath("ta", "/city/chennai", "rss")).toBe("/tamil/city/chennai/rss.xml");
    expect(pageOfFeedPath("/feeds/rss.xml")).toEqual({ path: "/", format: "rss" });
    expect(pageOfFeedPath("/tags/%E0%AE%AE/atom.xml")).toEqual({ path: "/tags/%E0%AE%AE", format: "atom" });
    expect(pageOfFeedPath("/city/chennai")).toBeNull();
  });

  it("are announced with their types", () => {
    expect(feedLinks(origin, "en", "/city/chennai", { rss: "r", atom: "a" })).toEqual([
      { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "r", href: `${origin}/city/chennai/rss.xml` },
      { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "a", href: `${origin}/city/chennai/atom.xml` },
    ]);
  });

  it("name a picture's type from its extension", () => {
    expect(imageType("https://x.example/a/b.JPG?w=1")).toBe("image/jpeg");
    expect(imageType("/media/news/1/1200.svg")).toBe("image/svg+xml");
    expect(imageType("https://x.example/a.webp")).toBe("image/webp");
  });
});

describe("a live story in the feeds (issue 21): its last change is its latest update", () => {
  // Entry 1 is a live story: published at 04:01, its newest update at 09:30 moved its updatedAt.
  const live = (updatedAt: string): FeedFacts => ({
    ...facts(3),
    entries: [{ ...entry(1), updatedAt }, entry(2), { ...entry(3), updatedAt: entry(3).publishedAt }],
  });
  const before = live("2026-03-01T09:30:00.000Z");
  const after = live("2026-03-01T09:45:00.000Z");

  it("RSS: <dcterms:modified> on an item changed after publishing (none on one that never changed), the channel's date the newest", () => {
    const xml = rssXml(before);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('xmlns:dcterms="http://purl.org/dc/terms/"');
    const channel = parser.parse(xml).rss.channel;
    expect(channel.item[0]["dcterms:modified"]).toBe("2026-03-01T09:30:00.000Z");
    expect(channel.item[0].pubDate).toBe("Sun, 01 Mar 2026 04:01:00 GMT");
    expect(channel.item[2]["dcterms:modified"]).toBeUndefined();
    expect(channel.lastBuildDate).toBe("Sun, 01 Mar 2026 09:30:00 GMT");
  });

  it("Atom: the entry's <updated> is its latest update, <published> stays; the feed's <updated> the newest", () => {
    const feed = parser.parse(atomXml(before)).feed;
    expect(feed.entry[0].updated).toBe("2026-03-01T09:30:00.000Z");
    expect(feed.entry[0].published).toBe("2026-03-01T04:01:00.000Z");
    expect(feed.updated).toBe("2026-03-01T09:30:00.000Z");
  });

  it("the title is the story's own, not marked live", () => {
    expect(parser.parse(rssXml(before)).rss.channel.item[0].title).toBe(entry(1).title);
  });

  it("a new update is a new validator for both feeds (their ETag is the body's)", () => {
    expect(bodyEtag(rssXml(after))).not.toBe(bodyEtag(rssXml(before)));
    expect(bodyEtag(atomXml(after))).not.toBe(bodyEtag(atomXml(before)));
    expect(parser.parse(atomXml(after)).feed.entry[0].updated).toBe("2026-03-01T09:45:00.000Z");
  });
});
