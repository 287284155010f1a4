import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { NewsListPage } from "../components/lists/list-page";
import { href, languageFromPath } from "../i18n/language";
import { newsCards } from "../news/cards";
import { listData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, redirectToCanonical, requestedPage, translator, upstream } from "../pages/list-page.server";
import { authorPageShows } from "../news/list-rules";
import { pageWindow } from "../news/paging";
import { resolveAuthor } from "../news/resolve";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { cardItems, lastModifiedHeader, listHead } from "../seo/list-head.server";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { getLegacyAuthorNews } from "../upstream/legacy.server";
import { getAuthors } from "../upstream/media.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * An author's news, /author/{slug} (spec §2): heading is the author's name, the
 * older service's author feed by name (spec §7), a 404 when the first article is
 * by someone else. The id or the name answer 301 to the slug.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const page = requestedPage(url);
  const authors = await upstream(() => getAuthors(lang));
  const resolved = resolveAuthor(authors.data, params.name ?? "");
  if (!resolved) throw notFound();
  const author = resolved.found;
  const path = `/author/${encodeURIComponent(author.slug)}`;
  if (!resolved.canonical) throw redirectToCanonical(lang, path, page);

  const feed = await upstream(() => getLegacyAuthorNews(lang, author.name, page));
  const { items, total, pageSize } = feed.data;
  const window = pageWindow(page, items.length, pageSize, total);
  if (!window || !authorPageShows(items, author.name)) throw notFound();

  const t = await translator(lang);
  const cards = newsCards(items, lang, path, t("article.defaultTitle"));
  const title = t("lists.author.title", { author: author.name });
  return data(
    {
      lang,
      heading: author.name,
      list: listData(cards, window, href(lang, path), {}, context),
      head: listHead(request, t, {
        lang,
        path,
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t("lists.author.description", { author: author.name }),
        section: "author",
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: true,
      }),
      stale: isStale(authors, feed),
    },
    { headers: { ...pageHeaders("list", authors, feed), ...lastModifiedHeader(cards) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function AuthorPage() {
  const { heading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} />;
}
