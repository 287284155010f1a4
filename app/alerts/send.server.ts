/**
 * Sending one alert to one subscription (issue 30 point 4): the payload encrypted for that browser (RFC 8291,
 * aes128gcm) and signed with our VAPID key (RFC 8292) by the `web-push` library, which makes the request; it is sent
 * with fetch (web-push's own sender speaks only https, and the local push service of the tests is http). What the push service answers
 * decides what happens next: 201 sent; 404 or 410, the subscription is gone and is deleted; 429 and 5xx (and no
 * answer at all) are tried again later, after the service's Retry-After or an exponential backoff; any other 4xx is a
 * mistake of ours, not tried again. Every outcome is counted for /healthz.
 */
import webpush from "web-push";
import type { PushSubscriptionJSON } from "./endpoint.server";
import type { VapidKeys } from "./vapid.server";

/** What a notification shows and where it leads (the service worker reads it: app/offline/sw.ts). */
export type AlertPayload = {
  /** The story's id: one notification per story on a device (the notification's tag), the push's Topic too. */
  id: string;
  lang: "en" | "ta";
  title: string;
  /** The city, or the live story's latest key event. */
  body: string;
  /** Where a tap leads: the story's path on this site (a live story at its latest update). */
  url: string;
};

export type SendOutcome =
  { kind: "sent" } | { kind: "gone"; status: number } | { kind: "retry"; status: number | null; afterMs: number } | { kind: "failed"; status: number | null };

export const sendCounts = { sent: 0, gone: 0, retried: 0, failed: 0 };

/** How long to wait before attempt `attempt` (1 = the first retry): 2 s, 4 s, 8 s… at most 5 min, with jitter. */
export function backoffMs(attempt: number, retryAfter?: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 3_600_000);
  const date = retryAfter ? Date.parse(retryAfter) : Number.NaN;
  if (Number.isFinite(date)) return Math.max(0, Math.min(date - Date.now(), 3_600_000));
  const base = Math.min(2000 * 2 ** (attempt - 1), 300_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/**
 * The VAPID Authorization header, signed once per push service and reused (RFC 8292 allows a token up to 24 hours):
 * web-push would sign a new token for every message, which was most of the sender's CPU (bench/push.mjs). The token
 * lives 23 hours and is replaced after 11.
 */
const VAPID_REUSE_MS = 11 * 60 * 60 * 1000;
const vapidHeaders = new Map<string, { headers: Record<string, string>; until: number }>();
function authorization(endpoint: string, vapid: VapidKeys): Record<string, string> {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey}`;
  const kept = vapidHeaders.get(key);
  if (kept && kept.until > Date.now()) return kept.headers;
  const expiration = Math.floor((Date.now() + 23 * 60 * 60 * 1000) / 1000);
  const headers = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm", expiration) as Record<string, string>;
  if (vapidHeaders.size > 100) vapidHeaders.clear();
  vapidHeaders.set(key, { headers, until: Date.now() + VAPID_REUSE_MS });
  return headers;
}

/** A news alert is worth nothing after a day: the push service may drop it past then (TTL). */
const TTL_SECONDS = 24 * 60 * 60;

export async function sendAlert(
  subscription: PushSubscriptionJSON,
  payload: AlertPayload,
  vapid: VapidKeys,
  { attempt = 0, timeoutMs = 10_000 }: { attempt?: number; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  // web-push encrypts and signs; the request is ours (fetch, kept-alive connections, a deadline, and never a
  // redirect followed: a push service's answer cannot send the server on to another host).
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
    // Signed here once per push service (authorization above), not per message: web-push's own signing is off.
    vapidDetails: null as unknown as undefined,
    headers: authorization(subscription.endpoint, vapid),
    TTL: TTL_SECONDS,
    urgency: "high",
    // A newer alert for the same story replaces one not yet delivered (RFC 8030 Topic: at most 32 base64url characters).
    topic: `story-${payload.id}`.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
    contentEncoding: "aes128gcm",
  });
  let status: number;
  let retryAfter: string | null = null;
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = answer.status;
    retryAfter = answer.headers.get("retry-after");
    await answer.arrayBuffer().catch(() => undefined);
  } catch {
    sendCounts.retried += 1;
    return { kind: "retry", status: null, afterMs: backoffMs(attempt + 1) };
  }
  if (status >= 200 && status < 300) {
    sendCounts.sent += 1;
    return { kind: "sent" };
  }
  if (status === 404 || status === 410) {
    sendCounts.gone += 1;
    return { kind: "gone", status };
  }
  if (status === 429 || status >= 500) {
    sendCounts.retried += 1;
    return { kind: "retry", status, afterMs: backoffMs(attempt + 1, retryAfter) };
  }
  sendCounts.failed += 1;
  return { kind: "failed", status };
}
