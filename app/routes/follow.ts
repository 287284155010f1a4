import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { href } from "../i18n/language";

/** POST /follow and /tamil/follow (issue 30 point 1): every Follow button's form; app/pages/following.server.ts. */
export { followAction as action } from "../pages/following.server";

/** A GET here is a stray link: the reader's Following page. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(href(context.language, "/following"), { status: 303, headers: { "Cache-Control": "no-store" } });
}
