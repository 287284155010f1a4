import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalUrl, listPageLinks, listPageLinksByLanguage, pageLinks } from "./links";

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

describe("a page named differently in each language (a tag)", () => {
  const hrefs = (links: ReturnType<typeof listPageLinksByLanguage>) => Object.fromEntries(links.map((link) => [link.hrefLang ?? link.rel, link.href]));
  it("points each language at its own name, English as x-default", () => {
    const links = hrefs(listPageLinksByLanguage(origin, "ta", { en: "/tags/Rain", ta: "/tags/%E0%AE%AE" }, { page: 1, hasPrevious: false, hasNext: false }));
    expect(links).toEqual({
      canonical: "https://news.example/tamil/tags/%E0%AE%AE",
      en: "https://news.example/tags/Rain",
      ta: "https://news.example/tamil/tags/%E0%AE%AE",
      "x-default": "https://news.example/tags/Rain",
    });
  });
  it("names no alternate that does not exist", () => {
    const links = hrefs(listPageLinksByLanguage(origin, "ta", { en: null, ta: "/tags/x" }, { page: 1, hasPrevious: false, hasNext: false }));
    expect(links).toEqual({ canonical: "https://news.example/tamil/tags/x", ta: "https://news.example/tamil/tags/x" });
  });
});
