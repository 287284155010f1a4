/**
 * The reader's session (architecture rule 4, issue 6): a signed `__session` cookie, HttpOnly,
 * SameSite=Lax, Path=/, Secure in production over https. It holds the media service's access
 * token and the reader's display name once signed in; before that, at most the sign-in in
 * progress (the number a code was sent to). The server keeps nothing per reader, so any number
 * of instances can serve the same reader.
 *
 * Rotation: signing in always starts a brand-new session (nothing from before is carried over),
 * so a cookie captured before sign-in is still a signed-out cookie afterwards. Logout destroys
 * the cookie and revokes the token upstream, so a copy of the signed-in cookie replayed later
 * holds a dead token (see reader.server.ts for how that is noticed).
 */
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { getEnv, type Env } from "../config/env.server";
import type { SignIn } from "../news/types";
import { CODE_LIFETIME_MS } from "./sign-in-rules";

const SESSION_COOKIE = "__session";
/** As long as the media service's access tokens live (newsroom/accounts.ts: 30 days). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A code has been sent to `phone`; `challenge` names this code for the attempt limit. */
/** `resent`: the code is a second (or later) one, asked for with "Resend code"; the code step says so (issue 29). */
export type PendingSignIn = { phone: string; challenge: string; sentAt: number; resent?: boolean };

type SessionData = {
  token: string;
  name: string | null;
  userId: string | null;
  signedInAt: number;
  pending: PendingSignIn;
};

export type ReaderSession = Session<SessionData>;

/** Secure cookies in production behind https; plain http (development, e2e) could not send them back. */
export function secureCookies(env: Pick<Env, "NODE_ENV" | "PUBLIC_ORIGIN">): boolean {
  return env.NODE_ENV === "production" && Boolean(env.PUBLIC_ORIGIN?.startsWith("https:"));
}

let storage: { key: string; value: SessionStorage<SessionData> } | undefined;

/** Built on first use from the validated environment (and again if tests change it). */
function sessionStorage(): SessionStorage<SessionData> {
  const env = getEnv();
  const secure = secureCookies(env);
  const key = `${env.SESSION_SECRET}\n${secure}`;
  if (storage?.key !== key) {
    storage = {
      key,
      value: createCookieSessionStorage<SessionData>({
        cookie: {
          name: SESSION_COOKIE,
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure,
          secrets: [env.SESSION_SECRET],
          maxAge: SESSION_MAX_AGE_SECONDS,
        },
      }),
    };
  }
  return storage.value;
}

/** The session the request carries; a missing, tampered or badly signed cookie is an empty one. */
export async function getSession(request: Request): Promise<ReaderSession> {
  return sessionStorage().getSession(request.headers.get("cookie"));
}

export function accessToken(session: ReaderSession): string | null {
  const token = session.get("token");
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** The access token of a signed-in reader's request, for authenticated upstream calls; null when signed out. */
export async function readAccessToken(request: Request): Promise<string | null> {
  return accessToken(await getSession(request));
}

/** True when the request carries a signed session with a token: its pages are the reader's own. */
export async function hasSignedInSession(request: Request): Promise<boolean> {
  if (!request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`)) return false;
  return (await readAccessToken(request)) !== null;
}

/** Rotation at sign-in: a new session with the token, never the one the request came with. */
export async function signedInCookie(signIn: SignIn, now = Date.now()): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set("token", signIn.accessToken);
  session.set("name", signIn.user?.name ?? null);
  session.set("userId", signIn.user?.id ?? null);
  session.set("signedInAt", now);
  return sessionStorage().commitSession(session);
}

/** Remembers the number a code was sent to; the cookie lasts as long as the code does. */
export async function pendingSignInCookie(session: ReaderSession, pending: PendingSignIn): Promise<string> {
  session.set("pending", pending);
  return sessionStorage().commitSession(session, { maxAge: Math.ceil(CODE_LIFETIME_MS / 1000) });
}

export function pendingSignIn(session: ReaderSession): PendingSignIn | null {
  const pending = session.get("pending");
  if (!pending || typeof pending.phone !== "string" || typeof pending.challenge !== "string" || typeof pending.sentAt !== "number") return null;
  return pending;
}

/** Forgets the sign-in in progress (a burnt or expired code, or "use a different number"). */
export async function withoutPendingCookie(session: ReaderSession): Promise<string> {
  session.unset("pending");
  return sessionStorage().commitSession(session, { maxAge: Math.ceil(CODE_LIFETIME_MS / 1000) });
}

/** Logout, or a token the media service no longer accepts: the cookie is expired in the browser. */
export async function destroySessionCookie(session?: ReaderSession): Promise<string> {
  return sessionStorage().destroySession(session ?? (await sessionStorage().getSession()));
}
