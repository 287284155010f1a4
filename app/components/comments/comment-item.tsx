import { useTranslation } from "../../i18n/react";
import { commentAnchor, type CommentView } from "../../comments/thread";
import type { Language } from "../../i18n/language";
import { CommentForm } from "./comment-form";
import type { ServerFailure, Viewer } from "./comment-types";
import * as styles from "./comments.css";
import { LikeControl } from "./like-control";

/** One comment (or reply): who and when, the text, Like, Reply with its form, then its replies. */
export function CommentItem({
  lang,
  comment,
  viewer,
  serverAnswer,
  onPosted,
  onLiked,
}: {
  lang: Language;
  comment: CommentView;
  viewer: Viewer;
  serverAnswer: ServerFailure | undefined;
  onPosted: (comment: CommentView) => void;
  onLiked: (commentId: string, likesCount: number, isLiked: boolean) => void;
}) {
  const { t } = useTranslation();
  // A reader who gave no name is "Reader 12" in the page's own words, not the service's English (issue 29).
  const author = comment.author ?? t("comments.unnamedReader", { number: comment.authorId });
  const pending = comment.id.startsWith("pending-");
  const isReply = comment.parentId !== null;
  const replyFailed = serverAnswer?.intent === "reply" && serverAnswer.parentId === comment.id ? serverAnswer : undefined;
  return (
    <article
      id={pending ? undefined : commentAnchor(comment.id)}
      className={isReply ? styles.reply : styles.comment}
      tabIndex={-1}
      aria-label={t("comments.itemLabel", { author })}
      data-pending={pending ? "true" : undefined}
      data-comment-id={pending ? undefined : comment.id}
    >
      <p className={styles.meta}>
        <span className={styles.author}>{author}</span>
        <time dateTime={comment.createdAt}>{comment.time}</time>
        {pending ? <span role="status">{t("comments.sending")}</span> : null}
      </p>
      <p className={styles.text}>{comment.text}</p>
      {pending ? null : (
        <div className={styles.actions}>
          <LikeControl
            comment={comment}
            viewer={viewer}
            serverFailed={serverAnswer?.commentId === comment.id && (serverAnswer.intent === "like" || serverAnswer.intent === "unlike")}
            onLiked={onLiked}
          />
          {viewer.signedIn && !isReply ? (
            <details className={styles.replyToggle} open={replyFailed ? true : undefined}>
              <summary>{t("comments.reply")}</summary>
              <CommentForm parentId={comment.id} serverAnswer={replyFailed} onPosted={onPosted} replyTo={author} />
            </details>
          ) : null}
        </div>
      )}
      {comment.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={t("comments.repliesLabel", { author })}>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem lang={lang} comment={reply} viewer={viewer} serverAnswer={serverAnswer} onPosted={onPosted} onLiked={onLiked} />
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
