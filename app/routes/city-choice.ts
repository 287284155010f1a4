import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readSmallForm } from "../feedback/form-body.server";
import { preferenceCookie } from "../preferences.server";
import { returnPath } from "../return-path";
import { getCities } from "../upstream/media.server";

/**
 * POST /city-choice: the reader picks the city whose news the home page shows
 * first (spec §2: the user's city section; §9 default Tiruvannamalai), kept in
 * the `city` cookie, then back to the page (POST → 303 → GET). Only a city the
 * news service lists is kept; anything else changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request, 2 * 1024);
  const back = returnPath(form.get("redirectTo"));
  const city = form.get("city");
  const headers = { "Cache-Control": "no-store" };
  if (typeof city !== "string" || !/^[a-z0-9-]{1,40}$/.test(city)) return redirect(back, { status: 303, headers });
  let known = false;
  try {
    known = (await getCities("en")).data.some((entry) => entry.slug === city);
  } catch {
    // The city list cannot be read just now: keep the page as it was rather than store an unchecked value.
  }
  if (!known) return redirect(back, { status: 303, headers });
  return redirect(back, { status: 303, headers: { ...headers, "Set-Cookie": preferenceCookie("city", city) } });
}

/** A GET here is a stray link: the home page. */
export function loader() {
  return redirect("/", 303);
}
