/** Page views sent to ANALYTICS_URL, or the newsroom (issue 7), as zod schemas. */
import { z } from "zod";
import { isoDate } from "./schemas";

/** Longest page path kept; a longer one is cut (it is a count key, not a link). */
export const PAGE_VIEW_PATH_MAX = 512;
/** Most page views in one batch. */
export const PAGE_VIEW_BATCH_MAX = 200;

/** One page view (issue 7): what was read, in which language, from which site. Nothing about the reader. */
const pageViewSchema = z.object({
  path: z.string().min(1).max(PAGE_VIEW_PATH_MAX).startsWith("/"),
  language: z.enum(["en", "ta"]),
  /** The host of an outside referrer; null for a direct visit or a page of our own. */
  referrer_host: z.string().min(1).max(253).nullable(),
  viewed_at: isoDate,
});
export type PageViewPayload = z.infer<typeof pageViewSchema>;

/** POST {ANALYTICS_URL}: a batch of page views. */
export const pageViewBatchSchema = z.object({ views: z.array(pageViewSchema).min(1).max(PAGE_VIEW_BATCH_MAX) });

/** The collector's answer: how many views it stored. */
export const pageViewBatchResponseSchema = z.object({ accepted: z.number().int().nonnegative() });

/** Most articles one "most read" answer may list (newsroom/analytics.ts: limit max 50). */
const MOST_READ_ANSWER_MAX = 50;

/**
 * GET {MOST_READ_URL}?language=&hours=&limit= (issue 29): the most viewed article paths of the window, most viewed
 * first. Only the paths are ours to read; anything else the collector says about its window is ignored.
 */
export const mostReadResponseSchema = z.object({
  data: z.object({
    data: z
      .array(z.object({ path: z.string().min(1).max(PAGE_VIEW_PATH_MAX).startsWith("/"), views: z.number().int().nonnegative() }))
      .max(MOST_READ_ANSWER_MAX),
  }),
});
