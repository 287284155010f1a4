/**
 * The city preference action (issue 7) against a fake media service on loopback:
 * the plain form's POST → 303 with the cookie, the enhanced answers, and what it
 * refuses. Geolocation in the browser is covered by tests/e2e/city.e2e.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CITIES } from "../../newsroom/content/catalog";
import { setEnv } from "../config/env.server";
import { mediaClient } from "../upstream/media.server";
import { action } from "./city-preference.server";
import { testLoadContext } from "../test-support/route-calls";

let server: Server;
let citiesStatus = 200;

beforeAll(async () => {
  const body = {
    data: {
      data: CITIES.map((city) => ({
        id: city.id,
        name: city.names.en,
        slug: city.slug,
        multilingual_names: city.names,
        latitude: city.latitude,
        longitude: city.longitude,
      })),
    },
  };
  server = createServer((_request, response) => {
    response.writeHead(citiesStatus, { "content-type": "application/json" });
    response.end(JSON.stringify(citiesStatus === 200 ? body : { message: "down" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // No deadline is tested here: a generous one, so a loaded machine's slow answer is not taken for "unavailable".
  setEnv({ MEDIA_API_URL: base, LEGACY_API_URL: `${base}/api`, GEOCODER_URL: undefined, UPSTREAM_TIMEOUT_MS: 10_000 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  citiesStatus = 200;
  mediaClient.clearCache();
});

function post(path: string, fields: Record<string, string>): ActionFunctionArgs {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return { request, params: {}, context: testLoadContext(request) };
}

type Answer = { data: unknown; init: ResponseInit | null };

describe("POST /city-preference", () => {
  it("sets the city cookie from the form and goes back to the page (POST → 303 → GET)", async () => {
    const response = (await action(post("/tamil/city-preference", { city: "8", redirectTo: "/tamil/city" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/tamil/city");
    expect(response.headers.get("Set-Cookie")).toMatch(/^city=8; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("goes back only to a page of ours, and home in the page's language otherwise", async () => {
    const response = (await action(post("/tamil/city-preference", { city: "vellore", redirectTo: "//evil.example/x" }))) as Response;
    expect(response.headers.get("Location")).toBe("/tamil");
    // A slug is taken too; the cookie keeps the id, what the media service's city_id takes.
    expect(response.headers.get("Set-Cookie")).toMatch(/^city=8;/);
  });

  it("answers the enhanced control with the nearest city to the coordinates, named in the page's language", async () => {
    const answer = (await action(post("/tamil/city-preference", { latitude: "12.9208", longitude: "79.1294", enhanced: "1" }))) as unknown as Answer;
    expect(answer.data).toEqual({ ok: true, city: { id: "8", name: "வேலூர்" } });
    expect(new Headers(answer.init?.headers).get("Set-Cookie")).toMatch(/^city=8;/);
  });

  it("refuses an unknown city, coordinates that are no place, and a place far from every city, setting nothing", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ city: "atlantis" }, 400, "unknown-city"],
      [{ latitude: "91", longitude: "79" }, 400, "bad-coordinates"],
      [{ latitude: "abc", longitude: "79" }, 400, "bad-coordinates"],
      [{ latitude: "", longitude: "" }, 400, "bad-coordinates"],
      [{ latitude: "28.6139", longitude: "77.209" }, 422, "not-near"],
    ];
    for (const [fields, status, reason] of cases) {
      const answer = (await action(post("/city-preference", { ...fields, enhanced: "1" }))) as unknown as Answer;
      expect(answer.data, JSON.stringify(fields)).toEqual({ ok: false, reason });
      expect(answer.init?.status).toBe(status);
      expect(new Headers(answer.init?.headers).get("Set-Cookie")).toBeNull();
    }
    // Without JavaScript the reader simply lands back on the page.
    const plain = (await action(post("/city-preference", { city: "atlantis", redirectTo: "/city" }))) as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Set-Cookie")).toBeNull();
  });

  it("says the cities are unavailable when the media service is down, without a cookie or an error page", async () => {
    citiesStatus = 400;
    const answer = (await action(post("/city-preference", { city: "8", enhanced: "1" }))) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, reason: "unavailable" });
    expect(answer.init?.status).toBe(503);
  });
});
