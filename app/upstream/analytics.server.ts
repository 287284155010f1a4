/**
 * Where page views go (issue 7): POST {url} with a batch (pageViewBatchSchema).
 * `ANALYTICS_URL`, or by default the embedded newsroom's collector; server.ts
 * decides which and builds the sender once.
 */
import { ZodError } from "zod";
import { createUpstreamClient, path, UpstreamError } from "./http.server";
import { pageViewBatchResponseSchema, pageViewBatchSchema, type PageViewPayload } from "./schemas-page-views";

export type PageViewSender = (views: PageViewPayload[]) => Promise<{ accepted: number }>;

/** No reader waits on a batch: it may take its time on a busy collector rather than fail and be sent again. */
const SEND_TIMEOUT_MS = 10_000;

/** The batch itself is at fault (the collector answered 4xx, or it broke our own contract): sending it again would fail again. */
export function isRefusedBatch(error: unknown): boolean {
  if (error instanceof ZodError) return true;
  return error instanceof UpstreamError && error.kind === "status" && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
}

/** The newsroom's collector, under its base URL. */
export const NEWSROOM_PAGE_VIEWS_PATH = "analytics/v1/page-views";

export function pageViewSender(url: string): PageViewSender {
  const client = createUpstreamClient({ service: "analytics", baseUrl: () => url, cache: false, timeoutMs: () => SEND_TIMEOUT_MS });
  return async (views) => client.send("POST", path``, { body: pageViewBatchSchema.parse({ views }), schema: pageViewBatchResponseSchema });
}
