/**
 * Following the live stream (app/news/live-events.ts) with the browser's own EventSource: every message
 * dispatched as it comes (live-state.ts), the tab's title counting new updates while it is hidden, and a stream
 * left closed opened again. Started by use-live-coverage.ts once the page has hydrated.
 *
 * EventSource reconnects by itself after a dropped connection and sends the last event id (the coverage's
 * version), so the server resumes without duplicates or gaps. It gives up for good on a 204 (no longer live), an
 * HTTP error or a wrong content type, and a phone asleep or changing networks can leave it closed: on `online`,
 * and when the tab is shown again, a closed stream is opened anew from the last version the page holds.
 */
import type { LIVE_EVENTS, LiveRemoveMessage, LiveSyncMessage, LiveUpdateMessage } from "../../../news/live-events";
import { liveReducer, type LiveAction, type LiveState, type Order } from "./live-state";

export type FollowOptions = {
  /** The stream's URL for a reader holding version `since`. */
  path: (since: number) => string;
  /** What the page holds now. */
  held: () => LiveState;
  /** The page's state setter. */
  setState: (next: (state: LiveState) => LiveState) => void;
  order: Order;
  /** Whether the reader is at the top of the updates (a new one may go in place). */
  atTop: () => boolean;
};

function parsed<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/** Applies an action to the page's state. */
export const applier =
  ({ setState, order }: Pick<FollowOptions, "setState" | "order">) =>
  (action: LiveAction) =>
    setState((state) => liveReducer(state, action, order));

/** Opens the stream; returns what closes it and lets go of the page. */
export function followLiveStream(options: FollowOptions): () => void {
  const { path, held, atTop } = options;
  const dispatch = applier(options);
  let source: EventSource | null = null;
  // New updates while the tab is hidden: "(N) title" until the reader comes back.
  let unseen = 0;
  let title = document.title;
  /** The event's version (its id), or the page's when it has none. */
  const versionOf = (event: MessageEvent) => {
    const version = Number(event.lastEventId);
    return Number.isFinite(version) && version > 0 ? version : held().version;
  };
  const onUpdate = (event: MessageEvent) => {
    const message = parsed<LiveUpdateMessage>(event);
    if (!message) return;
    const { shown, pending } = held();
    if (document.hidden && ![...shown, ...pending].some((item) => item.id === message.id)) {
      if (unseen === 0) title = document.title;
      unseen++;
      document.title = `(${unseen}) ${title}`;
    }
    dispatch({ type: "update", message, version: versionOf(event), atTop: atTop() });
  };
  const onRemove = (event: MessageEvent) => {
    const message = parsed<LiveRemoveMessage>(event);
    if (message) dispatch({ type: "remove", id: message.id, version: versionOf(event) });
  };
  const onSync = (event: MessageEvent) => {
    const message = parsed<LiveSyncMessage>(event);
    if (message) dispatch({ type: "sync", ids: message.ids, version: versionOf(event) });
  };
  const onEnd = (event: MessageEvent) => {
    source?.close();
    dispatch({ type: "end", version: versionOf(event) });
  };
  const connect = () => {
    source = new EventSource(path(held().version));
    const on = (name: keyof typeof LIVE_EVENTS, listener: (event: MessageEvent) => void) => source?.addEventListener(name, listener);
    on("update", onUpdate);
    on("remove", onRemove);
    on("sync", onSync);
    on("end", onEnd);
  };
  const reopen = () => {
    if (source?.readyState === EventSource.CLOSED && !held().ended) connect();
  };
  const onVisibility = () => {
    if (document.hidden) return;
    if (unseen > 0) document.title = title;
    unseen = 0;
    reopen();
  };
  window.addEventListener("online", reopen);
  document.addEventListener("visibilitychange", onVisibility);
  connect();
  return () => {
    window.removeEventListener("online", reopen);
    document.removeEventListener("visibilitychange", onVisibility);
    source?.close();
    if (unseen > 0) document.title = title;
  };
}
