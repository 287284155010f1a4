/**
 * "Most read" (issue 29 point 5): the five stories read most in this language over the last 24 hours, most read
 * first (app/analytics/most-read.server.ts finds them). Markup made on the server only: the page shows it through
 * `ServerMarkup` (app/wire/islands.tsx), so none of this is in the browser's JavaScript (issue 9's budget), and its
 * links navigate in the browser through the island's delegated clicks. Null when there is no list: the counts could
 * not be read, or came too late for this page.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { MostReadStory } from "../../analytics/most-read";
import type { TFunction } from "../../i18n/translate";
import * as styles from "./most-read.css";

export function mostReadMarkup(stories: readonly MostReadStory[], t: TFunction): string | null {
  if (stories.length === 0) return null;
  return renderToStaticMarkup(
    <section aria-labelledby="most-read-heading" className={styles.mostRead}>
      <h2 id="most-read-heading" className={styles.heading}>
        {t("article.mostRead")}
      </h2>
      <p className={styles.window}>{t("article.mostReadWindow")}</p>
      <ol className={styles.list}>
        {stories.map((story) => (
          <li key={story.id} className={styles.item}>
            <a href={story.href} className={styles.link}>
              {story.title}
            </a>
          </li>
        ))}
      </ol>
    </section>,
  );
}
