/**
 * An anonymous reader's likes and saves, kept in small cookies (issue 6,
 * requirements §3 browser-stored values `news_liked_{…}` and the bookmark):
 *
 * - a like is one cookie per article, `news_liked_{id}`, whose value is when the
 *   reader liked it (seconds, base 36); at most LIKED_COOKIES_MAX are kept, the
 *   oldest like making room for a new one;
 * - saved articles are one cookie, `saved`, of article ids newest first joined by
 *   dots, at most SAVED_MAX.
 *
 * Values are validated on the way in: a cookie the reader edited can only ever
 * name well-formed article ids. Pure: app/engagement/cookies.server.ts sets them.
 */
import { LIKED_COOKIES_MAX, SAVED_MAX } from "../news/limits";

const LIKED_COOKIE_PREFIX = "news_liked_";
export const SAVED_COOKIE = "saved";

const ARTICLE_ID = /^[1-9]\d{0,11}$/;
const LIKED_AT = /^[0-9a-z]{1,10}$/;

function isArticleId(value: string): boolean {
  return ARTICLE_ID.test(value);
}

export function likedCookieName(id: string): string {
  return `${LIKED_COOKIE_PREFIX}${id}`;
}

/** The value of a like cookie: when it was given, in seconds, base 36 (short). */
export function likedValue(now: Date): string {
  return Math.floor(now.getTime() / 1000).toString(36);
}

type Cookies = Record<string, string | undefined>;

/** Every like the reader's cookies hold, oldest first. */
export function likes(cookies: Cookies): { id: string; at: number }[] {
  const found: { id: string; at: number }[] = [];
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(LIKED_COOKIE_PREFIX) || value === undefined) continue;
    const id = name.slice(LIKED_COOKIE_PREFIX.length);
    if (!isArticleId(id)) continue;
    found.push({ id, at: LIKED_AT.test(value) ? parseInt(value, 36) : 0 });
  }
  return found.sort((a, b) => a.at - b.at || Number(a.id) - Number(b.id));
}

export function isLiked(cookies: Cookies, id: string): boolean {
  return cookies[likedCookieName(id)] !== undefined;
}

/**
 * What a like or an unlike changes: the cookie to set (a like) and the ones to
 * expire (an unlike, or the oldest likes past the cap).
 */
export function likeChange(cookies: Cookies, id: string, like: boolean): { set: string | null; expire: string[] } {
  if (!like) return { set: null, expire: isLiked(cookies, id) ? [likedCookieName(id)] : [] };
  const others = likes(cookies).filter((entry) => entry.id !== id);
  const overflow = Math.max(0, others.length + 1 - LIKED_COOKIES_MAX);
  return { set: likedCookieName(id), expire: others.slice(0, overflow).map((entry) => likedCookieName(entry.id)) };
}

/** The saved ids in a `saved` cookie value: well-formed, each once, newest first, at most SAVED_MAX. */
export function parseSaved(value: string | undefined): string[] {
  if (!value) return [];
  const ids: string[] = [];
  for (const part of value.split(".")) {
    if (ids.length === SAVED_MAX) break;
    if (isArticleId(part) && !ids.includes(part)) ids.push(part);
  }
  return ids;
}

/** The list after saving (to the front; the oldest falls off past the cap) or unsaving `id`. */
export function withSaved(saved: readonly string[], id: string, save: boolean): string[] {
  const rest = saved.filter((entry) => entry !== id);
  return save ? [id, ...rest].slice(0, SAVED_MAX) : rest;
}

export function serializeSaved(saved: readonly string[]): string {
  return saved.join(".");
}
