import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { followMarkup } from "../components/following/follow-buttons.server";
import { NewsListPage } from "../components/lists/list-page";
import { tagPageOutcome } from "../news/list-rules";
import { listPageLoader, tagPathsByLanguage } from "../pages/list-page.server";
import { getLegacyTagNews } from "../upstream/legacy.server";
import { MAX_TAG_LENGTH } from "../upstream/list-queries";

/**
 * A tag's news, /tags/{tag} (requirements §2), the tag percent-encoded in the URL (Tamil
 * tags too), from the older service's tag feed (requirements §7). A 404 when the feed's
 * first article does not carry the tag (requirements §2); another spelling of the tag
 * answers 301 to the articles' own (app/news/list-rules.ts). The tag is named in
 * each language: the alternate link is the other language's name.
 */
export const loader = (args: LoaderFunctionArgs) =>
  listPageLoader(
    args,
    {
      find: ({ lang, params: { tag = "" } }) =>
        !tag.trim() || tag.length > MAX_TAG_LENGTH
          ? null
          : {
              subject: tag,
              path: `/tags/${encodeURIComponent(tag)}`,
              canonical: true,
              name: tag,
              heading: `#${tag}`,
              strings: "tag",
              pathsByLanguage: tagPathsByLanguage(lang, tag),
            },
      news: ({ lang, page }, tag) => getLegacyTagNews(lang, tag, page),
      shows: (items, tag) => {
        const outcome = tagPageOutcome(items, tag);
        return outcome.kind === "redirect" ? { redirect: `/tags/${encodeURIComponent(outcome.tag)}` } : outcome.kind === "show";
      },
      follow: (tag) => ({ kind: "tag", id: tag, name: tag }),
    },
    { follow: followMarkup },
  );

export { clientLoader, headers, meta, shouldRevalidate } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function TagPage() {
  const { heading, list, stale, follow } = useLoaderData<typeof loader>();
  return <NewsListPage heading={heading} list={list} stale={stale} follow={follow} />;
}
