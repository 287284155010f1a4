/**
 * What the article's comment forms post, and what the action answers (issue 6 comments). Pure:
 * shared by the action (app/pages/article.server.ts) and the forms.
 */
import type { CommentView } from "./thread";

const COMMENT_INTENTS = ["comment", "reply", "like", "unlike"] as const;
export type CommentIntent = (typeof COMMENT_INTENTS)[number];

export function isCommentIntent(value: unknown): value is CommentIntent {
  return typeof value === "string" && (COMMENT_INTENTS as readonly string[]).includes(value);
}

/** Keys of `comments.errors` in the locale files. */
export type CommentError = "empty" | "tooLong" | "signedOut" | "failed" | "notFound" | "likeFailed";

export type CommentAnswer =
  | { ok: true; intent: "comment" | "reply"; comment: CommentView }
  | { ok: true; intent: "like" | "unlike"; commentId: string; likesCount: number; isLiked: boolean }
  | {
      ok: false;
      intent: CommentIntent;
      error: CommentError;
      /** The reader's text, given back to the form (never lost). */
      text: string;
      parentId: string | null;
      commentId: string | null;
      /** The media service refused the session: the page shows the reader signed out. */
      signedOut: boolean;
    };

/** Form field names. */
export const FIELD = { intent: "intent", text: "comment", parentId: "parentId", commentId: "commentId", enhanced: "enhanced" } as const;

/**
 * For shouldRevalidate: a comment, reply or like sent with JavaScript shows its own answer, and the
 * live stream the rest, so no loader needs to run again, unless the media service refused the
 * session (the page then shows the reader signed out). `null` when the form was not one of these.
 */
export function revalidateAfterComment(formData: FormData | undefined, actionResult: unknown): boolean | null {
  if (!formData || !isCommentIntent(formData.get(FIELD.intent)) || formData.get(FIELD.enhanced) !== "1") return null;
  const answer = actionResult as CommentAnswer | undefined;
  return answer?.ok === false && answer.signedOut;
}

/** The no-JavaScript landing spot after a post: the page at `?comment={id}#comment-{id}`. */
export const FOCUS_PARAM = "comment";
/** `?comments=all`: every comment, not only the 3 most recent (requirements §9). */
export const SHOW_ALL_PARAM = "comments";
export const SHOW_ALL_VALUE = "all";

/** Comment ids we accept from a URL or a form (the media service's are numbers; strings in the contract). */
export function isCommentId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The fetcher key of a form: a new comment, a reply to one comment, a like of one comment. */
export function commentFetcherKey(intent: "comment" | "reply" | "like", id = ""): string {
  return `comments-${intent}-${id}`;
}
