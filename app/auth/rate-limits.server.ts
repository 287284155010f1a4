/**
 * Limits of the sign-in (issue 6), counted by app/http/rate-limit.server.ts:
 * - codes sent per mobile number (SIGNIN_PHONE_RATE_LIMIT, default 3 per 10 minutes), so nobody can
 *   flood a stranger's phone with texts;
 * - codes sent per client IP (SIGNIN_IP_RATE_LIMIT, default 10 per 10 minutes), so one client cannot
 *   run through many numbers; the IP is express's `req.ip`, which believes X-Forwarded-For only when
 *   TRUST_PROXY is set (server.ts), so a forged header does not make a new client;
 * - wrong codes per code sent (5, then a new code is needed), on top of the media service's own limit.
 *
 * With REDIS_URL the counters live in Redis, shared by every instance (memory stands in while Redis
 * cannot be reached); without it they are in memory, per instance.
 */
import { getEnv } from "../config/env.server";
import { redisConnection } from "../config/redis.server";
import { rateLimitKey } from "../config/rate-limit-spec";
import { consumePoint, createLimit, pointsLeftAfterPenalty, pointsUsed, secondsUntilPoint, type Limit, type LimitResult } from "../http/rate-limit.server";
import { CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS } from "./sign-in-rules";

type SignInLimiters = { phone: Limit; ip: Limit; attempts: Limit };

let limiters: SignInLimiters | null = null;
async function signInLimiters(): Promise<SignInLimiters> {
  const created = createLimiters();
  // The first connection: requests wait for it (briefly), so the first codes after a start count in Redis too.
  await redisConnection()?.firstConnection;
  return created;
}

function createLimiters(): SignInLimiters {
  if (!limiters) {
    const env = getEnv();
    const store = redisConnection()?.client ?? null;
    limiters = {
      phone: createLimit("signin-phone", env.SIGNIN_PHONE_RATE_LIMIT, store),
      ip: createLimit("signin-ip", env.SIGNIN_IP_RATE_LIMIT, store),
      attempts: createLimit("signin-attempts", { points: CODE_MAX_ATTEMPTS, durationSeconds: Math.ceil(CODE_LIFETIME_MS / 1000) }, store),
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
  const byClient = await consumePoint(ip, rateLimitKey(clientIp));
  if (!byClient.allowed) return byClient;
  return consumePoint(perPhone, phone);
}

/** Seconds until a code could be sent to `phone` from `clientIp` (0: now), counting nothing. */
export async function codeSendWait(clientIp: string | undefined, phone: string): Promise<number> {
  const { ip, phone: perPhone } = await signInLimiters();
  const waits = await Promise.all([secondsUntilPoint(ip, rateLimitKey(clientIp)), secondsUntilPoint(perPhone, phone)]);
  return Math.max(...waits);
}

/** Wrong codes entered so far for this code. */
export async function wrongCodes(challenge: string): Promise<number> {
  return pointsUsed((await signInLimiters()).attempts, challenge);
}

/** Counts a wrong code; answers how many tries are left (0: the code is used up). */
export async function recordWrongCode(challenge: string): Promise<number> {
  return pointsLeftAfterPenalty((await signInLimiters()).attempts, challenge);
}

/** Tests only: forget every count (and the limits' settings, re-read from the environment). */
export function resetSignInLimits(): void {
  limiters = null;
}
