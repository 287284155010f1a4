/**
 * The media service's realtime comment stream (newsroom/comments.ts: GET
 * core-svc/api/v1/comments/news/{newsId}/stream, Server-Sent Events `comment` and `like`), for
 * the site's own stream route to proxy. Not through `mediaClient.get`: that reads a whole body
 * under a deadline, and a stream has no end. The deadline here covers the answer's headers; then
 * events flow until either side closes. Every event is checked against the contract (zod) and
 * normalised; one that is not is skipped, never passed on.
 */
import { EventSourceParserStream } from "eventsource-parser/stream";
import { getEnv } from "../config/env.server";
import type { Comment } from "../news/types";
import { normaliseComment } from "./normalise";
import { UpstreamError, USER_AGENT } from "./http.server";
import { commentStreamUrl } from "./media.server";
import { commentStreamEventSchema } from "./schemas-comments";

export type CommentStreamEvent = { type: "comment"; comment: Comment } | { type: "like"; commentId: string; likesCount: number };

export type CommentStreamHandlers = {
  onEvent: (event: CommentStreamEvent) => void;
  /** The stream ended (the service closed it, or it broke). Not called after the caller's abort. */
  onEnd: () => void;
};

function toEvent(data: string): CommentStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = commentStreamEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  return event.type === "comment"
    ? { type: "comment", comment: normaliseComment(event.comment) }
    : { type: "like", commentId: event.comment_id, likesCount: event.likes_count };
}

/**
 * Opens the stream of one article. Resolves once the service has answered 200 (rejects with an
 * UpstreamError otherwise: status 404 for an unknown article); events then go to `onEvent` until
 * `signal` aborts, which closes the upstream connection.
 */
export async function openCommentStream(newsId: string, signal: AbortSignal, handlers: CommentStreamHandlers): Promise<void> {
  const url = commentStreamUrl(newsId);
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) throw new UpstreamError({ kind: "network", service: "media", url, message: "aborted before connecting" });
  signal.addEventListener("abort", abort, { once: true });
  const timeoutMs = getEnv().UPSTREAM_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "text/event-stream", "user-agent": USER_AGENT },
      signal: controller.signal,
    });
  } catch (error) {
    signal.removeEventListener("abort", abort);
    const timedOut = !signal.aborted;
    throw new UpstreamError({
      kind: timedOut ? "timeout" : "network",
      service: "media",
      url,
      message: timedOut ? `the comment stream did not answer within ${timeoutMs} ms` : "aborted while connecting",
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body || !(response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    signal.removeEventListener("abort", abort);
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError({ kind: "status", service: "media", url, status: response.status, message: `the comment stream answered ${response.status}` });
  }

  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  void (async () => {
    const reader = events.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const event = toEvent(value.data);
        if (event) handlers.onEvent(event);
      }
    } catch {
      // The connection broke (or was aborted): the stream is over either way.
    } finally {
      signal.removeEventListener("abort", abort);
      reader.releaseLock();
      if (!signal.aborted) handlers.onEnd();
    }
  })();
}
