import { describe, expect, it } from "vitest";
import { CITIES } from "../../newsroom/content/catalog";
import { distanceKm, isCoordinates, nearestCity, NEAREST_CITY_MAX_KM } from "./nearest-city";

/** The newsroom's 33 cities, shaped as the media service sends them. */
const cities = CITIES.map((city) => ({ id: String(city.id), slug: city.slug, latitude: city.latitude, longitude: city.longitude }));

describe("nearestCity", () => {
  it("finds each of the 33 cities from its own centre", () => {
    expect(cities).toHaveLength(33);
    for (const city of cities) {
      expect(nearestCity(cities, { latitude: city.latitude, longitude: city.longitude })?.slug).toBe(city.slug);
    }
  });

  it("places a reader near Vellore Fort in Vellore, not in Ranipet 22 km away", () => {
    expect(nearestCity(cities, { latitude: 12.9208, longitude: 79.1294 })?.slug).toBe("vellore");
    expect(nearestCity(cities, { latitude: 12.93, longitude: 79.31 })?.slug).toBe("ranipet");
  });

  it("finds Chennai from a suburb and Nagercoil from Kanyakumari at the southern tip", () => {
    expect(nearestCity(cities, { latitude: 12.9249, longitude: 80.1 })?.slug).toBe("chennai");
    expect(nearestCity(cities, { latitude: 8.0883, longitude: 77.5385 })?.slug).toBe("nagercoil");
  });

  it("answers null far from every city (Delhi, London) and at the limit's edge", () => {
    expect(nearestCity(cities, { latitude: 28.6139, longitude: 77.209 })).toBeNull();
    expect(nearestCity(cities, { latitude: 51.5074, longitude: -0.1278 })).toBeNull();
    // Bengaluru is about 35 km from Hosur: in reach with the default limit, not with a 20 km one.
    expect(nearestCity(cities, { latitude: 12.9716, longitude: 77.5946 })?.slug).toBe("hosur");
    expect(nearestCity(cities, { latitude: 12.9716, longitude: 77.5946 }, 20)).toBeNull();
    expect(NEAREST_CITY_MAX_KM).toBeGreaterThan(35);
  });

  it("skips cities without coordinates and answers null for an empty list", () => {
    const partly = [{ slug: "nowhere", latitude: null, longitude: null }, ...cities];
    expect(nearestCity(partly, { latitude: 12.9165, longitude: 79.1325 })?.slug).toBe("vellore");
    expect(nearestCity([], { latitude: 12.9165, longitude: 79.1325 })).toBeNull();
    expect(nearestCity([{ slug: "x", latitude: null, longitude: 3 }], { latitude: 0, longitude: 3 })).toBeNull();
  });
});

describe("distanceKm and isCoordinates", () => {
  it("measures Chennai to Madurai as about 420 km, and zero to itself", () => {
    const chennai = { latitude: 13.0827, longitude: 80.2707 };
    const madurai = { latitude: 9.9252, longitude: 78.1198 };
    expect(distanceKm(chennai, madurai)).toBeGreaterThan(410);
    expect(distanceKm(chennai, madurai)).toBeLessThan(430);
    expect(distanceKm(chennai, chennai)).toBe(0);
  });

  it("refuses what is not a place on Earth", () => {
    expect(isCoordinates(12.9, 79.1)).toBe(true);
    expect(isCoordinates(-90, 180)).toBe(true);
    expect(isCoordinates(91, 0)).toBe(false);
    expect(isCoordinates(0, -181)).toBe(false);
    expect(isCoordinates(Number.NaN, 0)).toBe(false);
    expect(isCoordinates(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
