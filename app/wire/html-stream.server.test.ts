import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { repairHtmlStream, START_SCRIPTS } from "./html-stream.server";

async function through(chunks: (string | Buffer)[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))).pipe(repairHtmlStream());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

describe("repairHtmlStream", () => {
  it("drops the NUL bytes React 18 leaves where a Tamil letter did not fit a buffer, keeping the letters whole", async () => {
    const tamil = Buffer.from("தஞ்சாவூர்");
    const withHoles = Buffer.concat([Buffer.from("<a>"), Buffer.from([0, 0]), tamil, Buffer.from("</a>")]);
    const result = await through([withHoles]);
    expect(result.includes(0)).toBe(false);
    expect(result.toString("utf8")).toBe("<a>தஞ்சாவூர்</a>");
  });

  it("moves </body></html> after the scripts streamed behind it", async () => {
    const result = await through(["<html><body><p>x</p></body></html>", "<script>late()</script>"]);
    expect(result.toString()).toBe("<html><body><p>x</p><script>late()</script></body></html>");
  });

  it("finds the closing tags when they straddle two chunks", async () => {
    const result = await through(["<body>a</bo", "dy></htm", "l><script>s()</script>", "<script>t()</script>"]);
    expect(result.toString()).toBe("<body>a<script>s()</script><script>t()</script></body></html>");
  });

  it("leaves a document without closing tags as it was, and splits no multi-byte letter", async () => {
    const text = "மதுரை ".repeat(500);
    const bytes = Buffer.from(text);
    const chunks = [bytes.subarray(0, 1001), bytes.subarray(1001, 2002), bytes.subarray(2002)];
    const result = await through(chunks);
    expect(result.toString("utf8")).toBe(text);
  });

  describe("hydration's scripts wait for the first paint", () => {
    // What Remix's <Scripts> writes, shortened.
    const scripts =
      '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
      '<script nonce="N1">window.__remixContext = {};</script>' +
      '<script nonce="N1" type="module" async="">import * as route0 from "/build/root-C.js";\nimport("/build/entry.client-A.js");</script>';
    const inert =
      '<template data-kn-modulepreload="/build/entry.client-A.js"></template><template data-kn-modulepreload="/build/_shared/chunk-B.js"></template>' +
      '<script nonce="N1">window.__remixContext = {};</script>' +
      '<script nonce="N1" type="text/x-kn-module">import * as route0 from "/build/root-C.js";\nimport("/build/entry.client-A.js");</script>' +
      `<script nonce="N1">${START_SCRIPTS}</script>`;

    async function repaired(chunks: string[], nonce = "N1"): Promise<string> {
      const out: Buffer[] = [];
      const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(repairHtmlStream(nonce));
      for await (const chunk of stream) out.push(chunk as Buffer);
      return Buffer.concat(out).toString();
    }

    it("writes the preloads and the module script inert, with the starter after the script", async () => {
      const html = `<html><body><main>news</main>${scripts}</body></html><script nonce="N1">$RC("B:0","S:0")</script>`;
      expect(await repaired([html])).toBe(`<html><body><main>news</main>${inert}<script nonce="N1">$RC("B:0","S:0")</script></body></html>`);
    });

    it("finds every tag wherever the chunks split it", async () => {
      const html = `<html><body>${scripts}<p>after</p></body></html>`;
      for (let size = 1; size <= 40; size++) {
        const chunks = html.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
        expect(await repaired(chunks)).toBe(`<html><body>${inert}<p>after</p></body></html>`);
      }
    });

    it("starts nothing twice and leaves other scripts alone", async () => {
      const other = '<script nonce="N1">$RC("B:1","S:1")</script><script type="application/ld+json">{}</script>';
      const result = await repaired([`<body>${scripts}${other}</body></html>`]);
      expect(result.match(/ type="text\/x-kn-module">/g)).toHaveLength(1);
      expect(result.split(START_SCRIPTS)).toHaveLength(2);
      expect(result).toContain(other);
    });

    it("gives the starter the render's nonce, and nothing but nonce characters", async () => {
      expect(await repaired([scripts], 'a"b<c/+=')).toContain(`<script nonce="abc/+=">${START_SCRIPTS}</script>`);
    });
  });
});
