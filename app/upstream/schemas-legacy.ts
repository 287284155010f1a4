/** The older service's tag and author feeds (requirements §3, §7), as zod schemas. */
import { z } from "zod";
import { categoryRefSchema, isoDate, liveCoverageSchema, pagingSchema } from "./schemas";

/** Older tag/author feed items (requirements §3). */
const legacyFeedItemSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  url: z.string(),
  summary_img: z.string().url().nullable().optional(),
  categories: z
    .union([z.array(categoryRefSchema), categoryRefSchema, z.string()])
    .optional()
    .nullable(),
  headlines: z.string(),
  short_summary: z.string().nullable().optional(),
  author_name: z.string().nullable().optional(),
  createdAt: isoDate,
  content: z.string().nullable().optional(),
  tags: z.array(z.string()).optional().nullable(),
  city: z.string().nullable().optional(),
  /** Only on an article's detail, for a live story (issue 21): the media service's shape (schemas.ts). */
  updated_at: isoDate.optional().nullable(),
  live_coverage: liveCoverageSchema.optional().nullable().catch(null),
});
export type LegacyFeedItemPayload = z.infer<typeof legacyFeedItemSchema>;

/** The older service answers `{ status, message?, data: { data: [...], page, page_size, total } }`. */
export const legacyListResponseSchema = z
  .object({ status: z.boolean().optional(), message: z.string().optional(), data: pagingSchema.extend({ data: z.array(legacyFeedItemSchema) }) })
  .transform((body) => body.data);

export const legacyDetailResponseSchema = z
  .object({ status: z.boolean().optional(), message: z.string().optional(), data: z.object({ data: legacyFeedItemSchema }) })
  .transform((body) => body.data.data);
