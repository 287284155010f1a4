/**
 * The realtime comment stream as the site's resource route sends it to the page
 * (docs/decisions/0012-comments.md). Pure: the route builds messages, the page reads them.
 *
 * Why each message repeats the last few events: remix-utils' `useEventSource` hands the page
 * only the LATEST message, and two messages arriving together (a comment and a like a moment
 * apart) reach React as one render: the first would be lost. Every event carries a sequence
 * number of its connection, every message the last `LIVE_EVENTS_KEPT` events, and the page
 * applies those it has not seen yet.
 */
import type { Comment } from "../news/types";

export type LiveEvent = { type: "comment"; comment: Comment } | { type: "like"; commentId: string; likesCount: number };

export type LiveMessage = {
  /** One id per connection to the route: a reconnection starts its numbers again. */
  connection: string;
  events: Array<LiveEvent & { seq: number }>;
};

/** The SSE event name the route sends and the page listens to. */
export const LIVE_EVENT_NAME = "comments";
export const LIVE_EVENTS_KEPT = 20;

/** The stream's path for an article: one path for both languages (it carries no words). */
export function liveCommentsPath(slug: string): string {
  return `/news/${encodeURIComponent(slug)}/comments/stream`;
}

export type LiveCursor = { connection: string; seq: number };

/** The events of a message the page has not applied yet, and where it is now. */
export function unseenEvents(message: LiveMessage, cursor: LiveCursor | null): { events: LiveEvent[]; cursor: LiveCursor } {
  const after = cursor && cursor.connection === message.connection ? cursor.seq : 0;
  const events = message.events.filter((event) => event.seq > after);
  const last = message.events.reduce((max, event) => Math.max(max, event.seq), after);
  return { events, cursor: { connection: message.connection, seq: last } };
}

/** Reads a message; anything else (a proxy's garbage, an old page) is ignored. */
export function parseLiveMessage(data: string | null): LiveMessage | null {
  if (!data) return null;
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    if (typeof value.connection !== "string" || !Array.isArray(value.events)) return null;
    return value as LiveMessage;
  } catch {
    return null;
  }
}
