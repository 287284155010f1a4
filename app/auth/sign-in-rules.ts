/**
 * The sign-in rules of requirements §5, shared by the server (which decides) and the browser (which
 * only helps: Continue and Submit are enabled at exactly the right length). No server imports.
 */

/** requirements §5, §9: a 10-digit mobile number. */
export const PHONE_DIGITS = 10;
/** requirements §5, §9: a 6-digit one-time code. */
export const CODE_DIGITS = 6;
/** Wrong codes allowed per code sent (issue 6); the media service burns the code after as many. */
export const CODE_MAX_ATTEMPTS = 5;
/** How long a sent code is good for: the media service's own lifetime (newsroom/accounts.ts OTP_TTL_MS). */
export const CODE_LIFETIME_MS = 10 * 60_000;

/**
 * What a reader typed into the phone field, as the number we send: spaces and hyphens (how people
 * write numbers: "98400 12345") are dropped; anything else must be exactly 10 digits. Null otherwise.
 */
export function parsePhone(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const compact = value.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(compact) ? compact : null;
}

/** A one-time code as typed (surrounding spaces forgiven): exactly 6 digits, or null. */
export function parseCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^\d{6}$/.test(trimmed) ? trimmed : null;
}

/** While the reader types (with JavaScript): keep digits only, at most `max` of them (requirements §5 "numeric, at most"). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
