/**
 * Finding a city, category or author from a route parameter. The requirements (§2) says
 * both: menus link with the id, the route table calls the parameter a name.
 * Both resolve here, and so does the slug; the slug is the canonical form
 * (/work URL conventions: `/city/chennai`), every other form is answered with a
 * 301 to it.
 */
import type { Author, Category, City } from "./types";
import { slugify } from "./slug";

export type Resolved<T> = { found: T; canonical: boolean };

/** How names, slugs and parameters are compared: NFC, trimmed, whitespace collapsed, lowercase. */
export function comparisonKey(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

type Keys = { id: string; slug: string; names: readonly string[] };

/**
 * The entry whose id, slug or name (any of its names, either language) the
 * parameter is; ids first, then slugs, then names, so a name never shadows
 * another entry's id or slug. `canonical` is true when the parameter is exactly
 * the slug.
 */
function resolveEntry<T>(entries: readonly T[], param: string, keysOf: (entry: T) => Keys): Resolved<T> | null {
  const wanted = comparisonKey(param);
  if (!wanted) return null;
  const keyed = entries.map((entry) => ({ entry, keys: keysOf(entry) }));
  const byId = keyed.find(({ keys }) => keys.id === param.trim());
  if (byId) return { found: byId.entry, canonical: param === byId.keys.slug };
  const bySlug = keyed.find(({ keys }) => comparisonKey(keys.slug) === wanted);
  if (bySlug) return { found: bySlug.entry, canonical: param === bySlug.keys.slug };
  const dashed = wanted.replace(/ /g, "-");
  const byName = keyed.find(({ keys }) =>
    keys.names.some((name) => {
      const key = comparisonKey(name);
      return key === wanted || key.replace(/ /g, "-") === dashed;
    }),
  );
  return byName ? { found: byName.entry, canonical: false } : null;
}

export function resolveCity(cities: readonly City[], param: string): Resolved<City> | null {
  return resolveEntry(cities, param, (city) => ({ id: city.id, slug: city.slug, names: [city.name, city.names.en, city.names.ta] }));
}

export function resolveCategory(categories: readonly Category[], param: string): Resolved<Category> | null {
  return resolveEntry(categories, param, (category) => ({ id: category.id, slug: category.slug, names: [category.name, slugify(category.name)] }));
}

export function resolveAuthor(authors: readonly Author[], param: string): Resolved<Author> | null {
  return resolveEntry(authors, param, (author) => ({ id: author.id, slug: author.slug, names: [author.name] }));
}
