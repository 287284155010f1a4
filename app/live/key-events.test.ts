import { describe, expect, it } from "vitest";
import type { LiveUpdate } from "../news/live";
import type { LiveReading } from "./frames";
import { newKeyEvents } from "./stream.server";

function update(id: string, isKeyEvent: boolean): LiveUpdate {
  return { id, publishedAt: "2026-12-07T09:30:00Z", updatedAt: "2026-12-07T09:30:00Z", title: null, bodyHtml: `<p>${id}</p>`, isPinned: false, isKeyEvent };
}
const reading = (updates: LiveUpdate[], version: number): LiveReading => ({
  found: true,
  open: true,
  coverage: { startedAt: "2026-12-07T09:00:00Z", endedAt: null, updates, version },
});

describe("the key events a live check finds new (issue 30: their followers' alerts)", () => {
  it("are those the reading has as key events that the one before did not: a new one, or an update newly marked", () => {
    const before = reading([update("1", true), update("2", false)], 1);
    const after = reading([update("1", true), update("2", true), update("3", true), update("4", false)], 2);
    expect(newKeyEvents(before, after).map((entry) => entry.id)).toEqual(["2", "3"]);
  });

  it("are none on a first reading (nothing is known to be new: a restart announces nothing), or a story gone", () => {
    const after = reading([update("1", true)], 2);
    expect(newKeyEvents(null, after)).toEqual([]);
    expect(newKeyEvents({ found: false }, after)).toEqual([]);
    expect(newKeyEvents(reading([], 1), { found: false })).toEqual([]);
  });
});
