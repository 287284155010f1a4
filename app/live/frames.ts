/**
 * The live stream's frames (issue 21, protocol in app/news/live-events.ts): what one check's reading of a
 * story is, and the Server-Sent Events that bring a reader from what it holds to that reading. Pure, so the
 * hub (hub.server.ts) writes the same frames to every stream of a story and tests read them as text.
 *
 * Every event carries an `id:`. The last of a batch carries the reading's version; the ones before it the
 * version the reader held, so a connection cut in the middle of a batch resumes from before it and is sent
 * the batch again (each event is idempotent: duplicates are harmless, gaps would not be).
 */
import { coverageChange, updatesSince, type LiveCoverage, type LiveUpdate } from "../news/live";
import { LIVE_EVENTS, type LiveEndMessage, type LiveRemoveMessage, type LiveSyncMessage } from "../news/live-events";

/** What a check learned of a story: not there (404), or its coverage and whether it is still open. */
export type LiveReading = { found: false } | { found: true; open: boolean; coverage: LiveCoverage };

export type OpenReading = Extract<LiveReading, { found: true }>;

/** An update as the stream's JSON (a LiveUpdateMessage: sanitized, time formatted). */
export type FormatUpdate = (update: LiveUpdate) => string;

export const KEEP_ALIVE_FRAME = ": keep-alive\n\n";

/** The reading's version, or -1 for a story that is gone (any later reading of it is newer). */
export function readingVersion(reading: LiveReading | null): number {
  return reading?.found ? reading.coverage.version : -1;
}

type Event = { name: string; data: string };

function frames(events: Event[], heldVersion: number, newVersion: number): string {
  return events.map((event, index) => `event: ${event.name}\nid: ${index === events.length - 1 ? newVersion : heldVersion}\ndata: ${event.data}\n\n`).join("");
}

function endEvent(reading: OpenReading): Event {
  const message: LiveEndMessage = { endedAt: reading.coverage.endedAt ?? new Date(reading.coverage.version).toISOString() };
  return { name: LIVE_EVENTS.end, data: JSON.stringify(message) };
}

const updateEvent =
  (format: FormatUpdate) =>
  (update: LiveUpdate): Event => ({ name: LIVE_EVENTS.update, data: format(update) });

/** From `before` to `after`, for every open stream of the story: new and corrected updates, removals, the end. "" when nothing changed. */
export function changeFrames(before: OpenReading, after: OpenReading, format: FormatUpdate): string {
  const change = coverageChange(before.coverage, after.coverage);
  const events = [
    ...change.upserted.map(updateEvent(format)),
    ...change.removed.map((id): Event => ({ name: LIVE_EVENTS.remove, data: JSON.stringify({ id } satisfies LiveRemoveMessage) })),
    ...(before.open && !after.open ? [endEvent(after)] : []),
  ];
  return frames(events, before.coverage.version, after.coverage.version);
}

/**
 * What a reader holding version `since` (its page's, or Last-Event-ID) is missing: the ids that remain (a
 * removal cannot be dated), the updates changed since, and the end if the coverage ended. "" when it holds
 * the latest version.
 */
export function catchUpFrames(reading: OpenReading, since: number, format: FormatUpdate): string {
  const ended = reading.open ? [] : [endEvent(reading)];
  if (since >= reading.coverage.version) return frames(ended, since, reading.coverage.version);
  const sync: LiveSyncMessage = { ids: reading.coverage.updates.map((update) => update.id) };
  const events = [{ name: LIVE_EVENTS.sync, data: JSON.stringify(sync) }, ...updatesSince(reading.coverage, since).map(updateEvent(format)), ...ended];
  return frames(events, since, reading.coverage.version);
}
