import { useTranslation } from "../../i18n/react";
import type { LiveCardMark } from "../../news/cards";
import { SEPARATOR } from "../common/separator";
import * as styles from "./live-mark.css";

/**
 * A live story on a card (issue 21): its LIVE label and when it last changed, as items of the card's line
 * of facts (author, date). The time arrives formatted (app/news/cards.ts `liveCardMark`).
 */
export function LiveMark({ live }: { live: LiveCardMark }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.label}>{t("article.live")}</span>
      {live.updatedAt && live.updated ? (
        <>
          {SEPARATOR}
          <time dateTime={live.updatedAt} className={styles.updated}>
            {t("cards.liveUpdated", { time: live.updated })}
          </time>
        </>
      ) : null}
      {SEPARATOR}
    </>
  );
}
