/**
 * What a reader's browser hands us when alerts are turned on (issue 30 point 6): a push subscription, whose endpoint is
 * a URL the server will POST to. Only https endpoints on the known push services' hosts are taken (PUSH_HOSTS, a
 * list: exact names, or "*.name" for its subdomains), never an address (least of all a loopback, private or link-local
 * one), a port other than 443 or credentials in the URL: no one can aim the server at an internal host. The test-only
 * PUSH_ALLOW_LOCAL admits the local push service (web-push-testing) on the loopback over http.
 */
import { isIP } from "node:net";
import { z } from "zod";

/** Chrome and Edge (FCM), Firefox (Mozilla's autopush), Safari (Apple), and Windows' own (WNS). */
const DEFAULT_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"];

const MAX_ENDPOINT = 2048;

export type EndpointRefusal = "not-a-url" | "too-long" | "not-https" | "credentials" | "port" | "address" | "host-not-allowed";
export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: EndpointRefusal };

/** Loopback, private, link-local, unique-local, unspecified, CGNAT and multicast addresses (v4 and v6). */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (isIP(bare) === 6) {
    if (bare === "::" || bare === "::1") return true;
    // IPv4-mapped (::ffff:10.0.0.1): the IPv4 address decides.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    if (mapped) return isInternalAddress(mapped[1]!);
    return /^(fc|fd|fe[89ab]|ff)/.test(bare);
  }
  return false;
}

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((pattern) => {
    const wanted = pattern.trim().toLowerCase().replace(/\.$/, "");
    if (wanted.startsWith("*.")) return hostname.endsWith(wanted.slice(1)) && hostname.length > wanted.length - 1;
    return hostname === wanted;
  });
}

export function checkPushEndpoint(
  value: unknown,
  { hosts = DEFAULT_PUSH_HOSTS, allowLocal = false }: { hosts?: readonly string[]; allowLocal?: boolean } = {},
): EndpointCheck {
  if (typeof value !== "string") return { ok: false, reason: "not-a-url" };
  if (value.length > MAX_ENDPOINT) return { ok: false, reason: "too-long" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "not-a-url" };
  }
  if (url.username || url.password) return { ok: false, reason: "credentials" };
  // The URL parser has lowercased and punycoded the name; a trailing dot names the same host.
  const hostname = url.hostname.replace(/\.$/, "");
  const local = hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
  if (allowLocal && local && (url.protocol === "http:" || url.protocol === "https:")) return { ok: true, url };
  if (url.protocol !== "https:") return { ok: false, reason: "not-https" };
  if (url.port !== "" && url.port !== "443") return { ok: false, reason: "port" };
  // An address, internal or not, is no push service's name.
  if (isIP(hostname.replace(/^\[|\]$/g, "")) !== 0 || local) return { ok: false, reason: "address" };
  if (!hostAllowed(hostname, hosts)) return { ok: false, reason: "host-not-allowed" };
  return { ok: true, url };
}

const base64url = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url")
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `must be ${bytes} bytes`);

/** A PushSubscription as the browser's `toJSON()` gives it: the endpoint and the keys to encrypt with (RFC 8291). */
const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(MAX_ENDPOINT),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // The browser's P-256 public key, uncompressed (65 bytes, 0x04 first), and the 16-byte auth secret.
    p256dh: base64url(65).refine((value) => Buffer.from(value, "base64url")[0] === 4, "must be an uncompressed P-256 point"),
    auth: base64url(16),
  }),
});
export type PushSubscriptionJSON = z.infer<typeof pushSubscriptionSchema>;

/** The subscription, checked whole: its shape, then its endpoint. */
export function parseSubscription(
  body: unknown,
  options: { hosts?: readonly string[]; allowLocal?: boolean } = {},
): { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: EndpointRefusal | "shape" } {
  const parsed = pushSubscriptionSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: "shape" };
  const endpoint = checkPushEndpoint(parsed.data.endpoint, options);
  if (!endpoint.ok) return { ok: false, reason: endpoint.reason };
  return { ok: true, subscription: { ...parsed.data, endpoint: endpoint.url.href } };
}
