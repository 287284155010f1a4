import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { href, languageFromPath } from "../i18n/language";
import * as styles from "./error-page.css";

/** The 404 page (spec §2 texts), the upstream-unavailable page (503) and the generic error page. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const lang = languageFromPath(useLocation().pathname);
  if (status === 404) {
    return (
      <section className={styles.page} aria-labelledby="error-heading">
        <p className={styles.code}>{t("errors.notFoundTitle")}</p>
        <h1 id="error-heading">{t("errors.notFoundHeading")}</h1>
        <p>{t("errors.notFoundBody")}</p>
        <Link to={href(lang, "/")} className={styles.button}>
          {t("errors.returnHome")}
        </Link>
      </section>
    );
  }
  const unavailable = status === 503;
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <h1 id="error-heading">{t(unavailable ? "errors.unavailableTitle" : "errors.genericTitle")}</h1>
      <p>{t(unavailable ? "errors.unavailableBody" : "errors.genericBody")}</p>
      <a href="" className={styles.button}>
        {t("errors.tryAgain")}
      </a>
    </section>
  );
}
