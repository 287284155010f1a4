/**
 * An article's comments as the page shows them (requirements §3 comment, §4 comments), and how live
 * changes are merged into them. Pure and small: the server shapes the list, the browser merges
 * the realtime stream, the reader's own posts and likes into it with the same functions.
 */
import { formatDateTime } from "../news/format";
import { RECENT_COMMENTS_SHOWN } from "../news/limits";
import type { Language } from "../i18n/language";
import type { Comment } from "../news/types";

export type CommentView = {
  id: string;
  parentId: string | null;
  /** Plain text as the reader typed it: rendered as text, never as HTML. */
  text: string;
  /** null for a reader who gave no name: the component words it in the page's language (commentAuthor, issue 29). */
  author: string | null;
  authorId: string;
  createdAt: string;
  /** Formatted once, where the comment was shaped, in the page's language. */
  time: string;
  likesCount: number;
  isLiked: boolean;
  replies: CommentView[];
};

export type CommentThread = {
  /** Newest first; the replies of each oldest first (as the media service sends them). */
  comments: CommentView[];
  /** Comments and replies in all (for "N comments"), including those not sent to the page. */
  count: number;
  /** Top-level comments the article has (more than shown: the "show all" link). */
  topLevel: number;
  showingAll: boolean;
};

export function commentView(comment: Comment, lang: Language): CommentView {
  return {
    id: comment.id,
    parentId: comment.parentId,
    text: comment.text,
    author: comment.author.name,
    authorId: comment.author.id,
    createdAt: comment.createdAt,
    time: formatDateTime(comment.createdAt, lang),
    likesCount: comment.likesCount,
    isLiked: comment.isLiked,
    replies: comment.replies.map((reply) => commentView(reply, lang)),
  };
}

function countWithReplies(comments: readonly { replies: readonly unknown[] }[]): number {
  return comments.reduce((total, comment) => total + 1 + comment.replies.length, 0);
}

/**
 * The page's share of an article's comments: the 3 most recent (requirements §9) with their replies, or
 * all of them; `focus` (a comment just posted or liked without JavaScript) shows all when its
 * thread is not among the recent ones, so the reader lands on it.
 */
export function commentThread(
  comments: readonly Comment[],
  total: number,
  lang: Language,
  options: { showAll: boolean; focus?: string | null },
): CommentThread {
  const focusIndex = options.focus
    ? comments.findIndex((comment) => comment.id === options.focus || comment.replies.some((reply) => reply.id === options.focus))
    : -1;
  const showingAll = options.showAll || focusIndex >= RECENT_COMMENTS_SHOWN || total <= RECENT_COMMENTS_SHOWN;
  const shown = showingAll ? comments : comments.slice(0, RECENT_COMMENTS_SHOWN);
  const unfetched = Math.max(0, total - comments.length);
  return {
    comments: shown.map((comment) => commentView(comment, lang)),
    count: countWithReplies(comments) + unfetched,
    topLevel: Math.max(total, comments.length),
    showingAll,
  };
}

/** Whether a comment (or reply) with this id is already in the list. */
function hasComment(comments: readonly CommentView[], id: string): boolean {
  return comments.some((comment) => comment.id === id || comment.replies.some((reply) => reply.id === id));
}

/**
 * Adds a comment that arrived (the realtime stream, or the answer to the reader's own post): a
 * new comment at the top, a reply at the end of its thread. Requirements §4: nothing with the same id is
 * added twice. A reply to a thread the page does not show changes nothing but the count.
 * Answers the same list when nothing changed.
 */
export function mergeComment(thread: CommentThread, incoming: CommentView): CommentThread {
  if (hasComment(thread.comments, incoming.id)) return thread;
  if (incoming.parentId === null) {
    const comments = [incoming, ...thread.comments];
    return {
      ...thread,
      comments: thread.showingAll ? comments : comments.slice(0, RECENT_COMMENTS_SHOWN),
      count: thread.count + 1 + incoming.replies.length,
      topLevel: thread.topLevel + 1,
    };
  }
  const comments = thread.comments.map((comment) => (comment.id === incoming.parentId ? { ...comment, replies: [...comment.replies, incoming] } : comment));
  return { ...thread, comments, count: thread.count + 1 };
}

/**
 * A comment's like count from the stream or a like's answer (requirements §4: a like sets likes_count,
 * and is_liked for the reader's own). `isLiked` is left alone when not given: the stream's likes
 * are anybody's.
 */
export function applyLike(thread: CommentThread, commentId: string, likesCount: number, isLiked?: boolean): CommentThread {
  const update = (comment: CommentView): CommentView => (comment.id === commentId ? { ...comment, likesCount, isLiked: isLiked ?? comment.isLiked } : comment);
  if (!hasComment(thread.comments, commentId)) return thread;
  return {
    ...thread,
    comments: thread.comments.map((comment) => ({ ...update(comment), replies: comment.replies.map(update) })),
  };
}

/** The anchor of a comment: `#comment-{id}` (a form without JavaScript lands there). */
export function commentAnchor(id: string): string {
  return `comment-${id}`;
}
