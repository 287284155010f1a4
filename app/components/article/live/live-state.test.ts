import { describe, expect, it } from "vitest";
import { orderUpdates } from "../../../news/live";
import type { LiveUpdateMessage } from "../../../news/live-events";
import { liveReducer as reduce, type LiveAction, type LiveItem, type LiveState } from "./live-state";

const liveReducer = (state: LiveState, action: LiveAction) => reduce(state, action, orderUpdates);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();

function message(id: string, minute: number, extra: Partial<LiveUpdateMessage> = {}): LiveUpdateMessage {
  return {
    id,
    publishedAt: at(minute),
    updatedAt: at(minute),
    time: `3:${minute} pm`,
    updated: null,
    title: null,
    html: `<p>${id}</p>`,
    isPinned: false,
    isKeyEvent: false,
    keyText: null,
    ...extra,
  };
}

/** As the server renders it: no body (an island). */
function item(id: string, minute: number, extra: Partial<LiveItem> = {}): LiveItem {
  const { html: _html, ...rest } = message(id, minute);
  return { ...rest, isNew: false, ...extra };
}

/** A page rendered at 3:30 pm showing a pinned update and two others. */
const start = (): LiveState => ({
  shown: [item("2", 20, { isPinned: true }), item("5", 50), item("4", 40)],
  keyEvents: [],
  pending: [],
  ended: false,
  version: 100,
  renderedAt: Date.parse(at(0)),
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

  it("drops what is removed, and what a sync does not list, shown or waiting", () => {
    let state = liveReducer(start(), { type: "update", message: message("6", 55), version: 101, atTop: false });
    state = liveReducer(state, { type: "remove", id: "5", version: 102 });
    expect(ids(state)).toEqual(["2", "4"]);
    state = liveReducer(state, { type: "sync", ids: ["2"], version: 103 });
    expect(ids(state)).toEqual(["2"]);
    expect(state.pending).toEqual([]);
  });

  it("leaves a correction of an update on an older page to that page, unless it is now pinned", () => {
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

  it("keeps the key events box with the updates: a sync drops what the coverage no longer holds, older pages' stay", () => {
    const listed = { title: "Landfall", time: "3:40 pm", publishedAt: at(40) };
    let state: LiveState = {
      ...start(),
      keyEvents: [
        { id: "4", href: "#update-4", ...listed },
        { id: "1", href: "?updates=2#update-1", ...listed, publishedAt: at(1) },
      ],
    };
    state = liveReducer(state, { type: "update", message: message("6", 55, { isKeyEvent: true, keyText: "Gates opened" }), version: 101, atTop: true });
    expect(state.keyEvents.map((event) => [event.id, event.href, event.title])).toEqual([
      ["6", undefined, "Gates opened"],
      ["4", "#update-4", "Landfall"],
      ["1", "?updates=2#update-1", "Landfall"],
    ]);
    state = liveReducer(state, { type: "sync", ids: ["1", "2", "5", "6"], version: 102 });
    expect(state.keyEvents.map((event) => event.id)).toEqual(["6", "1"]);
  });
});
