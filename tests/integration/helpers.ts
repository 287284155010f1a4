/**
 * Shared by the integration tests: a freshly seeded newsroom in this process (its
 * fault injection at hand), and a loopback proxy in front of it that records every
 * upstream request as it starts and as its answer goes back, so tests can assert the
 * order of events instead of timings.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { beforeEach } from "vitest";
import { createNewsroom, type Newsroom } from "../../newsroom/server";

export const PRODUCT_KEY = "integration-product-key";
const FIXED_OTP = "135790";

export type UpstreamEvent = { at: number; kind: "start" | "answered"; method: string; path: string };

let sequence = 0;
/** A shared, increasing counter: events of the proxy and of the test are ordered by it. */
export const tick = () => ++sequence;

export async function startNewsroom(articles = 300): Promise<{ newsroom: Newsroom; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-integration-"));
  const newsroom = await createNewsroom({
    dbPath: path.join(dir, "newsroom.sqlite"),
    port: 0,
    productKey: PRODUCT_KEY,
    fixedOtp: FIXED_OTP,
    articles,
    log: () => undefined,
  });
  return {
    newsroom,
    close: async () => {
      await newsroom.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A recording proxy: `events` has one "start" and one "answered" per upstream request. */
export async function recordingProxy(target: string): Promise<{ url: string; events: UpstreamEvent[]; close: () => Promise<void> }> {
  const events: UpstreamEvent[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const pathOnly = (req.url ?? "/").split("?")[0] ?? "/";
    events.push({ at: tick(), kind: "start", method: req.method ?? "GET", path: req.url ?? "/" });
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.once("end", () => events.push({ at: tick(), kind: "answered", method: req.method ?? "GET", path: req.url ?? pathOnly }));
      },
    );
    forward.once("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function requireBuild(root: string): void {
  if (!existsSync(path.join(root, "build/server.js")) || !existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("build/ is missing: run `npm run build` first (`npm test` does)");
  }
}

/**
 * A port nothing listens on right now, for a site started in a child process, which binds it a moment later. Not the
 * OS's pick (`listen(0)`): that comes from the ephemeral range (32768–60999 on Linux), which every outgoing connection
 * also draws from, and vitest runs beside the end-to-end suite (scripts/test.mjs), so in that moment another process
 * could take the same port, or a connection sit on it: a fresh clone once had nginx's second instance answer 502.
 * Below that range, chosen at random and tried, and never twice in one process, nothing else takes it by chance.
 */
const PORTS_GIVEN = new Set<number>();
const PORT_RANGE = { from: 20_000, to: 32_000 };
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (PORTS_GIVEN.has(port)) continue;
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!bound) continue;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    PORTS_GIVEN.add(port);
    return port;
  }
}

/**
 * Keeps a child's output (stdout and stderr, those that are piped) as lines in `lines`, and a last line saying how the
 * process ended: a site that crashed or was killed says so. Reading the pipes also keeps the child from blocking on a
 * full one (a pipe nobody reads stops a Node process at its next write to it).
 */
export function keepOutput(child: ChildProcess, lines: string[] = []): string[] {
  let buffered = "";
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      lines.push(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  child.once("exit", (code, signal) => {
    if (buffered) lines.push(buffered);
    buffered = "";
    lines.push(`[the site's process exited: code ${code}, signal ${signal}]`);
  });
  return lines;
}

/** How many of a site's last lines a failed test prints. */
const SHOWN_LINES = 80;

/**
 * When a test of this file fails, prints the last lines of the output of the sites `outputs` names (a site started
 * in beforeAll, or by the test itself): what a site said is often what explains the failure.
 */
export function showSiteOutputOnFailure(outputs: () => Record<string, string[] | undefined>): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      for (const [name, lines] of Object.entries(outputs())) {
        if (!lines) continue;
        const shown = lines.slice(-SHOWN_LINES);
        console.error(`--- ${name}: the last ${shown.length} of ${lines.length} lines of its output ---\n${shown.join("\n")}\n--- end of ${name}'s output ---`);
      }
    });
  });
}
