import { describe, expect, it } from "vitest";
import { DEFAULT_ARTICLE_TITLE } from "../news/limits";
import { legacyDetailResponseSchema, legacyListResponseSchema } from "./schemas-legacy";
import type { NormaliseContext } from "./normalise-parts";
import { normaliseLegacyArticle, normaliseLegacySummary } from "./normalise-legacy";

const MEDIA = "http://127.0.0.1:4100";
const en: NormaliseContext = { language: "en", mediaOrigin: MEDIA };
const ta: NormaliseContext = { language: "ta", mediaOrigin: MEDIA };

describe("older service items", () => {
  it("have the spec's default title only when they give no headline", () => {
    // The schema rejects such an item; the legacy path can still carry a blank headline.
    const legacy = legacyDetailResponseSchema.parse({
      data: { data: { id: 5, url: "/news/5", headlines: " ", createdAt: "2025-01-08T06:00:00Z" } },
    });
    expect(normaliseLegacyArticle(legacy, en).title).toBe(DEFAULT_ARTICLE_TITLE);
  });

  it("normalise to the same ArticleSummary shape", () => {
    const list = legacyListResponseSchema.parse({
      status: true,
      data: {
        data: [
          {
            id: 77,
            url: "https://old.example/news/temple-festival-77",
            summary_img: `${MEDIA}/media/news/77.jpg`,
            categories: [{ id: 2, name: "Lifestyle" }],
            headlines: "Temple festival draws crowds",
            short_summary: "Thousands gathered.",
            author_name: "Staff Reporter",
            createdAt: "2025-01-07T10:00:00Z",
            content: "<p>Thousands gathered at dawn.</p>",
            tags: ["festival", " festival ", ""],
            city: "Madurai",
          },
        ],
        page: 1,
      },
    });
    const [summary] = list.data.map((item) => normaliseLegacySummary(item, ta));
    expect(summary).toMatchObject({
      id: "77",
      slug: "temple-festival-77",
      language: "ta",
      title: "Temple festival draws crowds",
      summary: "Thousands gathered.",
      image: { src: "/media/news/77.jpg", width: 1200, height: 675, alt: "Temple festival draws crowds" },
      category: { id: "2", name: "Lifestyle", slug: "lifestyle" },
      author: "Staff Reporter",
      publishedAt: "2025-01-07T10:00:00Z",
      tags: ["festival"],
      city: { id: "Madurai", name: "Madurai" },
      isImportant: false,
      wordCount: 4,
    });
    expect(summary).not.toHaveProperty("bodyHtml");
  });

  it("takes a string category and an id-only url", () => {
    const item = legacyDetailResponseSchema.parse({
      data: { data: { id: 8, url: "/news/8", categories: "Business News", headlines: "Markets", author_name: null, createdAt: "2025-01-07T10:00:00Z" } },
    });
    expect(normaliseLegacyArticle(item, en)).toMatchObject({
      slug: "markets-8",
      category: { id: "business-news", name: "Business News", slug: "business-news" },
      author: null,
      bodyHtml: "",
    });
  });
});
