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
 * 3. Hydration's JavaScript waits for the first paint (issue 9). Remix writes a
 *    `<link rel="modulepreload">` for every module of the page and an inline module
 *    script that imports them; on a slow phone those ~35 requests compete with the
 *    stylesheet, the font and the lead picture for the first screen's bandwidth. They
 *    are written inert, in valid markup (issue 19 §5, decision 0023): each preload as an
 *    empty `<template data-kn-modulepreload="{href}">` and the module script as a data
 *    block (`type="text/x-kn-module"`, which never runs). A small script after them puts
 *    them back once the first paint is on screen: each template becomes the very
 *    `<link rel="modulepreload">` it stood for, in its place, and the data block becomes a
 *    module script again (a script whose type was not JavaScript when the parser met it
 *    runs when its type and text are set again). The DOM then is what React expects to
 *    hydrate. Without JavaScript nothing changes. The small script is app/wire/starter/start-scripts.ts.
 *
 * Flushes are not this stream's business: app/wire/flush-after-writes.server.ts coalesces them.
 */
import { Transform } from "node:stream";
import { START_SCRIPTS } from "./starter/start-scripts.compiled";

const CLOSING = Buffer.from("</body></html>");
/** What Remix's <Scripts> writes (React puts the nonce first, then `type` and `async`, for the module script). */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" href="');
const INERT_PRELOAD = Buffer.from('<template data-kn-modulepreload="');
/** The end of a preload's tag (React writes void elements as `/>`), and the inert one's. */
const PRELOAD_END = Buffer.from('"/>');
const INERT_PRELOAD_END = Buffer.from('"></template>');
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const INERT_SCRIPT = Buffer.from(' type="text/x-kn-module">');
const SCRIPT_END = Buffer.from("</script>");

/**
 * Runs after the inert module script, with the render's nonce: puts the preloads back one to a task after the first
 * contentful paint, then the module script. Its source is app/wire/starter/start-scripts.ts (where the why is), compiled
 * by app/wire/build/compile-starter.mjs into a minified ES5 IIFE.
 */
export { START_SCRIPTS };

/** A pattern may straddle two chunks: this many last bytes are kept back until the next one (or the end). */
const HELD_BACK_BYTES = Math.max(CLOSING.length, MODULE_PRELOAD.length, PRELOAD_END.length, MODULE_SCRIPT.length, SCRIPT_END.length) - 1;

function withoutNul(chunk: Buffer): Buffer {
  return chunk.indexOf(0) === -1 ? chunk : Buffer.from(chunk.filter((byte) => byte !== 0));
}

/** `nonce`: the render's CSP nonce (or the HTML cache's placeholder for it), for the script that starts hydration. */
export function repairHtmlStream(nonce = ""): Transform {
  let moved = false;
  /** Inside an inert preload's tag: its end becomes the template's end. */
  let inPreload = false;
  /** The module script has been made inert; its end is where the starter goes. */
  let scriptFound = false;
  let starterWritten = false;
  const starter = Buffer.from(`<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}">${START_SCRIPTS}</script>`);
  let carry = Buffer.alloc(0);

  /** The next pattern in `data` from `from` on, with what replaces it; null when none is whole in it. */
  function nextMatch(data: Buffer, from: number): { at: number; length: number; replacement: Buffer } | null {
    const candidates: Array<{ at: number; length: number; replacement: Buffer; then?: () => void }> = [];
    const look = (pattern: Buffer, replacement: Buffer, then?: () => void) => {
      const at = data.indexOf(pattern, from);
      if (at !== -1) candidates.push({ at, length: pattern.length, replacement, then });
    };
    if (!moved) look(CLOSING, Buffer.alloc(0), () => (moved = true));
    if (inPreload) look(PRELOAD_END, INERT_PRELOAD_END, () => (inPreload = false));
    else look(MODULE_PRELOAD, INERT_PRELOAD, () => (inPreload = true));
    if (!scriptFound) look(MODULE_SCRIPT, INERT_SCRIPT, () => (scriptFound = true));
    else if (!starterWritten) look(SCRIPT_END, Buffer.concat([SCRIPT_END, starter]), () => (starterWritten = true));
    if (candidates.length === 0) return null;
    const first = candidates.reduce((a, b) => (b.at < a.at ? b : a));
    first.then?.();
    return first;
  }

  /** Rewrites `data`; with `final` false, the tail that could begin a pattern is kept for the next chunk. */
  function rewrite(data: Buffer, final: boolean): Buffer {
    const out: Buffer[] = [];
    let from = 0;
    for (let match = nextMatch(data, from); match; match = nextMatch(data, from)) {
      out.push(data.subarray(from, match.at), match.replacement);
      from = match.at + match.length;
    }
    const keep = final ? 0 : Math.min(HELD_BACK_BYTES, data.length - from);
    out.push(data.subarray(from, data.length - keep));
    carry = Buffer.from(data.subarray(data.length - keep));
    return Buffer.concat(out);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const data = withoutNul(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      const out = rewrite(carry.length > 0 ? Buffer.concat([carry, data]) : data, false);
      if (out.length > 0) this.push(out);
      done();
    },
    flush(done) {
      const out = Buffer.concat([rewrite(carry, true), moved ? CLOSING : Buffer.alloc(0)]);
      if (out.length > 0) this.push(out);
      done();
    },
  });
}
