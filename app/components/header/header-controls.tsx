/** The top bar's own controls: the theme toggle and the language menu (both work without JavaScript). */
import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { switchLanguagePath } from "../../i18n/language";
import type { Language } from "../../i18n/language";
import * as layout from "../common/layout.css";
import * as styles from "./site-header.css";

/** The key the theme toggle's fetcher shares with the root Layout, which reads its pending value. */
export const THEME_FETCHER_KEY = "theme";

function MoonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12.3 2a10 10 0 1 0 9.7 12.5A8 8 0 0 1 12.3 2Z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
      />
    </svg>
  );
}

/** Where a form should send the reader back to: this very page. */
function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * requirements §4 theme: a POST form that sets the `mode` cookie (works without JavaScript).
 * Both buttons are in the page; CSS shows the one leading away from the theme in
 * force, so even with no cookie (system theme) the right one shows at first paint.
 * With JavaScript the switch is instant: the fetcher's pending value is applied by
 * the root Layout while the cookie is set in the background.
 * A browser without CSS (lynx, w3m) showed both (issue 29): the one that does not apply
 * to the cookie's theme (with none, light's) is `hidden`. The stylesheet gives both
 * buttons a `display` in every theme, which overrides `hidden`, so CSS still decides.
 */
export function ThemeToggle({ theme }: { theme: "light" | "dark" | null }) {
  const { t } = useTranslation();
  const here = useHere();
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const mode = submitter?.value;
    if (mode !== "light" && mode !== "dark") return;
    event.preventDefault();
    fetcher.submit({ mode, redirectTo: here, enhanced: "1" }, { method: "post", action: "/theme" });
  };
  return (
    <form method="post" action="/theme" className={styles.themeForm} onSubmit={submit}>
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        name="mode"
        value="dark"
        className={`${styles.iconButton} ${styles.toDark}`}
        title={t("shell.themeToDark")}
        hidden={theme === "dark"}
      >
        <MoonIcon />
        <span className={layout.visuallyHidden}>{t("shell.themeToDark")}</span>
      </button>
      <button
        type="submit"
        name="mode"
        value="light"
        className={`${styles.iconButton} ${styles.toLight}`}
        title={t("shell.themeToLight")}
        hidden={theme !== "dark"}
      >
        <SunIcon />
        <span className={layout.visuallyHidden}>{t("shell.themeToLight")}</span>
      </button>
    </form>
  );
}

/**
 * requirements §2 language menu: English and Tamil, each leading to THIS page in that
 * language (an article to the same article) through /language, which remembers the
 * choice in the `ln` cookie. A full page load, as the spec has it.
 */
export function LanguageMenu({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const other = switchLanguagePath(location.pathname, location.search);
  const targets: Record<Language, string> = lang === "en" ? { en: here, ta: other } : { en: other, ta: here };
  return (
    <nav aria-label={t("shell.language")} className={styles.languageGroup}>
      {(["en", "ta"] as const).map((code) => (
        <a
          key={code}
          href={`/language?to=${encodeURIComponent(targets[code])}`}
          hrefLang={code}
          lang={code}
          className={styles.languageLink}
          aria-current={code === lang ? "true" : undefined}
          rel="nofollow"
        >
          {code === "en" ? "English" : "தமிழ்"}
        </a>
      ))}
    </nav>
  );
}
