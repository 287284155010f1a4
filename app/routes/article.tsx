import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { picturePreload } from "../components/article/article-image";
import { ArticlePage, HERO_SIZES } from "../components/article/article-page";
import { RouteErrorBoundary } from "../components/errors/route-error";
import type { clientAction } from "../pages/article";
import { articleLoader } from "../pages/article.server";
import { relatedMarkup } from "../components/article/related-news.server";
import { textSizeMarkup } from "../components/article/text-size-control.server";
import { followMarkup } from "../components/following/follow-buttons.server";
import { mostReadMarkup } from "../components/lists/most-read.server";
import { headMeta } from "../seo/meta";
import { liteInMatches } from "../wire/lite";

/**
 * An article, at /news/{slug} and under every section path (requirements §2): its loader and its comment
 * forms' action are app/pages/article.server.ts, the page app/components/article/article-page.tsx.
 */
export const loader = (args: LoaderFunctionArgs) =>
  articleLoader(args, HERO_SIZES, { related: relatedMarkup, mostRead: mostReadMarkup, textSize: textSizeMarkup, follow: followMarkup });
export { action } from "../pages/article.server";
export { clientAction } from "../pages/article";
export { articleRevalidation as shouldRevalidate } from "../pages/revalidation";
export { headers } from "../pages/route-exports";
export const ErrorBoundary = RouteErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => [
  ...headMeta(loaderData?.head, matches, error),
  // Lite mode fetches the picture only when the reader taps for it: no preload there.
  ...(liteInMatches(matches) ? [] : picturePreload(loaderData?.article.image, HERO_SIZES)),
];

export default function ArticleRoute() {
  return <ArticlePage {...useLoaderData<typeof loader>()} answer={useActionData<typeof clientAction>()} />;
}
