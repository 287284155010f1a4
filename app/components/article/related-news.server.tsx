/**
 * "You May Also Like" (requirements §2): up to 4 related stories, shown only when more than 2 exist (the list
 * arrives already decided: app/news/related.ts). Below the article, so every picture is lazy; none in lite mode, as
 * on cards. Markup made on the server only (ServerMarkup in app/wire/islands.tsx): none of it is in the article's
 * first-visit JavaScript (issue 9's 110 KB, which the text size control and "Most read" needed room in; issue 29).
 * Its links navigate in the browser through the island's delegated clicks. Null when there is nothing to show.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../i18n/language";
import { TranslationProvider } from "../../i18n/react";
import type { TFunction } from "../../i18n/translate";
import type { RelatedStory } from "../../news/article-view";
import { LiteProvider } from "../../wire/lite";
import { ArticleImage } from "./article-image";
import * as styles from "./related-news.css";

export function relatedMarkup(stories: readonly RelatedStory[], options: { t: TFunction; lang: Language; lite: boolean }): string | null {
  if (stories.length === 0) return null;
  return renderToStaticMarkup(
    <TranslationProvider lang={options.lang}>
      <LiteProvider value={options.lite}>
        <section aria-labelledby="related-heading" className={styles.related}>
          <h2 id="related-heading" className={styles.heading}>
            {options.t("articlePage.related")}
          </h2>
          <ul className={styles.grid}>
            {stories.map((story) => (
              <li key={story.id}>
                <article className={styles.card} aria-labelledby={`related-${story.id}`}>
                  {story.image ? (
                    <a href={story.href} tabIndex={-1} aria-hidden="true">
                      <ArticleImage image={story.image} sizes="(min-width: 900px) 280px, (min-width: 600px) 46vw, 92vw" className={styles.picture} />
                    </a>
                  ) : null}
                  {story.category ? <p className={styles.category}>{story.category}</p> : null}
                  <h3 className={styles.title}>
                    <a href={story.href} id={`related-${story.id}`} className={styles.titleLink}>
                      {story.title}
                    </a>
                  </h3>
                  <p className={styles.meta}>
                    <time dateTime={story.publishedAt} title={story.fullDate} data-ago={story.fullDate && ""}>
                      {story.date}
                    </time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </LiteProvider>
    </TranslationProvider>,
  );
}
