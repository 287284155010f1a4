import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAGE_CACHE } from "../wire/http-cache";
import { robotsTxt } from "../seo/robots";
import { publicOrigin } from "../seo/origin.server";

/** /robots.txt (issue 8): generated, because the sitemap index must be named on the public origin. */
export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PAGE_CACHE.sitemap },
  });
}
