import { describe, expect, it } from "vitest";
import { asksForLite, copyPath, homeCopyPath, isEventStream, isSignOut } from "./protocol";

describe("what the worker stores and what it leaves alone", () => {
  it("keeps one copy per article, under its canonical path, from any section, in either language", () => {
    expect(copyPath("/news/rains-1")).toBe("/news/rains-1");
    expect(copyPath("/city/madurai/news/rains-1")).toBe("/news/rains-1");
    expect(copyPath("/tamil/tags/Rain/news/rains-1")).toBe("/tamil/news/rains-1");
    expect(copyPath("/news/rains-1/save")).toBeNull();
    expect(copyPath("/news/rains-1.data")).toBeNull();
    expect(copyPath("/city/madurai")).toBeNull();
  });

  it("passes lite requests, the live and comment streams, and only recognises a sign-out POST", () => {
    expect(asksForLite(new URL("http://x/news/a-1?lite=1"), null)).toBe(true);
    expect(asksForLite(new URL("http://x/news/a-1"), "on")).toBe(true);
    expect(asksForLite(new URL("http://x/news/a-1?lite=0"), null)).toBe(false);
    expect(isEventStream("/live/12")).toBe(true);
    expect(isEventStream("/tamil/live/12")).toBe(true);
    expect(isEventStream("/news/a-1/comments/stream")).toBe(true);
    expect(isEventStream("/news/a-1")).toBe(false);
    expect(isSignOut("POST", "/tamil/logout.data")).toBe(true);
    expect(isSignOut("GET", "/logout")).toBe(false);
  });
});

describe("homeCopyPath", () => {
  it("keeps each language's front page under one URL, and nothing else", () => {
    expect(homeCopyPath("/")).toBe("/");
    expect(homeCopyPath("/tamil")).toBe("/tamil");
    expect(homeCopyPath("/tamil/")).toBe("/tamil");
    for (const other of ["/news/rains-1", "/city/madurai", "/tamil/search", "//", "/tamilnadu"]) expect(homeCopyPath(other)).toBeNull();
  });
});
