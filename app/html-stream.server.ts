/**
 * Two repairs to React 18's streamed HTML, on its way to the reader.
 *
 * 1. NUL bytes. React 18.3's server renderer copies text into 2 KB buffers with
 *    `TextEncoder.encodeInto`; when a 3-byte character (every Tamil letter) does not fit
 *    at a buffer's end, the whole buffer is sent with its unwritten tail of zero bytes.
 *    Readers then get U+0000 in the middle of Tamil words (validators stop there). Valid
 *    UTF-8 text never contains a 0x00 byte and HTML allows no U+0000, so every 0x00 byte
 *    of the stream is dropped.
 * 2. `</body></html>` comes too early: React writes it when the shell is done, and the
 *    streamed loader data (Remix single fetch) follows it as "stray" scripts. The closing
 *    tags are held back and written last.
 *
 * And one economy: React writes its HTML in 2 KB pieces, and the Remix adapter flushes
 * the compressor after each piece it is given, so each became its own deflate block with
 * its own code tables: the Tamil home page went out as 50 KB of gzip where 31 KB would do.
 * Pieces written in the same turn of the event loop are sent as one: the stream still
 * flushes whenever React pauses (the headline before slow related news), just not 80
 * times over.
 */
import { Transform } from "node:stream";

const CLOSING = Buffer.from("</body></html>");

function withoutNul(chunk: Buffer): Buffer {
  return chunk.indexOf(0) === -1 ? chunk : Buffer.from(chunk.filter((byte) => byte !== 0));
}

export function repairHtmlStream(): Transform {
  let moved = false;
  // The closing tags may straddle two chunks: keep the last few bytes back until the next one.
  let carry = Buffer.alloc(0);
  // What this turn of the event loop wrote, sent as one piece on the next turn.
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    const piece = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(piece);
  };
  const queue = (stream: Transform, data: Buffer) => {
    if (data.length === 0) return;
    pending.push(data);
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => send(stream));
    }
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      let data = withoutNul(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (moved) {
        queue(this, data);
        return done();
      }
      data = carry.length > 0 ? Buffer.concat([carry, data]) : data;
      const at = data.indexOf(CLOSING);
      if (at !== -1) {
        moved = true;
        carry = Buffer.alloc(0);
        queue(this, Buffer.concat([data.subarray(0, at), data.subarray(at + CLOSING.length)]));
        return done();
      }
      const keep = Math.min(CLOSING.length - 1, data.length);
      carry = Buffer.from(data.subarray(data.length - keep));
      queue(this, data.subarray(0, data.length - keep));
      done();
    },
    flush(done) {
      if (carry.length > 0) pending.push(carry);
      if (moved) pending.push(CLOSING);
      send(this);
      done();
    },
  });
}
