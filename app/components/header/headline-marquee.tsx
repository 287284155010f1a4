import { Link } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import { href } from "../../i18n/language";
import type { Language } from "../../i18n/language";
import type { Headline } from "../../shell/types";
import * as styles from "./headline-marquee.css";

/**
 * requirements §2 headline marquee: today's important web news, each a link. It moves
 * with CSS only; it stops on hover and focus, can be paused (WCAG 2.2.2) and is a
 * still list for readers who ask for reduced motion.
 */
export function HeadlineMarquee({ lang, items }: { lang: Language; items: Headline[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  // About 6 s per headline keeps the speed readable whatever the count.
  const duration = { "--marquee-duration": `${Math.max(20, items.length * 6)}s` } as React.CSSProperties;
  return (
    // `hidden` for browsers without CSS (lynx, w3m), where ten headlines and a checkbox came before the story (issue 29);
    // the stylesheet's `display` overrides it, so every other reader has the marquee as before.
    <section className={styles.marquee} aria-labelledby="headlines-label" hidden>
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
