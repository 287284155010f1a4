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
import { cityListQuery } from "../upstream/list-queries";
import { pageWindow } from "../news/paging";
import { resolveCity } from "../news/resolve";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { cardItems, lastModifiedHeader, listHead } from "../seo/list-head.server";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { getCities, searchNews } from "../upstream/media.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * A city's news, /city/{slug} (spec §2). The parameter may be the city's id (the
 * menus' links), its slug or its name in either language; all but the slug
 * answer 301 to the slug. 12 a page from the media service (spec §7: city_id,
 * news_type Web); an empty list is a 404 (spec §2).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const page = requestedPage(url);
  const cities = await upstream(() => getCities(lang));
  const resolved = resolveCity(cities.data, params.name ?? "");
  if (!resolved) throw notFound();
  const city = resolved.found;
  // Sub-areas (`?area=`, spec §2 side menus) have no news of their own upstream: the city's list serves them.
  const path = `/city/${encodeURIComponent(city.slug)}`;
  if (!resolved.canonical) throw redirectToCanonical(lang, path, page);

  const news = await upstream(() => searchNews(lang, cityListQuery(city.id, page)));
  const window = pageWindow(page, news.data.items.length, LIST_PAGE_SIZE, news.data.total);
  if (!window || news.data.items.length === 0) throw notFound();

  const t = await translator(lang);
  const cards = newsCards(news.data.items, lang, path, t("article.defaultTitle"));
  const title = t("lists.city.title", { city: city.name });
  return data(
    {
      lang,
      heading: city.name,
      list: listData(cards, window, href(lang, path), {}, context),
      head: listHead(request, t, {
        lang,
        path,
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t("lists.city.description", { city: city.name }),
        section: "city",
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: true,
      }),
      stale: isStale(cities, news),
    },
    { headers: { ...pageHeaders("list", cities, news), ...lastModifiedHeader(cards) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function CityPage() {
  const { heading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} />;
}
