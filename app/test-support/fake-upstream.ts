/**
 * Route tests against a fake upstream on loopback (both services on one port): each test
 * sets `routes` (path → reply), and reads `seen` (every URL asked for). Caches are cleared
 * between tests so each one meets the upstream afresh.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { setEnv } from "../config/env.server";
import { legacyClient } from "../upstream/legacy.server";
import { mediaClient } from "../upstream/media.server";

type Reply = { status?: number; body?: unknown };
export type FakeUpstream = { base: string; seen: string[]; routes: Record<string, () => Reply> };

export function useFakeUpstream(): FakeUpstream {
  const upstream: FakeUpstream = { base: "", seen: [], routes: {} };
  let server: Server;

  beforeAll(async () => {
    server = createServer((request, response) => {
      upstream.seen.push(request.url ?? "");
      const route = upstream.routes[(request.url ?? "").split("?")[0]!];
      const reply = route ? route() : { status: 404, body: { message: "not here" } };
      response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    upstream.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    setEnv({ MEDIA_API_URL: upstream.base, LEGACY_API_URL: `${upstream.base}/api`, PUBLIC_ORIGIN: "https://news.example", UPSTREAM_TIMEOUT_MS: 10_000 });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    upstream.seen.length = 0;
    upstream.routes = {};
    mediaClient.clearCache();
    legacyClient.clearCache();
  });

  return upstream;
}
