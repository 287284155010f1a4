import { describe, expect, it } from "vitest";
import { articleSocialMeta, sharePicture, socialTitle } from "./social";

describe("social titles (requirements §9: over 60 characters → 57 plus an ellipsis)", () => {
  it("keeps a title of 60 characters or fewer", () => {
    const sixty = "x".repeat(60);
    expect(socialTitle(sixty)).toBe(sixty);
    expect(socialTitle("  Short   title ")).toBe("Short title");
  });
  it("cuts a longer one where a word ends, within 57 characters, and adds an ellipsis", () => {
    const title = "Main pipeline bursts in Salem; water supply hit in 10 wards for two days";
    expect(socialTitle(title)).toBe("Main pipeline bursts in Salem; water supply hit in 10…");
    const social = socialTitle("Chennai Metro Rail opens twelve new stations on the airport line this week");
    expect(social).toBe("Chennai Metro Rail opens twelve new stations on the…");
  });
  it("keeps a word that ends exactly at the 57th character, and drops a dangling comma or dash", () => {
    const word57 = `${"a".repeat(50)} bcdefg`;
    expect(word57.length).toBe(57);
    expect(socialTitle(`${word57} and more words after it`)).toBe(`${word57}…`);
    expect(socialTitle(`${"a".repeat(35)} floods, schools shut — and more words after it`)).toBe(`${"a".repeat(35)} floods, schools shut…`);
    expect(socialTitle(`${"a".repeat(48)} floods, schools shut`)).toBe(`${"a".repeat(48)} floods…`);
  });
  it("does not cut a title with no word end in its first 57 characters", () => {
    const long = `${"x".repeat(70)} end`;
    expect(socialTitle(long)).toBe(long);
  });
  for (const title of [
    "சென்னையில் கனமழை: பள்ளிகளுக்கு இன்று விடுமுறை என மாவட்ட ஆட்சியர் அறிவிப்பு",
    "கோயம்புத்தூரில் புதிய மேம்பாலம் திறப்பு; போக்குவரத்து நெரிசல் குறையும் என எதிர்பார்ப்பு",
    "The Madurai corporation's new waste plant starts work after a two-year delay",
  ]) {
    it(`ends on a whole word and whole letters: ${title.slice(0, 20)}…`, () => {
      const social = socialTitle(title);
      const body = social.slice(0, -1);
      expect(social.endsWith("…")).toBe(true);
      expect(body.length).toBeLessThanOrEqual(57);
      expect(title.startsWith(body)).toBe(true);
      // The character after the cut is a space (or punctuation then a space): no word is halved.
      expect(title.slice(body.length)).toMatch(/^[,;:]?\s/);
      // Every grapheme of the kept text is a grapheme of the title (Tamil letters keep their vowel signs).
      const segmenter = new Intl.Segmenter("ta", { granularity: "grapheme" });
      const clusters = (text: string) => [...segmenter.segment(text)].map((part) => part.segment);
      expect(clusters(title).slice(0, clusters(body).length)).toEqual(clusters(body));
    });
  }
});

describe("the share picture", () => {
  const image = {
    src: "/media/news/7/1200.svg",
    // Not in order of width: the closest to 1200 is picked, not the last.
    srcset: [320, 1200, 640].map((width) => ({ width, src: `/media/news/7/${width}.svg` })),
    width: 1200,
    height: 675,
    alt: "Rain in Chennai",
  };
  it("is the candidate closest to 1200 wide, absolute, with its real size and type; an SVG elsewhere is not shared", () => {
    const png = { ...image, srcset: image.srcset.map((candidate) => ({ ...candidate, src: candidate.src.replace(".svg", ".png") })) };
    expect(sharePicture(png, "https://news.example")).toEqual({
      url: "https://news.example/media/news/7/1200.png",
      type: "image/png",
      width: 1200,
      height: 675,
      alt: "Rain in Chennai",
    });
    expect(sharePicture(image, "https://news.example")).toBeNull();
    expect(sharePicture(null, "https://news.example")).toBeNull();
  });
  it("is the image route's 1200 JPEG for a resized picture: URL, extension and type agree (never the SVG)", () => {
    const resized = {
      ...image,
      src: "/img/640/m/media/news/7/1200.svg",
      srcset: [],
      resized: { source: "m/media/news/7/1200.svg", widths: [320, 640, 1200, 1440] },
    };
    expect(sharePicture(resized, "https://news.example")).toEqual({
      url: "https://news.example/img/share/1200/m/media/news/7/1200.svg.jpg",
      type: "image/jpeg",
      width: 1200,
      height: 675,
      alt: "Rain in Chennai",
    });
    const small = { ...resized, width: 800, height: 600, resized: { source: "cdn.example/a.png", widths: [320, 480, 640, 720] } };
    expect(sharePicture(small, "https://news.example")).toMatchObject({
      url: "https://news.example/img/share/720/cdn.example/a.png.jpg",
      width: 720,
      height: 540,
    });
  });
  it("keeps an upstream's absolute URL", () => {
    const picture = sharePicture({ ...image, srcset: [], src: "https://cdn.example/a.jpg", width: 1600, height: 840 }, "https://news.example");
    expect(picture).toMatchObject({ url: "https://cdn.example/a.jpg", type: "image/jpeg", width: 1600, height: 840 });
  });
});

describe("Open Graph and Twitter tags", () => {
  it("carry the short title, the picture and the article's facts", () => {
    const tags = articleSocialMeta({
      lang: "ta",
      siteName: "குரல் செய்திகள்",
      url: "https://news.example/tamil/news/x-1",
      title: Array(20).fill("மழை").join(" "),
      description: "விவரம்",
      picture: { url: "https://news.example/p.jpg", type: "image/jpeg", width: 1200, height: 675, alt: "படம்" },
      publishedAt: "2026-01-01T00:00:00Z",
      modifiedAt: "2026-01-02T00:00:00Z",
      section: "அரசியல்",
      tags: ["மழை", "சென்னை"],
    });
    const entries = tags as { property?: string; name?: string; content?: string }[];
    const value = (key: string) => entries.filter((tag) => tag.property === key || tag.name === key).map((tag) => tag.content);
    expect(value("og:title")).toEqual([`${Array(14).fill("மழை").join(" ")}…`]);
    expect(value("twitter:title")).toEqual(value("og:title"));
    expect(value("og:locale")).toEqual(["ta_IN"]);
    expect(value("og:image")).toEqual(["https://news.example/p.jpg"]);
    expect(value("og:image:type")).toEqual(["image/jpeg"]);
    expect(value("og:image:width")).toEqual(["1200"]);
    expect(value("twitter:card")).toEqual(["summary_large_image"]);
    expect(value("article:tag")).toEqual(["மழை", "சென்னை"]);
    expect(value("og:url")).toEqual(["https://news.example/tamil/news/x-1"]);
  });
});
