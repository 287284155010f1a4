/**
 * A reader's follows (issue 30 points 1 and 2): a signed-out reader's in the `follow` cookie (HttpOnly, SameSite=Lax,
 * at most FOLLOW_CAP), a signed-in reader's in the store under their account (they survive sign-out and other
 * devices); signing in merges the cookie's into the account's and clears the cookie. A private feed (a secret,
 * revocable URL) is the store's for both: for a signed-out reader it reads a stored copy of their cookie's follows,
 * kept up to date by every change they make here (the `follow_feed` cookie names their copy).
 */
import { randomBytes } from "node:crypto";
import { ALERT_SUBSCRIPTION_CAP } from "../alerts/policy";
import { currentReader } from "../auth/reader.server";
import { getEnv } from "../config/env.server";
import { readCookies, readerCookie } from "../http/cookies.server";
import { FOLLOW_CAP, FOLLOW_COOKIE, mergedFollows, parseFollowCookie, serializeFollowCookie, withFollow, type Follow } from "./follows";
import { followStore } from "./store.server";

/** The cookie naming a signed-out reader's stored copy of their follows, for their private feed. */
const FOLLOW_FEED_COOKIE = "follow_feed";

/** A stored owner id: 128 random bits, base64url. */
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;
/** A feed token: 256 random bits, base64url (43 characters). */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type ReaderFollows = {
  /** Whose follows: an account's (in the store), or this browser's (in the cookie). */
  owner: { kind: "account"; key: string } | { kind: "browser"; feedKey: string | null };
  follows: Follow[];
};

const accountKey = (userId: string) => `account:${userId}`;
const browserKey = (id: string) => `browser:${id}`;

function secure(): boolean {
  return getEnv().PUBLIC_ORIGIN?.startsWith("https://") ?? false;
}

function followCookie(follows: readonly Follow[]): string {
  return follows.length > 0
    ? readerCookie(FOLLOW_COOKIE, serializeFollowCookie(follows), { secure: secure() })
    : readerCookie(FOLLOW_COOKIE, "", { secure: secure(), maxAge: 0 });
}

function feedCookie(id: string | null): string {
  return id ? readerCookie(FOLLOW_FEED_COOKIE, id, { secure: secure() }) : readerCookie(FOLLOW_FEED_COOKIE, "", { secure: secure(), maxAge: 0 });
}

/** This browser's follows, from its cookie alone (no sign-in looked at). */
function cookieFollows(request: Request): Follow[] {
  return parseFollowCookie(readCookies(request)[FOLLOW_COOKIE]);
}

function browserFeedKey(request: Request): string | null {
  const id = readCookies(request)[FOLLOW_FEED_COOKIE];
  return id && BROWSER_ID.test(id) ? browserKey(id) : null;
}

/** Who is following, and what. A signed-in reader whose account has no id (the service gave none) keeps the cookie. */
export async function readerFollows(request: Request): Promise<ReaderFollows> {
  const { reader } = await currentReader(request);
  if (reader.signedIn && reader.userId) {
    const key = accountKey(reader.userId);
    return { owner: { kind: "account", key }, follows: await followStore().list(key) };
  }
  return { owner: { kind: "browser", feedKey: browserFeedKey(request) }, follows: cookieFollows(request) };
}

export type ChangeOutcome = { ok: true; setCookies: string[] } | { ok: false; reason: "full" };

/** Follows (`on`) or unfollows one thing for this reader: the store's or the cookie's, and the private feed's copy. */
export async function changeFollow(request: Request, follow: Follow, on: boolean): Promise<ChangeOutcome> {
  const current = await readerFollows(request);
  const store = followStore();
  if (current.owner.kind === "account") {
    if (!on) {
      await store.remove(current.owner.key, follow);
      return { ok: true, setCookies: [] };
    }
    return (await store.add(current.owner.key, follow, FOLLOW_CAP)) === "full" ? { ok: false, reason: "full" } : { ok: true, setCookies: [] };
  }
  const change = withFollow(current.follows, follow, on);
  if (!change.ok) return change;
  if (current.owner.feedKey) await store.replace(current.owner.feedKey, change.follows);
  return { ok: true, setCookies: [followCookie(change.follows)] };
}

/**
 * At sign-in (app/auth/sign-in.server.ts): the cookie's follows join the account's (up to the cap), and the cookie
 * goes. A private feed made while signed out becomes the account's when it has none (its address keeps working,
 * now with the account's follows); otherwise it is revoked. Answers the `Set-Cookie` values to send.
 */
export async function mergeOnSignIn(request: Request, userId: string | null): Promise<string[]> {
  const follows = cookieFollows(request);
  const browserFeed = browserFeedKey(request);
  if (!userId || (follows.length === 0 && !browserFeed)) return [];
  const store = followStore();
  const key = accountKey(userId);
  if (follows.length > 0) {
    const account = await store.list(key);
    const merged = mergedFollows(account, follows);
    if (merged.length > account.length) await store.replace(key, merged);
  }
  const cookies = follows.length > 0 ? [followCookie([])] : [];
  if (browserFeed) {
    // This browser's alerts (issue 30 point 3) are the account's from now on, with the account's follows.
    await store.moveAlerts(browserFeed, key, ALERT_SUBSCRIPTION_CAP);
    const token = await store.feedToken(browserFeed);
    await store.revokeFeed(browserFeed);
    await store.replace(browserFeed, []);
    if (token && !(await store.feedToken(key))) await store.setFeed(key, token);
    cookies.push(feedCookie(null));
  }
  return cookies;
}

/** The reader's private feed token, or null when they have none. */
export async function feedTokenOf(current: ReaderFollows): Promise<string | null> {
  const key = current.owner.kind === "account" ? current.owner.key : current.owner.feedKey;
  return key ? followStore().feedToken(key) : null;
}

/** Makes the reader a new private feed (a previous address stops working); answers the `Set-Cookie` values to send. */
export async function createFeed(request: Request): Promise<string[]> {
  const current = await readerFollows(request);
  const store = followStore();
  const token = randomBytes(32).toString("base64url");
  if (current.owner.kind === "account") {
    await store.setFeed(current.owner.key, token);
    return [];
  }
  const id = current.owner.feedKey ? current.owner.feedKey.slice("browser:".length) : randomBytes(16).toString("base64url");
  const key = browserKey(id);
  await store.replace(key, current.follows);
  await store.setFeed(key, token);
  return current.owner.feedKey ? [] : [feedCookie(id)];
}

/** Turns the reader's private feed off: its address answers 404 from now on. */
export async function revokeFeed(request: Request): Promise<string[]> {
  const current = await readerFollows(request);
  const store = followStore();
  if (current.owner.kind === "account") {
    await store.revokeFeed(current.owner.key);
    return [];
  }
  if (!current.owner.feedKey) return [];
  await store.revokeFeed(current.owner.feedKey);
  // The stored copy also says whom this browser's alerts are for: kept while it has any.
  if ((await store.subscriptions(current.owner.feedKey)).length > 0) return [];
  await store.replace(current.owner.feedKey, []);
  return [feedCookie(null)];
}

/**
 * Whose alerts these are (issue 30 point 3): the account's, or this browser's stored copy of its cookie's follows
 * (`browser:{random}`, named by the `follow_feed` cookie, as the private feed's), made when `create` and there is none,
 * so the follows a signed-out reader keeps in the cookie reach the server's store, and alerts with them. Null when
 * there is none and `create` is false. Answers the `Set-Cookie` values to send.
 */
export async function alertsOwner(request: Request, create: boolean): Promise<{ owner: string | null; setCookies: string[] }> {
  const current = await readerFollows(request);
  if (current.owner.kind === "account") return { owner: current.owner.key, setCookies: [] };
  if (current.owner.feedKey) return { owner: current.owner.feedKey, setCookies: [] };
  if (!create) return { owner: null, setCookies: [] };
  const id = randomBytes(16).toString("base64url");
  await followStore().replace(browserKey(id), current.follows);
  return { owner: browserKey(id), setCookies: [feedCookie(id)] };
}

/** The follows a private feed's token reads, or null when the token is not a live one. */
export async function feedFollows(token: string): Promise<Follow[] | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const store = followStore();
  const owner = await store.feedOwner(token);
  return owner ? store.list(owner) : null;
}
