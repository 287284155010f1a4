/**
 * GET /live/{articleId} and /tamil/live/{articleId} (issue 21; protocol: app/news/live-events.ts): a
 * reader's stream of one live story, from the process's hub (hub.server.ts). What a reader's request is
 * checked for before it joins: a well-formed id (else 404, no upstream call), how many streams its address
 * holds and how often it connects (429: one client's reconnection flood cannot crowd out the others).
 *
 * `Cache-Control: no-transform`: server.ts compresses responses, and `compression` leaves a no-transform
 * answer alone, so no event waits in zlib's buffer; nginx is told the same by `X-Accel-Buffering: no`.
 */
import { getEnv } from "../config/env.server";
import { redisConnection, redisSubscriber } from "../config/redis.server";
import { rateLimitKey } from "../config/rate-limit-spec";
import { consumePoint, createLimit, type Limit } from "../http/rate-limit.server";
import type { Language } from "../i18n/language";
import { translatorFor } from "../i18n/resources";
import { LIVE_SINCE_PARAM } from "../news/live-events";
import { parseArticleSlug } from "../news/slug";
import { getNewsById } from "../upstream/media.server";
import { statusForUpstreamFailure } from "../upstream/http.server";
import type { LiveUpdate } from "../news/live";
import type { Article } from "../news/types";
import type { LiveReading } from "./frames";
import { createLiveHub, type LiveHub } from "./hub.server";
import { liveUpdateMessage } from "./messages.server";
import { streamSink } from "./stream-sink.server";
import { createRedisLiveShare } from "./redis-share.server";

/** The article page's picture `sizes` (HERO_SIZES, app/components/article/article-page.tsx, a layer this one cannot import). */
const UPDATE_PICTURE_SIZES = "(min-width: 824px) 760px, 92vw";

/** A story's state as a check reads it. A live story without updates yet is open, with none to send. */
function readingOf(article: Article): LiveReading {
  if (article.live) return { found: true, open: article.live.endedAt === null, coverage: article.live };
  const version = Date.parse(article.updatedAt);
  return {
    found: true,
    open: article.isLive,
    coverage: {
      startedAt: article.publishedAt,
      endedAt: article.isLive ? null : article.updatedAt,
      updates: [],
      version: Number.isFinite(version) ? version : 0,
    },
  };
}

/** One check: the article fresh from the upstream road. A copy served because the upstream failed is a reading too (never newer than the one held). */
async function checkStory(lang: Language, id: string): Promise<LiveReading | null> {
  try {
    return readingOf((await getNewsById(lang, id, { live: true })).data);
  } catch (error) {
    return statusForUpstreamFailure(error) === 404 ? { found: false } : null;
  }
}

let hub: LiveHub | null = null;

/** A key event new in a live story's latest reading: its story, its update, the language it was read in. */
export type NewKeyEvent = { storyId: string; update: LiveUpdate; lang: Language };
const keyEventListeners = new Set<(event: NewKeyEvent) => void>();

/** Calls `listener` with each key event the live check finds new (issue 30: its followers' alerts); answers a stop. */
export function onNewKeyEvents(listener: (event: NewKeyEvent) => void): () => void {
  keyEventListeners.add(listener);
  return () => keyEventListeners.delete(listener);
}

/**
 * Keeps the live check running for story `id` while no reader has it open (its followers' alerts, issue 30): a stream
 * of the hub's that nobody reads. Null when the story is gone or not live; `ended()` turns true when the hub closes it
 * (the coverage ended). With REDIS_URL the share's lock still keeps the checks to one instance per interval.
 */
export async function watchLiveStory(id: string): Promise<{ leave: () => void; ended: () => boolean } | null> {
  let closed = false;
  const joined = await processHub().join("en", id, 0, { write: () => true, close: () => void (closed = true) }, getEnv().PAGE_BUDGET_MS);
  if (joined.kind !== "stream") return null;
  return { leave: joined.leave, ended: () => closed };
}

/** The key events in `reading` that `before` did not have as key events (a first reading tells of none: nothing is known to be new). */
export function newKeyEvents(before: LiveReading | null, reading: LiveReading): LiveUpdate[] {
  if (!before?.found || !reading.found) return [];
  const known = new Set(before.coverage.updates.filter((update) => update.isKeyEvent).map((update) => update.id));
  return reading.coverage.updates.filter((update) => update.isKeyEvent && !known.has(update.id));
}

function processHub(): LiveHub {
  if (hub) return hub;
  const redis = redisConnection();
  const subscriber = redisSubscriber();
  const created = createLiveHub({
    intervalMs: getEnv().LIVE_CHECK_MS,
    check: checkStory,
    format: (lang, update) => JSON.stringify(liveUpdateMessage(update, { lang, t: translatorFor(lang), lite: false, sizesAttribute: UPDATE_PICTURE_SIZES })),
    share: redis && subscriber ? createRedisLiveShare(redis.client, subscriber) : null,
    onReading: (lang, storyId, before, reading) => {
      for (const update of newKeyEvents(before, reading)) for (const listener of keyEventListeners) listener({ storyId, update, lang });
    },
  });
  // A stream never finishes by itself: at shutdown they end, so the drain is not held and readers reconnect elsewhere.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => created.close());
  return (hub = created);
}

let connectLimit: Limit | null = null;
const openPerClient = new Map<string, number>();
/** Streams open on this instance, every address together (LIVE_STREAMS_MAX). */
let openStreams = 0;

/** The version the reader holds: Last-Event-ID when EventSource reconnects, else the page's `?since=`, else none. */
function heldVersion(request: Request): number {
  const header = request.headers.get("last-event-id");
  const query = new URL(request.url).searchParams.get(LIVE_SINCE_PARAM);
  for (const value of [header, query]) if (value && /^\d{1,15}$/.test(value)) return Number(value);
  return 0;
}

const refused = (status: 404 | 204 | 429 | 503, retryAfterSeconds?: number) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...(retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {}) } });

/** `language` and `clientIp` are the load context's: `/tamil/live/…` streams in Tamil, decided as the request entered. */
export async function liveStream(
  request: Request,
  idParam: string | undefined,
  { language, clientIp, connectionClosed }: { language: Language; clientIp: string; connectionClosed?: () => AbortSignal },
): Promise<Response> {
  const id = idParam && !idParam.includes("-") ? parseArticleSlug(idParam) : null;
  if (!id) return refused(404);
  const env = getEnv();
  const client = rateLimitKey(clientIp);
  const open = openPerClient.get(client) ?? 0;
  if (open >= env.LIVE_STREAMS_PER_IP) return refused(429, 30);
  if (openStreams >= env.LIVE_STREAMS_MAX) return refused(503, 30);
  connectLimit ??= createLimit("live-connect", env.LIVE_CONNECT_RATE_LIMIT);
  const allowed = await consumePoint(connectLimit, client);
  if (!allowed.allowed) return refused(429, allowed.retryAfterSeconds);
  // Again after the wait: streams opened meanwhile by this address or others count too.
  if ((openPerClient.get(client) ?? 0) >= env.LIVE_STREAMS_PER_IP) return refused(429, 30);
  if (openStreams >= env.LIVE_STREAMS_MAX) return refused(503, 30);

  openPerClient.set(client, (openPerClient.get(client) ?? 0) + 1);
  openStreams += 1;
  let released = false;
  let leave = () => undefined as void;
  const release = () => {
    if (released) return;
    released = true;
    openStreams -= 1;
    leave();
    const left = (openPerClient.get(client) ?? 1) - 1;
    if (left > 0) openPerClient.set(client, left);
    else openPerClient.delete(client);
  };
  const { body, sink } = streamSink(release);
  // The slot is given back when the reader's connection closes, however early: a phone losing its network, a burst
  // of tabs closed before the site answered (issue 29: 143–257 of 500 streams dropped together stayed counted, their
  // connections closed before Remix's request.signal listened for it, so it never aborted).
  const gone = connectionClosed?.() ?? request.signal;
  for (const signal of new Set([gone, request.signal])) signal.addEventListener("abort", sink.close, { once: true });
  if (gone.aborted || request.signal.aborted) {
    sink.close();
    return refused(204);
  }

  const joined = await processHub().join(language, id, heldVersion(request), sink, env.PAGE_BUDGET_MS);
  if (joined.kind !== "stream") {
    release();
    return refused(joined.kind === "gone" ? 404 : 204);
  }
  leave = joined.leave;
  if (released) leave();
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
