/**
 * Reading and writing the anonymous reader's like and save cookies
 * (app/engagement/reader-choices.ts decides what changes). HttpOnly: the server
 * renders the state; SameSite=Lax; Secure when the site is served over https.
 */
import { getEnv } from "../config/env.server";
import { readCookies, readerCookie } from "../http/cookies.server";
import { isLiked, likeChange, likedValue, parseSaved, SAVED_COOKIE, serializeSaved, withSaved } from "./reader-choices";

/** A like or save cookie (a year long), or its expiry; Secure when the site is served over https. */
function choiceCookie(name: string, value: string | null): string {
  const secure = getEnv().PUBLIC_ORIGIN?.startsWith("https://") ?? false;
  return readerCookie(name, value ?? "", value === null ? { secure, maxAge: 0 } : { secure });
}

export type ReaderChoices = { liked: boolean; saved: boolean };

/** Whether this reader liked and saved article `id`. */
export function readerChoices(request: Request, id: string): ReaderChoices {
  const cookies = readCookies(request);
  return { liked: isLiked(cookies, id), saved: parseSaved(cookies[SAVED_COOKIE]).includes(id) };
}

/** The reader's saved article ids, newest first. */
export function savedIds(request: Request): string[] {
  return parseSaved(readCookies(request)[SAVED_COOKIE]);
}

/** `Set-Cookie` values for liking (or unliking) article `id`. */
export function likeCookies(request: Request, id: string, like: boolean, now = new Date()): string[] {
  const change = likeChange(readCookies(request), id, like);
  return [...(change.set ? [choiceCookie(change.set, likedValue(now))] : []), ...change.expire.map((name) => choiceCookie(name, null))];
}

/** The `Set-Cookie` value for saving (or unsaving) article `id`. */
export function savedCookie(request: Request, id: string, save: boolean): string {
  const next = withSaved(savedIds(request), id, save);
  return choiceCookie(SAVED_COOKIE, next.length > 0 ? serializeSaved(next) : null);
}
