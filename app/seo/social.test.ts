import { describe, expect, it } from "vitest";
import { articleSocialMeta, sharePicture, socialTitle } from "./social";

describe("social titles (spec §9: over 60 characters → 57 plus an ellipsis)", () => {
  it("keeps a title of 60 characters or fewer", () => {
    const sixty = "x".repeat(60);
    expect(socialTitle(sixty)).toBe(sixty);
    expect(socialTitle("  Short   title ")).toBe("Short title");
  });
  it("cuts a longer one to 57 characters and an ellipsis", () => {
    const title = "Chennai Metro Rail opens twelve new stations on the airport line this week";
    const social = socialTitle(title);
    expect(social).toBe(`${title.slice(0, 57).trimEnd()}…`);
    expect(social.length).toBeLessThanOrEqual(58);
  });
  it("never cuts a Tamil letter from its vowel sign", () => {
    const title = "சென்னையில் கனமழை: பள்ளிகளுக்கு இன்று விடுமுறை என மாவட்ட ஆட்சியர் அறிவிப்பு";
    const social = socialTitle(title);
    const body = social.slice(0, -1);
    expect(social.endsWith("…")).toBe(true);
    expect(body.length).toBeLessThanOrEqual(57);
    expect(title.startsWith(body)).toBe(true);
    expect(/^[\u0BBE-\u0BCD\u0BD7]/.test(title.slice(body.length))).toBe(false);
  });
});

describe("the share picture", () => {
  const image = {
    src: "/media/news/7/1200.svg",
    srcset: [
      { width: 320, src: "/media/news/7/320.svg" },
      { width: 1200, src: "/media/news/7/1200.svg" },
      { width: 640, src: "/media/news/7/640.svg" },
    ],
    width: 1200,
    height: 675,
    alt: "Rain in Chennai",
  };
  it("is the candidate closest to 1200 wide, absolute, with its real size", () => {
    expect(sharePicture(image, "https://news.example")).toEqual({
      url: "https://news.example/media/news/7/1200.svg",
      width: 1200,
      height: 675,
      alt: "Rain in Chennai",
    });
    expect(sharePicture(null, "https://news.example")).toBeNull();
  });
  it("is the image route's 1200 variant for a resized picture (a JPEG/WebP, never the SVG)", () => {
    const resized = { ...image, src: "/img/640/m/media/news/7/1200.svg", srcset: [], resized: { source: "m/media/news/7/1200.svg", widths: [320, 640, 1200, 1440] } };
    expect(sharePicture(resized, "https://news.example")).toMatchObject({ url: "https://news.example/img/1200/m/media/news/7/1200.svg", width: 1200, height: 675 });
  });
  it("keeps an upstream's absolute URL", () => {
    const picture = sharePicture({ ...image, srcset: [], src: "https://cdn.example/a.jpg", width: 1600, height: 840 }, "https://news.example");
    expect(picture).toMatchObject({ url: "https://cdn.example/a.jpg", width: 1600, height: 840 });
  });
});

describe("Open Graph and Twitter tags", () => {
  it("carry the short title, the picture and the article's facts", () => {
    const tags = articleSocialMeta({
      lang: "ta",
      siteName: "குரல் செய்திகள்",
      url: "https://news.example/tamil/news/x-1",
      title: "அ".repeat(70),
      description: "விவரம்",
      picture: { url: "https://news.example/p.svg", width: 1200, height: 675, alt: "படம்" },
      publishedAt: "2026-01-01T00:00:00Z",
      modifiedAt: "2026-01-02T00:00:00Z",
      section: "அரசியல்",
      tags: ["மழை", "சென்னை"],
    });
    const entries = tags as { property?: string; name?: string; content?: string }[];
    const value = (key: string) => entries.filter((tag) => tag.property === key || tag.name === key).map((tag) => tag.content);
    expect(value("og:title")).toEqual([`${"அ".repeat(57)}…`]);
    expect(value("twitter:title")).toEqual(value("og:title"));
    expect(value("og:locale")).toEqual(["ta_IN"]);
    expect(value("og:image")).toEqual(["https://news.example/p.svg"]);
    expect(value("og:image:width")).toEqual(["1200"]);
    expect(value("twitter:card")).toEqual(["summary_large_image"]);
    expect(value("article:tag")).toEqual(["மழை", "சென்னை"]);
    expect(value("og:url")).toEqual(["https://news.example/tamil/news/x-1"]);
  });
});
