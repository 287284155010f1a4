import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cityForCoordinates } from "../city-preference/city-preference.server";
import { setEnv } from "../config/env.server";
import { normaliseCity } from "./normalise";
import { CITIES } from "../../newsroom/content/catalog";
import { reverseGeocode } from "./geocoder.server";

/** A reverse geocoder on loopback answering like the public maps service of requirements §7. */
let server: Server;
let base = "";
const asked: URLSearchParams[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(new URL(request.url ?? "/", "http://x").searchParams);
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reverse`;
});

afterAll(async () => {
  setEnv({ GEOCODER_URL: undefined });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
  setEnv({ GEOCODER_URL: base, UPSTREAM_TIMEOUT_MS: 10_000 });
});

const cities = CITIES.map((city) =>
  normaliseCity(
    { id: String(city.id), name: city.names.en, slug: city.slug, multilingual_names: city.names, latitude: city.latitude, longitude: city.longitude },
    "en",
  ),
);

describe("the reverse geocoder (GEOCODER_URL)", () => {
  it("is asked with lat, lon and format=json, coordinates rounded to about a kilometre", async () => {
    reply = {
      status: 200,
      body: { display_name: "Katpadi, Vellore, Tamil Nadu, India", address: { city: "Katpadi", state_district: "Vellore", state: "Tamil Nadu" } },
    };
    expect(await reverseGeocode({ latitude: 12.969412, longitude: 79.145623 })).toEqual(["Katpadi", "Vellore"]);
    expect(Object.fromEntries(asked[0]!)).toEqual({ lat: "12.97", lon: "79.15", format: "json" });
  });

  it("names the city from the address; a place it cannot name falls back to the nearest city", async () => {
    reply = { status: 200, body: { address: { county: "Thoothukudi", state: "Tamil Nadu" } } };
    const named = await cityForCoordinates(cities, { latitude: 8.8, longitude: 78.13 });
    expect(named.ok && named.city.slug).toBe("thoothukkudi");

    reply = { status: 200, body: { error: "Unable to geocode" } };
    const nearest = await cityForCoordinates(cities, { latitude: 12.92, longitude: 79.13 });
    expect(nearest.ok && nearest.city.slug).toBe("vellore");
  });

  it("a geocoder that fails is requirements §8's geocoding failure, not an error page", async () => {
    reply = { status: 503, body: { message: "over capacity" } };
    expect(await cityForCoordinates(cities, { latitude: 12.92, longitude: 79.13 })).toEqual({ ok: false, reason: "geocoder-failed" });
  });

  it("without GEOCODER_URL nothing is asked: the built-in nearest city answers", async () => {
    setEnv({ GEOCODER_URL: undefined });
    const answer = await cityForCoordinates(cities, { latitude: 12.92, longitude: 79.13 });
    expect(answer.ok && answer.city.slug).toBe("vellore");
    expect(await cityForCoordinates(cities, { latitude: 28.61, longitude: 77.2 })).toEqual({ ok: false, reason: "not-near" });
    expect(asked).toEqual([]);
  });
});
