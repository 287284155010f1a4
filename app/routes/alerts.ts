import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { href } from "../i18n/language";

/** POST /alerts/{subscribe,unsubscribe,settings} and /tamil/… (issue 30 point 3): app/pages/alerts.server.ts. */
export { alertsAction as action } from "../pages/alerts.server";

/** A GET here is a stray link: the reader's Following page, at its alerts. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(`${href(context.language, "/following")}#alerts`, { status: 303, headers: { "Cache-Control": "no-store" } });
}
