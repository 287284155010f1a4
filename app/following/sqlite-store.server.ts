/**
 * The follows store in an embedded SQLite file (app/following/store.server.ts): WAL, so a backup can be taken while
 * the site runs (README: `sqlite3 data/follows.sqlite ".backup …"`), and every change in a transaction that takes the
 * write lock first, so two instances on one file never pass a cap together. Version 2 (issue 30, alerts) adds push
 * subscriptions, alert settings, the alerts claimed per reader and day, and an index of follows by what is followed,
 * so the readers to alert of a story are found without reading every reader's follows.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { AlertSettings } from "../alerts/policy";
import { followFromKey, followKey, type Follow, type FollowKind } from "./follows";
import type { AddResult, ClaimResult, FollowStore, StoredSubscription, SubscribeResult } from "./follow-store";

/** The file's layout: each version's tables are added on top of the last's (MIGRATIONS), in one transaction. */
const SCHEMA_VERSION = 2;

/** How long a "this alert went to this reader" mark is kept: longer than any story stays news. */
const SENT_MARK_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

const MIGRATIONS: Record<number, string> = {
  1: `
    CREATE TABLE follows (
      owner TEXT NOT NULL,
      follow TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (owner, follow)
    ) WITHOUT ROWID;
    CREATE TABLE feeds (
      token TEXT PRIMARY KEY,
      owner TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
  `,
  2: `
    CREATE INDEX follows_by_follow ON follows (follow, owner);
    CREATE TABLE subscriptions (
      endpoint TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      p256dh TEXT NOT NULL,
      auth TEXT NOT NULL,
      lang TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX subscriptions_by_owner ON subscriptions (owner, created_at);
    CREATE TABLE alert_settings (
      owner TEXT PRIMARY KEY,
      per_day INTEGER NOT NULL,
      quiet INTEGER NOT NULL,
      quiet_from INTEGER NOT NULL,
      quiet_to INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE alert_counts (
      owner TEXT NOT NULL,
      day TEXT NOT NULL,
      sent INTEGER NOT NULL,
      PRIMARY KEY (owner, day)
    ) WITHOUT ROWID;
    CREATE TABLE alerts_sent (
      owner TEXT NOT NULL,
      alert TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      PRIMARY KEY (owner, alert)
    ) WITHOUT ROWID;
  `,
};

type SubscriptionRow = { endpoint: string; owner: string; p256dh: string; auth: string; lang: string; created_at: number };

function subscriptionOf(row: SubscriptionRow): StoredSubscription {
  return {
    endpoint: row.endpoint,
    owner: row.owner,
    keys: { p256dh: row.p256dh, auth: row.auth },
    lang: row.lang === "ta" ? "ta" : "en",
    createdAt: row.created_at,
  };
}

export class SqliteFollowStore implements FollowStore {
  private readonly db: Database.Database;
  /** A strictly increasing stamp per change, so "newest first" holds within one millisecond too. */
  private lastStamp = 0;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("busy_timeout = 5000");
    this.migrate();
  }

  private migrate(): void {
    const upgrade = this.db.transaction(() => {
      const version = Number(this.db.pragma("user_version", { simple: true }));
      for (let next = version + 1; next <= SCHEMA_VERSION; next++) {
        this.db.exec(MIGRATIONS[next]!);
        this.db.pragma(`user_version = ${next}`);
      }
    });
    upgrade.immediate();
  }

  private stamp(): number {
    this.lastStamp = Math.max(Date.now() * 1000, this.lastStamp + 1);
    return this.lastStamp;
  }

  async list(owner: string): Promise<Follow[]> {
    const rows = this.db.prepare("SELECT follow FROM follows WHERE owner = ? ORDER BY created_at DESC").all(owner) as { follow: string }[];
    return rows.flatMap((row) => followFromKey(row.follow) ?? []);
  }

  async add(owner: string, follow: Follow, cap: number): Promise<AddResult> {
    const key = followKey(follow);
    const add = this.db.transaction((): AddResult => {
      if (this.db.prepare("SELECT 1 FROM follows WHERE owner = ? AND follow = ?").get(owner, key)) return "already";
      const { count } = this.db.prepare("SELECT count(*) AS count FROM follows WHERE owner = ?").get(owner) as { count: number };
      if (count >= cap) return "full";
      this.db.prepare("INSERT INTO follows (owner, follow, created_at) VALUES (?, ?, ?)").run(owner, key, this.stamp());
      return "added";
    });
    return add.immediate();
  }

  async remove(owner: string, follow: Follow): Promise<void> {
    this.db.prepare("DELETE FROM follows WHERE owner = ? AND follow = ?").run(owner, followKey(follow));
  }

  async replace(owner: string, follows: readonly Follow[]): Promise<void> {
    const replace = this.db.transaction(() => {
      this.db.prepare("DELETE FROM follows WHERE owner = ?").run(owner);
      const insert = this.db.prepare("INSERT OR IGNORE INTO follows (owner, follow, created_at) VALUES (?, ?, ?)");
      // Oldest first, so the first of the list gets the newest stamp.
      for (const follow of [...follows].reverse()) insert.run(owner, followKey(follow), this.stamp());
    });
    replace.immediate();
  }

  async feedToken(owner: string): Promise<string | null> {
    const row = this.db.prepare("SELECT token FROM feeds WHERE owner = ?").get(owner) as { token: string } | undefined;
    return row?.token ?? null;
  }

  async setFeed(owner: string, token: string): Promise<void> {
    const set = this.db.transaction(() => {
      this.db.prepare("DELETE FROM feeds WHERE owner = ?").run(owner);
      this.db.prepare("INSERT INTO feeds (token, owner, created_at) VALUES (?, ?, ?)").run(token, owner, Date.now());
    });
    set.immediate();
  }

  async revokeFeed(owner: string): Promise<void> {
    this.db.prepare("DELETE FROM feeds WHERE owner = ?").run(owner);
  }

  async feedOwner(token: string): Promise<string | null> {
    const row = this.db.prepare("SELECT owner FROM feeds WHERE token = ?").get(token) as { owner: string } | undefined;
    return row?.owner ?? null;
  }

  async subscribe(owner: string, subscription: Omit<StoredSubscription, "owner" | "createdAt">, cap: number): Promise<SubscribeResult> {
    const { endpoint, keys, lang } = subscription;
    const subscribe = this.db.transaction((): SubscribeResult => {
      const kept = this.db.prepare("SELECT owner FROM subscriptions WHERE endpoint = ?").get(endpoint) as { owner: string } | undefined;
      if (kept?.owner === owner) {
        this.db.prepare("UPDATE subscriptions SET p256dh = ?, auth = ?, lang = ? WHERE endpoint = ?").run(keys.p256dh, keys.auth, lang, endpoint);
        return "updated";
      }
      const { count } = this.db.prepare("SELECT count(*) AS count FROM subscriptions WHERE owner = ?").get(owner) as { count: number };
      if (count >= cap) return "full";
      if (kept) this.db.prepare("DELETE FROM subscriptions WHERE endpoint = ?").run(endpoint);
      this.db
        .prepare("INSERT INTO subscriptions (endpoint, owner, p256dh, auth, lang, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(endpoint, owner, keys.p256dh, keys.auth, lang, Date.now());
      return kept ? "updated" : "added";
    });
    return subscribe.immediate();
  }

  async subscriptions(owner: string): Promise<StoredSubscription[]> {
    const rows = this.db.prepare("SELECT * FROM subscriptions WHERE owner = ? ORDER BY created_at, endpoint").all(owner) as SubscriptionRow[];
    return rows.map(subscriptionOf);
  }

  async subscription(endpoint: string): Promise<StoredSubscription | null> {
    const row = this.db.prepare("SELECT * FROM subscriptions WHERE endpoint = ?").get(endpoint) as SubscriptionRow | undefined;
    return row ? subscriptionOf(row) : null;
  }

  async unsubscribe(endpoint: string): Promise<boolean> {
    return this.db.prepare("DELETE FROM subscriptions WHERE endpoint = ?").run(endpoint).changes > 0;
  }

  async unsubscribeAll(owner: string): Promise<number> {
    return this.db.prepare("DELETE FROM subscriptions WHERE owner = ?").run(owner).changes;
  }

  async subscriptionCount(): Promise<number> {
    return (this.db.prepare("SELECT count(*) AS count FROM subscriptions").get() as { count: number }).count;
  }

  async subscribedFollowers(follows: readonly Follow[]): Promise<string[]> {
    if (follows.length === 0) return [];
    const keys = [...new Set(follows.map(followKey))];
    // follows_by_follow finds each followed thing's readers; those without a subscription are dropped by the index on owner.
    const rows = this.db
      .prepare(
        `SELECT DISTINCT f.owner AS owner FROM follows f
         WHERE f.follow IN (SELECT value FROM json_each(?)) AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.owner = f.owner)`,
      )
      .all(JSON.stringify(keys)) as { owner: string }[];
    return rows.map((row) => row.owner);
  }

  async followedWithAlerts(kind: FollowKind): Promise<string[]> {
    const prefix = `${kind}:`;
    // A range of follows_by_follow: every `live:…` key sorts between "live:" and "live;".
    const rows = this.db
      .prepare(
        `SELECT DISTINCT f.follow AS follow FROM follows f
         WHERE f.follow >= ? AND f.follow < ? AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.owner = f.owner)`,
      )
      .all(prefix, `${kind};`) as { follow: string }[];
    return rows.map((row) => row.follow.slice(prefix.length));
  }

  async moveAlerts(from: string, to: string, cap: number): Promise<void> {
    if (from === to) return;
    const move = this.db.transaction(() => {
      const { count } = this.db.prepare("SELECT count(*) AS count FROM subscriptions WHERE owner = ?").get(to) as { count: number };
      const room = Math.max(0, cap - count);
      this.db
        .prepare("UPDATE subscriptions SET owner = ? WHERE endpoint IN (SELECT endpoint FROM subscriptions WHERE owner = ? ORDER BY created_at DESC LIMIT ?)")
        .run(to, from, room);
      this.db.prepare("DELETE FROM subscriptions WHERE owner = ?").run(from);
      this.db
        .prepare(
          `INSERT OR IGNORE INTO alert_settings (owner, per_day, quiet, quiet_from, quiet_to)
           SELECT ?, per_day, quiet, quiet_from, quiet_to FROM alert_settings WHERE owner = ?`,
        )
        .run(to, from);
      this.db.prepare("DELETE FROM alert_settings WHERE owner = ?").run(from);
    });
    move.immediate();
  }

  async alertSettings(owner: string): Promise<AlertSettings | null> {
    const row = this.db.prepare("SELECT per_day, quiet, quiet_from, quiet_to FROM alert_settings WHERE owner = ?").get(owner) as
      { per_day: number; quiet: number; quiet_from: number; quiet_to: number } | undefined;
    return row ? { perDay: row.per_day, quiet: row.quiet === 1, quietFrom: row.quiet_from, quietTo: row.quiet_to } : null;
  }

  async setAlertSettings(owner: string, settings: AlertSettings): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO alert_settings (owner, per_day, quiet, quiet_from, quiet_to) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (owner) DO UPDATE SET per_day = excluded.per_day, quiet = excluded.quiet, quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to`,
      )
      .run(owner, settings.perDay, settings.quiet ? 1 : 0, settings.quietFrom, settings.quietTo);
  }

  async sentOn(owner: string, day: string): Promise<number> {
    const row = this.db.prepare("SELECT sent FROM alert_counts WHERE owner = ? AND day = ?").get(owner, day) as { sent: number } | undefined;
    return row?.sent ?? 0;
  }

  async alreadySent(owner: string, alertId: string): Promise<boolean> {
    return Boolean(this.db.prepare("SELECT 1 FROM alerts_sent WHERE owner = ? AND alert = ?").get(owner, alertId));
  }

  async claimAlert(owner: string, alertId: string, day: string, perDay: number): Promise<ClaimResult> {
    const claim = this.db.transaction((): ClaimResult => {
      if (this.db.prepare("SELECT 1 FROM alerts_sent WHERE owner = ? AND alert = ?").get(owner, alertId)) return "duplicate";
      const row = this.db.prepare("SELECT sent FROM alert_counts WHERE owner = ? AND day = ?").get(owner, day) as { sent: number } | undefined;
      if ((row?.sent ?? 0) >= perDay) return "cap";
      const now = Date.now();
      // What is no longer needed goes as the reader's next alert is written: old marks, earlier days' counts.
      this.db.prepare("DELETE FROM alerts_sent WHERE owner = ? AND sent_at < ?").run(owner, now - SENT_MARK_KEEP_MS);
      this.db.prepare("DELETE FROM alert_counts WHERE owner = ? AND day < ?").run(owner, day);
      this.db.prepare("INSERT INTO alerts_sent (owner, alert, sent_at) VALUES (?, ?, ?)").run(owner, alertId, now);
      this.db.prepare("INSERT INTO alert_counts (owner, day, sent) VALUES (?, ?, 1) ON CONFLICT (owner, day) DO UPDATE SET sent = sent + 1").run(owner, day);
      return "claimed";
    });
    return claim.immediate();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
