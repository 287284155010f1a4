/**
 * The search page's browser side: its clientLoader, which the header's search dialog also fetches
 * through (components/search/search-dialog.tsx types its fetcher by it).
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { isRouteErrorResponse } from "@remix-run/react";
import { languageFromPath } from "../i18n/language";
import { browserStrings } from "../i18n/strings-store";
import { translate } from "../i18n/translate";
import { cleanSearchQuery } from "../news/search";
import type { searchLoader, SearchAnswer } from "./search.server";

/**
 * Client navigations and the search dialog's fetches come through here: a failure
 * on the way (a phone losing signal, a proxy's error page) is the "failed" state, a
 * message beside the form, rather than the page's error boundary (for the dialog,
 * the whole page's). Redirects, the 404 of a page past the results and the 400 of a
 * query that can never be valid stay what they are.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<SearchAnswer> {
  try {
    return await serverLoader<typeof searchLoader>();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400))) throw error;
    const url = new URL(request.url);
    const lang = languageFromPath(url.pathname);
    const query = cleanSearchQuery(url.searchParams.get("q") ?? "");
    const strings = browserStrings(lang);
    const head = {
      title: translate(strings, lang, "lists.documentTitle", { title: translate(strings, lang, "search.title") }),
      description: translate(strings, lang, "search.description"),
      links: [],
      noindex: true,
    };
    return { lang, query, head, state: "failed", list: null, total: null, stale: false };
  }
}
