import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageCandidates, imageSourceOf, imageSources, isAllowedImageUrl, parseImageRequest, routedImage, shareImageRouteUrl } from "./image-url";

const MEDIA = "http://127.0.0.1:4010";
const sources = imageSources(MEDIA, ["https://cdn.example.in"]);

function refused(afterPrefix: string) {
  const result = parseImageRequest(afterPrefix, sources);
  expect(result.ok, afterPrefix).toBe(false);
  return result.ok ? null : result.status;
}

describe("image route URLs", () => {
  it("name the source by key and keep the upstream path", () => {
    expect(imageSourceOf(`${MEDIA}/media/news/7/1200.svg`, sources)).toBe("m/media/news/7/1200.svg");
    expect(imageSourceOf("https://cdn.example.in/2025/01/rain%20chennai.jpg", sources)).toBe("cdn.example.in/2025/01/rain%20chennai.jpg");
    expect(parseImageRequest("640/m/media/news/7/1200.svg", sources)).toEqual({
      ok: true,
      width: 640,
      upstreamUrl: `${MEDIA}/media/news/7/1200.svg`,
      source: "m/media/news/7/1200.svg",
      share: false,
    });
    expect(parseImageRequest("320/cdn.example.in/2025/01/a.jpg", sources)).toMatchObject({ ok: true, upstreamUrl: "https://cdn.example.in/2025/01/a.jpg" });
  });

  it("have a share form, /img/share/{width}/{source}/{path}.jpg: the same picture, always JPEG", () => {
    expect(shareImageRouteUrl("m/media/news/7/1200.svg", 1200)).toBe("/img/share/1200/m/media/news/7/1200.svg.jpg");
    expect(parseImageRequest("share/1200/m/media/news/7/1200.svg.jpg", sources)).toEqual({
      ok: true,
      width: 1200,
      upstreamUrl: `${MEDIA}/media/news/7/1200.svg`,
      source: "m/media/news/7/1200.svg",
      share: true,
    });
    expect(refused("share/1200/m/media/news/7/1200.svg")).toBe(404);
    expect(refused("share/share/1200/m/a.jpg.jpg")).toBe(404);
    expect(refused("share/1201/m/a.svg.jpg")).toBe(400);
    expect(refused("share/1200/evil.example/a.svg.jpg")).toBe(404);
  });

  it("leave pictures from other hosts, with queries or credentials as they are (not routed)", () => {
    expect(imageSourceOf("https://evil.example/a.jpg", sources)).toBeNull();
    expect(imageSourceOf("http://cdn.example.in/a.jpg", sources)).toBeNull(); // scheme is part of the origin
    expect(imageSourceOf("https://cdn.example.in:8443/a.jpg", sources)).toBeNull();
    expect(imageSourceOf("https://cdn.example.in/a.jpg?w=100", sources)).toBeNull();
    expect(imageSourceOf("https://user:pw@cdn.example.in/a.jpg", sources)).toBeNull();
    expect(imageSourceOf("https://cdn.example.in/a/../b.jpg", sources)).toBe("cdn.example.in/b.jpg"); // URL parsing resolves it first
    expect(imageSourceOf("not a url", sources)).toBeNull();
  });

  it("refuse widths outside the fixed set", () => {
    for (const width of ["0", "100", "160", "641", "0640", "99999", "-1", "640.0", "abc"]) {
      const status = parseImageRequest(`${width}/m/media/news/7/1200.svg`, sources);
      expect(status.ok, width).toBe(false);
    }
    expect(refused("100/m/media/news/7/1200.svg")).toBe(400);
  });

  it("refuse any host that is not allow-listed, however it is written", () => {
    expect(refused("640/evil.example/a.jpg")).toBe(404);
    expect(refused("640/127.0.0.1:4010/media/news/7/1200.svg")).toBe(404); // the media origin only by its key
    expect(refused("640/127.0.0.1/a.jpg")).toBe(404);
    expect(refused("640/[::1]/a.jpg")).toBe(404);
    expect(refused("640/169.254.169.254/latest/meta-data")).toBe(404);
    expect(refused("640/2130706433/a.jpg")).toBe(404);
    expect(refused("640/cdn.example.in@evil.example/a.jpg")).toBe(404);
    expect(refused("640/m@evil.example/a.jpg")).toBe(404);
    expect(refused("640/CDN.EXAMPLE.IN/a.jpg")).toBe(404);
    expect(refused("640/cdn.example.in.evil.example/a.jpg")).toBe(404);
    expect(refused("640/cdn.example.in%2F@evil.example/a.jpg")).toBe(404);
    expect(refused("640/https:%2F%2Fevil.example/a.jpg")).toBe(404);
    expect(refused("640/https:/evil.example/a.jpg")).toBe(404);
  });

  it("refuse paths that could leave the allowed origin or its path", () => {
    for (const path of [
      "m//evil.example/a.jpg", // protocol-relative once joined
      "m/%2F%2Fevil.example/a.jpg",
      "m/media/%2e%2e/%2e%2e/etc/passwd",
      "m/media/../../a.jpg",
      "m/media/./a.jpg",
      "m/media%5c..%5c/a.jpg",
      "m/media\\..\\a.jpg",
      "m/media/a.jpg%00.svg",
      "m/media/a.jpg?x=1",
      "m/media/a.jpg#x",
      "m/media/a%zz.jpg",
      "m/media/a b.jpg",
      "m/@evil.example/../a.jpg",
      `m/${"a/".repeat(300)}a.jpg`,
    ]) {
      const result = parseImageRequest(`640/${path}`, sources);
      expect(result.ok, path).toBe(false);
    }
    // An "@" inside the path stays a path on the allowed origin.
    expect(parseImageRequest("640/m/@evil.example/a.jpg", sources)).toMatchObject({ ok: true, upstreamUrl: `${MEDIA}/@evil.example/a.jpg` });
  });

  it("judge redirect targets by origin, not by look", () => {
    expect(isAllowedImageUrl(`${MEDIA}/media/x.svg`, sources)).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example.in/x.jpg", sources)).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example.in@evil.example/x.jpg", sources)).toBe(false);
    expect(isAllowedImageUrl("https://evil.example/cdn.example.in/x.jpg", sources)).toBe(false);
    expect(isAllowedImageUrl("https://user@cdn.example.in/x.jpg", sources)).toBe(false);
    expect(isAllowedImageUrl("http://127.0.0.1:4011/media/x.svg", sources)).toBe(false);
    expect(isAllowedImageUrl("http://localhost:4010/media/x.svg", sources)).toBe(false);
    expect(isAllowedImageUrl("file:///etc/passwd", sources)).toBe(false);
    expect(isAllowedImageUrl("data:image/png;base64,AAAA", sources)).toBe(false);
  });

  it("accept only plain origins in the allow-list", () => {
    expect(() => imageSources(null, ["https://cdn.example.in/path"])).toThrow();
    expect(() => imageSources(null, ["https://user@cdn.example.in"])).toThrow();
    expect([...imageSources(null, ["https://a.example/", "https://a.example"]).entries()]).toEqual([["a.example", "https://a.example"]]);
    expect(imageSources(null).size).toBe(0);
  });

  it("offer every route width for SVG and none above a raster picture's own width", () => {
    const svg = routedImage("m/media/news/7/1200.svg", 1200, true);
    expect(imageCandidates(svg).map((candidate) => candidate.width)).toEqual([...IMAGE_WIDTHS]);
    expect(imageCandidates(svg)[0]).toEqual({ width: 320, src: "/img/320/m/media/news/7/1200.svg" });
    expect(svg.src).toBe("/img/640/m/media/news/7/1200.svg");
    // Every SVG shares the one widths array, so the loader data carries it once.
    expect(routedImage("m/media/news/8/1200.svg", 1200, true).resized.widths).toBe(svg.resized.widths);
    const small = routedImage("cdn.example.in/a.jpg", 500, false);
    expect(imageCandidates(small).map((candidate) => candidate.width)).toEqual([320, 480]);
    expect(small.src).toBe("/img/480/cdn.example.in/a.jpg");
    const tiny = routedImage("cdn.example.in/b.jpg", 100, false);
    expect(imageCandidates(tiny).map((candidate) => candidate.width)).toEqual([320]);
    // Every URL the pages write is one the route accepts.
    for (const candidate of [...imageCandidates(svg), ...imageCandidates(small)]) {
      expect(parseImageRequest(candidate.src.slice("/img/".length), sources).ok).toBe(true);
    }
  });
});
