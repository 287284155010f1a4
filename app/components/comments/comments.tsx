/**
 * The article's comments section (issue 6; spec §4 comments, §5, §6, §9). Complete from the
 * server: the list (3 most recent, or all), and for a signed-in reader real forms to comment,
 * reply and like, each a POST to the article that lands back at the comment. With JavaScript the
 * forms post through fetchers, show the result at once (optimistic) and roll back with a message
 * on failure, and new comments and like counts arrive live (docs/decisions/0012-comments.md).
 *
 * Comment text is only ever a React text child: never HTML.
 */
import { Await, useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { Suspense, useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { useEventSource } from "remix-utils/sse/react";
import { signInPageUrl } from "../../auth/sign-in-view";
import {
  commentFetcherKey,
  FIELD,
  SHOW_ALL_PARAM,
  SHOW_ALL_VALUE,
  type CommentAnswer,
  type CommentError,
} from "../../comments/answers";
import { useReportCommentCount } from "./live-count";
import { LIVE_EVENT_NAME, liveCommentsPath, parseLiveMessage, unseenEvents, type LiveCursor } from "../../comments/live";
import { checkCommentText, commentLength, counterThreshold } from "../../comments/rules";
import { applyLike, commentAnchor, commentView, mergeComment, type CommentThread, type CommentView } from "../../comments/thread";
import { href, type Language } from "../../i18n/language";
import { formatDateTime } from "../../news/format";
import { COMMENT_MAX_LENGTH } from "../../news/limits";
import * as articleStyles from "../article/article.css";
import * as styles from "./comments.css";
import * as formStyles from "../common/form.css";
import { visuallyHidden } from "../common/layout.css";
import { useTypedValue } from "../common/use-typed-value";

export type Viewer = { signedIn: true; userId: string | null; name: string | null } | { signedIn: false };

type SectionProps = {
  lang: Language;
  slug: string;
  viewer: Viewer;
  comments: CommentThread | null | Promise<CommentThread | null>;
  /** The action's answer to a form sent without JavaScript (the page rendered again). */
  answer: CommentAnswer | undefined;
};

export function CommentsSection({ lang, slug, viewer, comments, answer }: SectionProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Without JavaScript the action's answer; with it, the new-comment form's fetcher (kept here too,
  // so a refusal that signs the reader out still has their text after the form is gone).
  const fetched = useFetcher<CommentAnswer>({ key: commentFetcherKey("comment") }).data;
  const failed = answer && !answer.ok ? answer : fetched && !fetched.ok && !viewer.signedIn ? fetched : undefined;
  return (
    <section id="comments" aria-labelledby="comments-heading" className={articleStyles.comments} tabIndex={-1}>
      <h2 id="comments-heading">{t("articlePage.comments")}</h2>
      {viewer.signedIn ? (
        <CommentForm lang={lang} parentId={null} viewer={viewer} serverAnswer={failed?.intent === "comment" ? failed : undefined} />
      ) : (
        <SignedOutNotice lang={lang} back={`${pathname}#comments`} failed={failed} />
      )}
      <Suspense fallback={<ShowAllLink label={t("comments.show")} />}>
        <Await resolve={comments} errorElement={<p className={articleStyles.muted}>{t("articlePage.commentsUnavailable")}</p>}>
          {(thread) =>
            thread ? (
              <LiveComments key={slug} lang={lang} slug={slug} viewer={viewer} initial={thread} serverAnswer={failed} />
            ) : (
              <p className={articleStyles.muted}>{t("articlePage.commentsUnavailable")}</p>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/** spec §4: anonymous readers sign in to comment, and come back here. A refused session says so, and keeps the text. */
function SignedOutNotice({ lang, back, failed }: { lang: Language; back: string; failed: Extract<CommentAnswer, { ok: false }> | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {failed?.error === "signedOut" ? (
        <p className={styles.error} role="status">
          {t("comments.errors.signedOut")}
        </p>
      ) : null}
      <p className={styles.signIn}>
        <a href={signInPageUrl(href(lang, "/signin"), back)}>{t("comments.signInToComment")}</a>
      </p>
      {failed?.text ? (
        <div className={styles.form}>
          <label htmlFor="comment-kept" className={formStyles.label}>
            {t("comments.keptText")}
          </label>
          <textarea id="comment-kept" className={formStyles.textarea} readOnly defaultValue={failed.text} />
        </div>
      ) : null}
    </>
  );
}

function ShowAllLink({ label }: { label: string }) {
  return (
    <p className={styles.showAll}>
      <a href={`?${SHOW_ALL_PARAM}=${SHOW_ALL_VALUE}#comments`}>{label}</a>
    </p>
  );
}

// ------------------------------------------------------------------ the list, live

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

function LiveComments({
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
  serverAnswer: Extract<CommentAnswer, { ok: false }> | undefined;
}) {
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
  // The new-comment form sits above the list (outside this component): its answer is read by key.
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

  const { comments, count, topLevel, showingAll } = thread;
  // The engagement bar's "Comment" shows this same number.
  useReportCommentCount(slug, count);
  return (
    <div data-live={message === null ? undefined : "connected"}>
      <p className={styles.count} data-comment-count={state.thread.count}>
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

function CommentItem({
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
  serverAnswer: Extract<CommentAnswer, { ok: false }> | undefined;
  onPosted: (comment: CommentView) => void;
  onLiked: (commentId: string, likesCount: number, isLiked: boolean) => void;
}) {
  const { t } = useTranslation();
  const pending = comment.id.startsWith("pending-");
  const isReply = comment.parentId !== null;
  const replyFailed = serverAnswer?.intent === "reply" && serverAnswer.parentId === comment.id ? serverAnswer : undefined;
  return (
    <article
      id={pending ? undefined : commentAnchor(comment.id)}
      className={isReply ? styles.reply : styles.comment}
      tabIndex={-1}
      aria-label={t("comments.itemLabel", { author: comment.author })}
      data-pending={pending ? "true" : undefined}
      data-comment-id={pending ? undefined : comment.id}
    >
      <p className={styles.meta}>
        <span className={styles.author}>{comment.author}</span>
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
              <CommentForm lang={lang} parentId={comment.id} viewer={viewer} serverAnswer={replyFailed} onPosted={onPosted} replyTo={comment.author} />
            </details>
          ) : null}
        </div>
      )}
      {comment.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={t("comments.repliesLabel", { author: comment.author })}>
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

// ------------------------------------------------------------------ likes

/**
 * Like / unlike a comment (spec §4, §6): a toggle button with `aria-pressed`. Anonymous readers
 * see the count only. With JavaScript the count moves at once; a failure rolls it back and says so.
 */
function LikeControl({
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

// ------------------------------------------------------------------ the form

/**
 * Add a comment or a reply. A real form (POST to the article); with JavaScript, a fetcher. The
 * text is checked as the server checks it (spec §5 and the 1,000 limit) and is never lost: a
 * refusal or a failure leaves it in the box with the message, and focus goes to the message.
 */
function CommentForm({
  lang,
  parentId,
  viewer,
  serverAnswer,
  onPosted,
  replyTo,
}: {
  lang: Language;
  parentId: string | null;
  viewer: Viewer;
  serverAnswer: Extract<CommentAnswer, { ok: false }> | undefined;
  onPosted?: (comment: CommentView) => void;
  replyTo?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const key = parentId ? commentFetcherKey("reply", parentId) : commentFetcherKey("comment");
  const fetcher = useFetcher<CommentAnswer>({ key });
  // Text typed before the page's JavaScript ran stays in the box (a slow phone).
  const [text, setText, keepTyped] = useTypedValue(serverAnswer?.text ?? "");
  const [clientError, setClientError] = useState<CommentError | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const handled = useRef<CommentAnswer | undefined>(undefined);
  const prefix = parentId ? `reply-${parentId}` : "comment-new";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      if (answer.intent === "comment" || answer.intent === "reply") {
        setText("");
        setAnnouncement("");
        onPosted?.(answer.comment);
      }
    } else {
      setText(answer.text);
      errorRef.current?.focus();
    }
  }, [answer, onPosted]);

  // Without JavaScript the page comes back with the message: it is where the reader looks first.
  const failure = clientError ?? (answer && !answer.ok ? answer.error : null) ?? (answer ? null : (serverAnswer?.error ?? null));
  useEffect(() => {
    if (clientError) errorRef.current?.focus();
  }, [clientError]);

  const sending = fetcher.state !== "idle";
  const length = commentLength(text);
  const left = COMMENT_MAX_LENGTH - length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The same rule as the server's, told at once and without a round trip.
    const checked = checkCommentText(text);
    if (!checked.ok) {
      event.preventDefault();
      setClientError(null);
      // A new object each time, so the same message is focused again.
      queueMicrotask(() => setClientError(checked.error));
      return;
    }
    setClientError(null);
    if (sending) event.preventDefault();
  };

  const describedBy = [`${prefix}-counter`, failure ? `${prefix}-error` : null].filter(Boolean).join(" ");
  const label = parentId ? t("comments.replyLabel", { author: replyTo ?? "" }) : t("comments.label");
  return (
    <fetcher.Form
      method="post"
      action={hydrated ? pathname : `${pathname}#${prefix}`}
      className={styles.form}
      id={prefix}
      onSubmit={submit}
      noValidate
    >
      <input type="hidden" name={FIELD.intent} value={parentId ? "reply" : "comment"} />
      {parentId ? <input type="hidden" name={FIELD.parentId} value={parentId} /> : null}
      {hydrated ? <input type="hidden" name={FIELD.enhanced} value="1" /> : null}
      <label htmlFor={`${prefix}-text`} className={formStyles.label}>
        {label}
      </label>
      {failure ? (
        <p id={`${prefix}-error`} className={styles.error} ref={errorRef} tabIndex={-1} role={hydrated ? undefined : "alert"}>
          {t(`comments.errors.${failure}`, { max: COMMENT_MAX_LENGTH })}
        </p>
      ) : null}
      <textarea
        ref={keepTyped}
        id={`${prefix}-text`}
        name={FIELD.text}
        className={formStyles.textarea}
        rows={parentId ? 3 : 4}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={describedBy}
        aria-invalid={failure === "empty" || failure === "tooLong" ? true : undefined}
        value={text}
        autoFocus={!hydrated && Boolean(serverAnswer)}
        onChange={(event) => {
          const next = event.target.value;
          const crossed = counterThreshold(commentLength(text), commentLength(next));
          if (crossed !== null) setAnnouncement(t("comments.charactersLeft", { count: crossed }));
          if (clientError) setClientError(null);
          setText(next);
        }}
      />
      <div className={styles.formRow}>
        <p id={`${prefix}-counter`} className={styles.counter} data-near-limit={hydrated && left <= 50 ? "true" : undefined}>
          {hydrated ? t("comments.charactersLeft", { count: left }) : t("comments.limitHint", { max: COMMENT_MAX_LENGTH })}
        </p>
        <button type="submit" className={formStyles.button} aria-disabled={sending || undefined}>
          {sending ? t("comments.sending") : parentId ? t("comments.submitReply") : t("comments.submit")}
        </button>
      </div>
      {/* Read out only as the reader crosses 100, 50, 10 and 0 characters left, not on every key. */}
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </fetcher.Form>
  );
}
