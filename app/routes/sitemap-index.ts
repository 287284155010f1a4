import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentResponse } from "../wire/http-conditional.server";
import { httpDate } from "../http/http-date";
import { PAGE_CACHE } from "../wire/http-cache";
import { publicOrigin } from "../seo/origin.server";
import { sitemapIndexXml } from "../seo/sitemap";
import { sitemapIndexEntries } from "../seo/sitemaps.server";
import { upstreamFailureResponse } from "../upstream/respond.server";

/** /sitemap.xml (issue 8): the index of every sitemap under /sitemaps/. */
export async function loader({ request }: LoaderFunctionArgs) {
  const entries = await sitemapIndexEntries(publicOrigin(request)).catch((error: unknown) => {
    throw upstreamFailureResponse(error);
  });
  return documentResponse(request, sitemapIndexXml(entries), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: PAGE_CACHE.sitemap,
    lastModified: httpDate(...entries.map((entry) => entry.lastmod)),
  });
}
