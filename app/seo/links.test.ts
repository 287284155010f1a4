import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalUrl, listPageLinks, pageLinks } from "./links";

const origin = "https://news.example";

describe("canonical and hreflang links", () => {
  it("puts Tamil pages under /tamil", () => {
    expect(canonicalUrl(origin, "en", "/city/chennai")).toBe("https://news.example/city/chennai");
    expect(canonicalUrl(origin, "ta", "/city/chennai")).toBe("https://news.example/tamil/city/chennai");
    expect(canonicalUrl(origin, "ta", "/")).toBe("https://news.example/tamil");
  });
  it("names both languages and English as the default", () => {
    expect(alternateLinks(origin, "/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://news.example/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88" },
      { tagName: "link", rel: "alternate", hrefLang: "ta", href: "https://news.example/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://news.example/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88" },
    ]);
    expect(pageLinks(origin, "ta", "/city")[0]).toEqual({ tagName: "link", rel: "canonical", href: "https://news.example/tamil/city" });
  });
});

describe("list pages", () => {
  const hrefs = (links: ReturnType<typeof listPageLinks>) => Object.fromEntries(links.map((link) => [link.hrefLang ?? link.rel, link.href]));
  it("page 1 has no ?page=1 and no prev", () => {
    expect(hrefs(listPageLinks(origin, "en", "/city/chennai", { page: 1, hasPrevious: false, hasNext: true }))).toEqual({
      canonical: "https://news.example/city/chennai",
      en: "https://news.example/city/chennai",
      ta: "https://news.example/tamil/city/chennai",
      "x-default": "https://news.example/city/chennai",
      next: "https://news.example/city/chennai?page=2",
    });
  });
  it("page 2 is its own canonical, with prev to page 1", () => {
    const links = hrefs(listPageLinks(origin, "ta", "/state/tamil-nadu", { page: 2, hasPrevious: true, hasNext: false }));
    expect(links.canonical).toBe("https://news.example/tamil/state/tamil-nadu?page=2");
    expect(links.prev).toBe("https://news.example/tamil/state/tamil-nadu");
    expect(links.next).toBeUndefined();
    expect(links.en).toBe("https://news.example/state/tamil-nadu?page=2");
  });
});
