/**
 * The live stream's protocol (issue 21): what `GET {lang prefix}/live/{articleId}` sends an open
 * live page as Server-Sent Events, shared by the server (app/live/) and the page's script.
 *
 * - Every event's `id:` is the coverage's version after it (app/news/live.ts), so the browser's
 *   EventSource sends it back as Last-Event-ID when it reconnects, and the server resumes from it.
 *   The first connection says which version its page holds with `?since={version}`.
 * - On connecting or resuming the server sends what the reader is missing (`update` events for
 *   updates changed after `since`) and, when anything may have been removed, one `sync` with the ids
 *   that remain. Every event is idempotent: an update already shown is replaced, not added again.
 * - `end`: coverage ended; the page says so and closes the stream. A story that is not live (or
 *   no longer) answers 204, which makes EventSource stop for good; an unknown article, 404. A reader
 *   resuming from a version older than the end (a page asleep when it came) gets what it missed and
 *   `end` instead, so its page says so too.
 * - A comment line (`: keep-alive`) every 20 s keeps proxies from closing a quiet stream.
 * - The upstream slow or down: the stream stays open and silent; missed updates arrive once it
 *   answers again.
 */
import { href, type Language } from "../i18n/language";

export const LIVE_EVENTS = { update: "update", remove: "remove", sync: "sync", end: "end" } as const;

/** An update as the stream carries it: its body already sanitized, its time already formatted for the page's language. */
export type LiveUpdateMessage = {
  id: string;
  publishedAt: string;
  updatedAt: string;
  /** "3:45 pm" / "பிற்பகல் 3:45", India's time. */
  time: string;
  /** When it was last changed after it was posted (a correction, a pin), in India's time; null if never. */
  updated: string | null;
  title: string | null;
  /** Sanitized HTML. */
  html: string;
  isPinned: boolean;
  isKeyEvent: boolean;
  /** A key event's name in the key events list: its title, or its first words; null for other updates. */
  keyText: string | null;
};

export type LiveRemoveMessage = { id: string };
/** The ids the coverage holds now: a resuming reader drops any other it shows. */
export type LiveSyncMessage = { ids: string[] };
export type LiveEndMessage = { endedAt: string };

/** The query parameter of the first connection: the version the page holds. */
export const LIVE_SINCE_PARAM = "since";

export function liveStreamPath(lang: Language, articleId: string, since: number): string {
  return `${href(lang, `/live/${encodeURIComponent(articleId)}`)}?${LIVE_SINCE_PARAM}=${since}`;
}
