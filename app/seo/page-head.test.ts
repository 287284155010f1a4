import { describe, expect, it } from "vitest";
import { PUBLISHER_LOGO, sitePublisher } from "./json-ld";
import { collectionPageJsonLd, listHeadExtra, organizationJsonLd, pageSocialMeta, webSiteJsonLd } from "./page-head";

const origin = "https://news.example";

describe("link previews of list pages and home", () => {
  it("use the section's 1200×630 PNG in the page's language", () => {
    const tags = pageSocialMeta({
      lang: "ta",
      origin,
      siteName: "குரல் செய்திகள்",
      url: `${origin}/tamil/city/chennai`,
      title: "சென்னை செய்திகள்",
      description: "விவரம்",
      section: "city",
      imageAlt: "படம்",
    }) as { property?: string; name?: string; content: string }[];
    const value = (key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;
    expect(value("og:type")).toBe("website");
    expect(value("og:image")).toBe(`${origin}/share/city-ta.png`);
    expect(value("og:image:type")).toBe("image/png");
    expect([value("og:image:width"), value("og:image:height")]).toEqual(["1200", "630"]);
    expect(value("og:locale")).toBe("ta_IN");
    expect(value("twitter:card")).toBe("summary_large_image");
    expect(value("twitter:image")).toBe(value("og:image"));
  });
});

describe("structured data", () => {
  it("home: a WebSite whose SearchAction searches in the page's language, and its publisher", () => {
    const site = webSiteJsonLd(origin, "ta", "குரல் செய்திகள்", "d");
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/tamil/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(site.publisher).toEqual({ "@id": `${origin}/#organization` });
    const organization = organizationJsonLd(sitePublisher(origin, { en: "Kural News", ta: "குரல் செய்திகள்" }, ["https://x.com/kuralnews"]));
    expect(organization).toMatchObject({
      "@id": `${origin}/#organization`,
      name: "Kural News",
      alternateName: "குரல் செய்திகள்",
      url: `${origin}/`,
      sameAs: ["https://x.com/kuralnews"],
    });
  });

  it("the publisher is one organisation: one @id, the same node, a raster logo of at least 112×112", async () => {
    const publisher = sitePublisher(origin, { en: "Kural News", ta: "குரல் செய்திகள்" });
    const node = organizationJsonLd(publisher);
    expect(node.logo).toEqual({ "@type": "ImageObject", url: `${origin}/share/publisher-logo.png`, width: 512, height: 512 });
    // The committed file is what the head says it is.
    const sharp = (await import("sharp")).default;
    const file = await sharp(`public${PUBLISHER_LOGO.path}`).metadata();
    expect([file.format, file.width, file.height]).toEqual(["png", 512, 512]);
    expect(PUBLISHER_LOGO.width).toBeGreaterThanOrEqual(112);
  });

  it("list: a CollectionPage with an ItemList of what it shows, in order", () => {
    const page = collectionPageJsonLd({
      origin,
      lang: "en",
      url: `${origin}/city/chennai?page=2`,
      name: "Chennai News",
      description: "d",
      items: [
        { url: `${origin}/news/a-1`, name: "A" },
        { url: `${origin}/news/b-2`, name: "B" },
      ],
    });
    expect(page["@type"]).toBe("CollectionPage");
    expect(page.mainEntity).toEqual({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${origin}/news/a-1`, name: "A" },
        { "@type": "ListItem", position: 2, url: `${origin}/news/b-2`, name: "B" },
      ],
    });
  });

  it("a news list announces its feeds; a directory has none", () => {
    const facts = {
      origin,
      lang: "en" as const,
      path: "/city/chennai",
      url: `${origin}/city/chennai`,
      siteName: "Kural News",
      title: "Chennai News",
      description: "d",
      section: "city" as const,
      imageAlt: "a",
      items: [],
    };
    const types = (extra: ReturnType<typeof listHeadExtra>) => extra.flatMap((entry) => ("type" in entry ? [entry.type] : []));
    expect(types(listHeadExtra({ ...facts, feeds: { rss: "r", atom: "a" } }))).toEqual(["application/rss+xml", "application/atom+xml"]);
    expect(types(listHeadExtra(facts))).toEqual([]);
  });
});
