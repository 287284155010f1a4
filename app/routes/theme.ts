import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { preferenceCookie } from "../http/cookies.server";
import { readSmallForm } from "../http/form-body.server";
import { returnPath } from "../http/return-path";

/**
 * POST /theme (requirements §4 theme): sets the `mode` cookie (or, for "system", drops it) and goes back to the page
 * the reader was on (POST → 303 → GET), so it works without JavaScript. The
 * enhanced toggle sends `enhanced=1` and gets JSON instead: it has already
 * switched the page, and a redirect would cost a navigation.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request, 8 * 1024);
  const mode = form.get("mode");
  const back = returnPath(form.get("redirectTo"));
  if (mode !== "light" && mode !== "dark" && mode !== "system") return redirect(back, 303);
  // "As my device" (the settings page, issue 29) drops the cookie: `prefers-color-scheme` decides again.
  const cookie = mode === "system" ? preferenceCookie("mode", "", { maxAge: 0 }) : preferenceCookie("mode", mode);
  const headers = { "Set-Cookie": cookie, "Cache-Control": "no-store" };
  if (form.get("enhanced") === "1") return data({ mode }, { headers });
  return redirect(back, { status: 303, headers });
}

/** A GET here is a stray link: send the reader home. */
export function loader() {
  return redirect("/", 303);
}
