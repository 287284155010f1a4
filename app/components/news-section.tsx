import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { href } from "../i18n/language";
import { excerpt, formatDate, readingMinutes } from "../news/format";
import { COMPACT_TITLE_MAX, LEAD_DESCRIPTION_MAX, LEAD_TITLE_MAX } from "../news/limits";
import type { ArticleSummary, HomeSection, Language } from "../news/types";
import { ArticleImage } from "./article-image";
import * as styles from "./news-section.css";

function articleHref(article: ArticleSummary): string {
  return href(article.language, `/news/${article.slug}`);
}

function Byline({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <p className={styles.meta}>
      <span>{article.author ?? t("article.unknownAuthor")}</span>
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, article.language)}</time>
      <span>{t("article.readTime", { count: readingMinutes(article.wordCount) })}</span>
    </p>
  );
}

/** A home section (spec §2): a lead story, two secondary stories, four compact "latest" items. */
export function NewsSection({ section, headingLevel = 2, eagerLead = false }: { section: HomeSection; headingLevel?: 2; eagerLead?: boolean }) {
  const { t } = useTranslation();
  const id = `section-${section.key}`;
  const { lead } = section;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {section.title}
      </Heading>
      {!lead && section.secondary.length === 0 && section.others.length === 0 ? <p>{t("home.noNews")}</p> : null}
      <div className={styles.grid}>
        {lead ? (
          <article className={styles.lead}>
            {lead.image ? (
              <Link to={articleHref(lead)} tabIndex={-1} aria-hidden="true">
                <ArticleImage image={lead.image} sizes="(min-width: 900px) 66vw, 100vw" priority={eagerLead} className={styles.picture} />
              </Link>
            ) : null}
            {lead.category ? <span className={styles.category}>{lead.category.name}</span> : null}
            <h3 className={styles.leadTitle}>
              <Link to={articleHref(lead)} className={styles.titleLink}>
                {excerpt(lead.title, LEAD_TITLE_MAX)}
              </Link>
            </h3>
            <p>{excerpt(lead.summary, LEAD_DESCRIPTION_MAX)}</p>
            <Link to={articleHref(lead)} className={styles.readMore} aria-label={`${t("home.readMore")} ${lead.title}`}>
              {t("home.readMore")}
            </Link>
            <Byline article={lead} />
          </article>
        ) : null}
        <div className={styles.secondaryList}>
          {section.secondary.map((article) => (
            <article key={article.id}>
              {article.image ? (
                <Link to={articleHref(article)} tabIndex={-1} aria-hidden="true">
                  <ArticleImage image={article.image} sizes="(min-width: 900px) 33vw, 100vw" className={styles.picture} />
                </Link>
              ) : null}
              {article.category ? <span className={styles.category}>{article.category.name}</span> : null}
              <h3 className={styles.cardTitle}>
                <Link to={articleHref(article)} className={styles.titleLink}>
                  {excerpt(article.title, COMPACT_TITLE_MAX)}
                </Link>
              </h3>
              <Byline article={article} />
            </article>
          ))}
        </div>
      </div>
      {section.others.length > 0 ? (
        <div className={styles.latest}>
          <h3 className={styles.latestHeading}>{t("home.latest")}</h3>
          <ul className={styles.latestList}>
            {section.others.map((article) => (
              <li key={article.id} className={styles.latestItem}>
                <Link to={articleHref(article)} className={styles.titleLink}>
                  {excerpt(article.title, COMPACT_TITLE_MAX)}
                </Link>
                <Byline article={article} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The "Breaking" ticker (spec §2): up to 3 items, each a link to its article. */
export function BreakingTicker({ items, lang }: { items: ArticleSummary[]; lang: Language }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={styles.ticker} aria-labelledby="breaking-label">
      <h2 id="breaking-label" className={styles.tickerLabel}>
        {t("home.breaking")}
      </h2>
      <ul className={styles.tickerList} lang={lang}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={articleHref(item)}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
