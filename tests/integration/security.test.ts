/**
 * Issue 10, security, against the production server: the headers of every HTML
 * answer, errors included (a fresh CSP nonce each time, carried by every
 * <script>); cookies under 4 KB through a reader's whole visit; a spoofed Host or
 * X-Forwarded-Host never reaching links, canonical URLs or redirects.
 * Session rotation, sign-out and open redirects after sign-in: tests/e2e/signin.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LIKED_COOKIES_MAX, SAVED_MAX } from "../../app/news/limits";
import { VIDEO_PLAYER_ORIGINS } from "../../app/news/video-embed";
import { CALM_UPSTREAM, get, OTP, rawGet, startNewsroom, startSite, type Answer, type Site, type TestNewsroom } from "./helpers/site";

let newsroom: TestNewsroom;
let site: Site;
let articles: string[];

beforeAll(async () => {
  newsroom = await startNewsroom();
  site = await startSite(newsroom.url, CALM_UPSTREAM);
  articles = (newsroom.db.prepare("SELECT slug, id FROM articles ORDER BY id DESC LIMIT 80").all() as { slug: string; id: number }[]).map(
    (row) => `${row.slug}-${row.id}`,
  );
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await newsroom?.stop();
});

const nonces = new Set<string>();

function expectSecureHtml(answer: Answer, what: string) {
  expect(answer.headers.get("content-type"), what).toMatch(/^text\/html/);
  const csp = answer.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `${what}: CSP nonce`).toBeTruthy();
  expect(nonces.has(nonce!), `${what}: nonce reused`).toBe(false);
  nonces.add(nonce!);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const scripts = answer.body.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length, `${what}: scripts`).toBeGreaterThan(0);
  for (const tag of scripts) {
    // JSON-LD is a data block the browser never runs (CSP does not apply to it); it must not break out instead.
    if (/type="application\/ld\+json"/.test(tag)) continue;
    expect(tag, what).toContain(`nonce="${nonce}"`);
  }
  for (const [, json] of answer.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(json, `${what}: JSON-LD`).not.toContain("<");
    expect(() => JSON.parse(json!), `${what}: JSON-LD parses`).not.toThrow();
  }
  expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(answer.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(answer.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(answer.headers.get("x-powered-by"), what).toBeNull();
}

describe("headers on every HTML answer", () => {
  // Some thirty pages read twice: past vitest's 20 s beside the browser tests at a load of 17-24 (a fresh clone, 7 December).
  test("pages, 404s and method errors, in both languages, each with its own nonce", async () => {
    const pages: Array<[string, number, RequestInit?]> = [
      ["/", 200],
      ["/tamil", 200],
      [`/news/${articles[0]}`, 200],
      [`/tamil/news/${articles[0]}`, 200],
      ["/city/chennai", 200],
      ["/search?q=rain", 200],
      ["/signin", 200],
      ["/contact", 200],
      ["/no-such-page", 404],
      ["/tamil/no-such-page", 404],
      ["/news/not-an-article", 404],
      ["/tamil/city/no-such-city", 404],
      ["/about", 405, { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["/contact", 413, { method: "POST", body: `message=${"x".repeat(70_000)}`, headers: { "content-type": "application/x-www-form-urlencoded" } }],
    ];
    for (const [path, status, init] of pages) {
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(site.origin, path, init);
        expect(answer.status, path).toBe(status);
        expectSecureHtml(answer, `${path} (${status})`);
      }
    }
  }, 90_000);

  test("the translated 503 page (upstream failing, nothing cached) has them too", async () => {
    newsroom.setFault({ kind: "status", status: 503 });
    try {
      for (const path of [`/news/${articles[70]}`, `/tamil/news/${articles[71]}`]) {
        const answer = await get(site.origin, path);
        expect(answer.status, path).toBe(503);
        expectSecureHtml(answer, `${path} (503)`);
      }
    } finally {
      newsroom.setFault(null);
    }
  });
});

describe("frames (decision 0028)", () => {
  test("frame-src allows the video players of article bodies, exactly, and nothing else without Google sign-in", async () => {
    for (const path of ["/", `/news/${articles[0]}`, `/tamil/news/${articles[0]}`]) {
      const csp = (await get(site.origin, path)).headers.get("content-security-policy") ?? "";
      const frameSrc = csp
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === "frame-src");
      expect(frameSrc?.slice(1).sort(), path).toEqual([...VIDEO_PLAYER_ORIGINS].sort());
      expect(csp, path).toContain("default-src 'self'");
    }
  });
});

describe("cookies", () => {
  test("every Set-Cookie of a reader's visit stays under 4 KB, even with the most likes and saves", async () => {
    const jar = new Map<string, string>();
    const sizes: number[] = [];
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const take = (answer: Answer) => {
      for (const line of answer.headers.getSetCookie()) {
        sizes.push(Buffer.byteLength(line));
        expect(Buffer.byteLength(line), line.slice(0, 60)).toBeLessThan(4096);
        const [pair] = line.split(";");
        const at = pair!.indexOf("=");
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return answer;
    };
    const post = (path: string, fields: Record<string, string>) =>
      get(site.origin, path, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.origin, cookie: cookieHeader() },
      }).then(take);

    take(await get(site.origin, "/"));
    await post("/theme", { mode: "dark", redirectTo: "/" });
    await post("/city-preference", { city: "chennai", redirectTo: "/" });
    expect((await post("/signin", { intent: "send", phone: "9876500077" })).status).toBe(303);
    expect((await post("/signin", { intent: "verify", code: OTP })).status).toBe(303);
    for (const slug of articles.slice(0, SAVED_MAX + 10)) expect((await post(`/news/${slug}/save`, { intent: "save" })).status).toBe(303);
    for (const slug of articles.slice(0, LIKED_COOKIES_MAX + 10)) expect((await post(`/tamil/news/${slug}/like`, { intent: "like" })).status).toBe(303);
    const saved = take(await get(site.origin, "/saved", { headers: { cookie: cookieHeader() } }));
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(`/news/${articles[SAVED_MAX + 9]}`);
    await post("/logout", { redirectTo: "/" });
    console.info(
      `[security] ${sizes.length} Set-Cookie headers, the largest ${Math.max(...sizes)} bytes; Cookie header at the end ${Buffer.byteLength(cookieHeader())} bytes`,
    );
    for (const line of sizes) expect(line).toBeLessThan(4096);
  }, 60_000);
});

describe("a spoofed Host or X-Forwarded-Host", () => {
  const spoofs: Array<Record<string, string>> = [
    { host: "evil.example" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    { host: "evil.example", "x-forwarded-host": "evil.example:8443", forwarded: "host=evil.example;proto=https" },
  ];
  const paths = [
    "/",
    "/tamil",
    `/news/${articles?.[1] ?? ""}`,
    "/city/Chennai",
    "/tamil/city/1",
    "/language?to=/tamil",
    "/signin?redirectTo=/saved",
    "/no-such-page",
    "/contact",
  ];

  test("never appears in links, canonical URLs or redirects", async () => {
    for (const headers of spoofs) {
      for (const path of paths.map((p) => (p.endsWith("/news/") ? `/news/${articles[1]}` : p))) {
        const answer = await rawGet(site.origin, path, headers);
        expect([200, 301, 302, 303, 404], path).toContain(answer.status);
        expect(answer.body.match(/.{0,60}evil\.example.{0,20}/)?.[0] ?? null, `${path} body`).toBeNull();
        expect(JSON.stringify(answer.headers), `${path} headers`).not.toContain("evil.example");
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(answer.body)?.[1];
        if (canonical) expect(canonical.startsWith(`${site.origin}/`)).toBe(true);
      }
    }
    // A redirect that names a host names the configured one.
    const moved = await rawGet(site.origin, "/city/Chennai", spoofs[2]!);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(new RegExp(`^(/|${site.origin}/)city/chennai$`));
  });
});

describe("the browser's JavaScript and CSS (issue 9: compressed once at build time)", () => {
  test("come as brotli, gzip or plain by Accept-Encoding, each the same file, immutable and without validators", async () => {
    const home = await get(site.origin, "/");
    const assets = [...home.body.matchAll(/(?:src|href|data-kn-modulepreload)="(\/build\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(10);
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    let brotliCount = 0;
    for (const asset of new Set(assets)) {
      const plain = await fetch(`${site.origin}${asset}`, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.status, asset).toBe(200);
      expect(plain.headers.get("content-encoding"), asset).toBeNull();
      const original = Buffer.from(await plain.arrayBuffer());
      for (const [accept, expected] of [
        ["br, gzip", "br"],
        ["gzip, deflate", "gzip"],
      ] as const) {
        // Raw bytes as sent: undici's fetch would decode them, so ask through node:http.
        const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          import("node:http").then(({ get: httpGet }) =>
            httpGet(`${site.origin}${asset}`, { headers: { "Accept-Encoding": accept } }, (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            }).on("error", reject),
          );
        });
        expect(answer.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
        expect(answer.headers.etag, asset).toBeUndefined();
        expect(answer.headers["last-modified"], asset).toBeUndefined();
        if (original.length < 512) continue; // too small to gain: sent as it is
        expect(answer.headers["content-encoding"], `${asset} for ${accept}`).toBe(expected);
        const decoded = expected === "br" ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
        expect(decoded.equals(original), asset).toBe(true);
        if (expected === "br") {
          brotliCount += 1;
          expect(answer.body.length, asset).toBeLessThan(original.length);
        }
      }
    }
    expect(brotliCount).toBeGreaterThan(5);
  });
});

describe("files that are not documents", () => {
  test("scripts, fonts, icons and manifests carry nosniff and no page policy; an SVG its own; the worker the page's", async () => {
    const home = await get(site.origin, "/");
    const script = /(?:src|href|data-kn-modulepreload)="(\/build\/[^"]+\.js)"/.exec(home.body)?.[1];
    const font = /href="(\/fonts\/[^"]+\.woff2)"/.exec(home.body)?.[1];
    expect(script).toBeTruthy();
    expect(font).toBeTruthy();
    const files = [script!, font!, "/icons/app-192.png", "/manifest.webmanifest", "/tamil/manifest.webmanifest", "/favicon.ico"];
    for (const file of files) {
      const answer = await get(site.origin, file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get("x-content-type-options"), file).toBe("nosniff");
      // A document's headers (a fresh nonce, framing, opener) mean nothing on these and cost ~900 bytes each.
      expect(answer.headers.get("content-security-policy"), file).toBeNull();
      expect(answer.headers.get("x-frame-options"), file).toBeNull();
    }
    for (const svg of ["/favicon.svg", "/icons/whatsapp-1.svg"]) {
      const answer = await get(site.origin, svg);
      expect(answer.status, svg).toBe(200);
      expect(answer.headers.get("content-type"), svg).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get("content-security-policy"), svg).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    // The worker's own policy is the one its script comes with: the page's, with a fresh nonce.
    const worker = await get(site.origin, "/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-security-policy")).toMatch(/default-src 'self'.*'nonce-/);
    // A page whose path merely starts like one of those is still a document.
    const lookalike = await get(site.origin, "/favicon.svg.html");
    expect(lookalike.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  test("answers that turn out not to be documents (JSON, data, feeds, text, event streams) get a short policy of their own", async () => {
    const answers: Array<[string, Answer]> = [];
    for (const path of [
      "/locales/en/search",
      "/locales/ta/search",
      `/news/${articles[1]}.data`,
      "/feeds/rss.xml",
      "/tamil/feeds/atom.xml",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      answers.push([path, await get(site.origin, path)]);
    }
    // A refused cross-site form: plain text.
    const refused = await get(site.origin, "/theme", {
      method: "POST",
      body: "mode=dark",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
    });
    expect(refused.status).toBe(403);
    answers.push(["refused POST", refused]);
    for (const [what, answer] of answers) {
      if (answer.status === 404) continue; // a path this site does not have: its 404 page is a document
      expect(answer.headers.get("content-type"), what).not.toMatch(/^text\/html/);
      expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(answer.headers.get("content-security-policy"), what).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get("x-frame-options"), what).toBeNull();
      expect(answer.headers.get("permissions-policy"), what).toBeNull();
    }
    expect(answers.filter(([, answer]) => answer.status === 200).length).toBeGreaterThanOrEqual(5);
    // The comments' event stream: its head, then let go.
    const controller = new AbortController();
    const stream = await fetch(`${site.origin}/news/${articles[1]}/comments/stream`, { signal: controller.signal, headers: { accept: "text/event-stream" } });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    controller.abort();
  });
});
