/**
 * The one resilient road every upstream call takes (ARCHITECTURE rule 3,
 * decision record 0003): a deadline per attempt, at most one retry for reads,
 * a body-size cap, JSON + zod validation, an in-process LRU cache with
 * stale-while-revalidate and stale-if-error, request coalescing, and a circuit
 * breaker per service.
 *
 * Paths are built only with the `path` tagged template, which encodes every
 * interpolated value, so nothing a reader typed reaches an upstream URL raw.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { getEnv } from "../config/env.server";
import { checkReaderBody, checkReaderText, InvalidReaderInputError } from "../news/reader-input";
import { pageTimeLeft } from "./page-budget.server";
import type { Language } from "../i18n/language";
import { errorResponseSchema } from "./schemas";
import { sharedUpstreamCache, type SharedCache } from "./shared-cache.server";

/** The two news services, plus the optional reverse geocoder and the page-view collector (issue 7). */
export type UpstreamService = "legacy" | "media" | "geocoder" | "analytics";

export type UpstreamErrorKind = "timeout" | "network" | "status" | "invalid" | "circuit-open" | "too-large";

/** Any failure of an upstream call. Routes turn it into a page with `statusForUpstreamFailure`. */
export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  readonly kind: UpstreamErrorKind;
  readonly service: UpstreamService;
  /** The URL called, with secret-looking query values redacted. */
  readonly url: string;
  /** The upstream's HTTP status (kind "status" only). */
  readonly status?: number;
  /** While the circuit is open: how long until it lets a probe through. */
  readonly retryAfterMs?: number;

  constructor(init: {
    kind: UpstreamErrorKind;
    service: UpstreamService;
    url: string;
    /** spec §8: the upstream's `message` when it sent one, else what went wrong. */
    message: string;
    status?: number;
    retryAfterMs?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.service = init.service;
    this.url = redactUrl(init.url);
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

/** A path segment or request value that can never be valid upstream (empty, too long, `..`). */
export class InvalidUpstreamRequestError extends RangeError {
  override readonly name = "InvalidUpstreamRequestError";
}

/**
 * Asking for article A and getting article B means A is not there (spec §2:
 * an id mismatch is the not-found page): an upstream 404.
 */
export function articleIdMismatch(service: UpstreamService, url: string, asked: string, answered: string): UpstreamError {
  return new UpstreamError({
    kind: "status",
    status: 404,
    service,
    url,
    message: `asked for article ${asked}, the service answered with ${answered}`,
  });
}

/**
 * The status a page answers with when an upstream call failed: a reader value that
 * can never be valid (reader-input.ts) → 400, never sent; an upstream 404 (or a
 * parameter that cannot exist upstream) → 404; any other upstream failure → 503.
 * Anything else is a bug of ours: `null`, rethrow it.
 */
export function statusForUpstreamFailure(error: unknown): 400 | 404 | 503 | null {
  if (error instanceof InvalidReaderInputError) return 400;
  if (error instanceof InvalidUpstreamRequestError) return 404;
  if (error instanceof UpstreamError) return error.kind === "status" && error.status === 404 ? 404 : 503;
  return null;
}

// ---------------------------------------------------------------- paths and URLs

declare const upstreamPathBrand: unique symbol;
/** A relative upstream path whose variable parts are encoded. Only `path\`…\`` makes one. */
export type UpstreamPath = string & { readonly [upstreamPathBrand]: true };

export const MAX_SEGMENT_LENGTH = 200;

/** Validates and percent-encodes one path segment. */
export function encodeSegment(value: string | number): string {
  const text = String(value);
  if (text.length === 0) throw new InvalidUpstreamRequestError("empty path segment");
  if (text.length > MAX_SEGMENT_LENGTH) throw new InvalidUpstreamRequestError(`path segment over ${MAX_SEGMENT_LENGTH} characters`);
  // "." and ".." survive encodeURIComponent and a URL parser would resolve them (so would %2E%2E).
  if (text === "." || text === "..") throw new InvalidUpstreamRequestError("dot path segment");
  // Control characters and broken UTF-16 never reach an upstream URL (decision 0025).
  return encodeURIComponent(checkReaderText(text));
}

/**
 * `path\`core-svc/api/v1/news/${id}\`` — literal parts are code and stay as
 * written; every interpolated value is one segment, validated and encoded
 * (`/`, `?`, `#`, `%`, Tamil… all escaped).
 */
export function path(literals: TemplateStringsArray, ...values: ReadonlyArray<string | number>): UpstreamPath {
  let out = literals[0] ?? "";
  values.forEach((value, index) => {
    out += encodeSegment(value) + (literals[index + 1] ?? "");
  });
  return out.replace(/^\/+/, "") as UpstreamPath;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

const SECRET_QUERY_KEY = /token|key|secret|password|otp|auth/i;

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) {
      if (SECRET_QUERY_KEY.test(key)) parsed.searchParams.set(key, "REDACTED");
    }
    return parsed.toString();
  } catch {
    return url.replace(/\?.*$/, "");
  }
}

// ---------------------------------------------------------------- results and cache

/** What a cached read returns: the data and how fresh it is. */
export type Fetched<T> = {
  data: T;
  /** Epoch ms at which the upstream produced this copy. */
  fetchedAt: number;
  /** True when older than its fresh window: served while revalidating, or because the upstream failed. */
  stale: boolean;
  /** Set when this copy is served because the upstream failed (stale-if-error, open circuit). */
  error?: UpstreamError;
};

/**
 * Headers a route adds when any data on its page is stale (empty object when
 * none is): `X-Cache-Stale: 1` and a `Warning` (110 stale, 111 revalidation failed).
 */
export function staleHeaders(...results: ReadonlyArray<Fetched<unknown> | null | undefined>): Record<string, string> {
  const stale = results.filter((result): result is Fetched<unknown> => Boolean(result?.stale));
  if (stale.length === 0) return {};
  const failed = stale.some((result) => result.error);
  return { "X-Cache-Stale": "1", Warning: failed ? '111 - "Revalidation Failed"' : '110 - "Response is Stale"' };
}

export type CachedResponse = {
  data: unknown;
  fetchedAt: number;
  bytes: number;
  /** The last background refresh failed with this; cleared by the next success. */
  refreshError?: UpstreamError;
};

export type ResponseCache = LRUCache<string, CachedResponse>;

/** Bounded by entries and by the summed size of the response bodies. */
export function createResponseCache({ maxEntries = 2000, maxBytes = 64 * 1024 * 1024 } = {}): ResponseCache {
  return new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
}

// ---------------------------------------------------------------- circuit breaker

export type CircuitState = "closed" | "open" | "half-open";

export type ServiceHealth = {
  service: UpstreamService;
  state: CircuitState;
  consecutiveFailures: number;
  lastError?: { kind: UpstreamErrorKind; message: string; status?: number; at: number };
  lastSuccessAt?: number;
  /** The breakers of endpoints kept apart from the service's own (`GetOptions.endpoint`), by name. */
  endpoints?: Record<string, Omit<ServiceHealth, "endpoints">>;
};

export type BreakerOptions = {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** Failures further apart than this do not add up. */
  windowMs?: number;
  /** How long the circuit stays open before one probe may pass. */
  cooldownMs?: number;
};

class CircuitBreaker {
  private state: "closed" | "open" = "closed";
  private failures = 0;
  private firstFailureAt = 0;
  private openedAt = 0;
  private probing = false;
  private lastError: ServiceHealth["lastError"];
  private lastSuccessAt: number | undefined;
  private readonly threshold: number;
  private readonly windowMs: number;
  private readonly cooldownMs: number;

  constructor(
    private readonly service: UpstreamService,
    options: BreakerOptions,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
    /** For log lines: the service, or "service endpoint" for an endpoint's own breaker. */
    private readonly label: string = service,
  ) {
    this.threshold = options.failureThreshold ?? 5;
    this.windowMs = options.windowMs ?? 30_000;
    this.cooldownMs = options.cooldownMs ?? 10_000;
  }

  /** Whether a call may go out now; `probe` is true for the single half-open trial. */
  enter(): { allowed: true; probe: boolean } | { allowed: false; retryAfterMs: number } {
    if (this.state === "closed") return { allowed: true, probe: false };
    const waited = this.now() - this.openedAt;
    if (waited < this.cooldownMs || this.probing) {
      return { allowed: false, retryAfterMs: Math.max(0, this.cooldownMs - waited) };
    }
    this.probing = true;
    return { allowed: true, probe: true };
  }

  /** The upstream answered (any HTTP answer that is not a 5xx counts: it is reachable). */
  succeeded(probe: boolean): void {
    if (probe) this.probing = false;
    if (this.state === "open") this.log(`upstream ${this.label}: circuit closed`);
    this.state = "closed";
    this.failures = 0;
    this.lastSuccessAt = this.now();
  }

  failed(probe: boolean, error: UpstreamError): void {
    const now = this.now();
    if (probe) this.probing = false;
    this.lastError = { kind: error.kind, message: error.message, at: now, ...(error.status ? { status: error.status } : {}) };
    if (this.failures > 0 && now - this.firstFailureAt > this.windowMs) this.failures = 0;
    if (this.failures === 0) this.firstFailureAt = now;
    this.failures += 1;
    if (probe || (this.state === "closed" && this.failures >= this.threshold)) {
      if (this.state === "closed") this.log(`upstream ${this.label}: circuit open after ${this.failures} failures`);
      this.state = "open";
      this.openedAt = now;
    }
  }

  /** A probe ended without telling us anything about the upstream (a bug of ours). */
  released(probe: boolean): void {
    if (probe) this.probing = false;
  }

  health(): ServiceHealth {
    const state: CircuitState =
      this.state === "closed" ? "closed" : this.probing || this.now() - this.openedAt >= this.cooldownMs ? "half-open" : "open";
    return {
      service: this.service,
      state,
      consecutiveFailures: this.failures,
      ...(this.lastError ? { lastError: { ...this.lastError } } : {}),
      ...(this.lastSuccessAt !== undefined ? { lastSuccessAt: this.lastSuccessAt } : {}),
    };
  }
}

/** Timeouts, network failures and 5xx mean "unavailable"; a 4xx, a bad payload or a huge body do not. */
function isOutage(error: UpstreamError): boolean {
  return error.kind === "timeout" || error.kind === "network" || (error.kind === "status" && (error.status ?? 0) >= 500);
}

/** An outage, or anything that makes the answer unusable: worth serving a stale copy instead. */
function canServeStaleFor(error: UpstreamError): boolean {
  return !(error.kind === "status" && (error.status ?? 0) < 500);
}

// ---------------------------------------------------------------- the client

type ZodSchema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export type GetOptions<T> = {
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
} & FailureCounting;

/**
 * How a call's failures count toward a circuit breaker (decision 0025): no request one
 * client can repeat at will may open a breaker other readers depend on.
 */
export type FailureCounting = {
  /**
   * A breaker of its own for this kind of call (e.g. "search"), apart from the service's:
   * its failures cannot shut the service's other pages. Default: the service's breaker.
   */
  endpoint?: string;
  /**
   * The request carries text a reader chose (a query, a tag, a comment): an error answer
   * (5xx) may be caused by that text, so it counts toward no breaker. Timeouts and network
   * failures still count: they say the service is unreachable, whatever was asked.
   */
  readerInput?: boolean;
};

export type SendOptions<T> = {
  schema: ZodSchema<T>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  language?: Language;
} & FailureCounting;

export type UpstreamClientOptions = {
  service: UpstreamService;
  /** Read at call time: server.ts learns the embedded newsroom's URL only after start-up. */
  baseUrl: () => string | undefined;
  /** Deadline per attempt; defaults to UPSTREAM_TIMEOUT_MS. */
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

export const USER_AGENT = "tn-news-site/0.1 (+server-side renderer of the bilingual Tamil Nadu news site)";
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Error bodies are only read for their `message`. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

type RawAnswer = { value: unknown; bytes: number };

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { service } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((line: string) => console.warn(line));
  const timeoutMs = options.timeoutMs ?? (() => getEnv().UPSTREAM_TIMEOUT_MS);
  const staleWaitMs = options.staleWaitMs ?? (() => Math.min(1000, timeoutMs() / 2));
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const cache = options.cache === false ? null : (options.cache ?? createResponseCache());
  const breaker = new CircuitBreaker(service, options.breaker ?? {}, now, log);
  const endpointBreakers = new Map<string, CircuitBreaker>();
  const breakerFor = (endpoint: string | undefined) => {
    if (!endpoint) return breaker;
    let own = endpointBreakers.get(endpoint);
    if (!own) {
      own = new CircuitBreaker(service, options.breaker ?? {}, now, log, `${service} ${endpoint}`);
      endpointBreakers.set(endpoint, own);
    }
    return own;
  };
  const inflight = new Map<string, Promise<{ data: unknown; fetchedAt: number }>>();
  const sharedCache = cache === null ? () => null : (options.shared ?? sharedUpstreamCache);
  /** Writes to L2 are never waited for, and never fail a page. */
  const toShared = (write: (shared: SharedCache) => void) => {
    try {
      const shared = sharedCache();
      if (shared) write(shared);
    } catch {
      // L2 is an optimisation (shared-cache.server.ts).
    }
  };
  // Looked up at call time so tests (and instrumentation) can replace the global.
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  function failure(kind: UpstreamErrorKind, url: string, message: string, extra: { status?: number; cause?: unknown } = {}) {
    return new UpstreamError({ kind, service, url, message, ...extra });
  }

  function buildUrl(relative: UpstreamPath, query?: Query): string {
    const base = options.baseUrl()?.replace(/\/+$/, "");
    if (!base) throw failure("network", `${service}:/${relative}`, `the ${service} service URL is not configured`);
    const params = new URLSearchParams();
    // Sorted, so the same query always makes the same URL (and cache key).
    for (const key of Object.keys(query ?? {}).sort()) {
      const value = query?.[key];
      // Control characters and broken UTF-16 never reach an upstream URL (decision 0025).
      if (value !== undefined && value !== null) params.append(key, checkReaderText(String(value)));
    }
    const search = params.toString();
    // An empty path is the configured URL itself (a geocoder or collector URL names its endpoint).
    return `${relative ? `${base}/${relative}` : base}${search ? `?${search}` : ""}`;
  }

  function buildHeaders(extra: Readonly<Record<string, string>> | undefined, language: Language | undefined, hasBody: boolean) {
    const headers: Record<string, string> = { accept: "application/json", "user-agent": USER_AGENT };
    if (language) headers["accept-language"] = language;
    if (hasBody) headers["content-type"] = "application/json";
    for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
    return headers;
  }

  /** Reads at most `limit` bytes of the body; beyond that the stream is cancelled. */
  async function readBody(response: Response, url: string, limit: number): Promise<{ text: string; bytes: number }> {
    const tooLarge = () => failure("too-large", url, `response body over ${limit} bytes`);
    const declared = Number(response.headers.get("content-length") ?? "");
    if (Number.isFinite(declared) && declared > limit) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (!response.body) return { text: "", bytes: 0 };
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    return { text: new TextDecoder().decode(Buffer.concat(chunks)), bytes };
  }

  /** One HTTP exchange under a deadline that covers the headers AND the body. */
  async function attempt(method: string, url: string, headers: Record<string, string>, body: string | undefined, deadlineMs: number): Promise<RawAnswer> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Raced against every await, so the deadline holds even for a fetchImpl that ignores the signal.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = failure("timeout", url, `no complete answer within ${Math.round(deadlineMs)} ms`);
        reject(error);
        controller.abort(error);
      }, deadlineMs);
    });
    deadline.catch(() => undefined);
    const withinDeadline = <T>(work: Promise<T>) => Promise.race([work, deadline]);
    try {
      let response: Response;
      try {
        response = await withinDeadline(fetchImpl(url, { method, headers, body, signal: controller.signal }));
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        throw failure("network", url, describeNetworkError(error), { cause: error });
      }
      if (!response.ok) {
        let message = `${service} service answered ${response.status}`;
        try {
          const { text } = await withinDeadline(readBody(response, url, MAX_ERROR_BODY_BYTES));
          const parsed = errorResponseSchema.safeParse(JSON.parse(text));
          if (parsed.success && parsed.data.message.trim()) message = parsed.data.message.slice(0, 300);
        } catch {
          // No readable message: keep the status line.
        }
        throw failure("status", url, message, { status: response.status });
      }
      const { text, bytes } = await withinDeadline(readBody(response, url, maxBodyBytes));
      if (response.status === 204 || text.trim() === "") return { value: undefined, bytes };
      const contentType = response.headers.get("content-type") ?? "";
      if (!JSON_CONTENT_TYPE.test(contentType)) {
        throw failure("invalid", url, `expected JSON, got ${contentType.split(";")[0] || "no content type"}`);
      }
      try {
        return { value: JSON.parse(text), bytes };
      } catch (error) {
        throw failure("invalid", url, "response body is not valid JSON", { cause: error });
      }
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      // A body stream that broke mid-way.
      throw failure("network", url, describeNetworkError(error), { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A read may be retried once (a refused or dropped connection, a 5xx), but
   * only inside the one deadline (2 s): a reader's page must be complete within
   * 2.5 s whatever the upstream does (issue 10), which leaves no room for a second
   * full attempt after a timeout. So a hanging upstream costs one attempt, and a
   * fast failure gets its retry with what is left of the deadline (decision 0014).
   */
  async function exchange(method: string, url: string, headers: Record<string, string>, body: string | undefined, retry: boolean): Promise<RawAnswer> {
    const deadlineMs = timeoutMs();
    const budgetMs = deadlineMs;
    const startedAt = performance.now();
    try {
      return await attempt(method, url, headers, body, deadlineMs);
    } catch (error) {
      if (!retry || !(error instanceof UpstreamError) || !isOutage(error)) throw error;
      const backoffMs = (0.5 + random()) * Math.min(50, deadlineMs / 40);
      const remainingMs = budgetMs - (performance.now() - startedAt) - backoffMs;
      if (remainingMs < Math.min(200, deadlineMs / 10)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs));
      return attempt(method, url, headers, body, Math.min(deadlineMs, remainingMs));
    }
  }

  /** Runs one logical call through the circuit breaker it counts toward. */
  async function guarded<T>(method: string, url: string, call: () => Promise<T>, counting: FailureCounting = {}): Promise<T> {
    const breaker = breakerFor(counting.endpoint);
    const gate = breaker.enter();
    if (!gate.allowed) {
      throw new UpstreamError({
        kind: "circuit-open",
        service,
        url,
        message: `${service} service is failing; not calling it for ${Math.ceil(gate.retryAfterMs / 1000)} s`,
        retryAfterMs: gate.retryAfterMs,
      });
    }
    try {
      const result = await call();
      breaker.succeeded(gate.probe);
      return result;
    } catch (error) {
      if (error instanceof UpstreamError) {
        // An error answer to a reader's own text may be that text's doing: it tells nothing about the service.
        if (counting.readerInput && error.kind === "status" && isOutage(error)) breaker.released(gate.probe);
        else if (isOutage(error)) breaker.failed(gate.probe, error);
        else breaker.succeeded(gate.probe);
        // A 4xx is an answer (a missing article, a wrong code), not worth a log line per reader.
        if (canServeStaleFor(error)) log(`upstream ${service} ${method} ${error.url} failed: ${error.kind}${error.status ? ` ${error.status}` : ""}: ${error.message}`);
      } else {
        breaker.released(gate.probe);
      }
      throw error;
    }
  }

  function parse<T>(schema: ZodSchema<T>, value: unknown, url: string): T {
    let result: z.SafeParseReturnType<unknown, T>;
    try {
      result = schema.safeParse(value);
    } catch (error) {
      // A transform (normalisation) threw.
      throw failure("invalid", url, `could not normalise the response: ${String(error)}`.slice(0, 300), { cause: error });
    }
    if (!result.success) throw failure("invalid", url, `unexpected response shape: ${summariseIssues(result.error)}`);
    return result.data;
  }

  /** One upstream request per key at a time; everyone asking meanwhile shares it. */
  function load(key: string, store: boolean, keepMs: number, run: () => Promise<{ data: unknown; raw: unknown; bytes: number }>) {
    const running = inflight.get(key);
    if (running) return running;
    const promise = run().then(({ data, raw, bytes }) => {
      // Cached data is shared by every request: freezing it turns an accidental mutation into a loud error.
      deepFreeze(data);
      const fetchedAt = now();
      if (store && cache) {
        cache.set(key, { data, fetchedAt, bytes });
        toShared((shared) => shared.set(key, { value: raw, fetchedAt, bytes }, keepMs));
      }
      return { data, fetchedAt };
    });
    inflight.set(key, promise);
    promise.then(
      () => inflight.delete(key),
      () => inflight.delete(key),
    );
    return promise;
  }

  async function get<T>(relative: UpstreamPath, opts: GetOptions<T>): Promise<Fetched<T>> {
    const url = buildUrl(relative, opts.query);
    const method = opts.body === undefined ? "GET" : "POST";
    checkReaderBody(opts.body);
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers = buildHeaders(opts.headers, opts.language, body !== undefined);
    const authorization = headers.authorization;
    const staleIfErrorMs = Math.max(opts.staleMs, opts.staleIfErrorMs ?? opts.staleMs);
    const keepMs = opts.ttlMs + staleIfErrorMs;
    if (authorization && keepMs > 0) throw new Error(`refusing to cache a per-user response (${relative})`);
    const store = cache !== null && keepMs > 0;

    const key = [
      service,
      opts.language ?? "-",
      opts.cacheKey ?? `${method} ${url}`,
      body === undefined ? "" : digest(body),
      // Per-user reads are never cached, but are coalesced only with the same user's.
      authorization ? digest(authorization) : "",
    ].join("|");

    const run = () =>
      guarded(method, url, async () => {
        const answer = await exchange(method, url, headers, body, true);
        return { data: parse(opts.schema, answer.value, url), raw: answer.value, bytes: answer.bytes };
      }, opts);

    let entry = store ? cache?.get(key) : undefined;
    if (store && cache && (!entry || now() - entry.fetchedAt >= opts.ttlMs)) {
      // L2: another instance may have fetched it already (or more recently).
      const remote = await Promise.resolve(sharedCache()?.get(key, entry?.fetchedAt)).catch(() => undefined);
      if (remote && (!entry || remote.fetchedAt > entry.fetchedAt) && now() - remote.fetchedAt < keepMs) {
        try {
          const data = parse(opts.schema, remote.value, url);
          deepFreeze(data);
          entry = { data, fetchedAt: remote.fetchedAt, bytes: remote.bytes };
          cache.set(key, entry);
        } catch {
          // A copy written by another version of the site: a miss.
        }
      }
    }
    // The second level is read from disk or Redis: meanwhile another request may have fetched the answer and
    // left the in-flight map. Look again, or this request would ask the upstream a second time.
    const latest = store ? cache?.get(key) : undefined;
    if (latest && (!entry || latest.fetchedAt > entry.fetchedAt)) entry = latest;
    const age = entry ? now() - entry.fetchedAt : Number.POSITIVE_INFINITY;
    if (entry && age < opts.ttlMs) return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: false };
    if (entry && age < opts.ttlMs + opts.staleMs) {
      if (!inflight.has(key)) {
        load(key, store, keepMs, run).catch((error: unknown) => {
          if (error instanceof UpstreamError && !canServeStaleFor(error)) {
            cache?.delete(key);
            toShared((shared) => shared.delete(key));
          }
          else if (error instanceof UpstreamError) entry.refreshError = error;
        });
      }
      return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: true, ...(entry.refreshError ? { error: entry.refreshError } : {}) };
    }

    try {
      const loading = load(key, store, keepMs, run);
      // The page's time budget (issue 11, app/upstream/page-budget.server.ts): no wait outlasts it; what is cut
      // short goes on and fills the cache for the next reader.
      const timeLeft = pageTimeLeft();
      if (entry && age < keepMs) {
        // A copy we could serve if the upstream fails: wait for the refresh only so long (issue 10: a
        // page within 2.5 s), then serve the copy while the refresh carries on in the background.
        const waited = await settledWithin(loading, Math.min(staleWaitMs(), timeLeft));
        if (waited === TIMED_OUT) {
          loading.catch((error: unknown) => {
            if (error instanceof UpstreamError && !canServeStaleFor(error)) cache?.delete(key);
            else if (error instanceof UpstreamError) entry.refreshError = error;
          });
          // Past its stale-while-revalidate window and the upstream not answering: the page says it may be out of date.
          const error = entry.refreshError ?? failure("timeout", url, `no answer within ${Math.round(Math.min(staleWaitMs(), timeLeft))} ms; serving the copy of ${new Date(entry.fetchedAt).toISOString()}`);
          return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: true, error };
        }
      }
      if (timeLeft !== Number.POSITIVE_INFINITY && (await settledWithin(loading, timeLeft)) === TIMED_OUT) {
        loading.catch(() => undefined);
        throw failure("timeout", url, `no answer within the page's time budget`);
      }
      const fresh = await loading;
      return { data: fresh.data as T, fetchedAt: fresh.fetchedAt, stale: false };
    } catch (error) {
      if (entry && error instanceof UpstreamError) {
        if (canServeStaleFor(error) && age < keepMs) return { data: entry.data as T, fetchedAt: entry.fetchedAt, stale: true, error };
        // A 4xx is an answer (the article is gone), and a copy past every window is no use.
        cache?.delete(key);
        toShared((shared) => shared.delete(key));
      }
      throw error;
    }
  }

  async function send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", relative: UpstreamPath, opts: SendOptions<T>): Promise<T> {
    const url = buildUrl(relative);
    // Form fields: line breaks are text there; other control characters are not (decision 0025).
    checkReaderBody(opts.body, { multiline: true });
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers = buildHeaders(opts.headers, opts.language, body !== undefined);
    const answer = await guarded(method, url, () => exchange(method, url, headers, body, false), opts);
    return parse(opts.schema, answer.value, url);
  }

  return {
    service,
    get,
    send,
    url: buildUrl,
    getHealth: () => {
      const health = breaker.health();
      if (endpointBreakers.size === 0) return health;
      return { ...health, endpoints: Object.fromEntries([...endpointBreakers].map(([name, own]) => [name, own.health()])) };
    },
    clearCache: () => cache?.clear(),
  };
}

// ---------------------------------------------------------------- helpers

const TIMED_OUT = Symbol("timed out");

/** Waits for `work` to settle (either way) for at most `ms`; its outcome stays with `work`. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<typeof TIMED_OUT | "settled"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  const settled = work.then(
    () => "settled" as const,
    () => "settled" as const,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    if (cause && typeof cause.code === "string") return `${error.message} (${cause.code})`;
    return error.message;
  }
  return String(error);
}

/** The first few failing paths, never the payload itself (it may be huge or personal). */
function summariseIssues(error: z.ZodError): string {
  const leaves: z.ZodIssue[] = [];
  const collect = (issues: readonly z.ZodIssue[]) => {
    for (const issue of issues) {
      if (issue.code === "invalid_union") issue.unionErrors.forEach((inner) => collect(inner.issues));
      else leaves.push(issue);
    }
  };
  collect(error.issues);
  // The deepest paths come from the union branch that got furthest: the most telling.
  leaves.sort((a, b) => b.path.length - a.path.length);
  const lines = [...new Set(leaves.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`))];
  return lines.slice(0, 3).join("; ") || "invalid";
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
