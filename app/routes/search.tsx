import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { SearchPage } from "../components/search/search-page";
import { languageFromPath } from "../i18n/language";
import { browserStrings } from "../i18n/strings-store";
import { translate } from "../i18n/translate";
import { cleanSearchQuery } from "../news/search";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { searchLoader, type SearchAnswer } from "../pages/search.server";
import { headMeta } from "../seo/meta";

/** The search results page, /search?q=… (issue 7, spec §5): app/pages/search.server.ts. */
export const loader = searchLoader;

/**
 * Client navigations and the search dialog's fetches come through here: a failure
 * on the way (a phone losing signal, a proxy's error page) is the "failed" state, a
 * message beside the form, rather than the page's error boundary (for the dialog,
 * the whole page's). Redirects, the 404 of a page past the results and the 400 of a
 * query that can never be valid stay what they are.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<SearchAnswer> {
  try {
    return await serverLoader<typeof loader>();
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

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function Search() {
  return <SearchPage {...useLoaderData<typeof clientLoader>()} />;
}
