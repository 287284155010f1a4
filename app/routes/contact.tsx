import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm, ContactSent, type ContactFormState } from "../components/static-pages/contact-form";
import { StaticPage } from "../components/static-pages/static-page";
import { parseContactForm } from "../feedback/contact-form.server";
import { recordFeedback } from "../feedback/feedback.server";
import { readSmallForm } from "../http/form-body.server";
import { consumeLimit } from "../http/rate-limit.server";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { href } from "../i18n/language";
import { staticPageData } from "../pages/static-page.server";

/** Contact Us (requirements §2 static pages) with the contact form under its text, at /contact and /tamil/contact. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data({ ...staticPageData(request, context, "contact"), sent }, { headers: { "Cache-Control": PAGE_CACHE.static, Vary: PAGE_VARY } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const sentPage = `${href(lang, "/contact")}?sent=1`;
  const noStore = { "Cache-Control": PAGE_CACHE.formResponse };
  const parsed = parseContactForm(await readSmallForm(request));
  if (!parsed.ok) {
    const state: ContactFormState = { status: "invalid", values: parsed.values, errors: parsed.errors };
    return data(state, { status: 400, headers: noStore });
  }
  if (parsed.spam) {
    // A bot filled the hidden field: it gets what a person would, and nothing is kept.
    console.log("[feedback] contact message dropped: honeypot field filled");
    return redirect(sentPage, { status: 303, headers: noStore });
  }
  // Counted after validation: a reader correcting a mistake is not held back, a sender of many messages is.
  const limit = await consumeLimit("contact", context.clientIp);
  if (!limit.allowed) {
    const state: ContactFormState = {
      status: "limited",
      values: parsed.values,
      retryAfterMinutes: Math.ceil(limit.retryAfterSeconds / 60),
    };
    return data(state, { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } });
  }
  try {
    await recordFeedback({ kind: "contact", language: lang, ...parsed.message });
  } catch (error) {
    // The reader's words must not be lost to our failure: the form comes back with them and an apology.
    console.error("[feedback] could not record a contact message:", error);
    const state: ContactFormState = { status: "failed", values: parsed.values };
    return data(state, { status: 503, headers: { ...noStore, "Retry-After": "60" } });
  }
  return redirect(sentPage, { status: 303, headers: noStore });
}

/** A form answer (errors, the reader's own words) is never cached; the page itself is. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export { staticPageMeta as meta } from "../pages/static-page";

export default function ContactRoute() {
  const { page, lang, sent } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  // The confirmation replaces the form and stands under the title, above the page's text: after the redirect a reader
  // without JavaScript starts at the top of the page, and on a phone the form's place is screens below (issue 29).
  if (sent && !state) return <StaticPage page={page} lang={lang} lead={<ContactSent lang={lang} />} />;
  return (
    <StaticPage page={page} lang={lang}>
      <ContactForm lang={lang} state={state} />
    </StaticPage>
  );
}
