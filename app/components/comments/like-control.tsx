import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { commentFetcherKey, FIELD, type CommentAnswer } from "../../comments/answers";
import type { CommentView } from "../../comments/thread";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { visuallyHidden } from "../common/layout.css";
import type { Viewer } from "./comment-types";
import * as styles from "./comments.css";

/**
 * Like / unlike a comment (requirements §4, §6): a toggle button with `aria-pressed`. Anonymous readers
 * see the count only. With JavaScript the count moves at once; a failure rolls it back and says so.
 */
export function LikeControl({
  comment,
  viewer,
  serverFailed,
  onLiked,
}: {
  comment: CommentView;
  viewer: Viewer;
  serverFailed: boolean;
  onLiked: (commentId: string, likesCount: number, isLiked: boolean) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const fetcher = useFetcher<CommentAnswer>({ key: commentFetcherKey("like", comment.id) });
  // What the count was when the reader pressed: the stream may bring their own like back before the answer.
  const base = useRef({ likesCount: comment.likesCount, isLiked: comment.isLiked });
  const handled = useRef<CommentAnswer | undefined>(undefined);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok && (answer.intent === "like" || answer.intent === "unlike")) onLiked(answer.commentId, answer.likesCount, answer.isLiked);
  }, [answer, onLiked]);

  const intent = fetcher.formData?.get(FIELD.intent);
  const sending = fetcher.state !== "idle" && typeof intent === "string";
  const on = sending ? intent === "like" : comment.isLiked;
  const likes = sending ? Math.max(0, base.current.likesCount + (on === base.current.isLiked ? 0 : on ? 1 : -1)) : comment.likesCount;
  const failed = (answer && !answer.ok) || (serverFailed && !answer);
  const countText = t("comments.likeCount", { count: likes });

  if (!viewer.signedIn) {
    return (
      <span className={styles.likeCount} data-like-count={likes}>
        {countText}
      </span>
    );
  }
  return (
    <>
      <fetcher.Form
        method="post"
        action={pathname}
        className={styles.inlineForm}
        onSubmit={() => {
          base.current = { likesCount: comment.likesCount, isLiked: comment.isLiked };
        }}
      >
        <input type="hidden" name={FIELD.intent} value={on ? "unlike" : "like"} />
        <input type="hidden" name={FIELD.commentId} value={comment.id} />
        {hydrated ? <input type="hidden" name={FIELD.enhanced} value="1" /> : null}
        <button type="submit" className={styles.likeButton} aria-pressed={on} data-like-count={likes}>
          <span>{t("comments.like")}</span>
          <span className={styles.likeCount} aria-hidden="true">
            {likes}
          </span>
          <span className={visuallyHidden}>, {countText}</span>
        </button>
      </fetcher.Form>
      {failed ? (
        <p className={styles.error} role="status">
          {t("comments.errors.likeFailed")}
        </p>
      ) : null}
    </>
  );
}
