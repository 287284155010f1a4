import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { NewsListPage } from "../components/lists/list-page";
import { href, languageFromPath } from "../i18n/language";
import { newsCards } from "../news/cards";
import { LIST_PAGE_SIZE } from "../news/limits";
import { listData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, redirectToCanonical, requestedPage, translator, upstream } from "../pages/list-page.server";
import { categoryListQuery } from "../upstream/list-queries";
import { pageWindow } from "../news/paging";
import { resolveCategory } from "../news/resolve";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { cardItems, lastModifiedHeader, listHead } from "../seo/list-head.server";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { searchCategories, searchNews } from "../upstream/media.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * A category's news, /category-name/{slug} (spec §2): heading is the category's
 * name, 12 a page (spec §7: category_id, news_type Web), 404 when empty. The id
 * (the menus' links) or the name answer 301 to the slug.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const page = requestedPage(url);
  const categories = await upstream(() => searchCategories(lang));
  const resolved = resolveCategory(categories.data, params.name ?? "");
  if (!resolved) throw notFound();
  const category = resolved.found;
  const path = `/category-name/${encodeURIComponent(category.slug)}`;
  if (!resolved.canonical) throw redirectToCanonical(lang, path, page);

  const news = await upstream(() => searchNews(lang, categoryListQuery(category.id, page)));
  const window = pageWindow(page, news.data.items.length, LIST_PAGE_SIZE, news.data.total);
  if (!window || news.data.items.length === 0) throw notFound();

  const t = await translator(lang);
  const cards = newsCards(news.data.items, lang, path, t("article.defaultTitle"));
  const title = t("lists.category.title", { category: category.name });
  return data(
    {
      lang,
      heading: category.name,
      list: listData(cards, window, href(lang, path), {}, context),
      head: listHead(request, t, {
        lang,
        path,
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t("lists.category.description", { category: category.name }),
        section: "category",
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: true,
      }),
      stale: isStale(categories, news),
    },
    { headers: { ...pageHeaders("list", categories, news), ...lastModifiedHeader(cards) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function CategoryPage() {
  const { heading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} />;
}
