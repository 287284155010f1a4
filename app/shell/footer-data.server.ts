/**
 * The newsroom's lists the footer needs: categories ("Trending News") and cities
 * (to resolve the "Tamil Nadu News" districts), for the root loader.
 */
import { href } from "../i18n/language";
import type { Category, City, Language } from "../news/types";
import { UpstreamError } from "../upstream/http.server";
import { getCities, searchCategories } from "../upstream/media.server";
import { districtCities, trendingCategories, type FooterCategory, type FooterCity } from "./footer";

type Named = { slug: string; names: { en: string; ta: string } };

/**
 * spec §2 "fixed fallback lists": used only when the media service cannot be reached
 * and no copy is cached (the upstream client serves a cached copy, even a week-old
 * one, before it gives up). Like the upstream's own lists they carry both names.
 */
export const FALLBACK_CATEGORIES: readonly Named[] = [
  { slug: "breaking", names: { en: "Breaking", ta: "முக்கியச் செய்திகள்" } },
  { slug: "education", names: { en: "Education", ta: "கல்வி" } },
  { slug: "environment", names: { en: "Environment", ta: "சுற்றுச்சூழல்" } },
  { slug: "science", names: { en: "Science", ta: "அறிவியல்" } },
  { slug: "economics", names: { en: "Economics", ta: "பொருளாதாரம்" } },
  { slug: "lifestyle", names: { en: "Lifestyle", ta: "வாழ்வியல்" } },
  { slug: "entertainment", names: { en: "Entertainment", ta: "பொழுதுபோக்கு" } },
  { slug: "business", names: { en: "Business", ta: "வணிகம்" } },
  { slug: "travel", names: { en: "Travel", ta: "பயணம்" } },
  { slug: "cinema", names: { en: "Cinema", ta: "சினிமா" } },
  { slug: "sports", names: { en: "Sports", ta: "விளையாட்டு" } },
  { slug: "politics", names: { en: "Politics", ta: "அரசியல்" } },
];

export const FALLBACK_CITIES: readonly FooterCity[] = [
  { slug: "vellore", names: { en: "Vellore", ta: "வேலூர்" } },
  { slug: "ranipet", names: { en: "Ranipet", ta: "ராணிப்பேட்டை" } },
  { slug: "tirupattur", names: { en: "Tirupattur", ta: "திருப்பத்தூர்" } },
];

function categoryLink(lang: Language, category: { slug: string; name: string }): FooterCategory {
  return { name: category.name, href: href(lang, `/category-name/${encodeURIComponent(category.slug)}`) };
}

/** An outage (or an unusable answer) with nothing cached gives the fallback; a bug still surfaces. */
async function orFallback<T>(load: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError) return fallback();
    throw error;
  }
}

/**
 * Only what the footer shows travels to the page (it is in the HTML and again in the
 * loader data): the first six categories and the cities of its six districts.
 */
export async function getFooterLists(lang: Language): Promise<{ categories: FooterCategory[]; cities: FooterCity[] }> {
  const [categories, cities] = await Promise.all([
    orFallback(
      async () => (await searchCategories(lang)).data.map((category: Category) => categoryLink(lang, category)),
      () => FALLBACK_CATEGORIES.map((category) => categoryLink(lang, { slug: category.slug, name: category.names[lang] })),
    ),
    orFallback(
      async () => (await getCities(lang)).data.map((city: City): FooterCity => ({ slug: city.slug, names: city.names })),
      () => [...FALLBACK_CITIES],
    ),
  ]);
  return { categories: trendingCategories(categories), cities: districtCities(cities) };
}
