import { useFetcher, useFetchers } from "@remix-run/react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { commentFetcherKey, FIELD, type CommentAnswer } from "../../comments/answers";
import { LIVE_EVENT_NAME, liveCommentsPath, parseLiveMessage, unseenEvents, type LiveCursor } from "../../comments/live";
import { checkCommentText } from "../../comments/rules";
import { applyLike, commentAnchor, commentView, mergeComment, type CommentThread, type CommentView } from "../../comments/thread";
import { useTranslation } from "../../i18n/react";
import { formatDateTime } from "../../news/format";
import type { Language } from "../../i18n/language";
import { useHydrated } from "../../wire/hydrated";
import type { Viewer } from "./comment-types";

type Action =
  | { type: "reset"; thread: CommentThread }
  | { type: "merge"; comment: CommentView; live: boolean }
  | { type: "like"; commentId: string; likesCount: number; isLiked?: boolean };

type State = { thread: CommentThread; liveIds: string[] };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "reset":
      return { thread: action.thread, liveIds: [] };
    case "merge": {
      const thread = mergeComment(state.thread, action.comment);
      return thread === state.thread ? state : { thread, liveIds: action.live ? [...state.liveIds, action.comment.id] : state.liveIds };
    }
    case "like":
      return { ...state, thread: applyLike(state.thread, action.commentId, action.likesCount, action.isLiked) };
  }
}

/** The comment being written or sent by each form of the page, as the optimistic list shows it. */
function usePendingComments(lang: Language, viewer: Viewer, you: string): CommentView[] {
  const fetchers = useFetchers();
  const pending: CommentView[] = [];
  for (const fetcher of fetchers) {
    if (!fetcher.key.startsWith("comments-comment-") && !fetcher.key.startsWith("comments-reply-")) continue;
    if (fetcher.state !== "submitting" || !fetcher.formData) continue;
    const checked = checkCommentText(fetcher.formData.get(FIELD.text));
    if (!checked.ok) continue;
    const parentId = fetcher.formData.get(FIELD.parentId);
    const now = new Date().toISOString();
    pending.push({
      id: `pending-${fetcher.key}`,
      parentId: typeof parentId === "string" && parentId ? parentId : null,
      text: checked.text,
      author: (viewer.signedIn ? viewer.name : null) ?? you,
      authorId: viewer.signedIn ? (viewer.userId ?? "") : "",
      createdAt: now,
      time: formatDateTime(now, lang),
      likesCount: 0,
      isLiked: false,
      replies: [],
    });
  }
  return pending;
}

/**
 * The thread as the reader sees it: the server's, then new comments and like counts arrive live
 * (docs/decisions/0012-comments.md), the reader's own show at once (optimistic), and focus goes to
 * a comment just posted.
 */
export function useCommentThread(lang: Language, slug: string, viewer: Viewer, initial: CommentThread) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(reducer, { thread: initial, liveIds: [] });
  const [focusId, setFocusId] = useState<string | null>(null);
  const pendingComments = usePendingComments(lang, viewer, t("comments.you"));
  const first = useRef(true);
  useEffect(() => {
    // New data from the server (a navigation to "show all", a revalidation): it has everything.
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: "reset", thread: initial });
  }, [initial]);

  // Realtime: new comments and like counts from other readers (and our own, already shown: not twice).
  const message = useEventSource(liveCommentsPath(slug), { event: LIVE_EVENT_NAME, enabled: hydrated });
  const cursor = useRef<LiveCursor | null>(null);
  useEffect(() => {
    const parsed = parseLiveMessage(message);
    if (!parsed) return;
    const { events, cursor: next } = unseenEvents(parsed, cursor.current);
    cursor.current = next;
    for (const event of events) {
      if (event.type === "comment") dispatch({ type: "merge", comment: commentView(event.comment, lang), live: true });
      else dispatch({ type: "like", commentId: event.commentId, likesCount: event.likesCount });
    }
  }, [message, lang]);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(commentAnchor(focusId))?.focus();
    setFocusId(null);
  }, [focusId, state]);

  const onPosted = (comment: CommentView) => {
    dispatch({ type: "merge", comment, live: false });
    setFocusId(comment.id);
  };
  // The new-comment form sits above the list (outside it): its answer is read by key.
  const newComment = useFetcher<CommentAnswer>({ key: commentFetcherKey("comment") });
  const newAnswer = newComment.state === "idle" ? newComment.data : undefined;
  // An answer from before this list was mounted (a "show all" navigation) is not news.
  const handledNew = useRef<CommentAnswer | undefined>(newAnswer);
  useEffect(() => {
    if (!newAnswer || handledNew.current === newAnswer) return;
    handledNew.current = newAnswer;
    if (newAnswer.ok && newAnswer.intent === "comment") {
      dispatch({ type: "merge", comment: newAnswer.comment, live: false });
      setFocusId(newAnswer.comment.id);
    }
  }, [newAnswer]);
  const onLiked = (commentId: string, likesCount: number, isLiked: boolean) => dispatch({ type: "like", commentId, likesCount, isLiked });

  // Optimistic: what the reader is sending shows at once, unless the stream has already brought it.
  const live = new Set(state.liveIds);
  const already = (pending: CommentView) =>
    [...state.thread.comments, ...state.thread.comments.flatMap((comment) => comment.replies)].some(
      (shown) => live.has(shown.id) && shown.authorId === pending.authorId && shown.parentId === pending.parentId && shown.text === pending.text,
    );
  let thread = state.thread;
  for (const pending of pendingComments) {
    if (!already(pending)) thread = mergeComment(thread, pending);
  }
  return {
    thread,
    /** The count the server and the stream agree on, without the comments still being sent. */
    confirmedCount: state.thread.count,
    connected: message !== null,
    onPosted,
    onLiked,
  };
}
