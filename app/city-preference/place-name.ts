/**
 * Matching a reverse geocoder's place names (requirements §7: address city, county,
 * state_district) to one of our cities. Spellings of Tamil place names vary
 * (Thoothukudi / Thoothukkudi, Thiruvannamalai / Tiruvannamalai), so names are
 * compared in a loose form: letters only, lowercase, "th" as "t", no doubled
 * letters, without a trailing "district", "city" or "corporation".
 */

type Named = { slug: string; names: { en: string; ta: string } };

const SUFFIX = /\s+(district|city|corporation|municipality|taluk)$/i;

export function looseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .trim()
    .replace(SUFFIX, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/th/g, "t")
    .replace(/(.)\1+/g, "$1");
}

/** The first of `names` (most specific first) that is one of `cities`, by English name, Tamil name or slug. */
export function cityByPlaceName<T extends Named>(cities: readonly T[], names: readonly string[]): T | null {
  for (const name of names) {
    const tamil = name.normalize("NFC").trim();
    const loose = looseName(name);
    const found = cities.find((city) => (loose !== "" && (looseName(city.names.en) === loose || looseName(city.slug) === loose)) || city.names.ta === tamil);
    if (found) return found;
  }
  return null;
}
