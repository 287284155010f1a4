/**
 * Page views (issue 7): the site's server sends them in batches; we keep counts per
 * India Standard Time day, path, language and referring site, and per hour, path and
 * language (issue 29: "Most read" counts the last 24 hours at any hour). No reader,
 * address, browser or exact time is ever received or stored.
 *
 *   POST /analytics/v1/page-views          { views: [...] } (pageViewBatchSchema)  202 { accepted }; 400 bad body
 *   GET  /analytics/v1/page-views?day=YYYY-MM-DD&limit=
 *        200 { data: { data: [{ path, language, views }], day, total } }: the day's most viewed paths
 *        (default today, limit default 50, max 500), and the day's total; 400 bad day or limit
 *   GET  /analytics/v1/most-read?language=en|ta&hours=&limit=
 *        200 { data: { data: [{ path, views }], language, hours, since } }: the most viewed article pages
 *        (`/news/{slug}-{id}`, `/tamil/news/{slug}-{id}`, the language's own) from the start of the hour
 *        `hours - 1` hours before this one (hours default 24, 1 to 168; limit default 5, max 50), most viewed
 *        first; `since` is that hour, ISO 8601. 400 for a missing or bad language, hours or limit
 *
 * Hourly counts older than the longest window are dropped as new views arrive; the daily counts are kept.
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
const HOUR_MS = 3_600_000;
/** The longest "most read" window, in hours (a week); hourly counts older than that are dropped. */
const MAX_HOURS = 168;
const DEFAULT_HOURS = 24;
const DEFAULT_MOST_READ = 5;
const MAX_MOST_READ = 50;

/** An article's own page in a language (app/news/slug.ts: the id is the last hyphen-separated part), not a list or a section's copy. */
const ARTICLE_PATH: Readonly<Record<string, RegExp>> = {
  en: /^\/news\/[^/]*-[1-9]\d{0,11}$/,
  ta: /^\/tamil\/news\/[^/]*-[1-9]\d{0,11}$/,
};

/** The start of the hour containing `ms`. */
const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

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
  const addHour = db.prepare(
    `INSERT INTO page_view_hours (hour_ms, path, language, views) VALUES (?, ?, ?, 1)
     ON CONFLICT (hour_ms, path, language) DO UPDATE SET views = views + 1`,
  );
  const dropHoursBefore = db.prepare("DELETE FROM page_view_hours WHERE hour_ms < ?");
  const store = db.transaction((views: { day: string; hour: number; path: string; language: string; referrer: string }[]) => {
    for (const view of views) {
      add.run(view.day, view.path, view.language, view.referrer);
      addHour.run(view.hour, view.path, view.language);
    }
    dropHoursBefore.run(hourOf(ctx.now().getTime()) - MAX_HOURS * HOUR_MS);
  });
  db.function("is_article_path", { deterministic: true }, (path: unknown, language: unknown) =>
    typeof path === "string" && typeof language === "string" && ARTICLE_PATH[language]?.test(path) ? 1 : 0,
  );
  const mostRead = db.prepare(
    `SELECT path, sum(views) AS views FROM page_view_hours
     WHERE hour_ms >= ? AND language = ? AND is_article_path(path, language)
     GROUP BY path ORDER BY views DESC, path LIMIT ?`,
  );
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
          hour: hourOf(Date.parse(view.viewed_at)),
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

  router.get(
    "/analytics/v1/most-read",
    route((req, res) => {
      const language = queryString(req, "language");
      if (language !== "en" && language !== "ta") throw badRequest("language must be en or ta");
      const hours = queryInteger(req, "hours") ?? DEFAULT_HOURS;
      if (hours < 1 || hours > MAX_HOURS) throw badRequest(`hours must be 1 to ${MAX_HOURS}`);
      const limit = queryInteger(req, "limit") ?? DEFAULT_MOST_READ;
      if (limit < 1 || limit > MAX_MOST_READ) throw badRequest(`limit must be 1 to ${MAX_MOST_READ}`);
      const since = hourOf(ctx.now().getTime()) - (hours - 1) * HOUR_MS;
      const rows = mostRead.all(since, language, limit) as { path: string; views: number }[];
      res.json({ data: { data: rows, language, hours, since: new Date(since).toISOString() } });
    }),
  );

  return router;
}
