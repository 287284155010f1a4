import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { preferenceCookie } from "../http/cookies.server";
import { readSmallForm } from "../http/form-body.server";
import { returnPath } from "../http/return-path";
import { parseTextSize } from "../styles/text-size";

/**
 * POST /text-size (issue 29 point 10): sets the `size` cookie and goes back to the article the reader was on
 * (POST → 303 → GET), so it works without JavaScript; a cross-site POST never gets here
 * (app/wire/security.server.ts refuses it for every action). The usual size drops the cookie rather than
 * storing it, so the reader shares the cached copies of pages again. The enhanced control sends `enhanced=1`
 * and gets JSON instead: it has already resized the page, and a redirect would cost a navigation.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request, 8 * 1024);
  const size = parseTextSize(form.get("size"));
  const back = returnPath(form.get("redirectTo"));
  if (!size) return redirect(back, 303);
  const cookie = size === "normal" ? preferenceCookie("size", "", { maxAge: 0 }) : preferenceCookie("size", size);
  const headers = { "Set-Cookie": cookie, "Cache-Control": "no-store" };
  if (form.get("enhanced") === "1") return data({ size }, { headers });
  return redirect(back, { status: 303, headers });
}

/** A GET here is a stray link: send the reader home. */
export function loader() {
  return redirect("/", 303);
}
