/**
 * Page views (issue 7): the site's server sends them in batches; we keep counts per
 * India Standard Time day, path, language and referring site. No reader, address,
 * browser or exact time is ever received or stored.
 *
 *   POST /analytics/v1/page-views          { views: [...] } (pageViewBatchSchema)  202 { accepted }; 400 bad body
 *   GET  /analytics/v1/page-views?day=YYYY-MM-DD&limit=
 *        200 { data: { data: [{ path, language, views }], day, total } }: the day's most viewed paths
 *        (default today, limit default 50, max 500), and the day's total; 400 bad day or limit
 *
 * Like every newsroom route these listen on loopback only: the counts are for the operator.
 */
import express, { Router } from "express";
import { pageViewBatchSchema } from "../app/upstream/schemas-page-views";
import type { NewsroomContext } from "./context";
import { NEWSROOM_UTC_OFFSET_MS } from "./db";
import { badRequest, queryInteger, queryString, route, zodMessage } from "./http";

/** A full batch of the longest paths fits (PAGE_VIEW_BATCH_MAX × PAGE_VIEW_PATH_MAX and the rest). */
const BATCH_BODY_LIMIT = "256kb";
const DEFAULT_TOP = 50;
const MAX_TOP = 500;

/** The IST calendar day of a moment, as YYYY-MM-DD. */
export function istDay(moment: Date): string {
  return new Date(moment.getTime() + NEWSROOM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export function analyticsApi(ctx: NewsroomContext): Router {
  const router = Router();
  const { db } = ctx;

  const add = db.prepare(
    `INSERT INTO page_view_counts (day, path, language, referrer_host, views) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (day, path, language, referrer_host) DO UPDATE SET views = views + 1`,
  );
  const store = db.transaction((views: { day: string; path: string; language: string; referrer: string }[]) => {
    for (const view of views) add.run(view.day, view.path, view.language, view.referrer);
  });
  const top = db.prepare(
    `SELECT path, language, sum(views) AS views FROM page_view_counts WHERE day = ?
     GROUP BY path, language ORDER BY views DESC, path, language LIMIT ?`,
  );
  const total = db.prepare("SELECT coalesce(sum(views), 0) AS views FROM page_view_counts WHERE day = ?");

  router.post(
    "/analytics/v1/page-views",
    express.json({ limit: BATCH_BODY_LIMIT }),
    route((req, res) => {
      const parsed = pageViewBatchSchema.safeParse(req.body);
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      store(
        parsed.data.views.map((view) => ({
          day: istDay(new Date(view.viewed_at)),
          path: view.path,
          language: view.language,
          referrer: view.referrer_host?.toLowerCase() ?? "",
        })),
      );
      res.status(202).json({ accepted: parsed.data.views.length });
    }),
  );

  router.get(
    "/analytics/v1/page-views",
    route((req, res) => {
      const day = queryString(req, "day")?.trim() || istDay(ctx.now());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) throw badRequest("day must be YYYY-MM-DD");
      const limit = queryInteger(req, "limit") ?? DEFAULT_TOP;
      if (limit < 1 || limit > MAX_TOP) throw badRequest(`limit must be 1 to ${MAX_TOP}`);
      const rows = top.all(day, limit) as { path: string; language: string; views: number }[];
      res.json({ data: { data: rows, day, total: (total.get(day) as { views: number }).views } });
    }),
  );

  return router;
}
