/**
 * What the site footer shows (requirements §2, footer): its types, the fixed lists, and how
 * the "Tamil Nadu News" districts become links. Plain module: the footer component
 * and the server code that loads its data both use it.
 */
import { href, type Language } from "../i18n/language";
import { FOOTER_TRENDING_CATEGORIES } from "../news/limits";

/** Outside addresses the footer links to; set by the operator (footer-links.server.ts). */
export type FooterLinks = {
  appStore: string;
  playStore: string;
  facebook: string;
  x: string;
  instagram: string;
  youtube: string;
  whatsapp: string;
};

export type SocialNetwork = "facebook" | "x" | "instagram" | "youtube" | "whatsapp";
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ["facebook", "x", "instagram", "youtube", "whatsapp"];

export type FooterCategory = { name: string; href: string };
/** A city of the shell's city menu: its slug and its name in the page's language. */
export type FooterCity = { slug: string; name: string };

/** "Trending News" is the first six categories, in the newsroom's order (requirements §2, §9). */
export function trendingCategories(categories: readonly FooterCategory[]): FooterCategory[] {
  return categories.slice(0, FOOTER_TRENDING_CATEGORIES);
}

export type DistrictKey = "vellore" | "tirupathur" | "ranipet" | "thiruvannamalai" | "villupuram" | "kallakurichi";

/**
 * requirements §2 footer, "Tamilnadu News", in its order and spelling. `aliases` are the
 * spellings the city list uses where the spec spells a name differently.
 */
const FOOTER_DISTRICTS: readonly { key: DistrictKey; name: string; aliases: readonly string[] }[] = [
  { key: "vellore", name: "Vellore", aliases: [] },
  { key: "tirupathur", name: "Tirupathur", aliases: ["tirupattur"] },
  { key: "ranipet", name: "Ranipet", aliases: [] },
  { key: "thiruvannamalai", name: "Thiruvannamalai", aliases: ["tiruvannamalai"] },
  { key: "villupuram", name: "Villupuram", aliases: [] },
  { key: "kallakurichi", name: "Kallakurichi", aliases: [] },
];

export type DistrictLink = { key: DistrictKey; label: string; href: string };

function comparable(value: string): string {
  return value.normalize("NFC").trim().toLowerCase();
}

/** The city-list entry of a district, by slug or name, aliases included. */
function cityOf(district: (typeof FOOTER_DISTRICTS)[number], cities: readonly FooterCity[]): FooterCity | undefined {
  const wanted = new Set([district.name, ...district.aliases].map(comparable));
  return cities.find((city) => wanted.has(comparable(city.slug)) || wanted.has(comparable(city.name)));
}

/**
 * Each district links to its city page when the city list has it (by slug or English
 * name, aliases included), labelled with the list's name in the page's language;
 * otherwise to a search for its name. `nameOf` gives the name from the locale file.
 */
export function districtLinks(lang: Language, cities: readonly FooterCity[], nameOf: (key: DistrictKey) => string): DistrictLink[] {
  return FOOTER_DISTRICTS.map((district) => {
    const city = cityOf(district, cities);
    if (city) {
      return { key: district.key, label: city.name || nameOf(district.key), href: href(lang, `/city/${encodeURIComponent(city.slug)}`) };
    }
    const label = nameOf(district.key);
    return { key: district.key, label, href: href(lang, `/search?q=${encodeURIComponent(label)}`) };
  });
}

export type FooterPageKey = "aboutUs" | "contact" | "cookiePolicy" | "privacyPolicy" | "userPolicy" | "terms";

/**
 * The "Links" column, each to the page in the page's language. The spec's Tamil
 * footer sent "user policy" to the cookie policy (requirements §2); here it goes to
 * /tamil/user-policy.
 */
export const FOOTER_PAGES: readonly { key: FooterPageKey; path: string }[] = [
  { key: "aboutUs", path: "/about" },
  { key: "contact", path: "/contact" },
  { key: "cookiePolicy", path: "/cookie-policy" },
  { key: "privacyPolicy", path: "/privacy-policy" },
  { key: "userPolicy", path: "/user-policy" },
  { key: "terms", path: "/terms" },
];
