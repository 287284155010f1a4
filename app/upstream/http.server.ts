/**
 * The one resilient road every upstream call takes (architecture rule 3, decision record 0003):
 *
 *   path and query → URL (upstream-path.server.ts)
 *   → cache levels, stale windows, coalescing (read-cache.server.ts; reads only)
 *   → circuit breaker per service and per endpoint (circuit-breaker.server.ts)
 *   → deadline, one retry for reads, byte cap, JSON (exchange.server.ts, with cockatiel)
 *   → zod validation and normalisation (payload.server.ts)
 *
 * Failures are UpstreamErrors (upstream-error.server.ts). This module is the clients' public face:
 * the other upstream modules and the pages import from here.
 */
import { createHash } from "node:crypto";
import { getEnv } from "../config/env.server";
import { createBreakers, type BreakerOptions, type FailureCounting, type ServiceHealth } from "./circuit-breaker.server";
import { createExchange, DEFAULT_MAX_BODY_BYTES, requestHeaders, type OutgoingRequest } from "./exchange.server";
import { parsePayload, type ZodSchema } from "./payload.server";
import { createReadCache, createResponseCache, type Fetched, type ResponseCache } from "./read-cache.server";
import { checkReaderBody } from "../news/reader-input";
import type { Language } from "../i18n/language";
import { sharedUpstreamCache, type SharedCache } from "./shared-cache.server";
import { failureOf, type UpstreamService } from "./upstream-error.server";
import { upstreamUrl, type Query, type UpstreamPath } from "./upstream-path.server";

export type { ServiceHealth } from "./circuit-breaker.server";
export { USER_AGENT } from "./exchange.server";
export { staleHeaders, type Fetched } from "./read-cache.server";
export { articleIdMismatch, InvalidUpstreamRequestError, statusForUpstreamFailure, UpstreamError, type UpstreamService } from "./upstream-error.server";
export { encodeSegment, path } from "./upstream-path.server";

type GetOptions<T> = {
  /** Validates (and may transform) the JSON body; the result is what gets cached. */
  schema: ZodSchema<T>;
  ttlMs: number;
  staleMs: number;
  /** Defaults to `staleMs`. */
  staleIfErrorMs?: number;
  query?: Query;
  headers?: Readonly<Record<string, string>>;
  /** Sent as `accept-language`, and part of the cache key. */
  language?: Language;
  /** Replaces the URL in the cache key (the service and language are always part of it). */
  cacheKey?: string;
  /**
   * A read the upstream exposes as a POST (categories/search): sent as the JSON
   * body; part of the cache key; cached, coalesced and retried like a GET,
   * because it changes nothing upstream.
   */
  body?: unknown;
  /** This read's own deadline, for one no reader waits for (a crawler's walk); else the client's. */
  timeoutMs?: number;
  /** Fresh and stale windows that depend on the answer (a live story's are one check interval); null: the ones above. */
  windowsFor?: (data: T) => { ttlMs: number; staleMs: number } | null;
  /** Ask the upstream even when a fresh copy is cached; its answer replaces the copy (the live checks, app/live/). */
  fresh?: boolean;
} & FailureCounting;

type SendOptions<T> = {
  schema: ZodSchema<T>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  language?: Language;
} & FailureCounting;

export type UpstreamClientOptions = {
  service: UpstreamService;
  /** Read at call time: server.ts learns the embedded newsroom's URL only after start-up. */
  baseUrl: () => string | undefined;
  /** Deadline of a call (its retry included); defaults to UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: () => number;
  /**
   * With a copy past its stale-while-revalidate window but still servable if the upstream fails, how
   * long to wait for the refresh before serving that copy (the refresh goes on). Default: half the
   * deadline, at most 1 s.
   */
  staleWaitMs?: () => number;
  fetchImpl?: typeof fetch;
  /** `false` turns caching off (coalescing stays). Defaults to a fresh LRU per client. */
  cache?: ResponseCache | false;
  /**
   * The level behind `cache`, shared by every instance (Redis when REDIS_URL is set,
   * shared-cache.server.ts). Read on an L1 miss or stale copy, filled after each upstream
   * answer; its failures are misses. Defaults to `sharedUpstreamCache()`; `null` for none.
   */
  shared?: () => SharedCache | null;
  breaker?: BreakerOptions;
  maxBodyBytes?: number;
  /** Clock for cache ages and the breaker (epoch ms). Deadlines use real timers. */
  now?: () => number;
  /** For the retry jitter. */
  random?: () => number;
  log?: (line: string) => void;
};

export type UpstreamClient = {
  readonly service: UpstreamService;
  /** A cached, coalesced, retried read. */
  get<T>(path: UpstreamPath, options: GetOptions<T>): Promise<Fetched<T>>;
  /** A write: one attempt, never cached, never coalesced. */
  send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: UpstreamPath, options: SendOptions<T>): Promise<T>;
  /** The absolute upstream URL of a path (for streams the server proxies). */
  url(path: UpstreamPath, query?: Query): string;
  getHealth(): ServiceHealth;
  clearCache(): void;
};

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { service } = options;
  const fail = failureOf(service);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const timeoutMs = options.timeoutMs ?? (() => getEnv().UPSTREAM_TIMEOUT_MS);
  const cache = options.cache === false ? null : (options.cache ?? createResponseCache());
  const breakers = createBreakers(service, options.breaker ?? {}, { now, log });
  const exchange = createExchange({
    fail,
    service,
    // Looked up at call time so tests (and instrumentation) can replace the global.
    fetchImpl: options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs,
    random: options.random ?? Math.random,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  });
  const reads = createReadCache({
    cache,
    shared: cache === null ? () => null : (options.shared ?? sharedUpstreamCache),
    now,
    staleWaitMs: options.staleWaitMs ?? (() => Math.min(1000, timeoutMs() / 2)),
    fail,
  });

  function url(relative: UpstreamPath, query?: Query): string {
    const base = options.baseUrl()?.replace(/\/+$/, "");
    if (!base) throw fail("network", `${service}:/${relative}`, `the ${service} service URL is not configured`);
    return upstreamUrl(base, relative, query);
  }

  function outgoing(method: string, relative: UpstreamPath, opts: SendOptions<unknown> & { query?: Query }, multiline: boolean): OutgoingRequest {
    const target = url(relative, opts.query);
    // Control characters never leave; in form fields (writes) line breaks are text (decision 0025).
    checkReaderBody(opts.body, { multiline });
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    return { method, url: target, body, headers: requestHeaders(opts.headers, opts.language, body !== undefined) };
  }

  async function get<T>(relative: UpstreamPath, opts: GetOptions<T>): Promise<Fetched<T>> {
    const request = outgoing(opts.body === undefined ? "GET" : "POST", relative, opts, false);
    const keepMs = opts.ttlMs + Math.max(opts.staleMs, opts.staleIfErrorMs ?? opts.staleMs);
    const { authorization } = request.headers;
    if (authorization && keepMs > 0) throw new Error(`refusing to cache a per-user response (${relative})`);
    return reads.get<T>({
      key: [
        service,
        opts.language ?? "-",
        opts.cacheKey ?? `${request.method} ${request.url}`,
        request.body === undefined ? "" : digest(request.body),
        // Per-user reads are never cached, but are coalesced only with the same user's.
        authorization ? digest(authorization) : "",
      ].join("|"),
      url: request.url,
      ttlMs: opts.ttlMs,
      staleMs: opts.staleMs,
      keepMs,
      revive: (raw) => parsePayload(opts.schema, raw, fail, request.url),
      ...(opts.windowsFor ? { windowsFor: opts.windowsFor as (data: unknown) => { ttlMs: number; staleMs: number } | null } : {}),
      ...(opts.fresh ? { fresh: true } : {}),
      load: () =>
        breakers.guard(
          request.method,
          request.url,
          async () => {
            const answer = await exchange(request, true, opts.timeoutMs);
            return { data: parsePayload(opts.schema, answer.value, fail, request.url), raw: answer.value, bytes: answer.bytes };
          },
          opts,
        ),
    });
  }

  async function send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", relative: UpstreamPath, opts: SendOptions<T>): Promise<T> {
    const request = outgoing(method, relative, opts, true);
    const answer = await breakers.guard(method, request.url, () => exchange(request, false), opts);
    return parsePayload(opts.schema, answer.value, fail, request.url);
  }

  return { service, get, send, url, getHealth: breakers.health, clearCache: reads.clear };
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}
