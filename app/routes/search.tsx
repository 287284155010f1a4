import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { SearchPage } from "../components/search/search-page";
import type { clientLoader } from "../pages/search";

/**
 * The search results page, /search?q=… (issue 7, requirements §5): a GET form that works without
 * JavaScript, the results paged with Load More like the lists. Its loader is
 * app/pages/search.server.ts, its clientLoader (shared with the header's dialog) app/pages/search.ts,
 * the page itself components/search/search-page.tsx.
 */
export { searchLoader as loader } from "../pages/search.server";
export { clientLoader, meta } from "../pages/search";
export { headers, shouldRevalidate } from "../pages/list-route";

export const ErrorBoundary = RouteErrorBoundary;

export default function Search() {
  return <SearchPage {...useLoaderData<typeof clientLoader>()} />;
}
