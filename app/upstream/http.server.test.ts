import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  createUpstreamClient,
  InvalidUpstreamRequestError,
  path,
  staleHeaders,
  statusForUpstreamFailure,
  UpstreamError,
  type UpstreamClientOptions,
} from "./http.server";

const valueSchema = z.object({ value: z.string() });
const cached = { schema: valueSchema, ttlMs: 30_000, staleMs: 600_000, staleIfErrorMs: 86_400_000 };
const uncached = { schema: valueSchema, ttlMs: 0, staleMs: 0 };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A client on a fake upstream with a clock the test moves. */
function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>, overrides: Partial<UpstreamClientOptions> = {}) {
  const clock = { now: 1_700_000_000_000 };
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => respond(String(input), init ?? {}));
  const client = createUpstreamClient({
    service: "media",
    baseUrl: () => "http://upstream.test/base/",
    timeoutMs: () => 1000,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    now: () => clock.now,
    random: () => 0,
    log: () => undefined,
    ...overrides,
  });
  return { client, fetchImpl, clock };
}

async function caught(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected an UpstreamError, got a result");
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections(); // the hanging handlers keep theirs open
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function realServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("path", () => {
  it("encodes every interpolated value as one segment", () => {
    expect(path`core-svc/api/v1/news/${"../../admin"}`).toBe("core-svc/api/v1/news/..%2F..%2Fadmin");
    expect(path`news/${"a%2Fb"}`).toBe("news/a%252Fb");
    expect(path`news/${"x?y=1#z"}`).toBe("news/x%3Fy%3D1%23z");
    expect(path`tag/${"சென்னை"}`).toBe(`tag/${encodeURIComponent("சென்னை")}`);
    expect(path`tag/${"சென்னை"}`).not.toMatch(/[^\x21-\x7e]/);
    expect(path`news/${1234}/like`).toBe("news/1234/like");
  });

  it("rejects segments that are empty, too long, or dots", () => {
    expect(() => path`news/${""}`).toThrow(InvalidUpstreamRequestError);
    expect(() => path`news/${"a".repeat(201)}`).toThrow(InvalidUpstreamRequestError);
    expect(path`news/${"a".repeat(200)}`).toHaveLength(205);
    expect(() => path`news/${".."}`).toThrow(InvalidUpstreamRequestError);
    expect(() => path`news/${"."}`).toThrow(InvalidUpstreamRequestError);
    expect(statusForUpstreamFailure(new InvalidUpstreamRequestError("x"))).toBe(404);
  });

  it("keeps an encoded segment encoded all the way to the upstream URL", async () => {
    const { client, fetchImpl } = setup(() => json({ value: "ok" }));
    await client.get(path`tag/${"../x?a#b"}`, { ...uncached, query: { q: "a&b=c", page: 2, skip: undefined, flag: true } });
    const called = new URL(String(fetchImpl.mock.calls[0]?.[0]));
    expect(called.pathname).toBe("/base/tag/..%2Fx%3Fa%23b");
    expect(called.searchParams.get("q")).toBe("a&b=c");
    expect(called.search).toBe("?flag=true&page=2&q=a%26b%3Dc");
  });
});

describe("requests", () => {
  it("sends accept-language, a user-agent naming the site and JSON accept", async () => {
    const { client, fetchImpl } = setup(() => json({ value: "ok" }));
    await client.get(path`x`, { ...uncached, language: "ta" });
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.get("accept-language")).toBe("ta");
    expect(headers.get("user-agent")).toMatch(/tn-news-site/);
    expect(headers.get("accept")).toBe("application/json");
  });

  it("times out a hanging upstream within the deadline, without a second attempt that would overrun it (decision 0014)", async () => {
    let requests = 0;
    const base = await realServer(() => {
      requests += 1; // never answers
    });
    const { client } = setup(() => json({}), { baseUrl: () => base, fetchImpl: fetch, timeoutMs: () => 200 });
    const started = performance.now();
    const error = await caught(client.get(path`slow`, uncached));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe("timeout");
    expect(requests).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(195);
    expect(statusForUpstreamFailure(error)).toBe(503);
  });

  it("holds the deadline while the body trickles in", async () => {
    const base = await realServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"value":');
      // …and never finishes.
    });
    const { client } = setup(() => json({}), { baseUrl: () => base, fetchImpl: fetch, timeoutMs: () => 150 });
    const error = await caught(client.get(path`trickle`, uncached));
    expect(error.kind).toBe("timeout");
  });

  it("holds the deadline even when the fetch implementation ignores the abort signal", async () => {
    const { client, fetchImpl } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: () => 100 });
    const started = performance.now();
    expect((await caught(client.get(path`deaf`, uncached))).kind).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(300);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("retries a GET once on a 5xx, and reports the upstream's message", async () => {
    const { client, fetchImpl } = setup(() => json({ message: "database is down" }, 503));
    const error = await caught(client.get(path`x`, uncached));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ kind: "status", status: 503, message: "database is down", service: "media" });
  });

  it("recovers when the retry succeeds", async () => {
    let calls = 0;
    const { client } = setup(() => {
      calls += 1;
      if (calls === 1) throw new TypeError("fetch failed");
      return json({ value: "second time lucky" });
    });
    const result = await client.get(path`x`, uncached);
    expect(result.data.value).toBe("second time lucky");
    expect(calls).toBe(2);
  });

  it("does not retry a 4xx, and maps an upstream 404 to our 404", async () => {
    const { client, fetchImpl } = setup(() => json({ message: "no such article" }, 404));
    const error = await caught(client.get(path`news/${"99"}`, uncached));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: "status", status: 404, message: "no such article" });
    expect(statusForUpstreamFailure(error)).toBe(404);
  });

  it("uses the status line when the error body has no message", async () => {
    const { client } = setup(() => new Response("<html>oops</html>", { status: 400, headers: { "content-type": "text/html" } }));
    const error = await caught(client.get(path`x`, uncached));
    expect(error.message).toBe("media service answered 400");
  });

  it("never retries, caches or coalesces a POST", async () => {
    const { client, fetchImpl } = setup(() => {
      throw new TypeError("fetch failed");
    });
    const error = await caught(client.send("POST", path`comments`, { body: { comment: "hi" }, schema: valueSchema }));
    expect(error.kind).toBe("network");
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    fetchImpl.mockImplementation(async () => json({ value: "ok" }));
    await Promise.all([
      client.send("POST", path`comments`, { body: { comment: "hi" }, schema: valueSchema }),
      client.send("POST", path`comments`, { body: { comment: "hi" }, schema: valueSchema }),
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const init = fetchImpl.mock.calls[1]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"comment":"hi"}');
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("accepts an empty answer to a write when the schema allows it", async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.send("DELETE", path`x`, { schema: z.unknown() })).resolves.toBeUndefined();
  });
});

describe("validation", () => {
  it("rejects a payload that fails the schema as invalid, summarising without the payload", async () => {
    const { client } = setup(() => json({ value: 42, secret: "s3cr3t-personal-data" }));
    const error = await caught(client.get(path`x`, uncached));
    expect(error.kind).toBe("invalid");
    expect(error.message).toContain("value");
    expect(error.message).not.toContain("s3cr3t");
    expect(statusForUpstreamFailure(error)).toBe(503);
  });

  it("rejects garbage JSON and non-JSON content types", async () => {
    const garbage = setup(() => new Response("{not json", { headers: { "content-type": "application/json" } }));
    expect((await caught(garbage.client.get(path`x`, uncached))).kind).toBe("invalid");
    const html = setup(() => new Response("<html></html>", { headers: { "content-type": "text/html" } }));
    const error = await caught(html.client.get(path`x`, uncached));
    expect(error.kind).toBe("invalid");
    expect(error.message).toContain("text/html");
    expect(html.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("refuses a body over the cap, streamed or declared", async () => {
    const big = JSON.stringify({ value: "x".repeat(5000) });
    const base = await realServer((request, response) => {
      if (request.url === "/declared") {
        response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(big) });
        response.end(big);
        return;
      }
      // Chunked, no content-length: only counting the bytes finds out.
      response.writeHead(200, { "content-type": "application/json" });
      for (let index = 0; index < 10; index += 1) response.write(big.slice(index * 500, (index + 1) * 500));
      response.end(big.slice(5000));
    });
    const { client } = setup(() => json({}), { baseUrl: () => base, fetchImpl: fetch, maxBodyBytes: 1024 });
    expect((await caught(client.get(path`streamed`, uncached))).kind).toBe("too-large");
    expect((await caught(client.get(path`declared`, uncached))).kind).toBe("too-large");
    const roomy = setup(() => json({}), { baseUrl: () => base, fetchImpl: fetch, maxBodyBytes: 10_000 });
    expect((await roomy.client.get(path`streamed`, { ...uncached, schema: z.object({ value: z.string() }) })).data.value).toHaveLength(5000);
  });
});

describe("cache", () => {
  it("serves a fresh copy without calling the upstream, keyed by language", async () => {
    const { client, fetchImpl } = setup((_url, init) => json({ value: new Headers(init.headers).get("accept-language") ?? "" }));
    expect((await client.get(path`home`, { ...cached, language: "en" })).data.value).toBe("en");
    const again = await client.get(path`home`, { ...cached, language: "en" });
    expect(again).toMatchObject({ data: { value: "en" }, stale: false });
    expect((await client.get(path`home`, { ...cached, language: "ta" })).data.value).toBe("ta");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("serves stale at once while ONE background refresh runs, then the refreshed copy", async () => {
    let version = 1;
    let gate: ReturnType<typeof deferred<void>> | null = null;
    const { client, fetchImpl, clock } = setup(async () => {
      if (gate) await gate.promise;
      return json({ value: `v${version}` });
    });
    await client.get(path`home`, cached);
    clock.now += 31_000; // past the 30 s fresh window, inside the stale one
    version = 2;
    gate = deferred<void>();
    const first = await client.get(path`home`, cached);
    const second = await client.get(path`home`, cached);
    expect(first).toMatchObject({ data: { value: "v1" }, stale: true });
    expect(first.error).toBeUndefined();
    expect(second.data.value).toBe("v1");
    expect(fetchImpl).toHaveBeenCalledTimes(2); // one refresh, not one per reader
    expect(staleHeaders(first)).toEqual({ "X-Cache-Stale": "1", Warning: '110 - "Response is Stale"' });
    gate.resolve();
    await vi.waitFor(async () => expect((await client.get(path`home`, cached)).data.value).toBe("v2"));
    expect(await client.get(path`home`, cached)).toMatchObject({ stale: false });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("flags a stale copy whose background refresh failed", async () => {
    let fail = false;
    const { client, clock } = setup(() => (fail ? json({ message: "boom" }, 500) : json({ value: "v1" })));
    await client.get(path`home`, cached);
    clock.now += 31_000;
    fail = true;
    await client.get(path`home`, cached); // starts the failing refresh
    await vi.waitFor(async () => expect((await client.get(path`home`, cached)).error?.kind).toBe("status"));
  });

  it("serves the last good copy when the upstream fails (stale-if-error), flagged", async () => {
    let fail = false;
    const { client, clock } = setup(() => (fail ? json({ message: "upstream on fire" }, 502) : json({ value: "good" })));
    await client.get(path`home`, cached);
    clock.now += 2 * 60 * 60 * 1000; // past fresh + stale-while-revalidate, inside stale-if-error
    fail = true;
    const result = await client.get(path`home`, cached);
    expect(result).toMatchObject({ data: { value: "good" }, stale: true });
    expect(result.error).toMatchObject({ kind: "status", status: 502, message: "upstream on fire" });
    expect(staleHeaders(result, null)).toEqual({ "X-Cache-Stale": "1", Warning: '111 - "Revalidation Failed"' });
    expect(staleHeaders(null)).toEqual({});
  });

  it("serves an old copy while a slow refresh carries on, and keeps what the refresh brings (issue 10)", async () => {
    let answer: ReturnType<typeof deferred<Response>> | null = null;
    const { client, clock } = setup(() => (answer ? answer.promise : json({ value: "old" })), { staleWaitMs: () => 50 });
    await client.get(path`home`, cached);
    clock.now += 2 * 60 * 60 * 1000; // past fresh + stale-while-revalidate, inside stale-if-error
    answer = deferred<Response>();
    const served = await client.get(path`home`, cached);
    expect(served).toMatchObject({ data: { value: "old" }, stale: true });
    // Past its stale-while-revalidate window with no answer in time: the page says it may be out of date (issue 19 §11).
    expect(served.error).toMatchObject({ kind: "timeout" });
    answer.resolve(json({ value: "new" }));
    await vi.waitFor(async () => expect((await client.get(path`home`, cached)).data.value).toBe("new"));
  });

  it("waits the whole refresh when there is no copy to fall back on", async () => {
    const answer = deferred<Response>();
    const { client } = setup(() => answer.promise, { staleWaitMs: () => 10 });
    const pending = client.get(path`home`, cached);
    setTimeout(() => answer.resolve(json({ value: "first" })), 60);
    expect((await pending).data.value).toBe("first");
  });

  it("does not serve stale past the stale-if-error window", async () => {
    let fail = false;
    const { client, clock } = setup(() => (fail ? json({}, 500) : json({ value: "good" })));
    await client.get(path`home`, cached);
    clock.now += 2 * 24 * 60 * 60 * 1000;
    fail = true;
    expect((await caught(client.get(path`home`, cached))).kind).toBe("status");
  });

  it("does not serve stale for a 404: the article is gone", async () => {
    let gone = false;
    const { client, clock } = setup(() => (gone ? json({ message: "gone" }, 404) : json({ value: "here" })));
    await client.get(path`news/${"1"}`, cached);
    clock.now += 2 * 60 * 60 * 1000;
    gone = true;
    expect((await caught(client.get(path`news/${"1"}`, cached))).status).toBe(404);
  });

  it("freezes cached data so a route cannot corrupt it for the next reader", async () => {
    const { client } = setup(() => json({ value: "x" }));
    const result = await client.get(path`x`, cached);
    expect(() => {
      (result.data as { value: string }).value = "mutated";
    }).toThrow(TypeError);
  });

  it("refuses to cache a per-user response", async () => {
    const { client } = setup(() => json({ value: "me" }));
    await expect(client.get(path`me`, { ...cached, headers: { authorization: "Bearer abc" } })).rejects.toThrow(/per-user/);
  });
});

describe("coalescing", () => {
  it("turns 100 concurrent cold reads into one upstream request", async () => {
    const gate = deferred<void>();
    const { client, fetchImpl } = setup(async () => {
      await gate.promise;
      return json({ value: "shared" });
    });
    const reads = Array.from({ length: 100 }, () => client.get(path`news/${"7"}`, cached));
    gate.resolve();
    const results = await Promise.all(reads);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.data.value === "shared")).toBe(true);
  });

  it("coalesces with caching off too, and only identical requests", async () => {
    const gate = deferred<void>();
    const { client, fetchImpl } = setup(async (url) => {
      await gate.promise;
      return json({ value: url });
    });
    const reads = [
      ...Array.from({ length: 50 }, () => client.get(path`comments/${"1"}`, uncached)),
      client.get(path`comments/${"2"}`, uncached),
      client.get(path`comments/${"1"}`, { ...uncached, headers: { authorization: "Bearer other-user" } }),
    ];
    gate.resolve();
    await Promise.all(reads);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await client.get(path`comments/${"1"}`, uncached);
    expect(fetchImpl).toHaveBeenCalledTimes(4); // nothing was cached
  });

  it("shares a failure too, and the next read tries again", async () => {
    let fail = true;
    const { client, fetchImpl } = setup(() => (fail ? json({}, 400) : json({ value: "ok" })));
    const errors = await Promise.all(Array.from({ length: 10 }, () => caught(client.get(path`x`, uncached))));
    expect(errors.every((error) => error.status === 400)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await client.get(path`x`, uncached)).data.value).toBe("ok");
  });
});

describe("circuit breaker", () => {
  it("opens after 5 failures, fails fast, lets one probe through after the cool-down, and closes on success", async () => {
    let healthy = false;
    let probeGate: ReturnType<typeof deferred<void>> | null = null;
    const { client, fetchImpl, clock } = setup(async () => {
      if (probeGate) await probeGate.promise;
      if (!healthy) throw new TypeError("fetch failed");
      return json({ value: "back" });
    });
    for (let call = 0; call < 5; call += 1) expect((await caught(client.get(path`x`, uncached))).kind).toBe("network");
    expect(fetchImpl).toHaveBeenCalledTimes(10); // each read retried once
    expect(client.getHealth()).toMatchObject({ service: "media", state: "open", consecutiveFailures: 5, lastError: { kind: "network" } });

    const fast = await caught(client.get(path`x`, uncached));
    expect(fast.kind).toBe("circuit-open");
    expect(fast.retryAfterMs).toBe(10_000);
    expect(statusForUpstreamFailure(fast)).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(10);

    clock.now += 10_000;
    expect(client.getHealth().state).toBe("half-open");
    healthy = true;
    probeGate = deferred<void>();
    const probe = client.get(path`x`, uncached);
    const meanwhile = await caught(client.get(path`y`, uncached));
    expect(meanwhile.kind).toBe("circuit-open"); // only ONE probe
    expect(fetchImpl).toHaveBeenCalledTimes(11);
    probeGate.resolve();
    expect((await probe).data.value).toBe("back");
    expect(client.getHealth()).toMatchObject({ state: "closed", consecutiveFailures: 0, lastSuccessAt: clock.now });
    await client.get(path`y`, uncached);
    expect(fetchImpl).toHaveBeenCalledTimes(12);
  });

  it("re-opens when the probe fails", async () => {
    const { client, fetchImpl, clock } = setup(() => json({}, 500), { breaker: { failureThreshold: 2, cooldownMs: 5000 } });
    await caught(client.get(path`x`, uncached));
    await caught(client.get(path`x`, uncached));
    expect(client.getHealth().state).toBe("open");
    clock.now += 5000;
    expect((await caught(client.get(path`x`, uncached))).kind).toBe("status"); // the probe
    expect(client.getHealth().state).toBe("open");
    const calls = fetchImpl.mock.calls.length;
    expect((await caught(client.get(path`x`, uncached))).kind).toBe("circuit-open");
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
  });

  it("serves a cached copy while open, flagged", async () => {
    let fail = false;
    const { client, clock } = setup(() => (fail ? json({}, 503) : json({ value: "cached" })), {
      breaker: { failureThreshold: 1, cooldownMs: 24 * 60 * 60 * 1000 },
    });
    await client.get(path`home`, cached);
    fail = true;
    await caught(client.get(path`other`, cached)); // opens the circuit
    clock.now += 2 * 60 * 60 * 1000;
    const result = await client.get(path`home`, cached);
    expect(result).toMatchObject({ data: { value: "cached" }, stale: true, error: { kind: "circuit-open" } });
  });

  it("does not count 4xx answers or failures further apart than the window", async () => {
    let status = 404;
    const { client, clock } = setup(() => json({}, status), { breaker: { failureThreshold: 3, windowMs: 1000 } });
    for (let call = 0; call < 5; call += 1) await caught(client.get(path`x`, uncached));
    expect(client.getHealth()).toMatchObject({ state: "closed", consecutiveFailures: 0 });
    status = 500;
    await caught(client.get(path`x`, uncached));
    await caught(client.get(path`x`, uncached));
    clock.now += 5000;
    await caught(client.get(path`x`, uncached));
    expect(client.getHealth()).toMatchObject({ state: "closed", consecutiveFailures: 1 });
  });
});

describe("configuration", () => {
  it("reads the base URL at call time and fails as unavailable while it is unset", async () => {
    let base: string | undefined = undefined;
    const { client } = setup(() => json({ value: "ok" }), { baseUrl: () => base });
    const error = await caught(client.get(path`x`, uncached));
    expect(error.kind).toBe("network");
    base = "http://later.test";
    await expect(client.get(path`x`, uncached)).resolves.toMatchObject({ data: { value: "ok" } });
    expect(client.url(path`a/${"b c"}`, { token: "t" })).toBe("http://later.test/a/b%20c?token=t");
  });

  it("redacts secret-looking query values from error URLs", async () => {
    const { client } = setup(() => json({}, 500));
    const error = await caught(client.get(path`x`, { ...uncached, query: { access_token: "abc123", page: 1 } }));
    expect(error.url).not.toContain("abc123");
    expect(error.url).toContain("page=1");
  });
});

describe("a live story's reads (issue 21)", () => {
  const liveSchema = z.object({ value: z.string(), live: z.boolean() });
  const article = { schema: liveSchema, ttlMs: 300_000, staleMs: 3_600_000, staleIfErrorMs: 86_400_000 };
  const liveWindows = (data: { live: boolean }) => (data.live ? { ttlMs: 1000, staleMs: 0 } : null);

  it("keep a live story's copy fresh for one check interval, not an article's five minutes, and never serve it stale meanwhile", async () => {
    let version = 0;
    const { client, fetchImpl, clock } = setup(() => json({ value: `v${++version}`, live: version < 3 }));
    const read = () => client.get(path`news/1`, { ...article, windowsFor: liveWindows });
    expect((await read()).data.value).toBe("v1");
    clock.now += 900;
    expect((await read()).data.value).toBe("v1");
    clock.now += 200;
    expect(await read()).toMatchObject({ data: { value: "v2" }, stale: false });
    clock.now += 1100;
    expect((await read()).data.value).toBe("v3");
    // No longer live: the article's own windows again.
    clock.now += 60_000;
    expect((await read()).data.value).toBe("v3");
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("a fresh read asks the upstream whatever the copy's age, and the reads after it get its answer", async () => {
    let version = 0;
    const { client, fetchImpl } = setup(() => json({ value: `v${++version}`, live: true }));
    expect((await client.get(path`news/1`, article)).data.value).toBe("v1");
    expect((await client.get(path`news/1`, { ...article, fresh: true })).data.value).toBe("v2");
    expect((await client.get(path`news/1`, article)).data.value).toBe("v2");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("fresh reads failing on their own breaker leave the readers' breaker closed", async () => {
    let down = false;
    const { client } = setup(() => (down ? json({ error: "down" }, 503) : json({ value: "ok", live: true })));
    down = true;
    for (let i = 0; i < 8; i++) await caught(client.get(path`news/2`, { ...uncached, schema: liveSchema, fresh: true, endpoint: "live" }));
    expect(client.getHealth()).toMatchObject({ state: "closed", endpoints: { live: { state: "open" } } });
    down = false;
    expect((await client.get(path`news/3`, { ...uncached, schema: liveSchema })).data.value).toBe("ok");
  });
});
