import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { commentFetcherKey, FIELD, type CommentAnswer, type CommentError } from "../../comments/answers";
import { checkCommentText, commentLength, counterThreshold } from "../../comments/rules";
import type { CommentView } from "../../comments/thread";
import { useTranslation } from "../../i18n/react";
import { COMMENT_MAX_LENGTH } from "../../news/limits";
import { useHydrated } from "../../wire/hydrated";
import * as formStyles from "../common/form.css";
import { visuallyHidden } from "../common/layout.css";
import { useTypedValue } from "../common/use-typed-value";
import type { ServerFailure } from "./comment-types";
import * as styles from "./comments.css";

/**
 * Add a comment or a reply. A real form (POST to the article); with JavaScript, a fetcher. The
 * text is checked as the server checks it (requirements §5 and the 1,000 limit) and is never lost: a
 * refusal or a failure leaves it in the box with the message, and focus goes to the message.
 */
export function CommentForm({
  parentId,
  serverAnswer,
  onPosted,
  replyTo,
}: {
  parentId: string | null;
  serverAnswer: ServerFailure | undefined;
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
  }, [answer, onPosted, setText]);

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
    <fetcher.Form method="post" action={hydrated ? pathname : `${pathname}#${prefix}`} className={styles.form} id={prefix} onSubmit={submit} noValidate>
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
        // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, a refused comment comes back in a new page: the box to fix
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
