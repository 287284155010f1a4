import { Form, Link, useLocation } from "@remix-run/react";
import { useLanguage, useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import * as styles from "./error-page.css";

/**
 * The 404 page (requirements §2: its three texts, a search box, "Return to Home", "REPORT THIS PAGE"), the
 * 400 page (a reader value that can never be valid, decision 0025), the upstream-unavailable
 * page (503) and the generic error page, in the page's language (`useLanguage`).
 * `referrer` is the path of the page that linked here, when the server knew it; it goes with a report.
 */
export function ErrorPage({ status, referrer }: { status: number; referrer?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const lang = useLanguage();
  if (status === 404) return <NotFound lang={lang} referrer={referrer} />;
  if (status === 400) return <BadRequest lang={lang} />;
  const unavailable = status === 503;
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <h1 id="error-heading" className={styles.heading}>
        {t(unavailable ? "errors.unavailableTitle" : "errors.genericTitle")}
      </h1>
      <p className={styles.body}>{t(unavailable ? "errors.unavailableBody" : "errors.genericBody")}</p>
      <div className={styles.actions}>
        {/* A plain link to this very address: a full reload, which is what "try again" means. */}
        <a href={location.pathname + location.search} className={styles.button}>
          {t("errors.tryAgain")}
        </a>
        <Link to={href(lang, "/")} className={styles.secondaryButton}>
          {t("errors.returnHome")}
        </Link>
      </div>
    </section>
  );
}

function NotFound({ lang, referrer }: { lang: Language; referrer?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const reported = new URLSearchParams(location.search).get("reported") === "1";
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <p className={styles.code}>{t("errors.notFoundTitle")}</p>
      <h1 id="error-heading" className={styles.heading}>
        {t("errors.notFoundHeading")}
      </h1>
      <p className={styles.body}>{t("errors.notFoundBody")}</p>

      <StartAgainSearch lang={lang} id="not-found-search" />

      <div className={styles.actions}>
        <Link to={href(lang, "/")} className={styles.button}>
          {t("errors.returnHome")}
        </Link>
        {reported ? (
          <p role="status" className={styles.thanks}>
            {t("brokenLink.reported")}
          </p>
        ) : (
          <Form method="post" action={href(lang, "/report-page")} className={styles.reportForm}>
            <input type="hidden" name="url" value={location.pathname + location.search} />
            {referrer ? <input type="hidden" name="from" value={referrer} /> : null}
            <button type="submit" className={styles.secondaryButton} aria-describedby="report-hint">
              {t("brokenLink.report")}
            </button>
            <p id="report-hint" className={styles.hint}>
              {t("brokenLink.reportHint")}
            </p>
          </Form>
        )}
      </div>
    </section>
  );
}

/** A GET form: the results page works the same with JavaScript off (URL conventions: /search?q=). */
function StartAgainSearch({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={href(lang, "/search")} role="search" className={styles.search}>
      <label htmlFor={id} className={styles.searchLabel}>
        {t("brokenLink.searchLabel")}
      </label>
      <div className={styles.searchRow}>
        <input id={id} name="q" type="search" enterKeyHint="search" className={styles.searchInput} />
        <button type="submit" className={styles.button}>
          {t("brokenLink.searchButton")}
        </button>
      </div>
    </Form>
  );
}

/** A search box to start again (without the refused text: it cannot be shown back), and "Return to Home". */
function BadRequest({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <h1 id="error-heading" className={styles.heading}>
        {t("errors.badRequestTitle")}
      </h1>
      <p className={styles.body}>{t("errors.badRequestBody")}</p>
      <StartAgainSearch lang={lang} id="bad-request-search" />
      <div className={styles.actions}>
        <Link to={href(lang, "/")} className={styles.button}>
          {t("errors.returnHome")}
        </Link>
      </div>
    </section>
  );
}
