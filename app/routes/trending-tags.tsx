import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { useTranslation } from "../i18n/react";
import { LinkCards } from "../components/lists/link-cards";
import { ListHeader } from "../components/lists/list-page";
import { NewsList } from "../components/lists/news-list";
import * as styles from "../components/lists/news-list.css";
import { href } from "../i18n/language";
import { newsCards } from "../news/cards";
import { withAgo } from "../news/story-dates.server";
import { listData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, requestedPage, translator } from "../pages/list-page.server";
import { TRENDING_FEED_TAG } from "../upstream/list-queries";
import { carriedTag, commonTag } from "../news/list-rules";
import { pageWindow } from "../news/paging";
import { cardItems, lastModifiedHeader, listHead } from "../seo/list-head.server";
import { publicOrigin } from "../seo/origin.server";
import { getLegacyTagNews } from "../upstream/legacy.server";
import { getTrendingTags } from "../upstream/media.server";
import { notFound, readerUrl, upstreamFailureResponse } from "../upstream/respond.server";

/**
 * Trending Tags, /tags (requirements §2): the trending tags as `#tag` cards, each linking
 * to its page, then the Breaking tag feed (requirements §7), paged like every list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
  const page = requestedPage(url);
  const [trending, breaking] = await Promise.allSettled([getTrendingTags(lang), getLegacyTagNews(lang, TRENDING_FEED_TAG, page)]);
  if (trending.status === "rejected") throw upstreamFailureResponse(trending.reason);
  // Without the feed the tags still stand on page 1; a later page is nothing but the feed.
  if (breaking.status === "rejected" && page > 1) throw upstreamFailureResponse(breaking.reason);
  const feed = breaking.status === "fulfilled" ? breaking.value : null;
  const items = feed?.data.items ?? [];
  const window = pageWindow(page, items.length, feed?.data.pageSize ?? 0, feed?.data.total ?? 0);
  if (!window) throw notFound();

  // The feed's articles link under the Breaking tag as it is named in the page's language.
  const feedTag = commonTag(items) ?? (items[0] && carriedTag(items[0], TRENDING_FEED_TAG)) ?? TRENDING_FEED_TAG;
  const feedPath = `/tags/${encodeURIComponent(feedTag)}`;
  const t = await translator(lang);
  const heading = t("lists.trendingTags.heading");
  const cards = withAgo(newsCards(items, lang, feedPath, t("article.defaultTitle")), lang);
  const title = heading;
  return data(
    {
      lang,
      heading,
      tags: trending.value.data.map((tag) => ({ key: tag, href: href(lang, `/tags/${encodeURIComponent(tag)}`), label: `#${tag}` })),
      list: listData(cards, window, href(lang, "/tags"), {}, context),
      head: listHead(request, t, {
        lang,
        path: "/tags",
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t("lists.trendingTags.description"),
        section: "tag",
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: false,
      }),
      stale: isStale(trending.value, feed),
    },
    { headers: { ...pageHeaders("list", trending.value, feed), ...lastModifiedHeader(cards) } },
  );
}

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function TrendingTagsPage() {
  const { heading, tags, list, stale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ListHeader heading={heading} stale={stale} />
      <LinkCards cards={tags} label={t("lists.trendingTags.tagsLabel")} />
      {list.count > 0 ? (
        <section aria-labelledby="breaking-feed" className={styles.feed}>
          <h2 id="breaking-feed" className={styles.feedHeading}>
            {t("lists.trendingTags.breaking")}
          </h2>
          <NewsList list={list} label={t("lists.trendingTags.breaking")} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
