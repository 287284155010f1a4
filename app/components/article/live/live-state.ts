/**
 * What an open live page holds of its coverage, and how each event of the live stream (app/news/live-events.ts)
 * changes it (issue 21). Pure: the hook (use-live-coverage.ts) feeds it the stream's events and the reader's
 * position; the tests feed it by hand.
 *
 * Updates the server rendered keep `html: null`: their bodies are in the page's HTML (an island), not in the
 * loader data, and stay as they are until a correction brings new HTML. New updates wait in `pending` while the
 * reader is further down the page ("N new updates"), so nothing moves above what they are reading.
 */
import { orderUpdates, updateAnchor } from "../../../news/live";
import type { LiveUpdateMessage } from "../../../news/live-events";

/** An update on the page: as the stream says it, its body absent while the server's copy stands. */
export type LiveItem = Omit<LiveUpdateMessage, "html"> & { html?: string; isNew: boolean };

/** A link at the top of the page to a key event (on this page: `#update-{id}`; on another, that page's URL with it). */
export type LiveKeyEvent = { id: string; href: string; title: string | null; time: string; publishedAt: string };

export type LiveState = {
  /** On the page, in order (a pinned update first, then newest first). */
  shown: LiveItem[];
  /** Arrived while the reader was further down: shown when they ask. */
  pending: LiveItem[];
  keyEvents: LiveKeyEvent[];
  ended: boolean;
  /** The newest coverage version the page holds (the stream's event id). */
  version: number;
  /** The version the page was rendered at: an update unknown here and published before it is an older page's. */
  renderedAt: number;
};

export type LiveAction =
  | { type: "update"; message: LiveUpdateMessage; version: number; atTop: boolean }
  | { type: "remove"; id: string; version: number }
  | { type: "sync"; ids: readonly string[]; version: number }
  | { type: "end"; version: number }
  | { type: "showPending" };

export function initialLiveState(live: { updates: readonly LiveItem[]; keyEvents: readonly LiveKeyEvent[]; open: boolean; version: number }): LiveState {
  return { shown: [...live.updates], pending: [], keyEvents: [...live.keyEvents], ended: !live.open, version: live.version, renderedAt: live.version };
}

const newestFirst = (a: LiveKeyEvent, b: LiveKeyEvent) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** The key events once `items` are on the page: theirs added, replaced or dropped (a key event unmarked). */
function withKeyEvents(keyEvents: readonly LiveKeyEvent[], items: readonly LiveItem[]): LiveKeyEvent[] {
  const changed = new Map(items.map((item) => [item.id, item]));
  const kept = keyEvents.filter((event) => !changed.has(event.id));
  const added = items
    .filter((item) => item.isKeyEvent)
    .map((item) => ({ id: item.id, href: `#${updateAnchor(item.id)}`, title: item.title, time: item.time, publishedAt: item.publishedAt }));
  return [...kept, ...added].sort(newestFirst);
}

const without = <T extends { id: string }>(list: readonly T[], keep: (id: string) => boolean) => list.filter((entry) => keep(entry.id));

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  const version = "version" in action ? Math.max(state.version, action.version) : state.version;
  switch (action.type) {
    case "update": {
      const item: LiveItem = { ...action.message, isNew: false };
      const { id } = item;
      // Known: a correction (or a pin) replaces it where it is; the order follows a pin.
      if (state.shown.some((entry) => entry.id === id)) {
        const shown = orderUpdates(state.shown.map((entry) => (entry.id === id ? { ...item, isNew: entry.isNew } : entry)));
        return { ...state, shown, keyEvents: withKeyEvents(state.keyEvents, [item]), version };
      }
      if (state.pending.some((entry) => entry.id === id)) {
        return { ...state, pending: state.pending.map((entry) => (entry.id === id ? item : entry)), version };
      }
      // A correction of an update on an older page (?updates=2…) is that page's business; pinned, it comes first here.
      if (!item.isPinned && Date.parse(item.publishedAt) <= state.renderedAt) return { ...state, version };
      // Behind updates already waiting, a new one waits too: the button brings them in together, in order.
      if (action.atTop && state.pending.length === 0) return { ...state, shown: orderUpdates([...state.shown, item]), keyEvents: withKeyEvents(state.keyEvents, [item]), version };
      return { ...state, pending: [...state.pending, item], version };
    }
    case "remove": {
      const keep = (id: string) => id !== action.id;
      return { ...state, shown: without(state.shown, keep), pending: without(state.pending, keep), keyEvents: without(state.keyEvents, keep), version };
    }
    case "sync": {
      const ids = new Set(action.ids);
      const keep = (id: string) => ids.has(id);
      return { ...state, shown: without(state.shown, keep), pending: without(state.pending, keep), keyEvents: without(state.keyEvents, keep), version };
    }
    case "end":
      return { ...state, ended: true, version };
    case "showPending":
      if (state.pending.length === 0) return state;
      return {
        ...state,
        shown: orderUpdates([...state.shown, ...state.pending]),
        pending: [],
        keyEvents: withKeyEvents(state.keyEvents, state.pending),
      };
  }
}
