import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { followMarkup } from "../components/following/follow-buttons.server";
import { NewsListPage } from "../components/lists/list-page";
import { LIST_PAGE_SIZE } from "../news/limits";
import { resolveCategory } from "../news/resolve";
import { directoryEntry, listPageLoader } from "../pages/list-page.server";
import { categoryListQuery } from "../upstream/list-queries";
import { searchCategories, searchNews } from "../upstream/media.server";

/**
 * A category's news, /category-name/{slug} (requirements §2): heading is the category's
 * name, 12 a page (requirements §7: category_id, news_type Web), 404 when empty. The id
 * (the menus' links) or the name answer 301 to the slug.
 */
export const loader = (args: LoaderFunctionArgs) =>
  listPageLoader(
    args,
    {
      find: ({ lang, params }) => directoryEntry(() => searchCategories(lang), resolveCategory, params.name, { path: "/category-name", strings: "category" }),
      news: ({ lang, page }, category) => searchNews(lang, categoryListQuery(category.id, page)),
      pageSize: LIST_PAGE_SIZE,
      shows: (items) => items.length > 0,
      follow: (category) => ({ kind: "category", id: category.id, name: category.name }),
    },
    { follow: followMarkup },
  );

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function CategoryPage() {
  const { heading, list, stale, follow } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} follow={follow} />;
}
