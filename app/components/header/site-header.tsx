import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import type { HeaderShell } from "../../shell/types";
import { Island } from "../../wire/islands";
import { AuthControls } from "../sign-in/auth-controls";
import { HeaderSearch } from "../search/header-search";
import { LanguageMenu, ThemeToggle } from "./header-controls";
import { HeadlineMarquee } from "./headline-marquee";
import { NavBar } from "./nav-bar";
import * as styles from "./site-header.css";

export { THEME_FETCHER_KEY } from "./header-controls";

type Theme = "light" | "dark";

export type SiteHeaderProps = {
  lang: Language;
  shell: HeaderShell;
  /** The theme from the `mode` cookie; null: the reader's `prefers-color-scheme` decides. */
  theme: Theme | null;
  signedIn: boolean;
};

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
    </svg>
  );
}

/** SIGN IN (a link, with JavaScript the sign-in dialog) or LOG OUT (a POST form): app/components/sign-in/auth-controls.tsx. */
function AuthButton({ lang, signedIn }: { lang: Language; signedIn: boolean }) {
  return <AuthControls lang={lang} signedIn={signedIn} buttonClassName={styles.signIn} formClassName={styles.themeForm} />;
}

/** A slim bar while a client navigation loads (instead of the spec's full-screen overlay). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === undefined;
  return busy ? <div className={styles.progressBar} role="progressbar" aria-label={t("shell.loading")} /> : null;
}

/**
 * The header every page shares (requirements §2): top bar, navigation bar, headline marquee. "Continue On App" is in
 * the article's own flow (app/components/article/article-page.tsx), not floating over it (issue 29 point 8).
 */
export function SiteHeader({ lang, shell, theme, signedIn }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <Link to={href(lang, "/")} className={styles.logo}>
          {t("site.name")}
        </Link>
        <div className={styles.tools}>
          <HeaderSearch lang={lang} className={styles.iconButton} title={t("shell.searchLabel")}>
            <SearchIcon />
            <span className={styles.searchText}>{t("nav.search")}</span>
          </HeaderSearch>
          <LanguageMenu lang={lang} />
          <ThemeToggle theme={theme} />
          <AuthButton lang={lang} signedIn={signedIn} />
        </div>
      </div>
      <NavBar lang={lang} shell={shell} />
      <Island id="marquee" value={shell.marquee}>
        {(items) => <HeadlineMarquee lang={lang} items={items} />}
      </Island>
    </header>
  );
}
