import { describe, expect, it } from "vitest";
import type { LiveUpdateMessage } from "../../../news/live-events";
import { initialLiveState, liveReducer, type LiveItem, type LiveState } from "./live-state";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();

function message(id: string, minute: number, extra: Partial<LiveUpdateMessage> = {}): LiveUpdateMessage {
  return { id, publishedAt: at(minute), updatedAt: at(minute), time: `3:${minute} pm`, title: null, html: `<p>${id}</p>`, isPinned: false, isKeyEvent: false, ...extra };
}

/** As the server renders it: no body (an island). */
function item(id: string, minute: number, extra: Partial<LiveItem> = {}): LiveItem {
  const { html: _html, ...rest } = message(id, minute);
  return { ...rest, isNew: false, ...extra };
}

const start = (): LiveState =>
  initialLiveState({
    version: 100,
    open: true,
    updates: [item("2", 20, { isPinned: true }), item("5", 50), item("4", 40)],
    keyEvents: [{ id: "4", href: "#update-4", title: "Landfall", time: "3:40 pm", publishedAt: at(40) }],
  });

const ids = (state: LiveState, list: "shown" | "pending" = "shown") => state[list].map((entry) => entry.id);

describe("liveReducer: the stream's events on an open live page", () => {
  it("puts a new update in place, after the pinned one, when the reader is at the top", () => {
    const state = liveReducer(start(), { type: "update", message: message("6", 55), version: 101, atTop: true });
    expect(ids(state)).toEqual(["2", "6", "5", "4"]);
    expect(state.shown[1]!.html).toBe("<p>6</p>");
    expect(state.version).toBe(101);
  });

  it("keeps new updates waiting while the reader is further down, and behind those already waiting", () => {
    let state = liveReducer(start(), { type: "update", message: message("6", 55), version: 101, atTop: false });
    state = liveReducer(state, { type: "update", message: message("7", 57), version: 102, atTop: true });
    expect(ids(state)).toEqual(["2", "5", "4"]);
    expect(ids(state, "pending")).toEqual(["6", "7"]);
    state = liveReducer(state, { type: "showPending" });
    expect(ids(state)).toEqual(["2", "7", "6", "5", "4"]);
    expect(state.pending).toEqual([]);
  });

  it("replaces a known update where it is (a correction), keeping its server body until new HTML comes", () => {
    const state = liveReducer(start(), { type: "update", message: message("5", 50, { html: "<p>corrected</p>", title: "Fixed" }), version: 101, atTop: false });
    expect(ids(state)).toEqual(["2", "5", "4"]);
    expect(state.shown[1]).toMatchObject({ html: "<p>corrected</p>", title: "Fixed" });
    expect(state.pending).toEqual([]);
  });

  it("moves a newly pinned update first, and the one unpinned back among the rest", () => {
    let state = liveReducer(start(), { type: "update", message: message("4", 40, { isPinned: true }), version: 101, atTop: false });
    state = liveReducer(state, { type: "update", message: message("2", 20), version: 102, atTop: false });
    expect(ids(state)).toEqual(["4", "5", "2"]);
  });

  it("adds, replaces and drops key events as updates are marked, shown or removed", () => {
    let state = liveReducer(start(), { type: "update", message: message("6", 55, { isKeyEvent: true, title: "Rain stops" }), version: 101, atTop: false });
    // Waiting updates are not yet on the page: their key event links would lead nowhere.
    expect(state.keyEvents.map((event) => event.id)).toEqual(["4"]);
    state = liveReducer(state, { type: "showPending" });
    expect(state.keyEvents).toEqual([
      { id: "6", href: "#update-6", title: "Rain stops", time: "3:55 pm", publishedAt: at(55) },
      { id: "4", href: "#update-4", title: "Landfall", time: "3:40 pm", publishedAt: at(40) },
    ]);
    state = liveReducer(state, { type: "update", message: message("4", 40), version: 102, atTop: true });
    expect(state.keyEvents.map((event) => event.id)).toEqual(["6"]);
    state = liveReducer(state, { type: "remove", id: "6", version: 103 });
    expect(state.keyEvents).toEqual([]);
    expect(ids(state)).toEqual(["2", "5", "4"]);
  });

  it("drops what a sync does not list, shown or waiting", () => {
    let state = liveReducer(start(), { type: "update", message: message("6", 55), version: 101, atTop: false });
    state = liveReducer(state, { type: "sync", ids: ["2", "4"], version: 102 });
    expect(ids(state)).toEqual(["2", "4"]);
    expect(state.pending).toEqual([]);
    expect(state.keyEvents.map((event) => event.id)).toEqual(["4"]);
  });

  it("leaves a correction of an update on an older page to that page, unless it is now pinned", () => {
    // Rendered at version 100 = 1970…: every update of this file was published after it; a page rendered now was not.
    const now = { ...start(), renderedAt: Date.parse(at(59)) };
    const corrected = liveReducer(now, { type: "update", message: message("1", 10, { html: "<p>fixed</p>" }), version: 101, atTop: true });
    expect(ids(corrected)).toEqual(["2", "5", "4"]);
    expect(corrected.version).toBe(101);
    // The pin moves: the newsroom unpins the one pinned before.
    const unpinned = liveReducer(now, { type: "update", message: message("2", 20), version: 102, atTop: true });
    const pinned = liveReducer(unpinned, { type: "update", message: message("1", 10, { isPinned: true }), version: 103, atTop: true });
    expect(ids(pinned)).toEqual(["1", "5", "4", "2"]);
  });

  it("applies the same event twice as once (a resumed stream repeats nothing, but may)", () => {
    const once = liveReducer(start(), { type: "update", message: message("6", 55), version: 101, atTop: true });
    const twice = liveReducer(once, { type: "update", message: message("6", 55), version: 101, atTop: true });
    expect(ids(twice)).toEqual(ids(once));
  });

  it("ends, and never moves its version back", () => {
    const state = liveReducer(liveReducer(start(), { type: "end", version: 105 }), { type: "remove", id: "9", version: 104 });
    expect(state.ended).toBe(true);
    expect(state.version).toBe(105);
  });
});
