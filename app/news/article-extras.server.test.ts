import { describe, expect, it } from "vitest";
import { inPlaceIfReady } from "./article-extras.server";

describe("inPlaceIfReady", () => {
  it("a value already known is rendered in place", async () => {
    expect(await inPlaceIfReady(Promise.resolve(4))).toEqual({ value: 4 });
  });

  it("a promise still pending is handed back to be streamed, not waited for", async () => {
    let release!: (value: number) => void;
    const slow = new Promise<number>((resolve) => {
      release = resolve;
    });
    const boxed = await inPlaceIfReady(slow);
    expect(boxed.value).toBe(slow);
    release(7);
    expect(await boxed.value).toBe(7);
  });
});
