import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { ErrorPage } from "../components/error-page";
import { languageFromPath } from "../i18n/language";
import { messagesFor } from "../i18n/resources";

/** Any path no other route matches (spec §2): the not-found page with status 404, in the URL's language. */
export async function loader({ request }: { request: Request }) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return data({ title: messagesFor(lang).errors.notFoundTitle }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.title ?? "404" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
