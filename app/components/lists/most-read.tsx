import { Link } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import type { MostReadStory } from "../../analytics/most-read";
import * as styles from "./most-read.css";

/**
 * "Most read" (issue 29 point 5): the five stories read most in this language over the last 24 hours, most read
 * first, as the server rendered them (app/analytics/most-read.server.ts). Nothing at all when there is no list: the
 * counts could not be read, or came too late for this page.
 */
export function MostRead({ stories }: { stories: readonly MostReadStory[] }) {
  const { t } = useTranslation();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="most-read-heading" className={styles.mostRead}>
      <h2 id="most-read-heading" className={styles.heading}>
        {t("article.mostRead")}
      </h2>
      <p className={styles.window}>{t("article.mostReadWindow")}</p>
      <ol className={styles.list}>
        {stories.map((story) => (
          <li key={story.id} className={styles.item}>
            <Link to={story.href} className={styles.link}>
              {story.title}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
