/**
 * What an open live page holds of its coverage, and how each event of the live stream (app/news/live-events.ts)
 * changes it (issue 21). Pure: follow-stream.ts feeds it the stream's events and the reader's position; the tests
 * feed it by hand.
 *
 * Updates the server rendered have no `html`: their bodies are in the page's HTML (an island), not in the loader
 * data, and stay as they are until a correction brings new HTML. New updates wait in `pending` while the reader is
 * further down the page ("N new updates"), so nothing moves above what they are reading.
 *
 * The order of updates (`orderUpdates`, app/news/live.ts) is passed in: this module goes in the stream's chunk,
 * loaded after hydration, and a module it shared with the page's own chunk would become one more file on every
 * article's first visit.
 */
import type { LiveUpdateMessage } from "../../../news/live-events";

/** An update on the page: as the stream says it, its body absent while the server's copy stands. */
export type LiveItem = Omit<LiveUpdateMessage, "html"> & { html?: string; isNew: boolean };

/** A link of the key events box: to a key event's update, on this page (no `href`: its anchor) or another. */
export type KeyEvent = { id: string; href?: string; title: string | null; time: string; publishedAt: string };

export type LiveState = {
  /** On the page, in order (a pinned update first, then newest first). */
  shown: LiveItem[];
  /** The key events box, newest first: as the server listed them, then as the updates shown change (issue 29). */
  keyEvents: KeyEvent[];
  /** Arrived while the reader was further down: shown when they ask. */
  pending: LiveItem[];
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

/** `orderUpdates` of app/news/live.ts. */
export type Order = (items: readonly LiveItem[]) => LiveItem[];

const without = (list: readonly LiveItem[], keep: (id: string) => boolean) => list.filter((entry) => keep(entry.id));

export function liveReducer(state: LiveState, action: LiveAction, order: Order): LiveState {
  const next = reduce(state, action, order);
  return next === state ? state : { ...next, keyEvents: keyEventsAfter(next, action) };
}

/**
 * The key events box after `action` (`state` is already the updates after it): an update gone leaves it; one shown
 * on this page is in it while it is a key event, named as it is now (a correction may rename or unmark it); one still
 * waiting behind "N new updates" joins when it is shown. Those of older pages stay as the server listed them.
 */
function keyEventsAfter(state: LiveState, action: LiveAction): KeyEvent[] {
  if (action.type === "remove") return state.keyEvents.filter((event) => event.id !== action.id);
  if (action.type === "sync") return state.keyEvents.filter((event) => action.ids.includes(event.id));
  const changed = action.type === "showPending" ? state.shown : action.type === "update" ? state.shown.filter((item) => item.id === action.message.id) : [];
  let events = state.keyEvents;
  for (const item of changed) {
    const listed = events.find((event) => event.id === item.id);
    events = events.filter((event) => event !== listed);
    if (item.isKeyEvent) events = [...events, { id: item.id, href: listed?.href, title: item.keyText, time: item.time, publishedAt: item.publishedAt }];
  }
  return events === state.keyEvents ? events : events.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

function reduce(state: LiveState, action: LiveAction, order: Order): LiveState {
  const version = "version" in action ? Math.max(state.version, action.version) : state.version;
  switch (action.type) {
    case "update": {
      const item: LiveItem = { ...action.message, isNew: false };
      const { id } = item;
      // Known: a correction (or a pin) replaces it where it is; the order follows a pin.
      if (state.shown.some((entry) => entry.id === id)) {
        return { ...state, shown: order(state.shown.map((entry) => (entry.id === id ? { ...item, isNew: entry.isNew } : entry))), version };
      }
      if (state.pending.some((entry) => entry.id === id)) {
        return { ...state, pending: state.pending.map((entry) => (entry.id === id ? item : entry)), version };
      }
      // A correction of an update on an older page (?updates=2…) is that page's business; pinned, it comes first here.
      if (!item.isPinned && Date.parse(item.publishedAt) <= state.renderedAt) return { ...state, version };
      // Behind updates already waiting, a new one waits too: the button brings them in together, in order.
      if (action.atTop && state.pending.length === 0) return { ...state, shown: order([...state.shown, item]), version };
      return { ...state, pending: [...state.pending, item], version };
    }
    case "remove": {
      const keep = (id: string) => id !== action.id;
      return { ...state, shown: without(state.shown, keep), pending: without(state.pending, keep), version };
    }
    case "sync": {
      const ids = new Set(action.ids);
      const keep = (id: string) => ids.has(id);
      return { ...state, shown: without(state.shown, keep), pending: without(state.pending, keep), version };
    }
    case "end":
      return { ...state, ended: true, version };
    case "showPending":
      return state.pending.length === 0 ? state : { ...state, shown: order([...state.shown, ...state.pending]), pending: [] };
  }
}
