import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { followMarkup } from "../components/following/follow-buttons.server";
import { NewsListPage } from "../components/lists/list-page";
import { authorPageShows } from "../news/list-rules";
import { resolveAuthor } from "../news/resolve";
import { directoryEntry, listPageLoader } from "../pages/list-page.server";
import { getLegacyAuthorNews } from "../upstream/legacy.server";
import { getAuthors } from "../upstream/media.server";

/**
 * An author's news, /author/{slug} (requirements §2): heading is the author's name, the
 * older service's author feed by name (requirements §7), a 404 when the first article is
 * by someone else. The id or the name answer 301 to the slug.
 */
export const loader = (args: LoaderFunctionArgs) =>
  listPageLoader(
    args,
    {
      find: ({ lang, params }) => directoryEntry(() => getAuthors(lang), resolveAuthor, params.name, { path: "/author", strings: "author" }),
      news: ({ lang, page }, author) => getLegacyAuthorNews(lang, author.name, page),
      shows: (items, author) => authorPageShows(items, author.name),
      follow: (author) => ({ kind: "author", id: author.id, name: author.name }),
    },
    { follow: followMarkup },
  );

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function AuthorPage() {
  const { heading, list, stale, follow } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} follow={follow} />;
}
