import { Link } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import {
  districtLinks,
  FOOTER_PAGES,
  SOCIAL_NETWORKS,
  trendingCategories,
  type FooterLinks,
} from "../../shell/footer";
import type { MenuEntry } from "../../shell/types";
import * as styles from "./site-footer.css";
import { useLite } from "../../wire/lite";
import { SocialIcon } from "./social-icon";
import { KeptHtml } from "../../wire/islands";

export type SiteFooterProps = {
  lang: Language;
  year: number;
  /** The shell's menus (already on the page for the nav): the footer picks what it shows. */
  categories: MenuEntry[];
  cities: MenuEntry[];
  links: FooterLinks;
  /** This page in lite mode (issue 9), or null when it already is. A plain link: a whole page, not a client navigation. */
  liteHref?: string | null;
};

/** The store badges in public/badges/, one per store and language, all drawn at this size. */
const BADGE = { width: 150, height: 44 } as const;

/**
 * The footer of every page (spec §2, footer): the apps, "Trending News", "Tamil Nadu
 * News", the site's own pages, social links and the copyright line. Plain links
 * only, so it works the same with JavaScript off; the columns of links are kept from the server, not hydrated
 * (KeptHtml).
 */
export function SiteFooter({ lang, year, categories, cities, links, liteHref = null }: SiteFooterProps) {
  const { t } = useTranslation();
  // Lite mode (issue 9): the store badges are pictures; their words do the same job.
  const lite = useLite();
  const ids = { app: "footer-app", trending: "footer-trending", districts: "footer-districts", pages: "footer-pages" };
  return (
    <footer className={styles.footer}>
      <KeptHtml className={styles.columns} inputs={[lang, categories, cities, links, lite]}>
        <div>
          <h2 id={ids.app} className={styles.heading}>
            {t("footer.appHeading")}
          </h2>
          <p className={styles.description}>{t("footer.appDescription")}</p>
          <ul className={styles.badges}>
            <li>
              <a href={links.appStore} className={styles.badgeLink}>
                {lite ? t("footer.appStoreBadge") : <img src={`/badges/app-store-${lang}.svg`} alt={t("footer.appStoreBadge")} {...BADGE} loading="lazy" decoding="async" />}
              </a>
            </li>
            <li>
              <a href={links.playStore} className={styles.badgeLink}>
                {lite ? t("footer.playStoreBadge") : <img src={`/badges/google-play-${lang}.svg`} alt={t("footer.playStoreBadge")} {...BADGE} loading="lazy" decoding="async" />}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 id={ids.trending} className={styles.heading}>
            {t("footer.trendingHeading")}
          </h2>
          <nav aria-labelledby={ids.trending}>
            <ul className={styles.list}>
              {trendingCategories(categories.map((category) => ({ name: category.name, href: href(lang, category.path) }))).map((category) => (
                <li key={category.href}>
                  <Link to={category.href} className={styles.link}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div>
          <h2 id={ids.districts} className={styles.heading}>
            {t("footer.districtsHeading")}
          </h2>
          <nav aria-labelledby={ids.districts}>
            <ul className={styles.list}>
              {districtLinks(lang, cities, (key) => t(`footer.districts.${key}`)).map((district) => (
                <li key={district.key}>
                  <Link to={district.href} className={styles.link}>
                    {district.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div>
          <h2 id={ids.pages} className={styles.heading}>
            {t("footer.linksHeading")}
          </h2>
          <nav aria-labelledby={ids.pages}>
            <ul className={styles.list}>
              {FOOTER_PAGES.map((page) => (
                <li key={page.key}>
                  <Link to={href(lang, page.path)} className={styles.link}>
                    {t(`footer.pages.${page.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </KeptHtml>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {t("footer.copyright", { year })}
          {liteHref ? (
            <>
              {" · "}
              <a href={liteHref} rel="nofollow">
                {t("lite.liteVersion")}
              </a>
            </>
          ) : null}
        </p>
        <nav aria-label={t("footer.socialHeading")}>
          <ul className={styles.socialList}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                {/* The name as text, not aria-label: text-only browsers show it too. */}
                <a href={links[network]} className={styles.socialLink}>
                  <SocialIcon network={network} className={styles.socialIcon} />
                  <span className={styles.socialName}>{t(`footer.social.${network}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
