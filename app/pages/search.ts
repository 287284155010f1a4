/**
 * The search page's browser side: its clientLoader, which the header's search dialog also fetches
 * through (components/search/search-dialog.tsx types its fetcher by it).
 */
import type { ClientLoaderFunctionArgs, MetaFunction } from "@remix-run/react";
import { isRouteErrorResponse } from "@remix-run/react";
import type { Language } from "../i18n/language";
import { browserStrings } from "../i18n/strings-store";
import { translate } from "../i18n/translate";
import { cleanSearchQuery } from "../news/search";
import { headMeta, type PageHead } from "../seo/meta";
import { withEarlierPages } from "./kept-pages";
import type { searchLoader, SearchAnswer } from "./search.server";

/**
 * Client navigations and the search dialog's fetches come through here: a failure
 * on the way (a phone losing signal, a proxy's error page) is the "failed" state, a
 * message beside the form, rather than the page's error boundary (for the dialog,
 * the whole page's). Redirects, the 404 of a page past the results and the 400 of a
 * query that can never be valid stay what they are. The answer has no language and no head: the page
 * is in the root's (`useLanguage`), and `meta` below makes the head from the root's data, which by then
 * is the next page's (the root reloads for another language first: app/pages/revalidation.ts). Results that Load
 * More had added come back with the page after Back, like a list's (pages/kept-pages.ts).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<SearchAnswer> {
  try {
    return await withEarlierPages(request, () => serverLoader<typeof searchLoader>());
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400))) throw error;
    const query = cleanSearchQuery(new URL(request.url).searchParams.get("q") ?? "");
    return { query, head: null, state: "failed", list: null, total: null, stale: false };
  }
}

/** The search page's head when the browser could not reach the search: in the root's language, from the strings it brought. */
function failedHead(lang: Language): PageHead {
  const strings = browserStrings(lang);
  return {
    title: translate(strings, lang, "lists.documentTitle", { title: translate(strings, lang, "search.title") }),
    description: translate(strings, lang, "search.description"),
    links: [],
    noindex: true,
  };
}

/** The loader's head; the browser's "failed" answer's from the root's language; a thrown error's title otherwise (headMeta). */
export const meta: MetaFunction = ({ data, matches, error }) => {
  const answer = data as SearchAnswer | undefined;
  const root = matches.find((match) => match.id === "root")?.data as { lang?: Language } | undefined;
  const head = answer && !answer.head && root?.lang ? failedHead(root.lang) : (answer?.head ?? undefined);
  return headMeta(head, matches, error);
};
