/**
 * The one "read a body up to N bytes" (issue 20): upstream answers (JSON, pictures) and readers'
 * form posts alike. A declared Content-Length over the cap is refused before reading; otherwise
 * the bytes are counted as they arrive and the stream is cancelled the moment they pass the cap,
 * so no one can make us buffer an endless body. Here, below app/http, so upstream can use it too.
 */

/** The body is longer than the cap; `declared` when its Content-Length said so before any read. */
export class BodyTooLargeError extends RangeError {
  override readonly name = "BodyTooLargeError";

  constructor(
    readonly maxBytes: number,
    readonly declared?: number,
  ) {
    super(declared === undefined ? `body over ${maxBytes} bytes` : `body of ${declared} bytes, over ${maxBytes}`);
  }
}

export async function readCappedBody(message: Request | Response, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(message.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    // An answer's unread body is cancelled, freeing the connection. A reader's request is left alone:
    // cancelling it would reset the socket before our 413 is sent.
    if (!("method" in message)) await message.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes, declared);
  }
  if (!message.body) return Buffer.alloc(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, bytes);
}
