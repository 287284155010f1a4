import { useTranslation } from "../../i18n/react";
import { SHOW_ALL_PARAM, SHOW_ALL_VALUE } from "../../comments/answers";
import type { CommentThread } from "../../comments/thread";
import type { Language } from "../../i18n/language";
import { CommentItem } from "./comment-item";
import type { ServerFailure, Viewer } from "./comment-types";
import * as styles from "./comments.css";
import { useReportCommentCount } from "./live-count";
import { useCommentThread } from "./use-comment-thread";

/** "Show all comments": a plain link, the page again with every comment (and, before they arrive, the way to them). */
export function ShowAllLink({ label }: { label: string }) {
  return (
    <p className={styles.showAll}>
      <a href={`?${SHOW_ALL_PARAM}=${SHOW_ALL_VALUE}#comments`}>{label}</a>
    </p>
  );
}

/** The list of comments and replies, kept up to date live (use-comment-thread.ts). */
export function LiveComments({
  lang,
  slug,
  viewer,
  initial,
  serverAnswer,
}: {
  lang: Language;
  slug: string;
  viewer: Viewer;
  initial: CommentThread;
  serverAnswer: ServerFailure | undefined;
}) {
  const { t } = useTranslation();
  const { thread, confirmedCount, connected, onPosted, onLiked } = useCommentThread(lang, slug, viewer, initial);
  const { comments, count, topLevel, showingAll } = thread;
  // The engagement bar's "Comment" shows this same number.
  useReportCommentCount(slug, count);
  return (
    <div data-live={connected ? "connected" : undefined}>
      <p className={styles.count} data-comment-count={confirmedCount}>
        {count === 0 ? t("articlePage.noComments") : t("articlePage.commentCount", { count })}
      </p>
      {comments.length > 0 ? (
        <ol className={styles.list} aria-label={t("comments.listLabel")}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem lang={lang} comment={comment} viewer={viewer} serverAnswer={serverAnswer} onPosted={onPosted} onLiked={onLiked} />
            </li>
          ))}
        </ol>
      ) : null}
      {!showingAll && topLevel > comments.length ? <ShowAllLink label={t("comments.showAll", { count: topLevel })} /> : null}
    </div>
  );
}
