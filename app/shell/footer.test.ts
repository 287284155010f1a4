import { describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { ta } from "../i18n/locales/ta";
import { districtCities, districtLinks, FOOTER_PAGES, trendingCategories, type FooterCity } from "./footer";
import { href } from "../i18n/language";

const cities: FooterCity[] = [
  { slug: "chennai", names: { en: "Chennai", ta: "சென்னை" } },
  { slug: "vellore", names: { en: "Vellore", ta: "வேலூர்" } },
  { slug: "ranipet", names: { en: "Ranipet", ta: "ராணிப்பேட்டை" } },
  { slug: "tiruvannamalai", names: { en: "Tiruvannamalai", ta: "திருவண்ணாமலை" } },
  { slug: "tirupattur", names: { en: "Tirupattur", ta: "திருப்பத்தூர்" } },
];

describe("the footer's Tamil Nadu News districts", () => {
  it("link the districts the city list has to their city pages, spelling aliases included (English)", () => {
    const links = districtLinks("en", cities, (key) => en.footer.districts[key]);
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ["Vellore", "/city/vellore"],
      ["Tirupattur", "/city/tirupattur"],
      ["Ranipet", "/city/ranipet"],
      ["Tiruvannamalai", "/city/tiruvannamalai"],
      ["Villupuram", "/search?q=Villupuram"],
      ["Kallakurichi", "/search?q=Kallakurichi"],
    ]);
  });

  it("use Tamil names and Tamil pages on a Tamil page, searching in Tamil for the others", () => {
    const links = districtLinks("ta", cities, (key) => ta.footer.districts[key]);
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ["வேலூர்", "/tamil/city/vellore"],
      ["திருப்பத்தூர்", "/tamil/city/tirupattur"],
      ["ராணிப்பேட்டை", "/tamil/city/ranipet"],
      ["திருவண்ணாமலை", "/tamil/city/tiruvannamalai"],
      ["விழுப்புரம்", `/tamil/search?q=${encodeURIComponent("விழுப்புரம்")}`],
      ["கள்ளக்குறிச்சி", `/tamil/search?q=${encodeURIComponent("கள்ளக்குறிச்சி")}`],
    ]);
  });

  it("search for every district when the city list is empty", () => {
    const links = districtLinks("en", [], (key) => en.footer.districts[key]);
    expect(links.every((link) => link.href.startsWith("/search?q="))).toBe(true);
    expect(links[1]).toEqual({ key: "tirupathur", label: "Tirupathur", href: "/search?q=Tirupathur" });
  });
});

describe("the footer's other columns", () => {
  it("Trending News is the first six categories in order (spec §9)", () => {
    const categories = Array.from({ length: 12 }, (_, i) => ({ name: `C${i}`, href: `/category-name/c${i}` }));
    expect(trendingCategories(categories).map((c) => c.name)).toEqual(["C0", "C1", "C2", "C3", "C4", "C5"]);
    expect(trendingCategories(categories.slice(0, 2))).toHaveLength(2);
  });

  it("the Tamil user-policy link goes to the Tamil user policy, not the cookie policy (spec §2 bug)", () => {
    const userPolicy = FOOTER_PAGES.find((page) => page.key === "userPolicy")!;
    expect(href("ta", userPolicy.path)).toBe("/tamil/user-policy");
    expect(FOOTER_PAGES.map((page) => href("ta", page.path))).toEqual([
      "/tamil/about",
      "/tamil/contact",
      "/tamil/cookie-policy",
      "/tamil/privacy-policy",
      "/tamil/user-policy",
      "/tamil/terms",
    ]);
  });
});

describe("what the footer sends to the page", () => {
  it("keeps only the cities of its districts, in the footer's order", () => {
    const many: FooterCity[] = [...cities, { slug: "madurai", names: { en: "Madurai", ta: "மதுரை" } }];
    expect(districtCities(many).map((city) => city.slug)).toEqual(["vellore", "tirupattur", "ranipet", "tiruvannamalai"]);
  });
});
