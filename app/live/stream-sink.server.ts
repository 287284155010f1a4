/**
 * A reader's live stream as the hub writes to it (hub.server.ts's LiveSink) and as the response sends it (a
 * ReadableStream). Once closed, by the hub or because the reader's connection closed, whichever came first, a write
 * answers false (the hub then drops the stream) and never throws: the connection can close while the hub is still
 * joining the stream, and a stream's enqueue after its close throws, from a timer (the keep-alive, a story's check),
 * where it took the whole process down (issue 29: a reader closing a live page at the wrong moment).
 */
import type { LiveSink } from "./hub.server";

/** A reader this far behind (bytes queued, unread) is dropped; it reconnects and resumes from its last event. */
const MAX_QUEUED_BYTES = 256 * 1024;

/** `release`: gives the stream's slot back, once, however it ends (the sink closed, or the response body cancelled). */
export function streamSink(release: () => void): { body: ReadableStream<Uint8Array>; sink: LiveSink } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (streamController) => {
        controller = streamController;
      },
      cancel: () => {
        closed = true;
        release();
      },
    },
    { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
  );
  const sink: LiveSink = {
    write(chunk) {
      if (closed || (controller.desiredSize ?? 0) < 0) return false;
      try {
        controller.enqueue(chunk);
        return true;
      } catch {
        // Closed by the reader's side in a way this sink was not told of: gone all the same.
        closed = true;
        return false;
      }
    },
    close() {
      release();
      if (closed) return;
      closed = true;
      try {
        controller.close();
      } catch {
        // Already closed by the reader's side.
      }
    },
  };
  return { body, sink };
}
