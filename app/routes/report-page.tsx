import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "../i18n/react";
import { ErrorPage } from "../components/errors/error-page";
import * as styles from "../components/errors/error-page.css";
import { recordFeedback } from "../feedback/feedback.server";
import { readSmallForm } from "../http/form-body.server";
import { consumeLimit } from "../http/rate-limit.server";
import { referrerPath, reportedPath, reportedRedirect } from "../feedback/report-url";
import { PAGE_CACHE } from "../wire/http-cache";
import { href } from "../i18n/language";
import { messagesFor } from "../i18n/resources";

/**
 * "REPORT THIS PAGE" on the 404 page (requirements §2, where it had no action): POST /report-page (and
 * /tamil/report-page) records the broken link and sends the reader back to it, where the 404 page
 * thanks them. Only a path on this site is accepted, so the redirect can never leave the site.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = context.language;
  const form = await readSmallForm(request, 16 * 1024);
  const url = reportedPath(form.get("url"));
  if (!url) return redirect(href(lang, "/"), 303);
  const limit = await consumeLimit("report", context.clientIp);
  if (!limit.allowed) {
    return data(
      { url, retryAfterMinutes: Math.ceil(limit.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": PAGE_CACHE.formResponse } },
    );
  }
  const referrer = referrerPath(form.get("from"), []);
  await recordFeedback({ kind: "broken-link", language: lang, url, ...(referrer ? { referrer } : {}) });
  return redirect(reportedRedirect(url), { status: 303, headers: { "Cache-Control": PAGE_CACHE.formResponse } });
}

/** Nothing to show at this address without a report: the 404 page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const messages = messagesFor(context.language);
  return data({ title: `${messages.brokenLink.report} | ${messages.site.name}` }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [{ title: loaderData?.title ?? "404" }, { name: "robots", content: "noindex" }];

export default function ReportPage() {
  const limited = useActionData<typeof action>();
  const { t } = useTranslation();
  if (!limited) return <ErrorPage status={404} />;
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <h1 id="error-heading" className={styles.heading}>
        {t("brokenLink.rateLimitedTitle")}
      </h1>
      <p role="alert" className={styles.body}>
        {t("brokenLink.rateLimited", { count: limited.retryAfterMinutes })}
      </p>
      <div className={styles.actions}>
        <Link to={limited.url} className={styles.button}>
          {t("brokenLink.backToPage")}
        </Link>
      </div>
    </section>
  );
}
