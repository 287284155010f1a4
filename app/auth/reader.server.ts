/**
 * Who is reading: signed in or not, decided from the session cookie and, at most once a minute
 * per token and instance, the media service (GET users/me).
 *
 * Why check at all: the cookie lives in the browser, so a copy of it taken before logout could be
 * replayed. Logout revokes the token upstream; this check is what makes such a copy show as signed
 * out (and clears it) instead of showing LOG OUT with a dead token. Why only once a minute: a page
 * view should not cost an upstream call. A token confirmed in the last minute is trusted; logout on
 * this instance forgets it at once, another instance may trust it for up to that minute (its
 * header only: every authenticated call is refused upstream). When the media service cannot be
 * reached, the session is trusted rather than signing the reader out because of our outage.
 * Routes whose authenticated call is answered 401 drop the session too (`signOutWhenRefused`).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { UpstreamError } from "../upstream/http.server";
import { getMe } from "../upstream/media.server";
import { accessToken, destroySessionCookie, getSession } from "./session.server";

/** How long a token confirmed by the media service is trusted without asking again. */
const SESSION_RECHECK_MS = 60_000;

export type Reader = { signedIn: false } | { signedIn: true; token: string; name: string | null; userId: string | null };

const confirmed = new LRUCache<string, true>({ max: 50_000, ttl: SESSION_RECHECK_MS });

const tokenKey = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The media service no longer accepts this token (revoked, expired). */
function isRefusedToken(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === "status" && error.status === 401;
}

/**
 * The reader of this request. `setCookie` is set when a dead session was found: send it, so the
 * browser drops the cookie.
 */
export async function currentReader(request: Request): Promise<{ reader: Reader; setCookie: string | null }> {
  const session = await getSession(request);
  const token = accessToken(session);
  if (!token) return { reader: { signedIn: false }, setCookie: null };
  const reader: Reader = { signedIn: true, token, name: session.get("name") ?? null, userId: session.get("userId") ?? null };
  const key = tokenKey(token);
  if (confirmed.has(key)) return { reader, setCookie: null };
  try {
    await getMe(token);
    confirmed.set(key, true);
    return { reader, setCookie: null };
  } catch (error) {
    if (isRefusedToken(error)) return { reader: { signedIn: false }, setCookie: await destroySessionCookie(session) };
    // Timeouts, outages, an open circuit: our trouble, not the reader's. Keep them signed in, ask again next time.
    return { reader, setCookie: null };
  }
}

/** Logout on this instance: the token is not trusted from the cache any more. */
export function forgetToken(token: string): void {
  confirmed.delete(tokenKey(token));
}

/**
 * For routes making authenticated calls (comments, likes): when the media service refused the
 * token, the Set-Cookie header that signs the reader out here too; null for any other failure.
 */
export async function signOutWhenRefused(error: unknown, request: Request): Promise<string | null> {
  if (!isRefusedToken(error)) return null;
  const session = await getSession(request);
  const token = accessToken(session);
  if (token) forgetToken(token);
  return destroySessionCookie(session);
}

/** Tests only. */
export function forgetAllTokens(): void {
  confirmed.clear();
}
