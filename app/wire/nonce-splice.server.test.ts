import { gunzipSync, deflateRawSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, splitAt, tokenReplacer } from "./nonce-splice.server";

describe("nonce placeholder", () => {
  const token = Buffer.from("knPLACEHOLDER");
  const html = Buffer.from('<script nonce="knPLACEHOLDER">a</script><p>தமிழ்</p><link nonce="knPLACEHOLDER"/>end');

  it("is replaced in a stream even when it straddles chunks", () => {
    for (let size = 1; size <= html.length; size++) {
      const replace = tokenReplacer(token, Buffer.from("N0nce+/="));
      const out: Buffer[] = [];
      for (let at = 0; at < html.length; at += size) out.push(replace(html.subarray(at, at + size), false));
      out.push(replace(Buffer.alloc(0), true));
      expect(Buffer.concat(out).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", "N0nce+/="));
    }
  });

  it("a cached body gzipped once, with a fresh nonce spliced per response, is one valid gzip body", () => {
    const pieces = splitAt(html, token);
    expect(pieces).toHaveLength(3);
    const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNA=="]) {
      const body = gzipWithNonce(pieces, deflated, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(html.toString().replaceAll("knPLACEHOLDER", nonce));
    }
  });
});
