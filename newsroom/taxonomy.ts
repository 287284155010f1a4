/**
 * Cities, categories, authors and tags, loaded once from the database (a few dozen rows)
 * and resolved from whatever a caller sends: an id, a slug, or a name in either language.
 */
import type { Language } from "../app/i18n/language";
import type { NewsroomDatabase } from "./db";

export type Named = { id: number; slug: string; name_en: string; name_ta: string };
export type CityRow = Named & { latitude: number; longitude: number };

export function nameIn(entry: Named, lang: Language): string {
  return lang === "ta" ? entry.name_ta : entry.name_en;
}

/** Lowercase, trimmed, whitespace collapsed, Unicode NFC: how names and slugs are compared. */
function key(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

class Lookup<T extends Named> {
  readonly all: readonly T[];
  private readonly byId = new Map<number, T>();
  private readonly byKey = new Map<string, T>();

  constructor(rows: T[]) {
    this.all = rows;
    for (const row of rows) {
      this.byId.set(row.id, row);
      // Slug first, then names: a name never shadows another entry's slug.
      this.byKey.set(key(row.slug), row);
    }
    for (const row of rows) {
      for (const name of [row.name_en, row.name_ta]) {
        if (!this.byKey.has(key(name))) this.byKey.set(key(name), row);
        // "Tamil Nadu" as a slug too: "tamil-nadu".
        const dashed = key(name).replace(/ /g, "-");
        if (!this.byKey.has(dashed)) this.byKey.set(dashed, row);
      }
    }
  }

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** An id (digits), a slug, or a name in English or Tamil (case-insensitive). */
  resolve(param: string): T | undefined {
    const trimmed = param.trim();
    if (/^\d{1,9}$/.test(trimmed)) return this.byId.get(Number(trimmed));
    return this.byKey.get(key(trimmed));
  }
}

export class Taxonomy {
  readonly cities: Lookup<CityRow>;
  readonly categories: Lookup<Named>;
  readonly authors: Lookup<Named>;
  readonly tags: Lookup<Named>;

  constructor(db: NewsroomDatabase) {
    this.cities = new Lookup(db.prepare("SELECT id, slug, name_en, name_ta, latitude, longitude FROM cities ORDER BY id").all() as CityRow[]);
    this.categories = new Lookup(db.prepare("SELECT id, slug, name_en, name_ta FROM categories ORDER BY id").all() as Named[]);
    this.authors = new Lookup(db.prepare("SELECT id, slug, name_en, name_ta FROM authors ORDER BY id").all() as Named[]);
    this.tags = new Lookup(db.prepare("SELECT id, slug, name_en, name_ta FROM tags ORDER BY id").all() as Named[]);
  }
}
