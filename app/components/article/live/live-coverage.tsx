/**
 * A live article's own parts (issue 21, docs/decisions/0038): the status line under the byline (LIVE or "Live
 * coverage has ended", "Updated HH:MM", and the "Show new updates" link, a plain GET that works without
 * JavaScript), the key events, and the updates with their paging. One provider holds the coverage for all three,
 * so an update that arrives through the live stream moves the status line, the key events and the list together.
 */
import type { SerializeFrom } from "@remix-run/node";
import { createContext, useContext, type ReactNode } from "react";
import type { Language } from "../../../i18n/language";
import { useTranslation } from "../../../i18n/react";
import { formatTime } from "../../../news/format";
import { LATEST_UPDATE_ANCHOR, latestUpdate, updateAnchor } from "../../../news/live";
import type { articleLoader } from "../../../pages/article.server";
import { useIslandValue } from "../../../wire/islands";
import * as layout from "../../common/layout.css";
import * as articleStyles from "../article.css";
import type { LiveItem } from "./live-state";
import * as styles from "./live.css";
import { useLiveCoverage, type LiveCoverageClient } from "./use-live-coverage";

/** The updates' section: where "Older updates" and "Newer updates" land. */
const UPDATES_ID = "live-updates";

/** The loader's live view as the page gets it: the view, its links, and the bodies (null: in the HTML, an island). */
export type LivePageData = NonNullable<SerializeFrom<typeof articleLoader>["live"]>;

type LiveContextValue = LiveCoverageClient & { live: LivePageData; lang: Language };

const LiveContext = createContext<LiveContextValue | null>(null);

function LiveClient({ lang, articleId, live, children }: { lang: Language; articleId: string; live: LivePageData; children: ReactNode }) {
  const client = useLiveCoverage(lang, articleId, live);
  return <LiveContext.Provider value={{ ...client, live, lang }}>{children}</LiveContext.Provider>;
}

/** Around the article: its live parts read the coverage from here. A new version from the server starts afresh. */
export function LiveCoverageProvider({
  lang,
  articleId,
  live,
  children,
}: {
  lang: Language;
  articleId: string;
  live: LivePageData | null;
  children: ReactNode;
}) {
  if (!live) return <>{children}</>;
  return (
    <LiveClient key={live.version} lang={lang} articleId={articleId} live={live}>
      {children}
    </LiveClient>
  );
}

/** The LIVE label in the kicker: while the coverage is open (or, without updates yet, while the story is marked live). */
export function LiveLabel({ isLive }: { isLive: boolean }) {
  const { t } = useTranslation();
  const context = useContext(LiveContext);
  const live = context ? !context.state.ended : isLive;
  return live ? <span className={articleStyles.live}>{t("article.live")}</span> : null;
}

/** Under the byline: ended or not, when it last changed, and the reload that brings new updates without JavaScript. */
export function LiveStatus() {
  const { t } = useTranslation();
  const context = useContext(LiveContext);
  if (!context) return null;
  const { state, live, lang } = context;
  const updatedAt = new Date(state.version).toISOString();
  return (
    <p className={styles.status}>
      {state.ended ? <strong className={styles.ended}>{t("live.ended")}</strong> : null}
      <span>
        {t("article.updated")} <time dateTime={updatedAt}>{formatTime(updatedAt, lang)}</time>
      </span>
      {state.ended ? null : (
        <a href={`${live.refreshHref}#${LATEST_UPDATE_ANCHOR}`} className={styles.refresh}>
          {t("live.showNew")}
        </a>
      )}
    </p>
  );
}

/** The key events, newest first, as links to their updates. */
export function LiveKeyEvents() {
  const { t } = useTranslation();
  const context = useContext(LiveContext);
  // As the server listed them, then as the stream changes them (live-state.ts).
  if (!context || context.state.keyEvents.length === 0) return null;
  return (
    <nav aria-labelledby="live-key-events" className={styles.keyEvents}>
      <h2 id="live-key-events">{t("live.keyEvents")}</h2>
      <ul>
        {context.state.keyEvents.map((event) => (
          <li key={event.id}>
            <a href={event.href ?? `#${updateAnchor(event.id)}`}>
              <time dateTime={event.publishedAt}>{event.time}</time> <span>{event.title ?? t("live.keyEvent")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An update's body: the server's copy stays as it is (an island) until a correction brings new HTML. */
function UpdateBody({ html }: { html: string | null }) {
  // Sanitized on the server (app/live/messages.server.ts) before it gets here, on the page and in the stream alike.
  return <div className={`article-body ${articleStyles.body} ${styles.body}`} dangerouslySetInnerHTML={{ __html: html ?? "" }} suppressHydrationWarning />;
}

function Update({ item, html, latest }: { item: LiveItem; html: string | null; latest: boolean }) {
  const { t } = useTranslation();
  const headingId = `${updateAnchor(item.id)}-title`;
  return (
    <article id={updateAnchor(item.id)} tabIndex={-1} className={styles.update} data-pinned={item.isPinned || undefined} aria-labelledby={headingId}>
      {latest ? <span id={LATEST_UPDATE_ANCHOR} /> : null}
      <p className={styles.meta}>
        <time dateTime={item.publishedAt}>{item.time}</time>
        {item.updated ? (
          <span>
            {t("article.updated")} <time dateTime={item.updatedAt}>{item.updated}</time>
          </span>
        ) : null}
        {item.isPinned ? <span className={styles.tag}>{t("live.pinned")}</span> : null}
        {item.isKeyEvent ? <span className={styles.tag}>{t("live.keyEvent")}</span> : null}
        {item.isNew ? <span className={`${styles.tag} ${styles.fresh}`}>{t("live.new")}</span> : null}
      </p>
      {/* Every update has a heading (an <article> without one is a warning, and a screen reader's list of headings
          would skip it): its title, or, hidden, when it was posted. */}
      <h3 id={headingId} className={item.title ? styles.title : layout.visuallyHidden}>
        {item.title ?? t("live.updateAt", { time: item.time })}
      </h3>
      <UpdateBody html={html} />
    </article>
  );
}

/** The updates of this page, the "N new updates" button while some wait, and the paging. */
export function LiveUpdates() {
  const { t } = useTranslation();
  const context = useContext(LiveContext);
  const bodies = useIslandValue("live-updates", context?.live.bodies ?? null);
  if (!context) return null;
  const { state, live, showPending, announcement, listRef } = context;
  // The anchor the "Show new updates" link and the ticker land on: the newest update, on the first page.
  const latestId = live.page === 1 ? (latestUpdate({ updates: state.shown })?.id ?? null) : null;
  return (
    <section id={UPDATES_ID} aria-labelledby="live-updates-title" className={styles.section}>
      <h2 id="live-updates-title" className={styles.heading}>
        {t("live.updatesHeading")}
      </h2>
      <p role="status" className={layout.visuallyHidden}>
        {announcement}
      </p>
      {state.pending.length > 0 ? (
        // Fixed over the page, not in its flow: it appears without moving what the reader is looking at.
        <button type="button" className={styles.newUpdates} onClick={showPending}>
          {t("live.newUpdates", { count: state.pending.length })}
        </button>
      ) : null}
      <div ref={listRef} className={styles.list}>
        {state.shown.map((item) => (
          <Update key={item.id} item={item} html={item.html ?? bodies?.[item.id] ?? null} latest={item.id === latestId} />
        ))}
      </div>
      {live.newerHref || live.olderHref ? (
        <nav aria-label={t("live.paging")} className={styles.paging}>
          {live.newerHref ? <a href={`${live.newerHref}#${UPDATES_ID}`}>{t("live.newer")}</a> : null}
          {live.olderHref ? (
            <a href={`${live.olderHref}#${UPDATES_ID}`} rel="next">
              {t("live.older")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
