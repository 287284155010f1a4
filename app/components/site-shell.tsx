import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { href, languageFromPath, switchLanguagePath } from "../i18n/language";
import * as styles from "./layout.css";

/** The header every page shares. The full shell (menus, search, theme) grows in the shell issue. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const lang = languageFromPath(location.pathname);
  const other = lang === "en" ? "ta" : "en";
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={href(lang, "/")} className={styles.logo} prefetch="none">
          {t("site.name")}
        </Link>
        {/* The spec reloads the whole page on a language change; a plain link does that and works without JavaScript. */}
        <a
          href={switchLanguagePath(location.pathname, location.search)}
          hrefLang={other}
          lang={other}
          className={styles.headerLink}
          title={t("site.switchLanguage")}
        >
          {t("site.otherLanguageName")}
        </a>
      </div>
      <nav aria-label={t("site.primaryNavigation")} className={styles.nav}>
        <ul className={styles.navList}>
          <li>
            <Link to={href(lang, "/")} className={styles.navLink}>
              {t("nav.home")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
