/** The follows store's interface (app/following/store.server.ts picks the implementation). */
import type { AlertSettings } from "../alerts/policy";
import type { Language } from "../i18n/language";
import type { Follow, FollowKind } from "./follows";

export type AddResult = "added" | "already" | "full";

/** A reader's push subscription as kept (issue 30 point 3): where to send, the keys to encrypt with, the language. */
export type StoredSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: Language;
  owner: string;
  createdAt: number;
};

/** "added"; "updated" (this endpoint was kept already: its keys, language and owner are now these); "full" (the owner's cap). */
export type SubscribeResult = "added" | "updated" | "full";

/** What a claim to send an alert got: it is this reader's to send now, it went already, or the day's cap is reached. */
export type ClaimResult = "claimed" | "duplicate" | "cap";

export interface FollowStore {
  /** The owner's follows, newest first. */
  list(owner: string): Promise<Follow[]>;
  /** Adds one follow unless the owner already has `cap` (checked and written at once). */
  add(owner: string, follow: Follow, cap: number): Promise<AddResult>;
  remove(owner: string, follow: Follow): Promise<void>;
  /** The owner's follows become exactly these (newest first). */
  replace(owner: string, follows: readonly Follow[]): Promise<void>;
  /** The owner's private feed token, or null. */
  feedToken(owner: string): Promise<string | null>;
  /** The owner's private feed is now `token` (a previous one stops working). */
  setFeed(owner: string, token: string): Promise<void>;
  /** The owner's private feed stops working. */
  revokeFeed(owner: string): Promise<void>;
  /** Whose feed `token` is, or null (never made, or revoked). */
  feedOwner(token: string): Promise<string | null>;

  /**
   * Keeps a push subscription for `owner` unless they have `cap` already. An endpoint is one browser's: kept once,
   * whoever sent it last owns it (a reader who signs in brings their browser's subscription along).
   */
  subscribe(owner: string, subscription: Omit<StoredSubscription, "owner" | "createdAt">, cap: number): Promise<SubscribeResult>;
  /** The owner's subscriptions, oldest first. */
  subscriptions(owner: string): Promise<StoredSubscription[]>;
  /** The subscription kept for `endpoint`, or null. */
  subscription(endpoint: string): Promise<StoredSubscription | null>;
  /** Deletes one subscription (the push service said it is gone, or its browser turned alerts off); true if it was kept. */
  unsubscribe(endpoint: string): Promise<boolean>;
  /** Deletes every subscription of the owner ("stop alerts"); answers how many. */
  unsubscribeAll(owner: string): Promise<number>;
  /** Subscriptions kept, every owner's (/healthz). */
  subscriptionCount(): Promise<number>;
  /** The owners who follow any of `follows` and have at least one subscription, each once. */
  subscribedFollowers(follows: readonly Follow[]): Promise<string[]>;
  /** The ids of the things of `kind` that at least one reader with a subscription follows (the live stories to watch). */
  followedWithAlerts(kind: FollowKind): Promise<string[]>;
  /** Everything alerts keep of `from` (subscriptions, settings) becomes `to`'s, up to `cap` subscriptions (at sign-in). */
  moveAlerts(from: string, to: string, cap: number): Promise<void>;

  /** The owner's alert settings, or null when they never chose any (the defaults apply). */
  alertSettings(owner: string): Promise<AlertSettings | null>;
  setAlertSettings(owner: string, settings: AlertSettings): Promise<void>;
  /** Alerts claimed for the owner on India's day `day` (YYYY-MM-DD). */
  sentOn(owner: string, day: string): Promise<number>;
  /** Whether the alert `alertId` was claimed for the owner (in the last days). */
  alreadySent(owner: string, alertId: string): Promise<boolean>;
  /**
   * Claims alert `alertId` for the owner on `day`, checked and written at once: a duplicate or a day past `perDay`
   * claims nothing, so two instances (or two stories at once) never pass the cap or send one story twice.
   */
  claimAlert(owner: string, alertId: string, day: string, perDay: number): Promise<ClaimResult>;
  close(): Promise<void>;
}
