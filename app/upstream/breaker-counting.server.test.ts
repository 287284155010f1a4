/**
 * Decision 0025: no request one client can repeat at will opens a breaker other readers depend
 * on. An error answer to a reader's own text counts toward no breaker; an endpoint with a
 * breaker of its own (search) cannot shut the service's other calls; a real outage still opens.
 */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createUpstreamClient, path, UpstreamError } from "./http.server";

const schema = z.object({ value: z.string() });
const uncached = { schema, ttlMs: 0, staleMs: 0 };

function setup(respond: (url: string) => Response | Promise<Response>) {
  const fetchImpl = vi.fn(async (input: string | URL | Request) => respond(String(input)));
  const client = createUpstreamClient({
    service: "media",
    baseUrl: () => "http://upstream.test",
    timeoutMs: () => 1000,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    random: () => 0,
    log: () => undefined,
    breaker: { failureThreshold: 3 },
  });
  return { client, fetchImpl };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("circuit breaker: what counts", () => {
  it("a 500 answered to a reader's own text opens no breaker, however often it is repeated", async () => {
    const { client } = setup((url) => (url.includes("query=") ? json({ message: "unterminated string" }, 500) : json({ value: "ok" })));
    for (let index = 0; index < 60; index++) {
      const error = await failure(client.get(path`news-svc/api/v1/news`, { ...uncached, query: { query: 'admin"' }, endpoint: "search", readerInput: true }));
      expect(error.status).toBe(500);
    }
    const health = client.getHealth();
    expect(health.state).toBe("closed");
    expect(health.endpoints?.search?.state).toBe("closed");
    expect((await client.get(path`news-svc/api/v1/news`, { ...uncached, query: { city_id: 1 } })).data.value).toBe("ok");
  });

  it("search failing for real opens the search breaker only: lists and articles go on", async () => {
    const { client } = setup((url) => (url.includes("query=") ? Promise.reject(new TypeError("fetch failed")) : json({ value: "ok" })));
    for (let index = 0; index < 5; index++) {
      await failure(client.get(path`news-svc/api/v1/news`, { ...uncached, query: { query: "rain" }, endpoint: "search", readerInput: true }));
    }
    expect(client.getHealth().endpoints?.search?.state).toBe("open");
    expect((await failure(client.get(path`news-svc/api/v1/news`, { ...uncached, query: { query: "rain" }, endpoint: "search" }))).kind).toBe("circuit-open");
    expect(client.getHealth().state).toBe("closed");
    expect((await client.get(path`core-svc/api/v1/news/${79}`, uncached)).data.value).toBe("ok");
  });

  it("without reader text, 5xx answers still open the service's breaker", async () => {
    const { client } = setup(() => json({}, 503));
    for (let index = 0; index < 3; index++) await failure(client.get(path`news-svc/api/v1/home`, uncached));
    expect(client.getHealth().state).toBe("open");
  });

  it("a control character never leaves: refused before any call, counted nowhere", async () => {
    const { client, fetchImpl } = setup(() => json({ value: "ok" }));
    await expect(client.get(path`news-svc/api/v1/news`, { ...uncached, query: { query: "admin\u0000" } })).rejects.toThrow(RangeError);
    await expect(client.send("POST", path`core-svc/api/v1/comments`, { schema, body: { comment: "hi\u0000" } })).rejects.toThrow(RangeError);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(client.getHealth().consecutiveFailures).toBe(0);
  });
});
