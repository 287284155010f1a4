/**
 * What a comment may be (requirements §5: never empty or whitespace only, trimmed; issue 6: a length
 * limit). Pure: the form (counter, `maxlength`) and the server's check share it, so both say the
 * same thing in the same words.
 */
import { COMMENT_MAX_LENGTH } from "../news/limits";

type CommentTextError = "empty" | "tooLong";

export type CheckedText = { ok: true; text: string } | { ok: false; error: CommentTextError; text: string };

/**
 * Line ends as the reader typed them. A browser sends a textarea's line breaks as CRLF while
 * `maxlength` and the counter count each as one character: counted raw, a text of exactly the
 * limit with line breaks would be refused.
 */
function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The length the reader sees (the counter and `maxlength` count the same UTF-16 units). */
export function commentLength(text: string): number {
  return normaliseLineEnds(text).length;
}

/** The server's check: the trimmed text, or why it is refused. `text` is always what to give back to the form. */
export function checkCommentText(value: FormDataEntryValue | null | undefined): CheckedText {
  const raw = typeof value === "string" ? normaliseLineEnds(value) : "";
  const text = raw.trim();
  if (text.length === 0) return { ok: false, error: "empty", text: raw };
  if (text.length > COMMENT_MAX_LENGTH) return { ok: false, error: "tooLong", text: raw };
  return { ok: true, text };
}

/**
 * When the counter is announced to screen readers (a polite live region): not on every key, only
 * as the reader crosses these many characters left, and at the limit.
 */
const COUNTER_ANNOUNCE_AT = [100, 50, 10, 0] as const;

/** The threshold just crossed between two lengths (typing towards the limit), or null. */
export function counterThreshold(previousLength: number, length: number, max = COMMENT_MAX_LENGTH): number | null {
  const before = max - previousLength;
  const now = max - length;
  for (const left of COUNTER_ANNOUNCE_AT) {
    if (before > left && now <= left) return left;
  }
  return null;
}
