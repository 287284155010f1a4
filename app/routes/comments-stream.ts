import type { LoaderFunctionArgs } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { eventStream } from "remix-utils/sse/server";
import { LIVE_EVENT_NAME, LIVE_EVENTS_KEPT, type LiveEvent, type LiveMessage } from "../comments/live";
import { parseArticleSlug } from "../news/slug";
import { openCommentStream, type CommentStreamEvent } from "../upstream/comment-stream.server";
import { statusForUpstreamFailure } from "../upstream/http.server";
import { notFound } from "../upstream/respond.server";

/**
 * GET /news/{slug}/comments/stream (issue 6 realtime; docs/decisions/0012-comments.md): the media
 * service's comment stream of one article, proxied as Server-Sent Events with remix-utils
 * `eventStream`, for the page's `useEventSource`. The slug is checked before anything goes
 * upstream; an unknown article is a 404 (EventSource then stops for good). The upstream
 * connection closes when the reader's does (the request's signal), and the reader's closes when
 * the upstream's does (EventSource reconnects by itself).
 *
 * `Cache-Control: no-transform`: server.ts compresses responses, and a compressor holds bytes
 * back until it has enough; `compression` leaves a no-transform response alone, so every event
 * leaves at once (nginx is told the same by `X-Accel-Buffering: no`).
 */
const HEARTBEAT_MS = 25_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseArticleSlug(params.slug ?? "");
  if (!id) throw notFound();

  // Connected before answering: a refused article or a down service is a status, not an empty stream.
  const upstream = new AbortController();
  const abortUpstream = () => upstream.abort();
  request.signal.addEventListener("abort", abortUpstream, { once: true });
  let push: ((event: CommentStreamEvent) => void) | null = null;
  let end: (() => void) | null = null;
  const early: CommentStreamEvent[] = [];
  let endedEarly = false;
  try {
    await openCommentStream(id, upstream.signal, {
      onEvent: (event) => (push ? push(event) : early.push(event)),
      onEnd: () => (end ? end() : (endedEarly = true)),
    });
  } catch (error) {
    request.signal.removeEventListener("abort", abortUpstream);
    if (request.signal.aborted) return new Response(null, { status: 499 });
    const status = statusForUpstreamFailure(error);
    if (status === null) throw error;
    // A 503 makes EventSource give up; the page then simply has no live updates (it stays complete).
    return new Response(null, { status, headers: { "Cache-Control": "no-store", ...(status === 503 ? { "Retry-After": "30" } : {}) } });
  }

  const connection = randomUUID();
  const recent: LiveMessage["events"] = [];
  let seq = 0;
  const response = eventStream(request.signal, (send, close) => {
    push = (event) => {
      seq += 1;
      const live: LiveEvent = event;
      recent.push({ ...live, seq });
      if (recent.length > LIVE_EVENTS_KEPT) recent.shift();
      const message: LiveMessage = { connection, events: recent };
      send({ event: LIVE_EVENT_NAME, data: JSON.stringify(message) });
    };
    end = close;
    // A first, empty message: the page knows it is connected (and starts its count of events).
    send({ event: LIVE_EVENT_NAME, data: JSON.stringify({ connection, events: [] } satisfies LiveMessage) });
    for (const event of early.splice(0)) push(event);
    if (endedEarly) queueMicrotask(close);
    // Something every so often, so proxies keep the quiet connection open and a vanished reader is noticed.
    const heartbeat = setInterval(() => send({ event: "ping", data: "" }), HEARTBEAT_MS);
    return () => {
      clearInterval(heartbeat);
      push = null;
      end = null;
      request.signal.removeEventListener("abort", abortUpstream);
      upstream.abort();
    };
  });
  response.headers.set("Cache-Control", "no-cache, no-transform");
  response.headers.set("X-Accel-Buffering", "no");
  return response;
}
