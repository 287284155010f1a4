/**
 * Live coverage in the newsroom (issue 21): a story still happening is told in updates that an editor
 * posts, corrects, pins, marks as key events, deletes and finally ends. Both services send the updates
 * inside the article's detail as `live_coverage` (app/upstream/schemas.ts, a contract extension).
 *
 * Every change moves the article's `updated_ms` forward, strictly (two changes in one millisecond still
 * differ): that time is the coverage's version for the site (app/news/live.ts), so a new update is always
 * a new validator and a reader resuming from a version misses nothing.
 *
 * The editor's endpoint, on the newsroom's loopback port, `authorization: Bearer <editor key>`
 * (404 for every editor path when no key is configured, 401 for a wrong or missing one):
 *   GET    /editor/v1/live                                   { stories: [...] } every story with coverage, newest first
 *   POST   /editor/v1/live/{articleId}/start                 200: the article is live (coverage starts now, or resumes)
 *   POST   /editor/v1/live/{articleId}/updates               201 { id, updated_at }: { body_en, body_ta, title_en?, title_ta?, key_event?, pinned? }
 *   PATCH  /editor/v1/live/{articleId}/updates/{updateId}    200: any of those fields (a correction; pinned/key_event too)
 *   DELETE /editor/v1/live/{articleId}/updates/{updateId}    200
 *   POST   /editor/v1/live/{articleId}/end                   200: coverage ended, `meta_data.islive` false
 *   POST   /editor/v1/breaking/{articleId}                   200: the story is Breaking, published now (issue 30)
 * 400 for a malformed body or id, 404 for an unknown article or update, 409 to post to ended coverage.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Router, type Request } from "express";
import { z } from "zod";
import type { Language } from "../app/i18n/language";
import type { LiveCoveragePayload } from "../app/upstream/schemas";
import type { NewsroomDatabase } from "./db";
import { HttpError, badRequest, notFound, pathId, route, zodMessage } from "./http";
import { absoluteMedia, type PayloadContext } from "./payloads";

/** An update's HTML, per language; the site sanitizes it (this is what an editor typed). */
const MAX_BODY = 8_000;
const MAX_TITLE = 200;

const text = (max: number) => z.string().trim().min(1).max(max);
const postSchema = z
  .object({
    body_en: text(MAX_BODY),
    body_ta: text(MAX_BODY),
    title_en: text(MAX_TITLE).nullish(),
    title_ta: text(MAX_TITLE).nullish(),
    key_event: z.boolean().optional(),
    pinned: z.boolean().optional(),
  })
  .strict();
const correctionSchema = postSchema.partial().strict();
export type LiveUpdateInput = z.infer<typeof postSchema>;
export type LiveCorrection = z.infer<typeof correctionSchema>;

type CoverageRow = { article_id: number; started_ms: number; ended_ms: number | null };
type UpdateRow = {
  id: number;
  article_id: number;
  published_ms: number;
  updated_ms: number;
  title_en: string | null;
  title_ta: string | null;
  body_en: string;
  body_ta: string;
  is_pinned: number;
  is_key_event: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The newsroom's live desk: reads for the payloads, writes for the editor. */
export class LiveDesk {
  /** What it needs of the newsroom's context (context.ts holds the desk: named here, not imported, to keep no cycle). */
  constructor(private readonly ctx: { db: NewsroomDatabase; now: () => Date; payload: PayloadContext }) {}

  private get db() {
    return this.ctx.db;
  }

  /** The article's coverage in one language, as both services send it; null when it never was live. */
  coverage(articleId: number, lang: Language): LiveCoveragePayload | null {
    const coverage = this.db.prepare("SELECT article_id, started_ms, ended_ms FROM live_coverage WHERE article_id = ?").get(articleId) as
      CoverageRow | undefined;
    if (!coverage) return null;
    const rows = this.db.prepare("SELECT * FROM live_updates WHERE article_id = ? ORDER BY published_ms DESC, id DESC").all(articleId) as UpdateRow[];
    return {
      started_at: iso(coverage.started_ms),
      ended_at: coverage.ended_ms === null ? null : iso(coverage.ended_ms),
      updates: rows.map((row) => ({
        id: String(row.id),
        published_at: iso(row.published_ms),
        updated_at: iso(row.updated_ms),
        title: lang === "ta" ? row.title_ta : row.title_en,
        content: absoluteMedia(lang === "ta" ? row.body_ta : row.body_en, this.ctx.payload.baseUrl),
        is_pinned: row.is_pinned === 1,
        is_key_event: row.is_key_event === 1,
      })),
    };
  }

  stories() {
    return (
      this.db
        .prepare(
          `SELECT c.article_id AS id, a.slug, a.is_live, t.title_en, t.title_ta, c.started_ms, c.ended_ms,
                  (SELECT count(*) FROM live_updates u WHERE u.article_id = c.article_id) AS updates
           FROM live_coverage c JOIN articles a ON a.id = c.article_id JOIN article_texts t ON t.id = c.article_id
           ORDER BY c.started_ms DESC`,
        )
        .all() as {
        id: number;
        slug: string;
        is_live: number;
        title_en: string;
        title_ta: string;
        started_ms: number;
        ended_ms: number | null;
        updates: number;
      }[]
    ).map((row) => ({
      id: row.id,
      slug: `${row.slug}-${row.id}`,
      title_en: row.title_en,
      title_ta: row.title_ta,
      is_live: row.is_live === 1,
      started_at: iso(row.started_ms),
      ended_at: row.ended_ms === null ? null : iso(row.ended_ms),
      updates: row.updates,
    }));
  }

  start(articleId: number): string {
    return this.change(articleId, (at) => {
      this.db
        .prepare(
          `INSERT INTO live_coverage (article_id, started_ms, ended_ms) VALUES (?, ?, NULL)
           ON CONFLICT (article_id) DO UPDATE SET ended_ms = NULL`,
        )
        .run(articleId, at);
      this.db.prepare("UPDATE articles SET is_live = 1 WHERE id = ?").run(articleId);
    });
  }

  post(articleId: number, input: LiveUpdateInput): { id: string; updated_at: string } {
    let id = 0;
    const updatedAt = this.change(articleId, (at) => {
      this.requireOpen(articleId);
      if (input.pinned) this.unpinAll(articleId);
      id = Number(
        this.db
          .prepare(
            `INSERT INTO live_updates (article_id, published_ms, updated_ms, title_en, title_ta, body_en, body_ta, is_pinned, is_key_event)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(articleId, at, at, input.title_en ?? null, input.title_ta ?? null, input.body_en, input.body_ta, input.pinned ? 1 : 0, input.key_event ? 1 : 0)
          .lastInsertRowid,
      );
    });
    return { id: String(id), updated_at: updatedAt };
  }

  correct(articleId: number, updateId: number, input: LiveCorrection): string {
    return this.change(articleId, (at) => {
      const row = this.update(articleId, updateId);
      if (input.pinned) this.unpinAll(articleId);
      const textChanged = ["body_en", "body_ta", "title_en", "title_ta"].some((key) => key in input);
      this.db
        .prepare(
          `UPDATE live_updates SET title_en = ?, title_ta = ?, body_en = ?, body_ta = ?, is_pinned = ?, is_key_event = ?, updated_ms = ?
           WHERE id = ?`,
        )
        .run(
          input.title_en === undefined ? row.title_en : input.title_en,
          input.title_ta === undefined ? row.title_ta : input.title_ta,
          input.body_en ?? row.body_en,
          input.body_ta ?? row.body_ta,
          input.pinned === undefined ? row.is_pinned : input.pinned ? 1 : 0,
          input.key_event === undefined ? row.is_key_event : input.key_event ? 1 : 0,
          // A correction of the text dates the update anew; so does a pin (readers must be told either way).
          textChanged || input.pinned !== undefined || input.key_event !== undefined ? at : row.updated_ms,
          updateId,
        );
    });
  }

  remove(articleId: number, updateId: number): string {
    return this.change(articleId, () => {
      this.update(articleId, updateId);
      this.db.prepare("DELETE FROM live_updates WHERE id = ?").run(updateId);
    });
  }

  /**
   * "Breaking now" (issue 30 point 7): the story joins the Breaking feed (`/api/user/{lang}/home/Breaking`) at its
   * top, published now, as an editor's flash does; the site's watcher of that feed sends its alerts.
   */
  breakNow(articleId: number): string {
    return this.change(articleId, (at) => {
      this.db.prepare("UPDATE articles SET is_breaking = 1, is_important = 1, published_ms = ? WHERE id = ?").run(at, articleId);
    });
  }

  end(articleId: number): string {
    return this.change(articleId, (at) => {
      const result = this.db.prepare("UPDATE live_coverage SET ended_ms = ? WHERE article_id = ? AND ended_ms IS NULL").run(at, articleId);
      if (result.changes === 0 && !this.db.prepare("SELECT 1 FROM live_coverage WHERE article_id = ?").get(articleId)) {
        throw notFound("the article has no live coverage");
      }
      this.db.prepare("UPDATE articles SET is_live = 0 WHERE id = ?").run(articleId);
    });
  }

  /** One change in one transaction, which moves the article's `updated_ms` strictly forward; returns it. */
  private change(articleId: number, apply: (at: number) => void): string {
    return this.db
      .transaction(() => {
        const article = this.db.prepare("SELECT updated_ms FROM articles WHERE id = ?").get(articleId) as { updated_ms: number } | undefined;
        if (!article) throw notFound("news not found");
        const at = Math.max(this.ctx.now().getTime(), article.updated_ms + 1);
        apply(at);
        this.db.prepare("UPDATE articles SET updated_ms = ? WHERE id = ?").run(at, articleId);
        return iso(at);
      })
      .immediate();
  }

  private requireOpen(articleId: number): void {
    const coverage = this.db.prepare("SELECT ended_ms FROM live_coverage WHERE article_id = ?").get(articleId) as { ended_ms: number | null } | undefined;
    if (!coverage) throw notFound("the article has no live coverage: start it first");
    if (coverage.ended_ms !== null) throw new HttpError(409, "the live coverage has ended");
  }

  private update(articleId: number, updateId: number): UpdateRow {
    const row = this.db.prepare("SELECT * FROM live_updates WHERE id = ? AND article_id = ?").get(updateId, articleId) as UpdateRow | undefined;
    if (!row) throw notFound("update not found");
    return row;
  }

  private unpinAll(articleId: number): void {
    this.db.prepare("UPDATE live_updates SET is_pinned = 0 WHERE article_id = ? AND is_pinned = 1").run(articleId);
  }
}

function parse<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  return parsed.data;
}

/** The editor's routes; without a key they are not there at all. */
export function editorApi(desk: LiveDesk, editorKey: string | undefined): Router {
  const router = Router();
  if (!editorKey) return router;
  const keyHash = createHash("sha256").update(editorKey).digest();
  const authorised = (req: Request) => {
    const sent = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    return sent !== undefined && timingSafeEqual(createHash("sha256").update(sent).digest(), keyHash);
  };
  router.use("/editor", (req, _res, next) => next(authorised(req) ? undefined : new HttpError(401, "editor key required")));
  const article = (req: Request) => pathId(req.params.articleId, "article id");
  const updateId = (req: Request) => pathId(req.params.updateId, "update id");

  router.get(
    "/editor/v1/live",
    route((_req, res) => res.json({ stories: desk.stories() })),
  );
  router.post(
    "/editor/v1/live/:articleId/start",
    route((req, res) => res.json({ updated_at: desk.start(article(req)) })),
  );
  router.post(
    "/editor/v1/live/:articleId/end",
    route((req, res) => res.json({ updated_at: desk.end(article(req)) })),
  );
  router.post(
    "/editor/v1/live/:articleId/updates",
    route((req, res) => res.status(201).json(desk.post(article(req), parse(postSchema, req.body)))),
  );
  router.patch(
    "/editor/v1/live/:articleId/updates/:updateId",
    route((req, res) => res.json({ updated_at: desk.correct(article(req), updateId(req), parse(correctionSchema, req.body)) })),
  );
  router.post(
    "/editor/v1/breaking/:articleId",
    route((req, res) => res.json({ updated_at: desk.breakNow(article(req)) })),
  );
  router.delete(
    "/editor/v1/live/:articleId/updates/:updateId",
    route((req, res) => res.json({ updated_at: desk.remove(article(req), updateId(req)) })),
  );
  return router;
}
