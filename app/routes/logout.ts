import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signInReturnPath } from "../auth/sign-in.server";
import { signOut } from "../auth/sign-out.server";
import { readSmallForm } from "../http/form-body.server";
import { href } from "../i18n/language";

/**
 * POST /logout and /tamil/logout: the header's LOG OUT form (requirements §2, §4). Ends the session and
 * goes back to the page the reader was on (POST → 303 → GET), so it works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const form = await readSmallForm(request, 8 * 1024);
  const back = signInReturnPath(form.get("redirectTo"), lang);
  return redirect(back, { status: 303, headers: { "Set-Cookie": await signOut(request), "Cache-Control": "no-store" } });
}

/** Signing out takes a POST (a link or a prefetch must never sign anyone out): a GET goes home. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(href(context.language, "/"), 303);
}
