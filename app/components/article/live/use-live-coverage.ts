/**
 * The live page's client (issue 21): once hydrated, and while the coverage is open, it follows the live stream
 * (app/news/live-events.ts) with the browser's own EventSource and feeds live-state.ts.
 *
 * Not remix-utils' `useEventSource`: it keeps only the last message of each event name, so two updates posted
 * together would show as one (docs/decisions/0038). Here every message is dispatched as it comes.
 *
 * EventSource reconnects by itself after a dropped connection and sends the last event id (the coverage's
 * version), so the server resumes without duplicates or gaps. It gives up for good on a 204 (no longer live), an
 * HTTP error or a wrong content type, and a phone asleep or changing networks can leave it closed: on `online`,
 * and when the tab is shown again, a closed stream is opened anew from the last version the page holds.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import type { Language } from "../../../i18n/language";
import { latestUpdate, updateAnchor } from "../../../news/live";
import { LIVE_EVENTS, liveStreamPath, type LiveEndMessage, type LiveRemoveMessage, type LiveSyncMessage, type LiveUpdateMessage } from "../../../news/live-events";
import { initialLiveState, liveReducer, type LiveAction, type LiveItem, type LiveKeyEvent, type LiveState } from "./live-state";

/** What the page's loader gives of a live coverage (app/pages/article.server.ts `liveView`), as the page gets it. */
export type LiveView = {
  version: number;
  open: boolean;
  page: number;
  updates: LiveItem[];
  keyEvents: LiveKeyEvent[];
};

/** The event's version (its id), or the page's when it has none. */
function eventVersion(event: MessageEvent, fallback: number): number {
  const version = Number(event.lastEventId);
  return Number.isFinite(version) && version > 0 ? version : fallback;
}

function parsed<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

export type LiveCoverageClient = {
  state: LiveState;
  /** Brings in the updates waiting behind "N new updates" and moves the reader to the newest. */
  showPending: () => void;
  /** The polite live region's text: said once when new updates first wait, and when the coverage ends. */
  announcement: string;
  /** The list of updates: where "at the top of the updates" is measured. */
  listRef: React.RefObject<HTMLDivElement>;
};

export function useLiveCoverage(lang: Language, articleId: string, live: LiveView): LiveCoverageClient {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(liveReducer, live, initialLiveState);
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusId, setFocusId] = useState<string | null>(null);
  // Read by the stream's handlers, which outlive a render.
  const current = useRef(state);
  current.current = state;
  const following = live.page === 1 && !state.ended;

  useEffect(() => {
    if (!following) return;
    let source: EventSource | null = null;
    // New updates while the tab is hidden: "(N) title" until the reader comes back.
    let unseen = 0;
    let title = document.title;
    const act = (action: LiveAction) => dispatch(action);
    // At the top of the updates: their list starts on screen or below it, so an update added there moves nothing read.
    const atTop = () => (listRef.current?.getBoundingClientRect().top ?? 0) >= 0;
    const onUpdate = (event: MessageEvent) => {
      const message = parsed<LiveUpdateMessage>(event);
      if (!message) return;
      const known = [...current.current.shown, ...current.current.pending].some((item) => item.id === message.id);
      if (!known && document.hidden) {
        if (unseen === 0) title = document.title;
        unseen++;
        document.title = `(${unseen}) ${title}`;
      }
      act({ type: "update", message, version: eventVersion(event, current.current.version), atTop: atTop() });
    };
    const onRemove = (event: MessageEvent) => {
      const message = parsed<LiveRemoveMessage>(event);
      if (message) act({ type: "remove", id: message.id, version: eventVersion(event, current.current.version) });
    };
    const onSync = (event: MessageEvent) => {
      const message = parsed<LiveSyncMessage>(event);
      if (message) act({ type: "sync", ids: message.ids, version: eventVersion(event, current.current.version) });
    };
    const onEnd = (event: MessageEvent) => {
      parsed<LiveEndMessage>(event);
      source?.close();
      act({ type: "end", version: eventVersion(event, current.current.version) });
    };
    const connect = () => {
      source = new EventSource(liveStreamPath(lang, articleId, current.current.version));
      source.addEventListener(LIVE_EVENTS.update, onUpdate);
      source.addEventListener(LIVE_EVENTS.remove, onRemove);
      source.addEventListener(LIVE_EVENTS.sync, onSync);
      source.addEventListener(LIVE_EVENTS.end, onEnd);
    };
    const reopen = () => {
      if (source?.readyState === EventSource.CLOSED && !current.current.ended) connect();
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
  }, [following, lang, articleId]);

  // Said once when updates first wait behind the button, not once per update.
  const waiting = state.pending.length > 0;
  useEffect(() => {
    if (waiting) setAnnouncement(t("live.newUpdatesAnnounced"));
  }, [waiting, t]);
  const endedHere = state.ended && live.open;
  useEffect(() => {
    if (endedHere) setAnnouncement(t("live.ended"));
  }, [endedHere, t]);

  const showPending = useCallback(() => {
    setFocusId(latestUpdate({ updates: current.current.pending })?.id ?? null);
    setAnnouncement("");
    dispatch({ type: "showPending" });
  }, []);
  useEffect(() => {
    if (!focusId) return;
    const element = document.getElementById(updateAnchor(focusId));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "start" });
    setFocusId(null);
  }, [focusId, state.shown]);

  return { state, showPending, announcement, listRef };
}
