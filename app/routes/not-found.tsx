import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorPage } from "../components/errors/error-page";
import { getEnv } from "../config/env.server";
import { referrerPath } from "../feedback/report-url";
import { messagesFor } from "../i18n/resources";
import { siteFeedLinks } from "../seo/meta";

/** Any path no other route matches (requirements §2): the not-found page with status 404, in the request's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = context.language;
  // The page that linked here, if it is one of ours: it goes with a broken-link report, path only.
  const publicOrigin = getEnv().PUBLIC_ORIGIN;
  const from = referrerPath(request.headers.get("referer"), publicOrigin ? [url.origin, publicOrigin] : [url.origin]);
  const referrer = from === url.pathname ? undefined : from;
  return data(
    { title: messagesFor(lang).errors.notFoundTitle, referrer: referrer ?? null },
    // Private: the page carries the reader's referrer in its report form.
    { status: 404, headers: { "Cache-Control": "private, max-age=60", Vary: "Referer, Cookie" } },
  );
}

/** A POST to a path no route handles (a stale form, a probe) is the same 404 page, not a logged 405. */
export function action() {
  throw new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: loaderData?.title ?? "404" },
  { name: "robots", content: "noindex" },
  ...siteFeedLinks(matches),
];

export default function NotFound() {
  const { referrer } = useLoaderData<typeof loader>();
  return <ErrorPage status={404} referrer={referrer ?? undefined} />;
}
