/**
 * The follows store in an embedded SQLite file (app/following/store.server.ts): WAL, so a backup can be taken while
 * the site runs (README: `sqlite3 data/follows.sqlite ".backup …"`), and every change in a transaction that takes the
 * write lock first, so two instances on one file never pass the cap together.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { followFromKey, followKey, type Follow } from "./follows";
import type { AddResult, FollowStore } from "./follow-store";

/** The file's layout; a later version (push subscriptions, alert settings) adds its tables on top. */
const SCHEMA_VERSION = 1;

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
};

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

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
