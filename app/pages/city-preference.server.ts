import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { cityForCoordinates, citiesOrNull, findCity } from "../city-preference/city-preference.server";
import { href } from "../i18n/language";
import { isCoordinates, type Coordinates } from "../news/nearest-city";
import type { City } from "../news/types";
import { preferenceCookie } from "../http/cookies.server";
import { readSmallForm } from "../http/form-body.server";
import { returnPath } from "../http/return-path";

/** What the enhanced picker is told; `reason` picks its message (city-picker.tsx). */
export type CityPreferenceResult =
  | { ok: true; city: { id: string; name: string } }
  | { ok: false; reason: "unavailable" | "unknown-city" | "bad-coordinates" | "geocoder-failed" | "not-near" | "network" };

function coordinates(latitude: FormDataEntryValue | null, longitude: FormDataEntryValue | null): Coordinates | null {
  if (typeof latitude !== "string" || typeof longitude !== "string" || latitude.length > 32 || longitude.length > 32) return null;
  if (latitude.trim() === "" || longitude.trim() === "") return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return isCoordinates(point.latitude, point.longitude) ? point : null;
}

/**
 * POST /city-preference and /tamil/city-preference (issue 7): sets the `city`
 * cookie the home page's city section follows (requirements §2), from either
 * - `city`: an id (or slug) from the "choose your city" form, which works without
 *   JavaScript: POST → 303 back to the page (`redirectTo`) → GET; or
 * - `latitude` + `longitude` from "use my location" (JavaScript only): the nearest
 *   city, or GEOCODER_URL's answer (city-preference.server.ts).
 * The enhanced control sends `enhanced=1` and gets the outcome as data instead of a
 * redirect; its fetcher then reloads the page's data, cookie included.
 * Coordinates are used for this one answer and never stored or logged.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const form = await readSmallForm(request, 8 * 1024);
  const back = returnPath(form.get("redirectTo"), href(lang, "/"));
  const enhanced = form.get("enhanced") === "1";

  const answer = (result: CityPreferenceResult, status: number, cookie?: string) => {
    const headers: Record<string, string> = { "Cache-Control": "no-store", ...(cookie ? { "Set-Cookie": cookie } : {}) };
    // Without JavaScript a failure lands back on the page as it was: the picker still shows the city in force.
    return enhanced ? data(result, { status, headers }) : redirect(back, { status: 303, headers });
  };

  const cities = await citiesOrNull(lang);
  if (!cities || cities.data.length === 0) return answer({ ok: false, reason: "unavailable" }, 503);

  let city: City;
  const chosen = form.get("city");
  if (typeof chosen === "string") {
    const found = findCity(cities.data, chosen.slice(0, 64));
    if (!found) return answer({ ok: false, reason: "unknown-city" }, 400);
    city = found;
  } else {
    const point = coordinates(form.get("latitude"), form.get("longitude"));
    if (!point) return answer({ ok: false, reason: "bad-coordinates" }, 400);
    const located = await cityForCoordinates(cities.data, point);
    if (!located.ok) return answer({ ok: false, reason: located.reason }, located.reason === "geocoder-failed" ? 502 : 422);
    city = located.city;
  }
  return answer({ ok: true, city: { id: city.id, name: city.name } }, 200, preferenceCookie("city", city.id));
}

/** A GET here is a stray link: the city list, where the picker is. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(href(context.language, "/city"), 303);
}
