import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { followMarkup } from "../components/following/follow-buttons.server";
import { NewsListPage } from "../components/lists/list-page";
import { LIST_PAGE_SIZE } from "../news/limits";
import { resolveCity } from "../news/resolve";
import { directoryEntry, listPageLoader } from "../pages/list-page.server";
import { cityListQuery } from "../upstream/list-queries";
import { getCities, searchNews } from "../upstream/media.server";

/**
 * A city's news, /city/{slug} (requirements §2). The parameter may be the city's id (the
 * menus' links), its slug or its name in either language; all but the slug
 * answer 301 to the slug. 12 a page from the media service (requirements §7: city_id,
 * news_type Web); an empty list is a 404 (requirements §2). Sub-areas (`?area=`, requirements §2
 * side menus) have no news of their own upstream: the city's list serves them.
 */
export const loader = (args: LoaderFunctionArgs) =>
  listPageLoader(
    args,
    {
      find: ({ lang, params }) => directoryEntry(() => getCities(lang), resolveCity, params.name, { path: "/city", strings: "city" }),
      news: ({ lang, page }, city) => searchNews(lang, cityListQuery(city.id, page)),
      pageSize: LIST_PAGE_SIZE,
      shows: (items) => items.length > 0,
      follow: (city) => ({ kind: "city", id: city.id, name: city.name }),
    },
    { follow: followMarkup },
  );

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function CityPage() {
  const { heading, list, stale, follow } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} follow={follow} />;
}
