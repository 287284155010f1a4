/**
 * Limits of the sign-in (issue 6), counted with rate-limiter-flexible:
 * - codes sent per mobile number (SIGNIN_PHONE_RATE_LIMIT, default 3 per 10 minutes), so nobody can
 *   flood a stranger's phone with texts;
 * - codes sent per client IP (SIGNIN_IP_RATE_LIMIT, default 10 per 10 minutes), so one client cannot
 *   run through many numbers; the IP is express's `req.ip`, which believes X-Forwarded-For only when
 *   TRUST_PROXY is set (server.ts), so a forged header does not make a new client;
 * - wrong codes per code sent (5, then a new code is needed), on top of the media service's own limit.
 *
 * With REDIS_URL the counters live in Redis, shared by every instance; an in-memory limiter stands in
 * for each instance while Redis cannot be reached (`insuranceLimiter`), so the limits never switch off.
 * Without REDIS_URL they are in memory, per instance.
 */
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "../config/env.server";
import { redisConnection } from "../config/redis.server";
import { rateLimitKey, type RateLimitSetting } from "../config/rate-limit-spec";
import { consumePoint, type LimitResult } from "../http/rate-limit.server";
import { CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS } from "./sign-in-rules";

type SignInLimiters = {
  phone: { limiter: RateLimiterAbstract; setting: RateLimitSetting };
  ip: { limiter: RateLimiterAbstract; setting: RateLimitSetting };
  attempts: { limiter: RateLimiterAbstract; setting: RateLimitSetting };
};

let limiters: SignInLimiters | null = null;

function limiter(name: string, setting: RateLimitSetting): RateLimiterAbstract {
  const options = { keyPrefix: `signin-${name}`, points: setting.points, duration: setting.durationSeconds };
  const memory = new RateLimiterMemory(options);
  const redis = redisConnection();
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis.client, insuranceLimiter: memory }) : memory;
}

/** The first codes after a start wait (briefly) for Redis's first connection, so they count in Redis too. */
async function signInLimiters(): Promise<SignInLimiters> {
  const created = createLimiters();
  await redisConnection()?.firstConnection;
  return created;
}

function createLimiters(): SignInLimiters {
  if (!limiters) {
    const env = getEnv();
    const attempts = { points: CODE_MAX_ATTEMPTS, durationSeconds: Math.ceil(CODE_LIFETIME_MS / 1000) };
    limiters = {
      phone: { limiter: limiter("phone", env.SIGNIN_PHONE_RATE_LIMIT), setting: env.SIGNIN_PHONE_RATE_LIMIT },
      ip: { limiter: limiter("ip", env.SIGNIN_IP_RATE_LIMIT), setting: env.SIGNIN_IP_RATE_LIMIT },
      attempts: { limiter: limiter("attempts", attempts), setting: attempts },
    };
  }
  return limiters;
}

/**
 * Counts one code sent to `phone` from `clientIp`: the client first, so a client over its limit
 * spends nothing of the number's; refused when either is used up, with the wait.
 */
export async function allowCodeSend(clientIp: string | undefined, phone: string): Promise<LimitResult> {
  const { ip, phone: perPhone } = await signInLimiters();
  const byClient = await consumePoint(ip.limiter, rateLimitKey(clientIp));
  if (!byClient.allowed) return byClient;
  return consumePoint(perPhone.limiter, phone);
}

/** Seconds until `key` has a point again (0: it has one now), counting nothing. */
async function waitFor({ limiter: counter, setting }: SignInLimiters["ip"], key: string): Promise<number> {
  const state = await counter.get(key);
  return state && state.consumedPoints >= setting.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

/** Seconds until a code could be sent to `phone` from `clientIp` (0: now), counting nothing. */
export async function codeSendWait(clientIp: string | undefined, phone: string): Promise<number> {
  const { ip, phone: perPhone } = await signInLimiters();
  const waits = await Promise.all([waitFor(ip, rateLimitKey(clientIp)), waitFor(perPhone, phone)]);
  return Math.max(...waits);
}

/** Wrong codes entered so far for this code. */
export async function wrongCodes(challenge: string): Promise<number> {
  const state = await (await signInLimiters()).attempts.limiter.get(challenge);
  return state?.consumedPoints ?? 0;
}

/** Counts a wrong code; answers how many tries are left (0: the code is used up). */
export async function recordWrongCode(challenge: string): Promise<number> {
  const { limiter: counter, setting } = (await signInLimiters()).attempts;
  const state = await counter.penalty(challenge, 1);
  return Math.max(0, setting.points - state.consumedPoints);
}

/** Tests only: forget every count (and the limits' settings, re-read from the environment). */
export function resetSignInLimits(): void {
  limiters = null;
}
