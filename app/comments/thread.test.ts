import { describe, expect, it } from "vitest";
import type { Comment } from "../news/types";
import { unseenEvents, type LiveMessage } from "./live";
import { applyLike, commentThread, commentView, mergeComment } from "./thread";

const comment = (id: number, replies: Comment[] = [], parentId: string | null = null): Comment => ({
  id: String(id),
  newsId: "12",
  parentId,
  text: `Comment ${id}`,
  author: { id: "5", name: "Meena" },
  createdAt: "2026-01-08T10:00:00Z",
  likesCount: 0,
  isLiked: false,
  replies,
});

// Newest first, as the media service sends them.
const five = [5, 4, 3, 2, 1].map((id) => comment(id, id === 2 ? [comment(20, [], "2")] : []));

describe("the page's share of the comments", () => {
  it("shows the 3 most recent (requirements §9) and counts every comment and reply", () => {
    const thread = commentThread(five, 5, "en", { showAll: false });
    expect(thread.comments.map((c) => c.id)).toEqual(["5", "4", "3"]);
    expect(thread).toMatchObject({ count: 6, topLevel: 5, showingAll: false });
  });

  it("shows all when asked, or when the comment a reader landed on is older than the 3", () => {
    expect(commentThread(five, 5, "en", { showAll: true }).comments).toHaveLength(5);
    expect(commentThread(five, 5, "en", { showAll: false, focus: "20" }).showingAll).toBe(true);
    expect(commentThread(five, 5, "en", { showAll: false, focus: "4" }).showingAll).toBe(false);
  });

  it("dates a comment in the page's language", () => {
    expect(commentView(comment(1), "ta").time).toMatch(/ஜனவரி.*பிற்பகல் 3:30/);
    expect(commentView(comment(1), "en").time).toBe("8 January 2026, 3:30 pm");
  });
});

describe("live changes", () => {
  const thread = commentThread(five, 5, "en", { showAll: false });

  it("adds a new comment at the top, keeping 3, and never the same id twice (requirements §4)", () => {
    const added = mergeComment(thread, commentView(comment(6), "en"));
    expect(added.comments.map((c) => c.id)).toEqual(["6", "5", "4"]);
    expect(added).toMatchObject({ count: 7, topLevel: 6 });
    expect(mergeComment(added, commentView(comment(6), "en"))).toBe(added);
    expect(mergeComment(added, commentView(comment(5), "en"))).toBe(added);
  });

  it("adds a reply to its thread once", () => {
    const reply = commentView(comment(30, [], "4"), "en");
    const added = mergeComment(thread, reply);
    expect(added.comments[1]!.replies.map((c) => c.id)).toEqual(["30"]);
    expect(mergeComment(added, reply)).toBe(added);
  });

  it("sets a like count, and the reader's own like only from their answer", () => {
    const liked = applyLike(thread, "4", 3);
    expect(liked.comments[1]).toMatchObject({ likesCount: 3, isLiked: false });
    expect(applyLike(liked, "4", 4, true).comments[1]).toMatchObject({ likesCount: 4, isLiked: true });
    expect(applyLike(thread, "999", 1)).toBe(thread);
  });

  it("applies each streamed event once, even when messages arrive together, and starts again on a new connection", () => {
    const like = (seq: number) => ({ type: "like" as const, commentId: "1", likesCount: seq, seq });
    const first: LiveMessage = { connection: "a", events: [like(1)] };
    const burst: LiveMessage = { connection: "a", events: [like(1), like(2), like(3)] };
    const one = unseenEvents(first, null);
    expect(one.events).toHaveLength(1);
    // The page only saw the last of two messages: it still gets event 2.
    const two = unseenEvents(burst, one.cursor);
    expect(two.events.map((event) => (event.type === "like" ? event.likesCount : 0))).toEqual([2, 3]);
    expect(unseenEvents(burst, two.cursor).events).toEqual([]);
    expect(unseenEvents({ connection: "b", events: [like(1)] }, two.cursor).events).toHaveLength(1);
  });
});
