/**
 * Every per-client limit, counted with rate-limiter-flexible, in one place:
 * - the reader-facing writes that need no sign-in (the contact form, the broken-link report, following): in memory,
 *   each instance counting on its own, which bounds abuse per instance without shared state
 *   (docs/decisions/0005-feedback-store.md);
 * - the sign-in limits (app/auth/rate-limits.server.ts says which): in Redis when it is configured, shared
 *   by every instance, with an in-memory limiter standing in while Redis cannot be reached
 *   (`insuranceLimiter`), so the limits never switch off.
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "../config/env.server";
import { rateLimitKey, type RateLimitSetting } from "../config/rate-limit-spec";

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limiter and the setting it was made with (to tell "used up" from "counted"). */
export type Limit = { limiter: RateLimiterAbstract; setting: RateLimitSetting };

/** `setting.points` per `setting.durationSeconds` for each key; in `redis` when given, else in memory. */
export function createLimit(keyPrefix: string, setting: RateLimitSetting, redis?: Redis | null): Limit {
  const options = { keyPrefix, points: setting.points, duration: setting.durationSeconds };
  const memory = new RateLimiterMemory(options);
  const limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
  return { limiter, setting };
}

/** Takes `points` from `key`: allowed, or how long until it would be. */
export async function consumePoint({ limiter }: Limit, key: string, points = 1): Promise<LimitResult> {
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

/** Seconds until `key` has a point again (0: it has one now), counting nothing. */
export async function secondsUntilPoint({ limiter, setting }: Limit, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= setting.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

/** Points `key` has used so far, counting nothing. */
export async function pointsUsed({ limiter }: Limit, key: string): Promise<number> {
  return (await limiter.get(key))?.consumedPoints ?? 0;
}

/** Counts a point that is not asked for but taken (a wrong code); answers the points left. */
export async function pointsLeftAfterPenalty({ limiter, setting }: Limit, key: string): Promise<number> {
  const state = await limiter.penalty(key, 1);
  return Math.max(0, setting.points - state.consumedPoints);
}

export type LimitName = "contact" | "report" | "follow" | "alerts";

const feedbackLimits = new Map<LimitName, Limit>();

/** Counts one accepted submission from this client; says when it may try again once the limit is reached. */
export async function consumeLimit(name: LimitName, clientIp: string | undefined): Promise<LimitResult> {
  let limit = feedbackLimits.get(name);
  if (!limit) {
    const env = getEnv();
    const settings = { contact: env.CONTACT_RATE_LIMIT, report: env.REPORT_RATE_LIMIT, follow: env.FOLLOW_RATE_LIMIT, alerts: env.ALERTS_RATE_LIMIT };
    limit = createLimit(name, settings[name]);
    feedbackLimits.set(name, limit);
  }
  return consumePoint(limit, rateLimitKey(clientIp));
}

/** Tests only: forget every count. */
export function resetLimits(): void {
  feedbackLimits.clear();
}
