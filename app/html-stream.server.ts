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
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      let data = withoutNul(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (moved) return done(null, data);
      data = carry.length > 0 ? Buffer.concat([carry, data]) : data;
      const at = data.indexOf(CLOSING);
      if (at !== -1) {
        moved = true;
        carry = Buffer.alloc(0);
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + CLOSING.length)]));
      }
      const keep = Math.min(CLOSING.length - 1, data.length);
      carry = Buffer.from(data.subarray(data.length - keep));
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      if (carry.length > 0) this.push(carry);
      if (moved) this.push(CLOSING);
      done();
    },
  });
}
