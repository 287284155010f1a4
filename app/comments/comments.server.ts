/**
 * The article page's comments on the server (issue 6; requirements §4 comments, §6, §7): loading them for
 * the page, and the action behind every comment form (add, reply, like, unlike).
 */
import { LRUCache } from "lru-cache";
import type { Reader } from "../auth/reader.server";
import { signOutWhenRefused } from "../auth/reader.server";
import { readSmallForm } from "../http/form-body.server";
import type { Language } from "../i18n/language";
import { InvalidUpstreamRequestError, statusForUpstreamFailure, UpstreamError } from "../upstream/http.server";
import { InvalidReaderInputError } from "../news/reader-input";
import { createComment, createReply, getCommentPage, likeComment, unlikeComment } from "../upstream/media.server";
import { FIELD, isCommentId, isCommentIntent, type CommentAnswer, type CommentError, type CommentIntent } from "./answers";
import { checkCommentText } from "./rules";
import { commentThread, commentView, type CommentThread } from "./thread";

/**
 * Anonymous readers' lists are kept a few seconds (one instance's copy; a comment or a like made here drops it).
 * The comment call itself is never cached upstream (personal for a signed-in reader: their likes),
 * but for anonymous readers a list a few seconds old is right enough and is then in the page's
 * first bytes, where a reader without JavaScript sees it (docs/decisions/0007, 0012).
 */
const ANONYMOUS_TTL_MS = 15_000;
const anonymousLists = new LRUCache<string, { comments: Awaited<ReturnType<typeof getCommentPage>> }>({ max: 10_000, ttl: ANONYMOUS_TTL_MS });
/**
 * How many writes (comments, replies, likes) each article has seen here: a list whose fetch began before the
 * latest write is shown to the reader who asked but not kept, or a reader reloading after the write would be
 * shown the list from before it for the next 15 s.
 */
const writes = new LRUCache<string, number>({ max: 10_000 });

function forgetComments(newsId: string): void {
  anonymousLists.delete(newsId);
  writes.set(newsId, (writes.get(newsId) ?? 0) + 1);
}

/** Tests only. */
export function forgetAllComments(): void {
  anonymousLists.clear();
  writes.clear();
}

/** The page's share of an article's comments; null when the comment service cannot say (the page says so). */
export async function loadComments(
  newsId: string,
  reader: Reader,
  lang: Language,
  options: { showAll: boolean; focus: string | null },
): Promise<CommentThread | null> {
  try {
    let page;
    if (reader.signedIn) {
      page = await getCommentPage(newsId, reader.token);
    } else {
      page = anonymousLists.get(newsId)?.comments;
      if (!page) {
        const writesBefore = writes.get(newsId) ?? 0;
        page = await getCommentPage(newsId, null);
        if ((writes.get(newsId) ?? 0) === writesBefore) anonymousLists.set(newsId, { comments: page });
      }
    }
    return commentThread(page.comments, page.total, lang, options);
  } catch (error) {
    if (error instanceof UpstreamError || error instanceof InvalidUpstreamRequestError) return null;
    throw error;
  }
}

/** A comment form is one textarea (1,000 Tamil letters are ~9 KB URL-encoded) and a few short fields. */
const FORM_MAX_BYTES = 32 * 1024;

export type CommentOutcome = {
  answer: CommentAnswer;
  status: number;
  /** Set-Cookie: the session the media service refused, removed. */
  setCookie: string | null;
  /** Sent by the page's JavaScript (a fetcher): answer data, not a redirect. */
  enhanced: boolean;
};

function errorFor(error: unknown, intent: CommentIntent): { error: CommentError; status: number } | null {
  if (error instanceof InvalidUpstreamRequestError || error instanceof InvalidReaderInputError) return { error: "failed", status: 400 };
  const status = statusForUpstreamFailure(error);
  if (status === null) return null;
  if (error instanceof UpstreamError && error.kind === "status" && error.status === 401) return { error: "signedOut", status: 401 };
  if (status === 404) return { error: "notFound", status: 404 };
  return { error: intent === "like" || intent === "unlike" ? "likeFailed" : "failed", status: 503 };
}

/**
 * Runs one comment form. Validation (requirements §5: trimmed, not empty; at most 1,000 characters) is
 * ours, in the page's language, before anything goes upstream; whatever fails, the reader's text
 * comes back with the answer. Only a signed-in reader's form reaches the media service.
 */
export async function commentAction(request: Request, newsId: string, lang: Language, reader: Reader): Promise<CommentOutcome> {
  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const rawIntent = form.get(FIELD.intent);
  const intent: CommentIntent = isCommentIntent(rawIntent) ? rawIntent : "comment";
  const parentId = intent === "reply" && isCommentId(form.get(FIELD.parentId)) ? (form.get(FIELD.parentId) as string) : null;
  const commentId = (intent === "like" || intent === "unlike") && isCommentId(form.get(FIELD.commentId)) ? (form.get(FIELD.commentId) as string) : null;
  const rawText = form.get(FIELD.text);
  const enhanced = form.get(FIELD.enhanced) === "1";
  const failed = (error: CommentError, status: number, text: string, setCookie: string | null = null): CommentOutcome => ({
    answer: { ok: false, intent, error, text, parentId, commentId, signedOut: error === "signedOut" },
    status,
    setCookie,
    enhanced,
  });

  if (!isCommentIntent(rawIntent) || (intent === "reply" && !parentId) || ((intent === "like" || intent === "unlike") && !commentId)) {
    return failed("failed", 400, typeof rawText === "string" ? rawText : "");
  }
  if (!reader.signedIn) return failed("signedOut", 401, typeof rawText === "string" ? rawText : "");

  try {
    if (intent === "like" || intent === "unlike") {
      const like = intent === "like" ? await likeComment(reader.token, commentId!) : await unlikeComment(reader.token, commentId!);
      forgetComments(newsId);
      return {
        answer: { ok: true, intent, commentId: like.commentId, likesCount: like.likesCount, isLiked: like.isLiked },
        status: 200,
        setCookie: null,
        enhanced,
      };
    }
    const checked = checkCommentText(rawText);
    if (!checked.ok) return failed(checked.error, 400, checked.text);
    const comment = intent === "reply" ? await createReply(reader.token, parentId!, checked.text) : await createComment(reader.token, newsId, checked.text);
    forgetComments(newsId);
    return { answer: { ok: true, intent, comment: commentView(comment, lang) }, status: 200, setCookie: null, enhanced };
  } catch (error) {
    const known = errorFor(error, intent);
    if (!known) throw error;
    if (!(error instanceof UpstreamError && error.status === 401)) {
      console.warn(`[comments] ${intent} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = checkCommentText(rawText).text;
    return failed(known.error, known.status, text, known.error === "signedOut" ? await signOutWhenRefused(error, request) : null);
  }
}
