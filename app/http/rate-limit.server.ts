/**
 * Per-client limits for the reader-facing write actions that need no sign-in: the contact form and the
 * broken-link report. In memory (rate-limiter-flexible's RateLimiterMemory): each instance counts on its
 * own, which bounds abuse per instance without any shared state (docs/decisions/0005-feedback-store.md).
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "../config/env.server";
import { rateLimitKey, type RateLimitSetting } from "../config/rate-limit-spec";

export type LimitName = "contact" | "report";

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const limiters = new Map<LimitName, RateLimiterMemory>();

function settingFor(name: LimitName): RateLimitSetting {
  const env = getEnv();
  return name === "contact" ? env.CONTACT_RATE_LIMIT : env.REPORT_RATE_LIMIT;
}

function limiterFor(name: LimitName): RateLimiterMemory {
  let limiter = limiters.get(name);
  if (!limiter) {
    const { points, durationSeconds } = settingFor(name);
    limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    limiters.set(name, limiter);
  }
  return limiter;
}

/** Counts one accepted submission from this client; says when it may try again once the limit is reached. */
export async function consumeLimit(name: LimitName, clientIp: string | undefined): Promise<LimitResult> {
  return consumePoint(limiterFor(name), rateLimitKey(clientIp));
}

/**
 * Takes one point from `key` in any rate-limiter-flexible limiter (memory or Redis): allowed, or how
 * long until it would be. The sign-in limits (app/auth/rate-limits.server.ts) count with it too.
 */
export async function consumePoint(limiter: RateLimiterAbstract, key: string, points = 1): Promise<LimitResult> {
  try {
    await limiter.consume(key, points);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** Tests only: forget every count. */
export function resetLimits(): void {
  limiters.clear();
}
