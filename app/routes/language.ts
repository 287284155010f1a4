import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { languageFromPath } from "../i18n/language";
import { preferenceCookie } from "../http/cookies.server";
import { returnPath } from "../http/return-path";

/**
 * GET /language?to=/tamil/news/… : the language menu's links pass through here so
 * the `ln` cookie remembers the reader's choice (requirements §9), then land on the same
 * page in the chosen language. The URL still decides what renders (architecture
 * rule 1); crawlers find the other language through hreflang, not this hop.
 * The chosen language is the destination's, read from `to` as the server will read it
 * when the reader arrives there: this request (`/language`, the same path for both) has
 * none of its own to hand down (decision 0042).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const to = returnPath(new URL(request.url).searchParams.get("to"));
  const ln = languageFromPath(new URL(to, "http://site.invalid").pathname);
  return redirect(to, {
    status: 303,
    headers: { "Set-Cookie": preferenceCookie("ln", ln), "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
