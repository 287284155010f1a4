import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPage } from "../components/static-pages/static-page";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { staticPageData } from "../pages/static-page.server";
import { staticLastModified } from "../seo/static-head.server";

/** About, Cookie Policy, Privacy Policy, User Policy and Terms (requirements §2), at /x and /tamil/x. Contact has its own route. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = staticPageData(request, context);
  // The theme cookie changes the HTML (<html data-theme>), so caches key on it.
  return data(page, { headers: { "Cache-Control": PAGE_CACHE.static, Vary: PAGE_VARY, ...staticLastModified(page.page.updatedIso) } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export { staticPageMeta as meta } from "../pages/static-page";

export default function StaticPageRoute() {
  const { page, lang } = useLoaderData<typeof loader>();
  return <StaticPage page={page} lang={lang} />;
}
