import { describe, expect, it } from "vitest";
import { inPlaceWithin } from "./article-extras.server";

describe("inPlaceWithin", () => {
  it("a value known in time is rendered in place", async () => {
    expect(await inPlaceWithin(Promise.resolve(4), 50)).toEqual({ value: 4 });
    const soon = new Promise<number>((resolve) => setTimeout(() => resolve(5), 5));
    expect(await inPlaceWithin(soon, 1000)).toEqual({ value: 5 });
  });

  it("a promise still pending after the wait is handed back to be streamed, not waited for", async () => {
    let release!: (value: number) => void;
    const slow = new Promise<number>((resolve) => {
      release = resolve;
    });
    const boxed = await inPlaceWithin(slow, 10);
    expect(boxed.value).toBe(slow);
    release(7);
    expect(await boxed.value).toBe(7);
  });
});
