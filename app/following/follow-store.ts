/** The follows store's interface (app/following/store.server.ts picks the implementation). */
import type { Follow } from "./follows";

export type AddResult = "added" | "already" | "full";

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
  close(): Promise<void>;
}
