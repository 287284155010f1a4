import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPage } from "../components/static-pages/static-page";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { staticLastModified, staticPageHead } from "../seo/static-head.server";
import { loadStaticPage } from "../static-pages/page.server";
import { notFound } from "../upstream/respond.server";

/** About, Cookie Policy, Privacy Policy, User Policy and Terms (spec §2), at /x and /tamil/x. Contact has its own route. */
export async function loader({ request }: LoaderFunctionArgs) {
  const loaded = loadStaticPage(request);
  if (!loaded) throw notFound();
  // The theme cookie changes the HTML (<html data-theme>), so caches key on it.
  const headExtra = staticPageHead(request, { lang: loaded.lang, key: loaded.key, title: loaded.page.title, description: loaded.meta.description });
  return data(
    { ...loaded, headExtra },
    { headers: { "Cache-Control": PAGE_CACHE.static, Vary: PAGE_VARY, ...staticLastModified(loaded.page.updatedIso) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData
    ? [
        { title: loaderData.meta.title },
        { name: "description", content: loaderData.meta.description },
        ...loaderData.headExtra,
      ]
    : [];

export default function StaticPageRoute() {
  const { page, lang } = useLoaderData<typeof loader>();
  return <StaticPage page={page} lang={lang} />;
}
