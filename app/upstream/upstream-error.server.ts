/**
 * What can go wrong with an upstream call, and what each failure means: for the page (a 400, 404
 * or 503), for the circuit breaker (an outage or an answer) and for the cache (serve a stale copy
 * instead, or not).
 */
import { InvalidReaderInputError } from "../news/reader-input";

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
    /** requirements §8: the upstream's `message` when it sent one, else what went wrong. */
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

/** Makes a service's errors: `fail(kind, url, message)`. */
export type Fail = (kind: UpstreamErrorKind, url: string, message: string, extra?: { status?: number; cause?: unknown }) => UpstreamError;

export function failureOf(service: UpstreamService): Fail {
  return (kind, url, message, extra = {}) => new UpstreamError({ kind, service, url, message, ...extra });
}

/** A path segment or request value that can never be valid upstream (empty, too long, `..`). */
export class InvalidUpstreamRequestError extends RangeError {
  override readonly name = "InvalidUpstreamRequestError";
}

/**
 * Asking for article A and getting article B means A is not there (requirements §2:
 * an id mismatch is the not-found page): an upstream 404.
 */
export function articleIdMismatch(service: UpstreamService, url: string, asked: string, answered: string): UpstreamError {
  return failureOf(service)("status", url, `asked for article ${asked}, the service answered with ${answered}`, { status: 404 });
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

/** Timeouts, network failures and 5xx mean "unavailable"; a 4xx, a bad payload or a huge body do not. */
export function isOutage(error: UpstreamError): boolean {
  return error.kind === "timeout" || error.kind === "network" || (error.kind === "status" && (error.status ?? 0) >= 500);
}

/** An outage, or anything that makes the answer unusable: worth serving a stale copy instead. */
export function canServeStaleFor(error: UpstreamError): boolean {
  return !(error.kind === "status" && (error.status ?? 0) < 500);
}

export function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    if (cause && typeof cause.code === "string") return `${error.message} (${cause.code})`;
    return error.message;
  }
  return String(error);
}

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
