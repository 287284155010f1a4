import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentResponse } from "../wire/http-conditional.server";
import { httpDate } from "../http/http-date";
import { PAGE_CACHE } from "../wire/http-cache";
import { publicOrigin } from "../seo/origin.server";
import { parseSitemapFile, urlsetXml, type SitemapUrl } from "../seo/sitemap";
import { listSitemapUrls, monthSitemapUrls, newestLastmod, newsSitemapUrls, staticSitemapUrls } from "../seo/sitemaps.server";
import { notFound, upstreamFailureResponse } from "../upstream/respond.server";

/** /sitemaps/{file} (issue 8): news-en.xml, news-ta.xml, articles-YYYY-MM[-N].xml, lists.xml, pages.xml. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = parseSitemapFile(params.file ?? "");
  if (!file) throw notFound();
  const origin = publicOrigin(request);
  let urls: SitemapUrl[] | null;
  try {
    switch (file.kind) {
      case "news":
        urls = await newsSitemapUrls(origin, file.lang);
        break;
      case "articles":
        urls = await monthSitemapUrls(origin, file.year, file.month, file.page);
        break;
      case "lists":
        urls = await listSitemapUrls(origin);
        break;
      case "pages":
        urls = staticSitemapUrls(origin);
        break;
    }
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
  if (!urls) throw notFound();
  return documentResponse(request, urlsetXml(urls), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: file.kind === "news" ? PAGE_CACHE.feed : PAGE_CACHE.sitemap,
    lastModified: httpDate(newestLastmod(urls)),
  });
}
