import { useTranslation } from "../../i18n/react";
import { href, LANGUAGES, type Language } from "../../i18n/language";
import { ServerMarkup } from "../../wire/islands";
import { liteSwitchHref, useLite } from "../../wire/lite";
import * as styles from "./settings.css";

type Theme = "light" | "dark";

export type SettingsView = {
  lang: Language;
  /** This page's own address, where each form comes back to. */
  path: string;
  /** The `mode` cookie's theme; null: the reader's device decides (`prefers-color-scheme`). */
  theme: Theme | null;
  /** The text size control, made on the server (components/article/text-size-control.server.tsx). */
  textSize: string | null;
};

/**
 * The reader's settings (issue 29 point 10): the text size control the articles carry, with a story's paragraph that
 * shows the size chosen; light, dark or as the device says; English or Tamil; the lite version or the full site. Plain forms and links, POST → 303 back
 * here, so every choice works without JavaScript; with it, the text size changes at once (styles/text-size-choice.ts).
 */
export function SettingsPage({ lang, path, theme, textSize }: SettingsView) {
  const { t } = useTranslation();
  const lite = useLite();
  const themes = [
    ["light", theme === "light"],
    ["dark", theme === "dark"],
    ["system", theme === null],
  ] as const;
  return (
    <article className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t("settings.title")}
      </h1>
      <p className={styles.intro}>{t("settings.intro")}</p>

      <section className={styles.section} aria-labelledby="settings-text-size">
        <h2 id="settings-text-size" className={styles.heading}>
          {t("settings.textSize")}
        </h2>
        <p className={styles.note}>{t("settings.textSizeNote")}</p>
        <ServerMarkup id="text-size" html={textSize} />
        <p className={styles.sample}>
          <span className={styles.sampleLabel}>{t("settings.sampleLabel")}</span>
          {t("settings.sample")}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="settings-theme">
        <h2 id="settings-theme" className={styles.heading}>
          {t("settings.theme")}
        </h2>
        <form method="post" action="/theme" id="theme">
          <input type="hidden" name="redirectTo" value={`${path}#theme`} />
          <div className={styles.choices} role="group" aria-labelledby="settings-theme">
            {themes.map(([mode, pressed]) => (
              <button key={mode} type="submit" name="mode" value={mode} className={styles.choice} aria-pressed={pressed}>
                {t(`settings.themes.${mode}`)}
              </button>
            ))}
          </div>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="settings-language">
        <h2 id="settings-language" className={styles.heading}>
          {t("settings.language")}
        </h2>
        <p className={styles.note}>{t("settings.languageNote")}</p>
        <ul className={styles.choices} aria-labelledby="settings-language">
          {LANGUAGES.map((code) => (
            <li key={code}>
              {/* Through /language, which keeps the choice in the `ln` cookie, to this page in that language. */}
              <a
                href={`/language?to=${encodeURIComponent(href(code, "/settings"))}`}
                hrefLang={code}
                lang={code}
                rel="nofollow"
                className={styles.choice}
                aria-current={code === lang ? "true" : undefined}
              >
                {code === "en" ? "English" : "தமிழ்"}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="settings-lite">
        <h2 id="settings-lite" className={styles.heading}>
          {t("settings.lite")}
        </h2>
        <p className={styles.note}>{t("settings.liteNote")}</p>
        <p>
          {lite ? t("settings.liteIsOn") : t("settings.liteIsOff")}{" "}
          {/* `?lite=` is remembered in the `lite` cookie (app/wire/lite.server.ts) and turns every page lite, or full. */}
          <a href={liteSwitchHref(path, "", !lite)} rel="nofollow" className={styles.choice}>
            {lite ? t("settings.useFull") : t("settings.useLite")}
          </a>
        </p>
      </section>
    </article>
  );
}
