/**
 * LOG OUT (requirements §4 auth: logout clears the stored session and signs out). The token is revoked at
 * the media service, so a copy of the cookie is worthless afterwards; if that call fails the reader
 * is signed out here all the same: they asked to leave, and our cookie is what signs them in.
 */
import { logout } from "../upstream/media.server";
import { forgetToken } from "./reader.server";
import { accessToken, destroySessionCookie, getSession } from "./session.server";

/** Ends the request's session; answers the Set-Cookie header that removes the cookie. */
export async function signOut(request: Request): Promise<string> {
  const session = await getSession(request);
  const token = accessToken(session);
  if (token) {
    forgetToken(token);
    try {
      await logout(token);
    } catch (error) {
      // Already revoked (401) or the service is down: nothing the reader can do about it.
      console.warn(`[auth] upstream logout failed, signed out locally: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return destroySessionCookie(session);
}
