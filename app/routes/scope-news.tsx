import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { NewsListPage } from "../components/lists/list-page";
import { pathWithoutLanguage } from "../i18n/language";
import { LIST_PAGE_SIZE } from "../news/limits";
import { SCOPE_PAGES, scopeNameOutcome, scopeOfPath } from "../news/scopes";
import { webNewsOnly } from "../news/web-news";
import { listPageLoader } from "../pages/list-page.server";
import { scopeListQuery } from "../upstream/list-queries";
import { searchNews } from "../upstream/media.server";

/**
 * The state, national and world lists (requirements §2): /state/tamil-nadu,
 * /national/india, /international/world. One module for the three; the path
 * says which. Items from the media service by scope flag (requirements §7), then the
 * spec's web-news filter (§5); paging follows what the upstream sent, so the
 * filter may leave a page a little short. The bare section path and other
 * spellings of the name answer 301 (URL conventions).
 */
export const loader = (args: LoaderFunctionArgs) =>
  listPageLoader(args, {
    find: ({ url, params, t }) => {
      const scope = scopeOfPath(pathWithoutLanguage(url.pathname));
      const outcome = scope && scopeNameOutcome(scope, params.name);
      if (!scope || outcome === "not-found") return null;
      const subheading = SCOPE_PAGES[scope].webNewsSubheading ? t("lists.webNews") : undefined;
      const section = scope === "international" ? "world" : scope;
      return { subject: scope, path: `/${scope}/${SCOPE_PAGES[scope].slug}`, canonical: outcome === "show", strings: scope, section, subheading };
    },
    news: ({ lang, page }, scope) => searchNews(lang, scopeListQuery(scope, page)),
    pageSize: LIST_PAGE_SIZE,
    keep: webNewsOnly,
  });

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function ScopeNewsPage() {
  const { heading, subheading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} subheading={subheading} list={list} stale={stale} />;
}
