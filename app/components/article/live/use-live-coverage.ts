/**
 * The live page's client (issue 21): the coverage the page holds (live-state.ts), the "N new updates" button's
 * announcement and focus, and, once hydrated and while the coverage is open, the live stream followed with the
 * browser's own EventSource (follow-stream.ts, loaded then, in a chunk of its own).
 *
 * Not remix-utils' `useEventSource`: it keeps only the last message of each event name, so two updates posted
 * together would show as one (docs/decisions/0038). Here every message is applied as it comes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import type { Language } from "../../../i18n/language";
import { latestUpdate, orderUpdates, updateAnchor } from "../../../news/live";
import { liveStreamPath } from "../../../news/live-events";
import type { KeyEvent, LiveAction, LiveItem, LiveState } from "./live-state";

/** What the page's loader gives of a live coverage (app/pages/article.server.ts `liveView`), as the page gets it. */
export type LiveView = { version: number; open: boolean; page: number; updates: LiveItem[]; keyEvents: KeyEvent[] };

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
  const [state, setState] = useState<LiveState>(() => ({
    shown: [...live.updates],
    keyEvents: live.keyEvents,
    pending: [],
    ended: !live.open,
    version: live.version,
    renderedAt: live.version,
  }));
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusId, setFocusId] = useState<string | null>(null);
  // Read by the stream's handlers, which outlive a render.
  const current = useRef(state);
  current.current = state;
  // Set once the stream's chunk is in: the "N new updates" button only shows after that.
  const apply = useRef<((action: LiveAction) => void) | null>(null);
  const following = live.page === 1 && !state.ended;

  useEffect(() => {
    if (!following) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("./follow-stream").then(({ applier, followLiveStream }) => {
      if (cancelled) return;
      const options = {
        path: (since: number) => liveStreamPath(lang, articleId, since),
        held: () => current.current,
        setState,
        order: orderUpdates,
        // At the top of the updates: their list starts on screen or below it, so an update added there moves nothing read.
        atTop: () => (listRef.current?.getBoundingClientRect().top ?? 0) >= 0,
      };
      apply.current = applier(options);
      stop = followLiveStream(options);
    });
    return () => {
      cancelled = true;
      stop?.();
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
    apply.current?.({ type: "showPending" });
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
