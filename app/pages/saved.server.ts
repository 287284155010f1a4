import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { savedIds } from "../engagement/cookies.server";
import { href } from "../i18n/language";
import { newsCard } from "../news/cards";
import { withAgo } from "../news/story-dates.server";
import { LIST_PAGE_SIZE } from "../news/limits";
import { pageHref, pageWindow } from "../news/paging";
import type { Article } from "../news/types";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { getNewsById } from "../upstream/media.server";
import { readerUrl, upstreamFailureResponse } from "../upstream/respond.server";
import { documentTitle, requestedPage, translator } from "./list-page.server";

/**
 * The reader's saved articles, /saved (issue 6 "Article likes and saves"): the
 * ids in the `saved` cookie, newest save first, 12 a page, each with a Remove
 * form. Personal: never cached by anyone, never indexed. An article that no
 * longer exists is left out; one the news service cannot give right now is
 * counted and the reader told.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
  const page = requestedPage(url);
  const ids = savedIds(request);
  const pageIds = ids.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const window = pageWindow(page, pageIds.length, LIST_PAGE_SIZE, ids.length);
  // Past the end (the reader removed the last save of the last page): the last page there is.
  if (!window) throw redirect(pageHref(href(lang, "/saved"), Math.max(1, Math.ceil(ids.length / LIST_PAGE_SIZE))), 303);

  const results = await Promise.allSettled(pageIds.map((id) => getNewsById(lang, id)));
  const articles: Article[] = [];
  let unavailable = 0;
  for (const result of results) {
    if (result.status === "fulfilled") {
      articles.push(result.value.data);
      continue;
    }
    const status = statusForUpstreamFailure(result.reason);
    if (status === null) throw result.reason;
    if (status !== 404) unavailable += 1;
  }
  // Nothing at all could be read: the translated 503 page, not an empty list that looks like "no saves".
  if (unavailable > 0 && articles.length === 0) throw upstreamFailureResponse(results.find((result) => result.status === "rejected")!.reason);

  const t = await translator(lang);
  const path = href(lang, "/saved");
  return data(
    {
      lang,
      total: ids.length,
      cards: withAgo(
        articles.map((article) => ({ ...newsCard(article, lang, null, t("article.defaultTitle")), slug: article.slug })),
        lang,
      ),
      unavailable,
      previousHref: window.hasPrevious ? pageHref(path, page - 1) : null,
      nextHref: window.hasNext ? pageHref(path, page + 1) : null,
      head: { title: documentTitle(t, t("engagement.savedTitle"), page), description: t("engagement.savedDescription"), links: [], noindex: true },
    },
    // The list comes from the reader's own cookie.
    { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } },
  );
}
