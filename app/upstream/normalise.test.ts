import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageCandidates, imageSources } from "../news/image-url";
import { citySchema, newsDetailResponseSchema, newsItemSchema, newsListResponseSchema } from "./schemas";
import { commentSchema } from "./schemas-comments";
import { countWords, type NormaliseContext, rewriteMediaUrl } from "./normalise-parts";
import { flattenNewsList, normaliseArticle, normaliseArticleSummary, normaliseCity, normaliseComment } from "./normalise";

const MEDIA = "http://127.0.0.1:4100";
const en: NormaliseContext = { language: "en", mediaOrigin: MEDIA };
const ta: NormaliseContext = { language: "ta", mediaOrigin: MEDIA };

function news(overrides: Record<string, unknown> = {}) {
  return newsItemSchema.parse({ id: 1234, title: "Rain in Chennai", published_at: "2025-01-08T06:00:00Z", ...overrides });
}

describe("title", () => {
  it("is title, else headlines", () => {
    expect(normaliseArticleSummary(news({ title: "Title", headlines: "Headline" }), en).title).toBe("Title");
    expect(normaliseArticleSummary(news({ title: null, headlines: "Headline" }), en).title).toBe("Headline");
    expect(normaliseArticleSummary(news({ title: "   ", headlines: "Headline" }), en).title).toBe("Headline");
    expect(normaliseArticleSummary(news({ title: "", headlines: "Headline" }), en).title).toBe("Headline");
  });
});

describe("author", () => {
  it("reads published_by as an object or a string, null when missing", () => {
    expect(normaliseArticleSummary(news({ published_by: { id: 3, name: "Kavitha R" } }), en).author).toBe("Kavitha R");
    expect(normaliseArticleSummary(news({ published_by: "Arun Kumar" }), en).author).toBe("Arun Kumar");
    expect(normaliseArticleSummary(news({ published_by: "  " }), en).author).toBeNull();
    expect(normaliseArticleSummary(news({ published_by: null }), en).author).toBeNull();
    expect(normaliseArticleSummary(news(), en).author).toBeNull();
  });
});

describe("category", () => {
  it("comes from the category object, else from category_id alone", () => {
    expect(normaliseArticleSummary(news({ category: { id: 4, name: "Sports" } }), en).category).toEqual({
      id: "4",
      name: "Sports",
      slug: "sports",
    });
    expect(normaliseArticleSummary(news({ category: { id: 4, name: "விளையாட்டு", slug: "sports" } }), ta).category?.slug).toBe("sports");
    expect(normaliseArticleSummary(news({ category_id: 9 }), en).category).toEqual({ id: "9", name: "", slug: "9" });
    expect(normaliseArticleSummary(news(), en).category).toBeNull();
  });
});

describe("flags", () => {
  it("turns 0/1, '1' and 'true' into booleans", () => {
    const item = normaliseArticleSummary(
      news({ is_important: 1, is_webnews: "1", is_shortnews: 0, is_state: "true", is_national: false, is_international: null, meta_data: { islive: 1 } }),
      en,
    );
    expect(item).toMatchObject({
      isImportant: true,
      isWebNews: true,
      isShortNews: false,
      isState: true,
      isNational: false,
      isInternational: false,
      isBreaking: false,
      isLive: true,
    });
    expect(normaliseArticleSummary(news({ meta_data: {} }), en).isLive).toBe(false);
  });
});

describe("images", () => {
  it("rewrites media-service URLs to site-relative /media/… paths, with srcset and default size", () => {
    const image = normaliseArticleSummary(
      news({
        images: {
          original_url: `${MEDIA}/media/news/1234.jpg?v=2`,
          sizes: { "1200": `${MEDIA}/media/news/1234-1200.jpg`, "320": `${MEDIA}/media/news/1234-320.jpg`, "640": `${MEDIA}/media/news/1234-640.jpg` },
        },
      }),
      en,
    ).image;
    expect(image).toEqual({
      src: "/media/news/1234.jpg?v=2",
      // Every size, rewritten to a site-relative path, narrowest first.
      srcset: [320, 640, 1200].map((width) => ({ width, src: `/media/news/1234-${width}.jpg` })),
      width: 1200,
      height: 675,
      alt: "Rain in Chennai",
    });
  });

  it("leaves other origins alone, and keeps given dimensions", () => {
    const image = normaliseArticleSummary(news({ images: { original_url: "https://cdn.example/a.jpg", width: 800, height: 600 } }), en).image;
    expect(image).toMatchObject({ src: "https://cdn.example/a.jpg", width: 800, height: 600, srcset: [] });
    // Same host, other port: another origin.
    expect(rewriteMediaUrl("http://127.0.0.1:9999/media/x.jpg", MEDIA)).toBe("http://127.0.0.1:9999/media/x.jpg");
    expect(rewriteMediaUrl(`${MEDIA}/media/x.jpg`, null)).toBe(`${MEDIA}/media/x.jpg`);
    expect(rewriteMediaUrl("not a url", MEDIA)).toBe("not a url");
  });

  it("serves allow-listed pictures through the image route, at the route's widths (issue 9)", () => {
    const routed: NormaliseContext = { ...en, imageSources: imageSources(MEDIA, ["https://cdn.example"]) };
    const svg = normaliseArticleSummary(
      news({ images: { original_url: `${MEDIA}/media/news/7/1200.svg`, sizes: { "320": `${MEDIA}/media/news/7/320.svg` }, width: 1200, height: 675 } }),
      routed,
    ).image!;
    expect(svg.src).toBe("/img/640/m/media/news/7/1200.svg");
    expect(svg.resized).toEqual({ source: "m/media/news/7/1200.svg", widths: IMAGE_WIDTHS });
    expect(imageCandidates(svg).at(-1)?.src).toBe("/img/1440/m/media/news/7/1200.svg");
    expect(svg).toMatchObject({ width: 1200, height: 675, alt: "Rain in Chennai" });
    const raster = normaliseArticleSummary(news({ images: { original_url: "https://cdn.example/a.jpg", width: 800, height: 600 } }), routed).image!;
    expect(imageCandidates(raster).map((candidate) => candidate.width)).toEqual([320, 480, 640, 720]);
    // Not on the allow-list (or not a plain URL): shown as before.
    expect(normaliseArticleSummary(news({ images: { original_url: "https://elsewhere.example/a.jpg" } }), routed).image?.src).toBe(
      "https://elsewhere.example/a.jpg",
    );
    expect(normaliseArticleSummary(news({ images: { original_url: `${MEDIA}/media/a.jpg?v=2` } }), routed).image?.src).toBe("/media/a.jpg?v=2");
  });

  it("uses the largest size when there is no original, and null when there is nothing", () => {
    expect(
      normaliseArticleSummary(news({ images: { sizes: { "320": "https://cdn.example/s.jpg", "640": "https://cdn.example/m.jpg" } } }), en).image?.src,
    ).toBe("https://cdn.example/m.jpg");
    expect(normaliseArticleSummary(news({ images: {} }), en).image).toBeNull();
    expect(normaliseArticleSummary(news(), en).image).toBeNull();
  });
});

describe("body, words and slug", () => {
  it("counts words of the body without tags, in either script; the summary when there is no body", () => {
    expect(countWords("<p>One <b>two</b></p><script>var a = 1;</script><p>three&nbsp;four</p>")).toBe(4);
    expect(countWords("சென்னையில் இன்று கனமழை பெய்தது")).toBe(4);
    expect(normaliseArticleSummary(news({ web_content: "<p>a b c</p>", short_summary: "one two" }), en).wordCount).toBe(3);
    expect(normaliseArticleSummary(news({ short_summary: "one two" }), en).wordCount).toBe(2);
  });

  it("takes the body in the asked language only", () => {
    const item = news({ content: { en: "<p>English body</p>", ta: "<p>தமிழ் உரை</p>" } });
    expect(normaliseArticle(item, ta).bodyHtml).toBe("<p>தமிழ் உரை</p>");
    expect(normaliseArticle(news({ content: { en: "<p>English only</p>" } }), ta).bodyHtml).toBe("");
    expect(normaliseArticle(news({ web_content: "<p>web</p>", content: "plain" }), en).bodyHtml).toBe("<p>web</p>");
  });

  it("makes the public slug from the upstream slug, else the title", () => {
    expect(normaliseArticleSummary(news({ slug: "chennai-rain-1234" }), en).slug).toBe("chennai-rain-1234");
    expect(normaliseArticleSummary(news({ slug: "chennai-rain" }), ta).slug).toBe("chennai-rain-1234");
    expect(normaliseArticleSummary(news(), en).slug).toBe("rain-in-chennai-1234");
    expect(normaliseArticleSummary(news({ title: "சென்னையில் கனமழை" }), ta).slug).toBe("news-1234");
  });

  it("keeps a list summary free of the body, and the article carries it", () => {
    const item = news({ web_content: "<p>body</p>", meta_description: "Meta", short_summary: "Short" });
    expect(normaliseArticleSummary(item, en)).not.toHaveProperty("bodyHtml");
    expect(normaliseArticle(item, en)).toMatchObject({ bodyHtml: "<p>body</p>", metaDescription: "Meta", summary: "Short" });
  });
});

describe("envelopes", () => {
  it("reads data.data and showData.data alike", () => {
    const item = { id: 1, title: "A", published_at: "2025-01-08T06:00:00Z" };
    const viaData = newsDetailResponseSchema.parse({ data: { data: item } });
    const viaShowData = newsDetailResponseSchema.parse({ showData: { data: item } });
    expect(normaliseArticle(viaData.data, en)).toEqual(normaliseArticle(viaShowData.data, en));
  });

  it("flattens grouped search results, each article once", () => {
    const a = { id: 1, title: "A", published_at: "2025-01-08T06:00:00Z" };
    const b = { id: 2, title: "B", published_at: "2025-01-08T06:00:00Z", city: "Vellore", state: "Tamil Nadu" };
    const c = { id: 3, headlines: "C", published_at: "2025-01-08T06:00:00Z" };
    const grouped = newsListResponseSchema.parse({
      showData: { data: [{ section_title: "S", section_title_key: "s", primary_news: b, secondary_news: [a], other_news: [c, a] }] },
    });
    const items = flattenNewsList(grouped.data, en);
    expect(items.map((item) => item.id)).toEqual(["2", "1", "3"]);
    expect(items[0]).toMatchObject({ city: { id: "Vellore", name: "Vellore" }, state: "Tamil Nadu" });
    const flat = newsListResponseSchema.parse({ data: { data: [a, c], page: 2, total: 40 } });
    expect(flattenNewsList(flat.data, en).map((item) => item.title)).toEqual(["A", "C"]);
  });
});

describe("cities and comments", () => {
  it("names a city in the page's language", () => {
    const city = citySchema.parse({ id: 25, name: "Tiruvannamalai", multilingual_names: { en: "Tiruvannamalai", ta: "திருவண்ணாமலை" } });
    expect(normaliseCity(city, "ta")).toMatchObject({ id: "25", name: "திருவண்ணாமலை", slug: "tiruvannamalai", subNav: [] });
    expect(normaliseCity(city, "en").name).toBe("Tiruvannamalai");
  });

  it("keeps no name for a reader who gave none, for the page to word in its language (issue 29)", () => {
    const base = { id: 1, news_id: 1234, comment: "Nice", created_at: "2025-01-08T06:00:00Z", likes_count: 0, is_liked: false };
    for (const user of [{ id: 12, name: null }, { id: 12, name: "  " }, { id: 12 }]) {
      expect(normaliseComment(commentSchema.parse({ ...base, user })).author).toEqual({ id: "12", name: null });
    }
  });

  it("reshapes comments with their replies", () => {
    const payload = commentSchema.parse({
      id: 1,
      news_id: 1234,
      comment: "Nice",
      user: { id: 9, name: "Meena" },
      created_at: "2025-01-08T06:00:00Z",
      likes_count: 2,
      is_liked: 1,
      replies: [{ id: 2, news_id: 1234, parent_id: 1, comment: "Thanks", user: { id: 3, name: "Ravi" }, created_at: "2025-01-08T07:00:00Z", likes_count: 0 }],
    });
    expect(normaliseComment(payload)).toEqual({
      id: "1",
      newsId: "1234",
      parentId: null,
      text: "Nice",
      author: { id: "9", name: "Meena" },
      createdAt: "2025-01-08T06:00:00Z",
      likesCount: 2,
      isLiked: true,
      replies: [
        {
          id: "2",
          newsId: "1234",
          parentId: "1",
          text: "Thanks",
          author: { id: "3", name: "Ravi" },
          createdAt: "2025-01-08T07:00:00Z",
          likesCount: 0,
          isLiked: false,
          replies: [],
        },
      ],
    });
  });
});
