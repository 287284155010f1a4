/**
 * The reader's saved language, applied (issue 29; requirements §9): a reader whose last choice in the language menu
 * was Tamil (the `ln` cookie, set by app/routes/language.ts) and who opens the bare English home page is sent to the
 * Tamil one. Only there: every other URL is in the language its path says (decision 0002), a link to an English
 * story stays English, and crawlers, which keep no choice, always get the page at the address they asked for.
 *
 * It is the home loader's first step, so a click on the logo (a client navigation, with JavaScript) and a typed
 * address (a document request, with or without it) agree. The answer is the reader's own: `private, no-store`,
 * `Vary: Cookie`. The in-process HTML cache keys on `ln` (app/wire/html-cache-key.server.ts) and nginx keys the home
 * page on it (deploy/nginx.conf), so neither hands the English home page kept for one reader to this one.
 */
import { redirect } from "@remix-run/node";
import { isbot } from "isbot";
import { href, type Language } from "../i18n/language";
import { readCookies } from "./cookies.server";

/** The redirect to the Tamil home page when the reader's saved choice asks for it, else null. */
export function savedLanguageRedirect(request: Request, language: Language): Response | null {
  if (language !== "en" || readCookies(request).ln !== "ta") return null;
  if (isbot(request.headers.get("user-agent") ?? "")) return null;
  const url = new URL(request.url);
  // Remix's own parameters of a data request are not the page's.
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  return redirect(`${href("ta", "/")}${url.search}`, { status: 302, headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } });
}
