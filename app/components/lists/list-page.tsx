import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import type { ListData } from "../../pages/list-page";
import { ServerMarkup } from "../../wire/islands";
import * as layout from "../common/layout.css";
import { NewsList } from "./news-list";
import * as styles from "./news-list.css";

/** The heading of a list page, the stale-data notice when there is one, then what follows. */
export function ListHeader({ heading, subheading, stale, children }: { heading: ReactNode; subheading?: string; stale?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {subheading ? <h2 className={styles.subheading}>{subheading}</h2> : null}
        {children}
      </header>
      {stale ? (
        <p className={layout.notice} role="status">
          {t("errors.staleNotice")}
        </p>
      ) : null}
    </>
  );
}

/**
 * A news list page (requirements §2 list pages): heading, optional "Web News" sub-heading, the Follow button (issue 30:
 * markup made on the server only, components/following/follow-buttons.server.tsx), the cards, Load More.
 */
export function NewsListPage({
  heading,
  subheading,
  list,
  stale,
  follow,
}: {
  heading: string;
  subheading?: string;
  list: ListData;
  stale: boolean;
  follow?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ListHeader heading={heading} subheading={subheading} stale={stale}>
        {follow === undefined ? null : <ServerMarkup id="follow" html={follow} />}
      </ListHeader>
      {list.count === 0 ? <p className={styles.empty}>{t("lists.empty")}</p> : <NewsList list={list} label={heading} headingLevel={subheading ? 3 : 2} />}
    </>
  );
}
