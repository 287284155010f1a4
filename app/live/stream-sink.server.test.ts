import { describe, expect, it, vi } from "vitest";
import { streamSink } from "./stream-sink.server";

const bytes = new TextEncoder().encode(": keep-alive\n\n");

describe("a live stream's sink", () => {
  it("passes what is written to the response body until closed, then answers false to a write and never throws", async () => {
    const release = vi.fn();
    const { body, sink } = streamSink(release);
    expect(sink.write(bytes)).toBe(true);
    // The reader's connection closed (the hub may still be joining the stream): every write after is refused quietly.
    sink.close();
    expect(release).toHaveBeenCalled();
    expect(sink.write(bytes)).toBe(false);
    expect(() => sink.close()).not.toThrow();
    const reader = body.getReader();
    expect((await reader.read()).value).toEqual(bytes);
    expect((await reader.read()).done).toBe(true);
  });

  it("after the response body is cancelled (the reader gone), gives the slot back and refuses writes", async () => {
    const release = vi.fn();
    const { body, sink } = streamSink(release);
    await body.cancel();
    expect(release).toHaveBeenCalledTimes(1);
    expect(sink.write(bytes)).toBe(false);
    expect(() => sink.close()).not.toThrow();
  });
});
