/**
 * Rate-limit settings and keys, pure so they can be tested and validated at start-up
 * (app/config/env.server.ts). The limiters themselves live in rate-limit.server.ts.
 */
import { isIP } from "node:net";

export type RateLimitSetting = { points: number; durationSeconds: number };

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** "5/10m" → 5 per 600 s. Units: s, m, h. Null when the text is not of that form. */
export function parseRateLimit(text: string): RateLimitSetting | null {
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*([smh])$/.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]);
  const durationSeconds = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  if (points < 1 || durationSeconds < 1) return null;
  return { points, durationSeconds };
}

/**
 * The key a client is counted under. IPv4 (also IPv4-mapped IPv6) is counted per address; IPv6 per /64,
 * because one subscriber line is usually given a whole /64 and can change its address within it at will.
 */
export function rateLimitKey(ip: string | undefined): string {
  const address = (ip ?? "").trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  // No usable address (a closed socket): one shared bucket, so it still cannot be used to flood.
  return "unknown";
}

function expandIpv6(address: string): string[] {
  const withoutZone = address.split("%")[0]!.toLowerCase();
  const [head, tail] = withoutZone.includes("::") ? withoutZone.split("::") : [withoutZone, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
