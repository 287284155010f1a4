import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Island } from "../../wire/islands";
import type { HomeSectionShell, HomeSectionStories, HomeStory } from "../../news/home";
import type { Language } from "../../i18n/language";
import { ArticleImage } from "../article/article-image";
import { SEPARATOR } from "../common/separator";
import { LiveMark } from "./live-mark";
import * as styles from "./news-section.css";

function Byline({ story }: { story: HomeStory }) {
  const { t } = useTranslation();
  return (
    <p className={styles.meta}>
      {story.live ? <LiveMark live={story.live} /> : null}
      <span>{story.author ?? t("article.unknownAuthor")}</span>
      {SEPARATOR}
      <time dateTime={story.publishedAt} title={story.fullDate} data-ago={story.fullDate && ""}>
        {story.date}
      </time>
      {/* No reading time for a live story: its updates keep coming (issue 29). */}
      {story.live ? null : (
        <>
          {SEPARATOR}
          <span>{t("article.readTime", { count: story.readMinutes })}</span>
        </>
      )}
    </p>
  );
}

/** The lead picture's `sizes` (the home preloads the first one with the same value, issue 9). */
export const LEAD_PICTURE_SIZES = "(min-width: 1200px) 740px, (min-width: 900px) 62vw, 92vw";

/** The picture repeats the title's link: one tab stop per story, the title's. */
function StoryPicture({ story, sizes, priority = false }: { story: HomeStory; sizes: string; priority?: boolean }) {
  if (!story.image) return null;
  return (
    <Link to={story.href} tabIndex={-1} aria-hidden="true">
      <ArticleImage image={story.image} sizes={sizes} priority={priority} className={styles.picture} />
    </Link>
  );
}

/**
 * A home section (requirements §2): a lead story (picture, category, title, description,
 * "Read more...", author, date, read time), two secondary stories and four
 * compact "latest" items. Texts arrive cut and dates formatted (app/news/home.ts).
 * `eagerLead`: the first section's lead picture is the page's largest, loaded first;
 * every other picture is lazy. `headerExtra` sits in the heading row (the city section's "Change city").
 */
export function NewsSection({ section, eagerLead = false, headerExtra }: { section: HomeSectionShell; eagerLead?: boolean; headerExtra?: ReactNode }) {
  const { t } = useTranslation();
  const id = `section-${section.key}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-section={section.key}>
      <div className={styles.headingRow}>
        <h2 id={id} className={styles.heading}>
          {section.title}
        </h2>
        {section.moreHref ? (
          <Link to={section.moreHref} className={styles.more}>
            {t("homeSections.moreOf", { section: section.title })}
          </Link>
        ) : null}
        {headerExtra}
      </div>
      <Island id={`home-${section.key}`} value={section.stories}>
        {(stories) => <SectionStories stories={stories} eagerLead={eagerLead} />}
      </Island>
    </section>
  );
}

function SectionStories({ stories, eagerLead }: { stories: HomeSectionStories; eagerLead: boolean }) {
  const { t } = useTranslation();
  const { lead, secondary, latest } = stories;
  return (
    <>
      <div className={styles.grid}>
        {lead ? (
          <article className={styles.lead}>
            <StoryPicture story={lead} sizes={LEAD_PICTURE_SIZES} priority={eagerLead} />
            {lead.category ? <span className={styles.category}>{lead.category}</span> : null}
            <h3 className={styles.leadTitle}>
              <Link to={lead.href} className={styles.titleLink}>
                {lead.title}
              </Link>
            </h3>
            {lead.summary ? <p className={styles.summary}>{lead.summary}</p> : null}
            <Link to={lead.href} className={styles.readMore} aria-label={`${t("home.readMore")} ${lead.title}`}>
              {t("home.readMore")}
            </Link>
            <Byline story={lead} />
          </article>
        ) : null}
        {secondary.length > 0 ? (
          <div className={styles.secondaryList}>
            {secondary.map((story) => (
              <article key={story.id}>
                <StoryPicture story={story} sizes="(min-width: 1200px) 370px, (min-width: 900px) 31vw, 92vw" />
                {story.category ? <span className={styles.category}>{story.category}</span> : null}
                <h3 className={styles.cardTitle}>
                  <Link to={story.href} className={styles.titleLink}>
                    {story.title}
                  </Link>
                </h3>
                <Byline story={story} />
              </article>
            ))}
          </div>
        ) : null}
      </div>
      {latest.length > 0 ? (
        <div className={styles.latest}>
          <h3 className={styles.latestHeading}>{t("home.latest")}</h3>
          <ul className={styles.latestList}>
            {latest.map((story) => (
              <li key={story.id} className={styles.latestItem}>
                <Link to={story.href} className={styles.titleLink}>
                  {story.title}
                </Link>
                <Byline story={story} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export type BreakingItem = { id: string; href: string; title: string };

/**
 * The "Breaking" ticker (requirements §2): up to 3 items, each a link to its article. Beside its name, "Alert me"
 * (issue 30 point 3): markup made on the server (breaking-alert.server.tsx), carried in the ticker's island.
 */
export function BreakingTicker({ items, alertMe, lang }: { items: BreakingItem[]; alertMe: string; lang: Language }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={styles.ticker} aria-labelledby="breaking-label">
      <h2 id="breaking-label" className={styles.tickerLabel}>
        {t("home.breaking")}
      </h2>
      <div className={styles.tickerAlertSlot} dangerouslySetInnerHTML={{ __html: alertMe }} />
      <ul className={styles.tickerList} lang={lang}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
