/**
 * The reader's city (issue 7, requirements §2 home "the user's city section", §7 reverse
 * geocoding): which city the `city` cookie names, the picker's choices, and the
 * city for a pair of coordinates. The cookie holds the city's id, which is what
 * the media service's `city_id` takes (home, city lists).
 */
import { DEFAULT_CITY_SLUG } from "../news/limits";
import { nearestCity, type Coordinates } from "../news/nearest-city";
import type { Language } from "../i18n/language";
import type { City } from "../news/types";
import { readCity } from "../http/cookies.server";
import { reverseGeocode, isGeocoderConfigured } from "../upstream/geocoder.server";
import { statusForUpstreamFailure, type Fetched } from "../upstream/http.server";
import { getCities } from "../upstream/media.server";
import { cityByPlaceName } from "./place-name";
import type { CityPickerData } from "./types";

/** A city by id or slug (an older cookie, or the default, may hold a slug). */
export function findCity(cities: readonly City[], value: string | null | undefined): City | undefined {
  if (!value) return undefined;
  const slug = value.toLowerCase();
  return cities.find((city) => city.id === value) ?? cities.find((city) => city.slug.toLowerCase() === slug);
}

/** The city list, or null when the media service cannot give one: a picker is never worth an error page. */
export async function citiesOrNull(lang: Language): Promise<Fetched<City[]> | null> {
  try {
    return await getCities(lang);
  } catch (error) {
    if (statusForUpstreamFailure(error) === null) throw error;
    return null;
  }
}

/** The picker's data for this request; null when the cities cannot be had (the picker is then left out). */
export async function cityPickerData(request: Request, lang: Language): Promise<CityPickerData | null> {
  const cities = await citiesOrNull(lang);
  if (!cities || cities.data.length === 0) return null;
  // The home page shows the default city when the reader chose none: the picker says so too.
  const current = findCity(cities.data, readCity(request) ?? DEFAULT_CITY_SLUG);
  return { cities: cities.data.map((city) => ({ id: city.id, name: city.name })), currentId: current?.id ?? null };
}

export type Located = { ok: true; city: City } | { ok: false; reason: "geocoder-failed" | "not-near" };

/**
 * The city for the reader's coordinates. With GEOCODER_URL set, the geocoder's
 * most specific place name that is one of our cities; when it names none of
 * them, or with no geocoder (the default), the nearest city within reach.
 * requirements §8: a geocoder that fails is "Failed to fetch area details."
 */
export async function cityForCoordinates(cities: readonly City[], point: Coordinates): Promise<Located> {
  if (isGeocoderConfigured()) {
    let names: string[];
    try {
      names = await reverseGeocode(point);
    } catch (error) {
      if (statusForUpstreamFailure(error) === null) throw error;
      return { ok: false, reason: "geocoder-failed" };
    }
    const named = cityByPlaceName(cities, names);
    if (named) return { ok: true, city: named };
  }
  const nearest = nearestCity(cities, point);
  return nearest ? { ok: true, city: nearest } : { ok: false, reason: "not-near" };
}
