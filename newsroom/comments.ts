/**
 * Comments of the media service (requirements §3, §4, §6), with a realtime stream.
 *
 *   GET    /core-svc/api/v1/comments/news/{newsId}?page=&page_size=
 *          200 comments newest first (page_size default 50, max 100), each with up to 100 replies oldest first;
 *          is_liked is for the bearer's user (false when anonymous); 400 bad id; 404 unknown news
 *   GET    /core-svc/api/v1/comments/news/{newsId}/stream
 *          200 text/event-stream: `event: comment` and `event: like` (commentStreamEventSchema), `: ping` every 15 s;
 *          404 unknown news; 503 when too many streams are open
 *   POST   /core-svc/api/v1/comments { news_id, comment }     (Bearer) 201 { data: { data: comment } }
 *   POST   /core-svc/api/v1/comments/{id}/replies { comment } (Bearer) 201 { data: { data: reply } }
 *          401 no valid token; 400 empty, whitespace-only or over 1000 characters (after trimming); 404 unknown news/comment
 *   POST   /core-svc/api/v1/comments/{id}/like   (Bearer + x-product-key) 200 { data: { data: { comment_id, likes_count, is_liked: true } } }
 *   DELETE /core-svc/api/v1/comments/{id}/like   (Bearer + x-product-key) 200 … is_liked: false
 *          401 no valid token; 403 missing or wrong product key; 404 unknown comment. Idempotent per user.
 *
 * Comment text is stored and returned as the plain text the reader typed (trimmed); never HTML.
 * A reply to a reply joins the thread of the top-level comment (one level of replies).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Router, type Request, type Response } from "express";
import { createCommentRequestSchema, createReplyRequestSchema, type CommentPayload } from "../app/upstream/schemas-comments";
import { authenticate, displayName, requireUser } from "./accounts";
import type { NewsroomContext } from "./context";
import { HttpError, badRequest, notFound, pathId, queryInteger, route, zodMessage } from "./http";

export const PRODUCT_KEY_HEADER = "x-product-key";
const DEFAULT_COMMENTS_PAGE_SIZE = 50;
const MAX_COMMENTS_PAGE_SIZE = 100;
const MAX_REPLIES_SHOWN = 100;
const PING_INTERVAL_MS = 15_000;
const MAX_STREAMS = 1000;

type CommentRow = {
  id: number;
  news_id: number;
  parent_id: number | null;
  user_id: number;
  user_name: string | null;
  body: string;
  created_ms: number;
  likes_count: number;
};

const COMMENT_COLUMNS = `c.id, c.news_id, c.parent_id, c.user_id, u.name AS user_name, c.body, c.created_ms, c.likes_count`;

function commentPayload(row: CommentRow, liked: ReadonlySet<number>, replies: CommentPayload[] = []): CommentPayload {
  return {
    id: String(row.id),
    news_id: String(row.news_id),
    parent_id: row.parent_id === null ? null : String(row.parent_id),
    comment: row.body,
    user: { id: String(row.user_id), name: displayName({ id: row.user_id, name: row.user_name }) },
    created_at: new Date(row.created_ms).toISOString(),
    likes_count: row.likes_count,
    is_liked: liked.has(row.id),
    replies,
  };
}

/** Open Server-Sent-Event streams per article; publishing writes to each. */
export class CommentStreams {
  private readonly byNews = new Map<number, Set<Response>>();
  private size = 0;

  get open(): number {
    return this.size;
  }

  subscribe(newsId: number, req: Request, res: Response): void {
    if (this.size >= MAX_STREAMS) throw new HttpError(503, "too many open streams");
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write("retry: 5000\n\n");
    const streams = this.byNews.get(newsId) ?? new Set<Response>();
    streams.add(res);
    this.byNews.set(newsId, streams);
    this.size += 1;
    const ping = setInterval(() => res.write(": ping\n\n"), PING_INTERVAL_MS);
    ping.unref();
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      streams.delete(res);
      if (streams.size === 0) this.byNews.delete(newsId);
      this.size -= 1;
    };
    req.on("close", cleanup);
    res.on("close", cleanup);
    res.on("error", cleanup);
  }

  publish(newsId: number, event: "comment" | "like", data: unknown): void {
    const streams = this.byNews.get(newsId);
    if (!streams) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of streams) res.write(frame);
  }

  /** Ends every stream (the newsroom is closing); each one's close handler does the bookkeeping. */
  closeAll(): void {
    const all = [...this.byNews.values()].flatMap((streams) => [...streams]);
    for (const res of all) res.end();
  }
}

export function commentsApi(ctx: NewsroomContext, streams: CommentStreams): Router {
  const router = Router();
  const { db } = ctx;
  const productKeyHash = createHash("sha256").update(ctx.productKey).digest();

  const requireProductKey = (req: Request) => {
    const sent = createHash("sha256")
      .update(req.get(PRODUCT_KEY_HEADER) ?? "")
      .digest();
    if (!req.get(PRODUCT_KEY_HEADER) || !timingSafeEqual(sent, productKeyHash)) throw new HttpError(403, "missing or wrong product key");
  };

  const requireNews = (id: number) => {
    if (!ctx.store.exists(id)) throw notFound("news not found");
  };

  const commentById = (id: number) =>
    db.prepare(`SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id WHERE c.id = ?`).get(id) as CommentRow | undefined;

  const likedBy = (userId: number | undefined, commentIds: number[]): Set<number> => {
    if (userId === undefined || commentIds.length === 0) return new Set();
    const rows = db
      .prepare("SELECT comment_id FROM comment_likes WHERE user_id = ? AND comment_id IN (SELECT value FROM json_each(?))")
      .all(userId, JSON.stringify(commentIds)) as { comment_id: number }[];
    return new Set(rows.map((row) => row.comment_id));
  };

  router.get(
    "/core-svc/api/v1/comments/news/:newsId",
    route((req, res) => {
      const newsId = pathId(req.params.newsId, "news id");
      requireNews(newsId);
      const page = Math.max(queryInteger(req, "page") ?? 1, 1);
      const pageSize = Math.min(Math.max(queryInteger(req, "page_size") ?? DEFAULT_COMMENTS_PAGE_SIZE, 1), MAX_COMMENTS_PAGE_SIZE);
      const user = authenticate(ctx, req);
      const top = db
        .prepare(
          `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id
           WHERE c.news_id = ? AND c.parent_id IS NULL ORDER BY c.created_ms DESC, c.id DESC LIMIT ? OFFSET ?`,
        )
        .all(newsId, pageSize, (page - 1) * pageSize) as CommentRow[];
      const total = (db.prepare("SELECT count(*) AS n FROM comments WHERE news_id = ? AND parent_id IS NULL").get(newsId) as { n: number }).n;
      const replies = db
        .prepare(
          `SELECT * FROM (
             SELECT ${COMMENT_COLUMNS}, row_number() OVER (PARTITION BY c.parent_id ORDER BY c.created_ms, c.id) AS position
             FROM comments c JOIN users u ON u.id = c.user_id
             WHERE c.parent_id IN (SELECT value FROM json_each(?))
           ) WHERE position <= ? ORDER BY created_ms, id`,
        )
        .all(JSON.stringify(top.map((row) => row.id)), MAX_REPLIES_SHOWN) as CommentRow[];
      const liked = likedBy(
        user?.id,
        [...top, ...replies].map((row) => row.id),
      );
      const repliesByParent = new Map<number, CommentPayload[]>();
      for (const reply of replies) {
        const list = repliesByParent.get(reply.parent_id!) ?? [];
        list.push(commentPayload(reply, liked));
        repliesByParent.set(reply.parent_id!, list);
      }
      const data = top.map((row) => commentPayload(row, liked, repliesByParent.get(row.id)));
      res.set("Cache-Control", "private, no-store");
      res.json({ data: { data, page, page_size: pageSize, total } });
    }),
  );

  router.get(
    "/core-svc/api/v1/comments/news/:newsId/stream",
    route((req, res) => {
      const newsId = pathId(req.params.newsId, "news id");
      requireNews(newsId);
      streams.subscribe(newsId, req, res);
    }),
  );

  const insertComment = (newsId: number, parentId: number | null, userId: number, text: string): CommentRow => {
    const { lastInsertRowid } = db
      .prepare("INSERT INTO comments (news_id, parent_id, user_id, body, created_ms) VALUES (?, ?, ?, ?, ?)")
      .run(newsId, parentId, userId, text, ctx.now().getTime());
    const row = commentById(Number(lastInsertRowid))!;
    const payload = commentPayload(row, new Set());
    streams.publish(newsId, "comment", { type: "comment", comment: payload });
    return row;
  };

  router.post(
    "/core-svc/api/v1/comments",
    route((req, res) => {
      const user = requireUser(ctx, req);
      const body = (req.body ?? {}) as { news_id?: unknown };
      const normalised = typeof body.news_id === "number" ? { ...body, news_id: String(body.news_id) } : body;
      const parsed = createCommentRequestSchema.safeParse(normalised);
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      const newsId = pathId(parsed.data.news_id, "news_id");
      requireNews(newsId);
      const row = insertComment(newsId, null, user.id, parsed.data.comment);
      res.status(201).json({ data: { data: commentPayload(row, new Set()) } });
    }),
  );

  router.post(
    "/core-svc/api/v1/comments/:id/replies",
    route((req, res) => {
      const user = requireUser(ctx, req);
      const parentId = pathId(req.params.id, "comment id");
      const parsed = createReplyRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      const parent = commentById(parentId);
      if (!parent) throw notFound("comment not found");
      const row = insertComment(parent.news_id, parent.parent_id ?? parent.id, user.id, parsed.data.comment);
      res.status(201).json({ data: { data: commentPayload(row, new Set()) } });
    }),
  );

  const setLike = (req: Request, res: Response, liked: boolean) => {
    const user = requireUser(ctx, req);
    requireProductKey(req);
    const commentId = pathId(req.params.id, "comment id");
    const result = db.transaction(() => {
      const comment = db.prepare("SELECT news_id FROM comments WHERE id = ?").get(commentId) as { news_id: number } | undefined;
      if (!comment) return undefined;
      const changed = liked
        ? db.prepare("INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_ms) VALUES (?, ?, ?)").run(commentId, user.id, ctx.now().getTime())
            .changes
        : db.prepare("DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?").run(commentId, user.id).changes;
      if (changed > 0) {
        db.prepare("UPDATE comments SET likes_count = max(likes_count + ?, 0) WHERE id = ?").run(liked ? 1 : -1, commentId);
      }
      const { likes_count } = db.prepare("SELECT likes_count FROM comments WHERE id = ?").get(commentId) as { likes_count: number };
      return { newsId: comment.news_id, likesCount: likes_count, changed: changed > 0 };
    })();
    if (!result) throw notFound("comment not found");
    if (result.changed) {
      streams.publish(result.newsId, "like", { type: "like", comment_id: String(commentId), likes_count: result.likesCount });
    }
    res.json({ data: { data: { comment_id: String(commentId), likes_count: result.likesCount, is_liked: liked } } });
  };

  router.post(
    "/core-svc/api/v1/comments/:id/like",
    route((req, res) => setLike(req, res, true)),
  );
  router.delete(
    "/core-svc/api/v1/comments/:id/like",
    route((req, res) => setLike(req, res, false)),
  );

  return router;
}
