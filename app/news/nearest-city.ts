/**
 * The built-in way to turn a reader's coordinates into one of our cities (issue 7):
 * the nearest city by great-circle distance over the cities' own latitude and
 * longitude (the media service's city list carries them). Pure and local, so by
 * default no reader's location leaves our servers.
 */

export type Coordinates = { latitude: number; longitude: number };
export type Located = { latitude: number | null; longitude: number | null };

/** Further than this from every city, the reader is not in our area: we say so rather than guess. */
export const NEAREST_CITY_MAX_KM = 150;

const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether the pair is a real place on Earth (finite, latitude ±90, longitude ±180). */
export function isCoordinates(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The city nearest to `point`, or null when none is within `maxKm` (or no city
 * has coordinates). Cities without coordinates are skipped; a tie keeps the
 * earlier city of the list.
 */
export function nearestCity<T extends Located>(cities: readonly T[], point: Coordinates, maxKm = NEAREST_CITY_MAX_KM): T | null {
  let best: T | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    if (city.latitude === null || city.longitude === null || !isCoordinates(city.latitude, city.longitude)) continue;
    const km = distanceKm(point, { latitude: city.latitude, longitude: city.longitude });
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : null;
}
