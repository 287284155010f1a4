import { Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { href, type Language, pathWithoutLanguage, switchLanguagePath } from "../../i18n/language";
import { selectedEntry } from "../../shell/menus";
import type { Headline, HeaderShell, PreviewKey } from "../../shell/types";
import { Island } from "../../wire/islands";
import { useLite } from "../../wire/lite";
import { AuthControls } from "../sign-in/auth-controls";
import { HeaderSearch } from "../search/header-search";
import { NavMenu } from "./nav-menu";
import * as layout from "../common/layout.css";
import * as styles from "./site-header.css";

type Theme = "light" | "dark";

export type SiteHeaderProps = {
  lang: Language;
  shell: HeaderShell;
  /** The theme from the `mode` cookie; null: the reader's `prefers-color-scheme` decides. */
  theme: Theme | null;
  signedIn: boolean;
  appSiteUrl: string;
};

/** The key the theme toggle's fetcher shares with the root Layout, which reads its pending value. */
export const THEME_FETCHER_KEY = "theme";

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
    </svg>
  );
}

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
 * spec §4 theme: a POST form that sets the `mode` cookie (works without JavaScript).
 * Both buttons are in the page; CSS shows the one leading away from the theme in
 * force, so even with no cookie (system theme) the right one shows at first paint.
 * With JavaScript the switch is instant: the fetcher's pending value is applied by
 * the root Layout while the cookie is set in the background.
 */
function ThemeToggle() {
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
      <button type="submit" name="mode" value="dark" className={`${styles.iconButton} ${styles.toDark}`} title={t("shell.themeToDark")}>
        <MoonIcon />
        <span className={layout.visuallyHidden}>{t("shell.themeToDark")}</span>
      </button>
      <button type="submit" name="mode" value="light" className={`${styles.iconButton} ${styles.toLight}`} title={t("shell.themeToLight")}>
        <SunIcon />
        <span className={layout.visuallyHidden}>{t("shell.themeToLight")}</span>
      </button>
    </form>
  );
}

/**
 * spec §2 language menu: English and Tamil, each leading to THIS page in that
 * language (an article to the same article) through /language, which remembers the
 * choice in the `ln` cookie. A full page load, as the spec has it.
 */
function LanguageMenu({ lang }: { lang: Language }) {
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

/** SIGN IN (a link, with JavaScript the sign-in dialog) or LOG OUT (a POST form): app/components/sign-in/auth-controls.tsx. */
function AuthButton({ lang, signedIn }: { lang: Language; signedIn: boolean }) {
  return <AuthControls lang={lang} signedIn={signedIn} buttonClassName={styles.signIn} formClassName={styles.themeForm} />;
}

function PreviewStrip({ lang, items, label }: { lang: Language; items: Headline[]; label: string }) {
  // Lite mode (issue 9): headlines only, no pictures.
  const lite = useLite();
  if (items.length === 0) return null;
  return (
    <div className={styles.preview}>
      <ul className={styles.previewList} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={href(lang, item.path)} className={styles.previewLink} prefetch="none">
              {item.image && !lite ? <img src={item.image} alt="" width={320} height={180} loading="lazy" decoding="async" className={styles.previewImage} /> : null}
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Which top-level nav entry the current path belongs to (for `aria-current`). */
function currentSection(pathname: string): PreviewKey | "about" | "contact" | null {
  const bare = pathWithoutLanguage(pathname);
  if (bare === "/") return "home";
  const first = bare.split("/")[1];
  if (first === "state" || first === "national" || first === "international" || first === "about" || first === "contact") return first;
  return null;
}

/** spec §2 navigation bar, in the spec's order. */
function NavBar({ lang, shell }: { lang: Language; shell: HeaderShell }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bare = pathWithoutLanguage(pathname);
  const section = currentSection(pathname);
  const link = (key: PreviewKey | "about" | "contact", path: string, label: string) => {
    const previewed = key !== "about" && key !== "contact";
    return (
      <li className={`${styles.navItem} ${previewed ? styles.previewHost : ""}`}>
        <Link to={href(lang, path)} className={styles.navLink} aria-current={section === key ? "page" : undefined}>
          {label}
        </Link>
        {previewed ? (
          <Island id={`preview-${key}`} value={shell.previews[key]}>
            {(items) => <PreviewStrip lang={lang} items={items} label={t("shell.previewOf", { section: label })} />}
          </Island>
        ) : null}
      </li>
    );
  };
  const fallbackNote = shell.fallback ? t("shell.menuFallback") : null;
  return (
    <nav aria-label={t("site.primaryNavigation")} className={styles.nav}>
      <ul className={styles.navList}>
        {link("home", "/", t("nav.home"))}
        <li className={styles.navItem}>
          <NavMenu
            lang={lang}
            label={t("nav.district")}
            listLabel={t("shell.districtMenu")}
            entries={shell.cities}
            selectedId={selectedEntry(shell.cities, "city", bare)?.id ?? null}
            allPath="/city"
            allLabel={t("shell.allDistricts")}
            note={fallbackNote}
          />
        </li>
        {link("state", "/state/tamil-nadu", t("nav.tamilNadu"))}
        {link("national", "/national/india", t("nav.india"))}
        {link("international", "/international/world", t("nav.world"))}
        <li className={styles.navItem}>
          <NavMenu
            lang={lang}
            label={t("nav.allCategory")}
            listLabel={t("shell.categoryMenu")}
            entries={shell.categories}
            selectedId={selectedEntry(shell.categories, "category-name", bare)?.id ?? null}
            allPath="/category-name"
            allLabel={t("shell.allCategories")}
            note={fallbackNote}
          />
        </li>
        {link("about", "/about", t("nav.aboutUs"))}
        {link("contact", "/contact", t("nav.contact"))}
      </ul>
    </nav>
  );
}

/**
 * spec §2 headline marquee: today's important web news, each a link. It moves
 * with CSS only; it stops on hover and focus, can be paused (WCAG 2.2.2) and is a
 * still list for readers who ask for reduced motion.
 */
function HeadlineMarquee({ lang, items }: { lang: Language; items: Headline[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  // About 6 s per headline keeps the speed readable whatever the count.
  const duration = { "--marquee-duration": `${Math.max(20, items.length * 6)}s` } as React.CSSProperties;
  return (
    <section className={styles.marquee} aria-labelledby="headlines-label">
      <div className={styles.marqueeInner}>
        <h2 id="headlines-label" className={styles.marqueeLabel}>
          {t("shell.headlines")}
        </h2>
        <input id="headlines-pause" type="checkbox" className={styles.marqueePauseBox} />
        <div className={styles.marqueeViewport}>
          <ul className={styles.marqueeTrack} style={duration}>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={href(lang, item.path)} className={styles.marqueeLink} prefetch="none">
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <label htmlFor="headlines-pause" className={styles.marqueePause}>
          <span className={styles.marqueePauseText}>{t("shell.pauseHeadlines")}</span>
          <span className={styles.marqueePauseShort} aria-hidden="true">
            {t("shell.pauseShort")}
          </span>
        </label>
      </div>
    </section>
  );
}

/** A slim bar while a client navigation loads (instead of the spec's full-screen overlay). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === undefined;
  return busy ? <div className={styles.progressBar} role="progressbar" aria-label={t("shell.loading")} /> : null;
}

/** spec §2: on article pages, on phones only, a floating link to the app site in a new tab. */
function ContinueOnApp({ url }: { url: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!pathname.includes("/news/")) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.continueOnApp}>
      {t("shell.continueOnApp")}
      <span className={layout.visuallyHidden}> {t("shell.opensInNewTab")}</span>
    </a>
  );
}

/** The header every page shares (spec §2): top bar, navigation bar, headline marquee. */
export function SiteHeader({ lang, shell, signedIn, appSiteUrl }: SiteHeaderProps) {
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
          <ThemeToggle />
          <AuthButton lang={lang} signedIn={signedIn} />
        </div>
      </div>
      <NavBar lang={lang} shell={shell} />
      <Island id="marquee" value={shell.marquee}>
        {(items) => <HeadlineMarquee lang={lang} items={items} />}
      </Island>
      <ContinueOnApp url={appSiteUrl} />
    </header>
  );
}

