/**
 * The site exactly as the end-to-end tests run it (tests/e2e/server-env.ts): the production build on its embedded
 * newsroom, seeded afresh with the full seed (live stories included), on a free port. For the tests that read what
 * crawlers and feed readers get, which load no page: they run here, once, with Playwright's HTTP client and the
 * e2e helpers that read the newsroom's data (they find it through E2E_NEWSROOM_DB, set here).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request, type APIRequestContext } from "playwright-core";
import { e2eServerEnv } from "../../e2e/server-env";
import { freePort } from "../helpers";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export type SeededSite = { origin: string; request: APIRequestContext; stop(): Promise<void> };

export async function startSeededSite(): Promise<SeededSite> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), "kural-seeded-site-"));
  const newsroomDb = path.join(dir, "newsroom.sqlite");
  process.env.E2E_NEWSROOM_DB = newsroomDb;
  const child = spawn(process.execPath, [path.join(ROOT, "build/server.js")], {
    cwd: ROOT,
    // Without the alerts' Breaking watch (every second for the browser tests' alerts): nothing here reads alerts, and
    // each reading is a fresh upstream request beside the ones these tests make.
    env: { ...process.env, ...e2eServerEnv({ port, newsroomDb, feedbackDir: path.join(dir, "feedback") }), BREAKING_WATCH_MS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk) => output.push(String(chunk)));
  child.stderr.on("data", (chunk) => output.push(String(chunk)));
  // At a load of 20-27 (helpers and a fresh clone side by side) 60 s was not enough.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}):\n${output.join("")}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the site did not start within 120 s:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const api = await request.newContext({ baseURL: origin });
  return {
    origin,
    request: api,
    async stop() {
      await api.dispose();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
