/**
 * The real site under attack (issue 10): the production build (`node build/server.js`,
 * through serve.mjs) as a child process on a free port, talking to a newsroom this
 * test process owns, through a recording proxy. The test can make the newsroom
 * misbehave (`newsroom.setFault`), count and inspect every upstream request the
 * site made (`upstream.requests`), and ask the server process whether anything
 * polluted its prototypes (`site.prototypes()`).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createNewsroom, type Newsroom } from "../../../newsroom/server";
import { freePort } from "../helpers";

const PRODUCT_KEY = "reliability-product-key-0123456789";
const SESSION_SECRET = "reliability-session-secret-that-is-long-enough-0123";
export const OTP = "135790";

const ROOT = path.resolve(import.meta.dirname, "../../..");

type UpstreamRequest = { method: string; url: string; at: number };

export type RecordingProxy = {
  url: string;
  requests: UpstreamRequest[];
  close(): Promise<void>;
};

/**
 * Forwards every request to `target` unchanged and remembers its request line as
 * it arrived on the wire (`url` is exactly what the site sent). A newsroom that
 * hangs or drops the connection is passed through as a hang or a dropped connection.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const base = new URL(target);
  const requests: UpstreamRequest[] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? "GET", url: req.url ?? "", at: Date.now() });
    const upstream = httpRequest(
      { host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", () => req.socket.destroy());
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type TestNewsroom = Newsroom & { stop(): Promise<void> };

export async function startNewsroom(articles = 200): Promise<TestNewsroom> {
  const directory = mkdtempSync(path.join(tmpdir(), "reliability-newsroom-"));
  const newsroom = await createNewsroom({
    dbPath: path.join(directory, "newsroom.sqlite"),
    productKey: PRODUCT_KEY,
    fixedOtp: OTP,
    articles,
    logOtp: false,
    log: () => undefined,
  });
  return {
    ...newsroom,
    async stop() {
      await newsroom.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * For tests that are not about timeouts: a generous upstream deadline, so a newsroom slowed by a
 * busy test machine is not mistaken for a failing one (the fault tests keep the real 2 s).
 */
export const CALM_UPSTREAM = { UPSTREAM_TIMEOUT_MS: "10000" };

export type Site = {
  origin: string;
  port: number;
  process: ChildProcessWithoutNullStreams;
  output: string[];
  /** Own keys of Object.prototype (and friends) inside the server process, now. */
  prototypes(): Promise<{ object: string[]; array: number; fn: string[]; inherited: string[]; forIn: string[] }>;
  /** Moves the server's Date.now forward (cache ages, breaker cool-down). */
  advanceClock(ms: number): Promise<void>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

/** Starts the production build against `upstream` (base URL of the newsroom or a proxy in front of it). */
export async function startSite(upstream: string, env: Record<string, string> = {}): Promise<Site> {
  // `npm test` builds first; run alone, these tests need `npm run build` (and again after a change).
  if (!existsSync(path.join(ROOT, "build/server.js"))) throw new Error("build/server.js is missing: run `npm run build` first");
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const feedbackDir = mkdtempSync(path.join(tmpdir(), "reliability-feedback-"));
  // The last-good store (decision 0026): a fresh one per site, unless the test keeps one across a restart.
  const storeDir = env.UPSTREAM_STORE_DIR ? null : mkdtempSync(path.join(tmpdir(), "reliability-upstream-store-"));
  const child = spawn(process.execPath, [path.join(ROOT, "tests/integration/helpers/serve.mjs")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      LEGACY_API_URL: `${upstream}/api`,
      MEDIA_API_URL: upstream,
      SESSION_SECRET,
      PRODUCT_KEY,
      FEEDBACK_DIR: feedbackDir,
      // These tests watch what each request does upstream: the few-second HTML cache (decision 0016, tested in
      // app/wire/html-cache.server.test.ts and tests/integration/streaming.test.ts) would answer repeats before that.
      HTML_CACHE_TTL_MS: "0",
      ...(storeDir ? { UPSTREAM_STORE_DIR: storeDir } : {}),
      // The alerts' Breaking watch and followed live stories (issue 30) ask the upstream on their own: off here, where
      // tests count what each page asks (app/alerts/alerts.server.test.ts tests them). This site's follows and VAPID
      // keys are its own, never the developer's data/ files.
      BREAKING_WATCH_MS: "0",
      FOLLOWS_DB: path.join(feedbackDir, "follows.sqlite"),
      VAPID_KEYS_FILE: path.join(feedbackDir, "vapid-keys.json"),
      ...env,
    },
  });
  const output: string[] = [];
  let buffered = "";
  const waiters: Array<(line: string) => boolean> = [];
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      output.push(line);
      for (let index = waiters.length - 1; index >= 0; index -= 1) if (waiters[index]!(line)) waiters.splice(index, 1);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      // How it ended, for a test that prints the output when it fails (a crash, a kill from outside).
      output.push(`[the site's process exited: code ${code}, signal ${signal}]`);
      resolve(code);
    }),
  );
  const waitForLine = (match: (line: string) => boolean, what: string, ms: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms; output:\n${output.join("\n")}`)), ms);
      void exited.then((code) => reject(new Error(`server exited (${code}) before ${what}; output:\n${output.join("\n")}`)));
      waiters.push((line) => {
        if (!match(line)) return false;
        clearTimeout(timer);
        resolve(line);
        return true;
      });
    });
  await waitForLine((line) => line.includes("listening on"), "listening line", 90_000);
  return {
    origin,
    port,
    process: child,
    output,
    exited,
    async prototypes() {
      const line = waitForLine((text) => text.startsWith("PROTOTYPE "), "prototype report", 5000);
      child.stdin.write("prototype\n");
      return JSON.parse((await line).slice("PROTOTYPE ".length));
    },
    async advanceClock(ms: number) {
      const line = waitForLine((text) => text.startsWith("CLOCK "), "clock report", 5000);
      child.stdin.write(`clock +${Math.round(ms)}\n`);
      await line;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(feedbackDir, { recursive: true, force: true });
      if (storeDir) rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; headers: Headers; body: string; ms: number };

/** One request with a generous client timeout: a hung page fails the test instead of hanging it. */
export async function get(origin: string, pathAndQuery: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${origin}${pathAndQuery}`, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; body: string };

/**
 * A GET whose request target goes on the wire as written: no URL parser resolves
 * `..`, fixes `%zz` or re-encodes `%2F`. Only bytes HTTP cannot carry at all
 * (controls, space, non-ASCII) are percent-encoded, as a browser would.
 */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const path = Array.from(new TextEncoder().encode(target), (byte) =>
    byte <= 0x20 || byte >= 0x7f || byte === 0x23 ? `%${byte.toString(16).toUpperCase().padStart(2, "0")}` : String.fromCharCode(byte),
  ).join("");
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: "GET", headers: { connection: "close", ...headers }, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer to ${path} within 15 s`)));
    request.on("error", reject);
    request.end();
  });
}
