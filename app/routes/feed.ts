import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentResponse } from "../wire/http-conditional.server";
import { httpDate } from "../http/http-date";
import { PAGE_CACHE } from "../wire/http-cache";
import { pathWithoutLanguage } from "../i18n/language";
import { atomXml, rssXml } from "../seo/feeds";
import { pageOfFeedPath } from "../seo/feed-links";
import { feedFacts } from "../seo/feeds.server";
import { publicOrigin } from "../seo/origin.server";
import { notFound, upstreamFailureResponse } from "../upstream/respond.server";

const CONTENT_TYPE = { rss: "application/rss+xml; charset=utf-8", atom: "application/atom+xml; charset=utf-8" } as const;

/**
 * RSS and Atom of the home page and of every city, state, national, world,
 * category, tag and author page, in both languages (issue 8): `/feeds/rss.xml`,
 * `/city/chennai/atom.xml`, `/tamil/tags/மழை/rss.xml`… (app/seo/feed-links.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = context.language;
  const feed = pageOfFeedPath(pathWithoutLanguage(url.pathname));
  if (!feed) throw notFound();
  const facts = await feedFacts(publicOrigin(request), lang, feed.path).catch((error: unknown) => {
    throw upstreamFailureResponse(error);
  });
  if (!facts) throw notFound();
  const body = feed.format === "rss" ? rssXml(facts) : atomXml(facts);
  return documentResponse(request, body, {
    contentType: CONTENT_TYPE[feed.format],
    cacheControl: PAGE_CACHE.feed,
    lastModified: httpDate(...facts.entries.flatMap((entry) => [entry.publishedAt, entry.updatedAt])),
  });
}
