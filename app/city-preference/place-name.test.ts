import { describe, expect, it } from "vitest";
import { CITIES } from "../../newsroom/content/catalog";
import { cityByPlaceName, looseName } from "./place-name";

const cities = CITIES.map((city) => ({ slug: city.slug, names: city.names }));

describe("cityByPlaceName", () => {
  it("matches the spellings a geocoder uses for our cities", () => {
    expect(cityByPlaceName(cities, ["Vellore"])?.slug).toBe("vellore");
    expect(cityByPlaceName(cities, ["Thoothukudi"])?.slug).toBe("thoothukkudi");
    expect(cityByPlaceName(cities, ["Thiruvannamalai District"])?.slug).toBe("tiruvannamalai");
    expect(cityByPlaceName(cities, ["Chennai Corporation"])?.slug).toBe("chennai");
    expect(cityByPlaceName(cities, ["வேலூர்"])?.slug).toBe("vellore");
  });

  it("takes the most specific name that is ours: a town we do not list falls through to its district", () => {
    expect(cityByPlaceName(cities, ["Katpadi", "Vellore"])?.slug).toBe("vellore");
    expect(cityByPlaceName(cities, ["Ambur", "Tirupathur"])?.slug).toBe("ambur");
  });

  it("answers null when no name is one of ours", () => {
    expect(cityByPlaceName(cities, ["Bengaluru Urban", "Karnataka"])).toBeNull();
    expect(cityByPlaceName(cities, [])).toBeNull();
    expect(cityByPlaceName(cities, ["   ", "!!"])).toBeNull();
  });
});

describe("looseName", () => {
  it("folds case, marks, doubled letters, 'th' and the district suffix", () => {
    expect(looseName("Thoothukkudi")).toBe(looseName("Thoothukudi"));
    expect(looseName("Tiruvannamalai")).toBe(looseName("Thiruvannamalai district"));
    expect(looseName("Kumbakonam")).toBe("kumbakonam");
  });
});
