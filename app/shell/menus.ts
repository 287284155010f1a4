/**
 * The city and category menus (requirements §2 "Side menus"): entries from the upstream's
 * lists, the spec's fixed fallback lists when the upstream is unreachable and
 * nothing is cached, and which entry the current path selects. Pure.
 */
import type { Category, City } from "../news/types";
import type { MenuEntry } from "./types";

/**
 * requirements §2: "Cities: Vellore, Ranipet, Tirupattur". Used only when the city list cannot be had;
 * their names are in the locale tables (`serverShell.fallbackCities`).
 */
const FALLBACK_CITIES = ["vellore", "ranipet", "tirupattur"] as const;
export type FallbackCityNames = Record<(typeof FALLBACK_CITIES)[number], string>;

/**
 * requirements §2: the twelve fallback categories. Their slugs are the spec's names in lower case; their names, in the
 * page's language, are in the locale tables (`serverShell.fallbackCategories`): a Tamil page whose categories call
 * missed its budget showed them in English (issue 29).
 */
const FALLBACK_CATEGORIES = [
  "breaking",
  "education",
  "environment",
  "science",
  "economics",
  "lifestyle",
  "entertainment",
  "business",
  "travel",
  "cinema",
  "sports",
  "politics",
] as const;
export type FallbackCategoryNames = Record<(typeof FALLBACK_CATEGORIES)[number], string>;

/**
 * A sub-entry's route from the upstream (`city/chennai?area=t-nagar`) as a site
 * path, or null when it is anything but a plain relative path on this site.
 */
function subEntryPath(route: string): string | null {
  const trimmed = route.trim().replace(/^\/+/, "");
  if (!trimmed || trimmed.length > 200 || !/^[a-z0-9][a-z0-9\-_/.?=&%]*$/i.test(trimmed) || trimmed.includes("..")) return null;
  return `/${trimmed}`;
}

function children(subNav: { menuName: string; route: string }[]): MenuEntry["children"] {
  return subNav.flatMap((sub) => {
    const path = subEntryPath(sub.route);
    return path && sub.menuName.trim() ? [{ name: sub.menuName.trim(), path }] : [];
  });
}

export function cityMenu(cities: City[]): MenuEntry[] {
  return cities.map((city) => ({
    id: city.id,
    slug: city.slug,
    name: city.name,
    path: `/city/${encodeURIComponent(city.slug)}`,
    children: children(city.subNav),
  }));
}

export function categoryMenu(categories: Category[]): MenuEntry[] {
  return categories.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    path: `/category-name/${encodeURIComponent(category.slug)}`,
    children: children(category.subNav),
  }));
}

export function fallbackCityMenu(names: FallbackCityNames): MenuEntry[] {
  return FALLBACK_CITIES.map((slug) => ({ id: slug, slug, name: names[slug], path: `/city/${slug}`, children: [] }));
}

export function fallbackCategoryMenu(names: FallbackCategoryNames): MenuEntry[] {
  return FALLBACK_CATEGORIES.map((slug) => ({ id: slug, slug, name: names[slug], path: `/category-name/${slug}`, children: [] }));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * requirements §2: a menu highlights the entry whose name or id matches the current path.
 * `pathname` is unlocalised (`/city/1/news/x-5`, `/category-name/Politics`).
 */
export function selectedEntry(entries: MenuEntry[], section: "city" | "category-name", pathname: string): MenuEntry | null {
  const [, first, second] = pathname.split("/");
  if (first !== section || !second) return null;
  const wanted = decode(second).toLowerCase();
  return entries.find((entry) => entry.id.toLowerCase() === wanted || entry.slug.toLowerCase() === wanted || entry.name.toLowerCase() === wanted) ?? null;
}
