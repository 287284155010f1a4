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
