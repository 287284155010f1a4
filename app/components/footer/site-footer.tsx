import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import { districtLinks, FOOTER_PAGES, SOCIAL_NETWORKS, trendingCategories, type FooterLinks } from "../../shell/footer";
import type { MenuEntry } from "../../shell/types";
import * as styles from "./site-footer.css";
import { useLite } from "../../wire/lite";
import { SocialIcon } from "../common/social-icon";
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
 * The footer of every page (requirements §2, footer): the apps, "Trending News", "Tamil Nadu
 * News", the site's own pages, social links and the copyright line. Plain links
 * only, so it works the same with JavaScript off; the columns of links are kept from the server, not hydrated
 * (KeptHtml).
 */
export function SiteFooter({ lang, year, categories, cities, links, liteHref = null }: SiteFooterProps) {
  const { t } = useTranslation();
  // Lite mode (issue 9): the store badges are pictures; their words do the same job.
  const lite = useLite();
  const columns: Array<{ id: string; heading: string; links: FooterLink[] }> = [
    {
      id: "footer-trending",
      heading: t("footer.trendingHeading"),
      links: trendingCategories(categories.map((category) => ({ name: category.name, href: href(lang, category.path) }))).map((category) => ({
        key: category.href,
        href: category.href,
        label: category.name,
      })),
    },
    { id: "footer-districts", heading: t("footer.districtsHeading"), links: districtLinks(lang, cities, (key) => t(`footer.districts.${key}`)) },
    {
      id: "footer-pages",
      heading: t("footer.linksHeading"),
      links: FOOTER_PAGES.map((page) => ({ key: page.key, href: href(lang, page.path), label: t(`footer.pages.${page.key}`) })),
    },
  ];
  return (
    <footer className={styles.footer}>
      <KeptHtml className={styles.columns} inputs={[lang, categories, cities, links, lite]}>
        <FooterColumn id="footer-app" heading={t("footer.appHeading")}>
          <p className={styles.description}>{t("footer.appDescription")}</p>
          <ul className={styles.badges}>
            <li>
              <a href={links.appStore} className={styles.badgeLink}>
                {lite ? (
                  t("footer.appStoreBadge")
                ) : (
                  <img src={`/badges/app-store-${lang}.svg`} alt={t("footer.appStoreBadge")} {...BADGE} loading="lazy" decoding="async" />
                )}
              </a>
            </li>
            <li>
              <a href={links.playStore} className={styles.badgeLink}>
                {lite ? (
                  t("footer.playStoreBadge")
                ) : (
                  <img src={`/badges/google-play-${lang}.svg`} alt={t("footer.playStoreBadge")} {...BADGE} loading="lazy" decoding="async" />
                )}
              </a>
            </li>
          </ul>
        </FooterColumn>
        {columns.map((column) => (
          <FooterColumn key={column.id} id={column.id} heading={column.heading}>
            <nav aria-labelledby={column.id}>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </FooterColumn>
        ))}
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

type FooterLink = { key: string; href: string; label: string };

/** One column of the footer: its heading (which names the links under it), then what it holds. */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </div>
  );
}
