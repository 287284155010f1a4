import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { NewsListPage } from "../components/lists/list-page";
import { href, languageFromPath, pathWithoutLanguage } from "../i18n/language";
import { newsCards } from "../news/cards";
import { LIST_PAGE_SIZE } from "../news/limits";
import { listData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, redirectToCanonical, requestedPage, translator, upstream } from "../pages/list-page.server";
import { scopeListQuery } from "../upstream/list-queries";
import { pageWindow } from "../news/paging";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { SCOPE_PAGES, scopeNameOutcome, scopeOfPath } from "../news/scopes";
import { webNewsOnly } from "../news/web-news";
import { cardItems, lastModifiedHeader, listHead } from "../seo/list-head.server";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { searchNews } from "../upstream/media.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * The state, national and world lists (spec §2): /state/tamil-nadu,
 * /national/india, /international/world. One module for the three; the path
 * says which. Items from the media service by scope flag (spec §7), then the
 * spec's web-news filter (§5). The bare section path and other spellings of the
 * name answer 301 (URL conventions).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const scope = scopeOfPath(pathWithoutLanguage(url.pathname));
  if (!scope) throw notFound();
  const page = requestedPage(url);
  const path = `/${scope}/${SCOPE_PAGES[scope].slug}`;
  const outcome = scopeNameOutcome(scope, params.name);
  if (outcome === "not-found") throw notFound();
  if (outcome === "redirect") throw redirectToCanonical(lang, path, page);

  const news = await upstream(() => searchNews(lang, scopeListQuery(scope, page)));
  // Paging follows what the upstream sent; the filter may leave a page a little short.
  const window = pageWindow(page, news.data.items.length, LIST_PAGE_SIZE, news.data.total);
  if (!window) throw notFound();

  const t = await translator(lang);
  const strings = { state: "lists.state", national: "lists.national", international: "lists.international" } as const;
  const heading = t(`${strings[scope]}.heading`);
  const cards = newsCards(webNewsOnly(news.data.items), lang, path, t("article.defaultTitle"));
  const title = t(`${strings[scope]}.title`);
  return data(
    {
      lang,
      heading,
      subheading: SCOPE_PAGES[scope].webNewsSubheading ? t("lists.webNews") : undefined,
      list: listData(cards, window, href(lang, path), {}, context),
      head: listHead(request, t, {
        lang,
        path,
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t(`${strings[scope]}.description`),
        section: ({ state: "state", national: "national", international: "world" } as const)[scope],
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: true,
      }),
      stale: isStale(news),
    },
    { headers: { ...pageHeaders("list", news), ...lastModifiedHeader(cards) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function ScopeNewsPage() {
  const { heading, subheading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} subheading={subheading} list={list} stale={stale} />;
}
