import type { SerializeFrom } from "@remix-run/node";
import { useTranslation } from "../../i18n/react";
import { FOLLOW_FIELDS } from "../../following/form-fields";
import { href } from "../../i18n/language";
import type { followingLoader } from "../../pages/following.server";
import * as layout from "../common/layout.css";
import { ListHeader } from "../lists/list-page";
import { NewsList } from "../lists/news-list";
import * as listStyles from "../lists/news-list.css";
import { AlertsSection } from "./alerts-section";
import * as styles from "./following-page.css";

type FollowingPageProps = SerializeFrom<typeof followingLoader>;

/**
 * The Following page (issue 30 point 2): the newest stories of everything the reader follows with Load More, what they
 * follow with an Unfollow form each, their alerts (alerts-section.tsx), and their private feed. Every form is a plain POST that comes back here
 * (POST → 303 → GET), with or without JavaScript.
 */
export function FollowingPage({ lang, signedIn, followed, list, unavailable, feedUrl, alerts }: FollowingPageProps) {
  const { t } = useTranslation();
  const heading = t("following.title");
  const back = href(lang, "/following");
  return (
    <>
      <ListHeader heading={heading}>
        <p className={styles.note}>{t("following.intro")}</p>
      </ListHeader>
      {unavailable > 0 ? (
        <p className={layout.notice} role="status">
          {t("following.unavailable", { count: unavailable })}
        </p>
      ) : null}
      {followed.length === 0 ? (
        <section aria-labelledby="following-empty">
          <h2 id="following-empty" className={styles.sectionHeading}>
            {t("following.empty")}
          </h2>
          <p className={styles.how}>{t("following.emptyHow")}</p>
        </section>
      ) : (
        <>
          <section aria-labelledby="following-stories">
            <h2 id="following-stories" className={styles.sectionHeading}>
              {t("following.storiesHeading")}
            </h2>
            {list.count === 0 ? (
              <p className={listStyles.empty}>{t("following.noStories")}</p>
            ) : (
              <NewsList list={list} label={t("following.storiesHeading")} headingLevel={3} />
            )}
          </section>
          <section id="following-list" aria-labelledby="following-list-heading" className={styles.section}>
            <h2 id="following-list-heading" className={styles.sectionHeading}>
              {t("following.followedHeading")}
            </h2>
            <p className={styles.how}>{signedIn ? t("following.keptInAccount") : t("following.keptIn")}</p>
            <ul className={styles.followed}>
              {followed.map((entry) => (
                <li key={`${entry.kind}:${entry.id}`} className={styles.followedItem}>
                  <span>
                    <span className={styles.kind}>{t(`following.kinds.${entry.kind}`)}</span>
                    {entry.href ? <a href={entry.href}>{entry.kind === "tag" ? `#${entry.name}` : entry.name}</a> : entry.name}
                  </span>
                  <form method="post" action={href(lang, "/follow")}>
                    <input type="hidden" name={FOLLOW_FIELDS.kind} value={entry.kind} />
                    <input type="hidden" name={FOLLOW_FIELDS.id} value={entry.id} />
                    <input type="hidden" name={FOLLOW_FIELDS.intent} value="unfollow" />
                    <input type="hidden" name={FOLLOW_FIELDS.back} value={`${back}#following-list`} />
                    <button type="submit" className={styles.button}>
                      {t("following.unfollow")}
                      <span className={layout.visuallyHidden}>: {entry.kind === "tag" ? `#${entry.name}` : entry.name}</span>
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <AlertsSection lang={lang} alerts={alerts} />
      <section id="following-feed" aria-labelledby="following-feed-heading" className={styles.section}>
        <h2 id="following-feed-heading" className={styles.sectionHeading}>
          {t("following.feedHeading")}
        </h2>
        <p className={styles.how}>{t("following.feedExplain")}</p>
        {feedUrl ? (
          <>
            <label htmlFor="following-feed-address">{t("following.feedLabel")}</label>
            <input id="following-feed-address" className={styles.feedAddress} type="url" readOnly value={feedUrl} />
            <form method="post" action={back}>
              <input type="hidden" name={FOLLOW_FIELDS.intent} value="revoke-feed" />
              <button type="submit" className={styles.button} aria-describedby="following-feed-revoke-note">
                {t("following.feedRevoke")}
              </button>
              <p id="following-feed-revoke-note" className={styles.note}>
                {t("following.feedRevokeNote")}
              </p>
            </form>
          </>
        ) : (
          <form method="post" action={back}>
            <input type="hidden" name={FOLLOW_FIELDS.intent} value="create-feed" />
            <button type="submit" className={styles.button}>
              {t("following.feedCreate")}
            </button>
          </form>
        )}
      </section>
    </>
  );
}
