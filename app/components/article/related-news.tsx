import { Link } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import type { RelatedStory } from "../../news/article-view";
import { ArticleImage } from "./article-image";
import * as styles from "./related-news.css";

/**
 * "You May Also Like" (requirements §2): up to 4 related stories, shown only when more
 * than 2 exist (the list arrives already decided: app/news/related.ts). Below
 * the article, so every picture is lazy.
 */
export function RelatedNews({ stories }: { stories: RelatedStory[] }) {
  const { t } = useTranslation();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={styles.related}>
      <h2 id="related-heading" className={styles.heading}>
        {t("articlePage.related")}
      </h2>
      <ul className={styles.grid}>
        {stories.map((story) => (
          <li key={story.id}>
            <article className={styles.card} aria-labelledby={`related-${story.id}`}>
              {story.image ? (
                <Link to={story.href} tabIndex={-1} aria-hidden="true">
                  <ArticleImage image={story.image} sizes="(min-width: 900px) 280px, (min-width: 600px) 46vw, 92vw" className={styles.picture} />
                </Link>
              ) : null}
              {story.category ? <p className={styles.category}>{story.category}</p> : null}
              <h3 className={styles.title}>
                <Link to={story.href} id={`related-${story.id}`} className={styles.titleLink}>
                  {story.title}
                </Link>
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
  );
}

/**
 * In the related stories' place while they are on their way (streamed): the category's own list,
 * which is all a reader without JavaScript keeps when the stories come late.
 */
export function RelatedNewsPending({ category }: { category: { name: string; href: string } | null }) {
  const { t } = useTranslation();
  if (!category) return null;
  return (
    <p className={styles.pending}>
      <Link to={category.href}>{t("articlePage.moreIn", { category: category.name })}</Link>
    </p>
  );
}
