/**
 * What a reader follows (issue 30 point 1): a city, a category, a tag, an author or a live story, each named by the
 * id our pages already use for it; or every breaking story (`breaking:all`, the "Alert me" beside the Breaking
 * ticker). Pure: the form's fields checked, the `follow` cookie read and written, the cap.
 * Nothing here is trusted before it is parsed: a follow's id reaches an upstream query (app/following/subjects.server.ts)
 * only through `parseFollow`.
 */
import { z } from "zod";

export type FollowKind = "city" | "category" | "tag" | "author" | "live" | "breaking";

export type Follow = { kind: FollowKind; id: string };

/** Every breaking story, whatever it belongs to: what "Alert me" beside the Breaking ticker follows (issue 30 point 3). */
export const ALL_BREAKING: Follow = { kind: "breaking", id: "all" };

/** issue 30 point 1: a signed-out reader's follows are capped (a cookie stays small); a signed-in reader's too. */
export const FOLLOW_CAP = 20;

/** The longest tag a reader can follow: longer ones are not tags a newsroom writes, and the cookie must stay small. */
const MAX_FOLLOWED_TAG_LENGTH = 60;

/** The `follow` cookie's value can never pass this (bytes as sent); a set that would is refused like the 21st. */
const MAX_FOLLOW_COOKIE_BYTES = 3000;

/** The name of the signed-out reader's follows cookie. */
export const FOLLOW_COOKIE = "follow";

/** Ids of cities, categories and authors as the media service names them (its own limit is 64). */
const DIRECTORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** An article's id (app/news/slug.ts): digits. */
const ARTICLE_ID = /^[0-9]{1,18}$/;
/** Letters (any script, with their marks), digits, spaces, hyphens: what tags are made of; never `|` or `:`. */
const TAG = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} _-]*$/u;

const followSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("city"), id: z.string().regex(DIRECTORY_ID) }),
  z.object({ kind: z.literal("category"), id: z.string().regex(DIRECTORY_ID) }),
  z.object({ kind: z.literal("author"), id: z.string().regex(DIRECTORY_ID) }),
  z.object({ kind: z.literal("live"), id: z.string().regex(ARTICLE_ID) }),
  z.object({ kind: z.literal("tag"), id: z.string().trim().min(1).max(MAX_FOLLOWED_TAG_LENGTH).regex(TAG) }),
  z.object({ kind: z.literal("breaking"), id: z.literal(ALL_BREAKING.id) }),
]);

/** A follow from untrusted input (a form, a cookie, a stored row), or null. */
export function parseFollow(kind: unknown, id: unknown): Follow | null {
  if (typeof kind !== "string" || typeof id !== "string" || id.length > 400) return null;
  const parsed = followSchema.safeParse({ kind, id: kind === "tag" ? id.normalize("NFC") : id });
  return parsed.success ? parsed.data : null;
}

/** One string per follow, the same wherever it is kept (cookie, SQLite, Redis): `city:12`. */
export function followKey(follow: Follow): string {
  return `${follow.kind}:${follow.id}`;
}

/** The follow a key names, or null. */
export function followFromKey(key: string): Follow | null {
  const colon = key.indexOf(":");
  return colon > 0 ? parseFollow(key.slice(0, colon), key.slice(colon + 1)) : null;
}

export function sameFollow(a: Follow, b: Follow): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** The cookie's value (already URI-decoded by the cookie parser): `city:12|tag:மழை`, newest first; bad parts dropped. */
export function parseFollowCookie(value: string | undefined): Follow[] {
  if (!value || value.length > MAX_FOLLOW_COOKIE_BYTES) return [];
  const follows: Follow[] = [];
  for (const part of value.split("|")) {
    const follow = followFromKey(part);
    if (follow && !follows.some((kept) => sameFollow(kept, follow)) && follows.length < FOLLOW_CAP) follows.push(follow);
  }
  return follows;
}

export function serializeFollowCookie(follows: readonly Follow[]): string {
  return follows.map(followKey).join("|");
}

/** What adding one follow to a set does: the new set (newest first), or why not. */
export type FollowChange = { ok: true; follows: Follow[] } | { ok: false; reason: "full" };

export function withFollow(follows: readonly Follow[], follow: Follow, on: boolean, cap = FOLLOW_CAP): FollowChange {
  const rest = follows.filter((kept) => !sameFollow(kept, follow));
  if (!on) return { ok: true, follows: rest };
  if (rest.length < follows.length) return { ok: true, follows: [...follows] };
  if (rest.length >= cap) return { ok: false, reason: "full" };
  const next = [follow, ...rest];
  // The cookie as sent (percent-encoded) must stay small: long Tamil tags take 9 bytes a letter.
  if (encodeURIComponent(serializeFollowCookie(next)).length > MAX_FOLLOW_COOKIE_BYTES) return { ok: false, reason: "full" };
  return { ok: true, follows: next };
}

/**
 * The follows of a reader who signs in: the account's, then the cookie's the account lacks, up to the cap
 * (the account's come first: they were chosen on purpose on some device; the cookie's are this browser's).
 */
export function mergedFollows(account: readonly Follow[], cookie: readonly Follow[], cap = FOLLOW_CAP): Follow[] {
  const merged = [...account];
  for (const follow of cookie) {
    if (merged.length >= cap) break;
    if (!merged.some((kept) => sameFollow(kept, follow))) merged.push(follow);
  }
  return merged;
}
