import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import { href, pathWithoutLanguage } from "../../i18n/language";
import type { Language } from "../../i18n/language";
import { selectedEntry } from "../../shell/menus";
import type { Headline, HeaderShell, MenuEntry, PreviewKey } from "../../shell/types";
import { Island } from "../../wire/islands";
import { useLite } from "../../wire/lite";
import { NavMenu } from "./nav-menu";
import * as styles from "./nav-bar.css";

function PreviewStrip({ lang, items, label }: { lang: Language; items: Headline[]; label: string }) {
  // Lite mode (issue 9): headlines only, no pictures.
  const lite = useLite();
  if (items.length === 0) return null;
  return (
    // `hidden` for browsers without CSS (lynx, w3m): five headlines under each section's link came before the story
    // (issue 29). The stylesheet's `display` (none, block on hover or focus) is what decides where there is CSS.
    <div className={styles.preview} hidden>
      <ul className={styles.previewList} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={href(lang, item.path)} className={styles.previewLink} prefetch="none">
              {item.image && !lite ? (
                <img src={item.image} alt="" width={320} height={180} loading="lazy" decoding="async" className={styles.previewImage} />
              ) : null}
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Which top-level nav entry the current path belongs to (for `aria-current`). */
function currentSection(pathname: string): PreviewKey | "about" | "contact" | "settings" | null {
  const bare = pathWithoutLanguage(pathname);
  if (bare === "/") return "home";
  const first = bare.split("/")[1];
  if (first === "state" || first === "national" || first === "international" || first === "about" || first === "contact" || first === "settings") return first;
  return null;
}

/** requirements §2 navigation bar, in the spec's order, then the reader's settings. */
export function NavBar({ lang, shell }: { lang: Language; shell: HeaderShell }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bare = pathWithoutLanguage(pathname);
  const section = currentSection(pathname);
  const link = (key: PreviewKey | "about" | "contact" | "settings", path: string, label: string) => {
    const previewed = key !== "about" && key !== "contact" && key !== "settings";
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
  /** A dropdown of every entry of a section (districts, categories), with its "all" page. */
  const menu = (kind: "city" | "category-name", entries: MenuEntry[], strings: { label: string; listLabel: string; allLabel: string }) => (
    <li className={styles.navItem}>
      <NavMenu
        lang={lang}
        {...strings}
        entries={entries}
        selectedId={selectedEntry(entries, kind, bare)?.id ?? null}
        allPath={`/${kind}`}
        note={fallbackNote}
      />
    </li>
  );
  return (
    <nav aria-label={t("site.primaryNavigation")} className={styles.nav}>
      <ul className={styles.navList}>
        {link("home", "/", t("nav.home"))}
        {menu("city", shell.cities, { label: t("nav.district"), listLabel: t("shell.districtMenu"), allLabel: t("shell.allDistricts") })}
        {link("state", "/state/tamil-nadu", t("nav.tamilNadu"))}
        {link("national", "/national/india", t("nav.india"))}
        {link("international", "/international/world", t("nav.world"))}
        {menu("category-name", shell.categories, { label: t("nav.allCategory"), listLabel: t("shell.categoryMenu"), allLabel: t("shell.allCategories") })}
        {link("about", "/about", t("nav.aboutUs"))}
        {link("contact", "/contact", t("nav.contact"))}
        {/* The reader's text size, theme and language (issue 29 point 10). */}
        {link("settings", "/settings", t("nav.settings"))}
      </ul>
    </nav>
  );
}
