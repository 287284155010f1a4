/**
 * The optional reverse geocoder (requirements §7 "public maps reverse geocoding", issue 7),
 * at `GEOCODER_URL`: GET ?lat=&lon=&format=json, answering an address whose city,
 * county or state district names the reader's place. Only used when configured;
 * the default is the built-in nearest-city lookup (news/nearest-city.ts).
 */
import { getEnv } from "../config/env.server";
import type { Coordinates } from "../news/nearest-city";
import { CACHE_POLICY } from "./cache-policy";
import { createUpstreamClient, path } from "./http.server";
import { reverseGeocodeResponseSchema } from "./schemas-geocoder";

/** Not cached: a reader's whereabouts are nobody's business, not even our cache's. */
const geocoderClient = createUpstreamClient({ service: "geocoder", baseUrl: () => getEnv().GEOCODER_URL, cache: false });

/**
 * Decimal places sent: 2 is about 1 km, enough to name a district, and all an
 * outside service learns of where a reader stands.
 */
const SENT_PRECISION = 2;

export function isGeocoderConfigured(): boolean {
  return Boolean(getEnv().GEOCODER_URL);
}

/** The names the answer gives for the place, most specific first (city, county, state district); may be empty. */
export async function reverseGeocode(point: Coordinates): Promise<string[]> {
  const result = await geocoderClient.get(path``, {
    ...CACHE_POLICY.none,
    // English names: the city list's English names are what they are matched against.
    language: "en",
    query: { lat: point.latitude.toFixed(SENT_PRECISION), lon: point.longitude.toFixed(SENT_PRECISION), format: "json" },
    schema: reverseGeocodeResponseSchema,
  });
  const address = result.data.address ?? {};
  return [address.city, address.county, address.state_district].filter((name): name is string => Boolean(name?.trim()));
}
