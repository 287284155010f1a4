import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { NewsListPage } from "../components/lists/list-page";
import { href, languageFromPath } from "../i18n/language";
import { newsCards } from "../news/cards";
import { listData } from "../pages/list-page";
import { documentTitle, isStale, pageHeaders, redirectToCanonical, requestedPage, translator, upstream } from "../pages/list-page.server";
import { MAX_TAG_LENGTH } from "../upstream/list-queries";
import { tagPageOutcome } from "../news/list-rules";
import { pageWindow } from "../news/paging";
import { listShouldRevalidate } from "../pages/list-revalidation";
import { cardItems, lastModifiedHeader, listHead, tagInLanguage } from "../seo/list-head.server";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { getLegacyTagNews } from "../upstream/legacy.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * A tag's news, /tags/{tag} (spec §2), the tag percent-encoded in the URL (Tamil
 * tags too), from the older service's tag feed (spec §7). A 404 when the feed's
 * first article does not carry the tag (spec §2); another spelling of the tag
 * answers 301 to the articles' own (app/news/list-rules.ts).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = languageFromPath(url.pathname);
  const page = requestedPage(url);
  const tag = params.tag ?? "";
  if (!tag.trim() || tag.length > MAX_TAG_LENGTH) throw notFound();

  const other = lang === "en" ? "ta" : "en";
  // The tag's name in the other language (for the alternate link) is read alongside the feed, not after it:
  // one page, one time budget (issue 11). It is only used when the feed shows the tag as asked.
  const otherTagPromise = tagInLanguage(other, tag);
  const feed = await upstream(() => getLegacyTagNews(lang, tag, page));
  const { items, total, pageSize } = feed.data;
  const window = pageWindow(page, items.length, pageSize, total);
  if (!window) throw notFound();
  const outcome = tagPageOutcome(items, tag);
  if (outcome.kind === "not-found") throw notFound();
  const path = `/tags/${encodeURIComponent(outcome.tag)}`;
  if (outcome.kind === "redirect") throw redirectToCanonical(lang, path, page);

  // The tag is named in each language (`/tags/rain`, `/tamil/tags/மழை`): the alternate is the other language's name.
  const otherTag = await otherTagPromise;
  const otherPath = otherTag === null ? null : `/tags/${encodeURIComponent(otherTag)}`;
  const pathsByLanguage = lang === "en" ? { en: path, ta: otherPath } : { en: otherPath, ta: path };
  const t = await translator(lang);
  const cards = newsCards(items, lang, path, t("article.defaultTitle"));
  const title = t("lists.tag.title", { tag });
  return data(
    {
      lang,
      heading: `#${tag}`,
      list: listData(cards, window, href(lang, path), {}, context),
      head: listHead(request, t, {
        lang,
        path,
        window,
        documentTitle: documentTitle(t, title, page),
        title,
        description: t("lists.tag.description", { tag }),
        section: "tag",
        items: cardItems(publicOrigin(request), lang, cards),
        feeds: true,
        pathsByLanguage,
      }),
      stale: isStale(feed),
    },
    { headers: { ...pageHeaders("list", feed), ...lastModifiedHeader(cards) } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);
export const shouldRevalidate = listShouldRevalidate;

export default function TagPage() {
  const { heading, list, stale } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} />;
}
