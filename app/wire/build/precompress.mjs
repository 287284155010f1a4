// Issue 9: the browser's JavaScript and CSS never change once built (hashed names), so they are compressed
// once, at the strongest settings, instead of on every request at the fast ones: brotli quality 11 (`.br`) and
// gzip level 9 (`.gz`) beside each file of public/build. app/wire/static-files.server.ts serves them with express-static-gzip, by the
// reader's Accept-Encoding; a file too small to gain is left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "..", "..", "public", "build");
// The same as the server's on-the-fly threshold (server.ts `compression({ threshold: 512 })`): between 512 B and
// 1 KB, a chunk still loses 30 to 50% of its bytes.
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|css|map)$/.test(name) && !name.endsWith(".map")) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += gzipSync(body).length;
  after += br.length;
}
console.log(
  `precompressed ${count} files in public/build (brotli 11 + gzip 9): ${(before / 1024).toFixed(0)} KB gzip → ${(after / 1024).toFixed(0)} KB brotli`,
);
