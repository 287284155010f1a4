/**
 * A circuit breaker per service, and one per endpoint kept apart from it (decision 0025). Written
 * here rather than taken from cockatiel: decision 0031 says why (a clock the tests move, fail-fast
 * while the single probe is out, how long until the next probe).
 */
import { canServeStaleFor, isOutage, UpstreamError, type UpstreamErrorKind, type UpstreamService } from "./upstream-error.server";

type CircuitState = "closed" | "open" | "half-open";

export type ServiceHealth = {
  service: UpstreamService;
  state: CircuitState;
  consecutiveFailures: number;
  lastError?: { kind: UpstreamErrorKind; message: string; status?: number; at: number };
  lastSuccessAt?: number;
  /** The breakers of endpoints kept apart from the service's own (`FailureCounting.endpoint`), by name. */
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

type Clock = { now: () => number; log: (line: string) => void };

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
    private readonly clock: Clock,
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
    const waited = this.clock.now() - this.openedAt;
    if (waited < this.cooldownMs || this.probing) {
      return { allowed: false, retryAfterMs: Math.max(0, this.cooldownMs - waited) };
    }
    this.probing = true;
    return { allowed: true, probe: true };
  }

  /** The upstream answered (any HTTP answer that is not a 5xx counts: it is reachable). */
  succeeded(probe: boolean): void {
    if (probe) this.probing = false;
    if (this.state === "open") this.clock.log(`upstream ${this.label}: circuit closed`);
    this.state = "closed";
    this.failures = 0;
    this.lastSuccessAt = this.clock.now();
  }

  failed(probe: boolean, error: UpstreamError): void {
    const now = this.clock.now();
    if (probe) this.probing = false;
    this.lastError = { kind: error.kind, message: error.message, at: now, ...(error.status ? { status: error.status } : {}) };
    if (this.failures > 0 && now - this.firstFailureAt > this.windowMs) this.failures = 0;
    if (this.failures === 0) this.firstFailureAt = now;
    this.failures += 1;
    if (probe || (this.state === "closed" && this.failures >= this.threshold)) {
      if (this.state === "closed") this.clock.log(`upstream ${this.label}: circuit open after ${this.failures} failures`);
      this.state = "open";
      this.openedAt = now;
    }
  }

  /** A probe ended without telling us anything about the upstream (a bug of ours). */
  released(probe: boolean): void {
    if (probe) this.probing = false;
  }

  health(): ServiceHealth {
    const state: CircuitState = this.state === "closed" ? "closed" : this.probing || this.clock.now() - this.openedAt >= this.cooldownMs ? "half-open" : "open";
    return {
      service: this.service,
      state,
      consecutiveFailures: this.failures,
      ...(this.lastError ? { lastError: { ...this.lastError } } : {}),
      ...(this.lastSuccessAt !== undefined ? { lastSuccessAt: this.lastSuccessAt } : {}),
    };
  }
}

export type Breakers = {
  /** Runs one logical call through the breaker it counts toward. */
  guard<T>(method: string, url: string, call: () => Promise<T>, counting?: FailureCounting): Promise<T>;
  health(): ServiceHealth;
};

/** The service's breaker, and the endpoints' own, made on first use. */
export function createBreakers(service: UpstreamService, options: BreakerOptions, clock: Clock): Breakers {
  const main = new CircuitBreaker(service, options, clock);
  const endpoints = new Map<string, CircuitBreaker>();
  const breakerFor = (endpoint: string | undefined) => {
    if (!endpoint) return main;
    let own = endpoints.get(endpoint);
    if (!own) {
      own = new CircuitBreaker(service, options, clock, `${service} ${endpoint}`);
      endpoints.set(endpoint, own);
    }
    return own;
  };

  async function guard<T>(method: string, url: string, call: () => Promise<T>, counting: FailureCounting = {}): Promise<T> {
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
        if (canServeStaleFor(error))
          clock.log(`upstream ${service} ${method} ${error.url} failed: ${error.kind}${error.status ? ` ${error.status}` : ""}: ${error.message}`);
      } else {
        breaker.released(gate.probe);
      }
      throw error;
    }
  }

  return {
    guard,
    health: () => {
      const health = main.health();
      if (endpoints.size === 0) return health;
      return { ...health, endpoints: Object.fromEntries([...endpoints].map(([name, own]) => [name, own.health()])) };
    },
  };
}
