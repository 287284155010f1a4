/** The media service's comments (requirements §3, §7) and their realtime stream, as zod schemas. */
import { z } from "zod";
// One number for the forms, the site's check and the contract.
import { COMMENT_MAX_LENGTH } from "../news/limits";
import { isoDate, looseBoolean, mediaEnvelope } from "./schemas";

export type CommentPayload = {
  id: string;
  news_id: string;
  parent_id: string | null;
  comment: string;
  /** name: null (or absent, or blank) when the reader gave none; the page words the fallback (issue 29). */
  user: { id: string; name: string | null };
  created_at: string;
  likes_count: number;
  is_liked: boolean;
  replies: CommentPayload[];
};

export const commentSchema: z.ZodType<CommentPayload, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    news_id: z.union([z.number(), z.string()]).transform(String),
    parent_id: z.union([z.number(), z.string()]).transform(String).nullable().default(null),
    comment: z.string(),
    user: z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string().nullable().default(null) }),
    created_at: isoDate,
    likes_count: z.number().int().nonnegative(),
    is_liked: looseBoolean,
    replies: z.array(commentSchema).default([]),
  }),
);

export const commentsResponseSchema = mediaEnvelope(z.array(commentSchema));
export const commentResponseSchema = mediaEnvelope(commentSchema);

export const createCommentRequestSchema = z.object({
  news_id: z.string().min(1).max(64),
  comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
});
export const createReplyRequestSchema = z.object({ comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) });

export const commentLikeResponseSchema = mediaEnvelope(
  z.object({
    comment_id: z.union([z.number(), z.string()]).transform(String),
    likes_count: z.number().int().nonnegative(),
    is_liked: looseBoolean,
  }),
);

/** One event of the realtime comment stream (Server-Sent Events, event name = type). */
export const commentStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("comment"), comment: commentSchema }),
  z.object({
    type: z.literal("like"),
    comment_id: z.union([z.number(), z.string()]).transform(String),
    likes_count: z.number().int().nonnegative(),
  }),
]);
