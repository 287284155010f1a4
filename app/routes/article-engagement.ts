import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ENHANCED_FIELD, type EngagementAnswer, type EngagementKind } from "../engagement/actions";
import { likeCookies, savedCookie } from "../engagement/cookies.server";
import { readSmallForm } from "../http/form-body.server";
import { href } from "../i18n/language";
import { parseArticleSlug } from "../news/slug";
import { returnPath } from "../http/return-path";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { getNewsById } from "../upstream/media.server";
import { notFound, upstreamFailureResponse } from "../upstream/respond.server";

/** A like or save form is a few short fields. */
const FORM_MAX_BYTES = 4 * 1024;

/** Which way each form's `intent` turns the choice. */
const INTENTS: Record<EngagementKind, Record<string, boolean>> = {
  like: { like: true, unlike: false },
  save: { save: true, unsave: false },
};

function kindOf(value: string | undefined): EngagementKind | null {
  return value === "like" || value === "save" ? value : null;
}

/**
 * POST /news/{slug}/like and /news/{slug}/save (issue 6 "Article likes and
 * saves"): an anonymous reader's like or save, kept in small cookies
 * (app/engagement/). Without JavaScript: POST → 303 back to the page the reader
 * was on. With JavaScript the form adds `enhanced=1` and gets data instead (the
 * button has already changed; a redirect would cost a navigation).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = context.language;
  const kind = kindOf(params.engagement);
  const slug = params.slug ?? "";
  const id = parseArticleSlug(slug);
  if (!kind || !id) throw notFound();

  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const enhanced = form.get(ENHANCED_FIELD) === "1";
  const back = returnPath(form.get("returnTo"), href(lang, `/news/${slug}`));
  const intent = form.get("intent");
  const on = typeof intent === "string" ? INTENTS[kind][intent] : undefined;
  if (on === undefined) return redirect(back, { status: 303, headers: { "Cache-Control": "no-store" } });

  // Only an article that exists goes into a cookie (the Saved page lists them). The reader has just
  // read it, so this is the cached answer.
  try {
    await getNewsById(lang, id);
  } catch (error) {
    if (!enhanced) throw upstreamFailureResponse(error);
    if (statusForUpstreamFailure(error) === null) throw error;
    // Status 200 on purpose: a fetcher treats an error status as a page error and would replace the
    // whole article with the error page; the button only needs to roll back and say so.
    const answer: EngagementAnswer = { ok: false, kind };
    return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
  }

  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of kind === "like" ? likeCookies(request, id, on) : [savedCookie(request, id, on)]) headers.append("Set-Cookie", cookie);
  if (enhanced) {
    const answer: EngagementAnswer = { ok: true, kind, on };
    // A resource route answers with a Response of its own (single fetch passes it through as is).
    return Response.json(answer, { headers });
  }
  return redirect(back, { status: 303, headers });
}

/** A GET here is a stray link: the article itself. */
export function loader({ params, context }: LoaderFunctionArgs) {
  const lang = context.language;
  const slug = params.slug ?? "";
  if (!kindOf(params.engagement) || !parseArticleSlug(slug)) throw notFound();
  return redirect(href(lang, `/news/${slug}`), 303);
}
