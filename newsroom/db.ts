/**
 * The newsroom's SQLite database: opening, schema migrations, the meta table,
 * and keeping a reused seed fresh (shifting its dates so "today" always has news).
 *
 * Times are stored as integer milliseconds since the epoch (`*_ms` columns) so
 * that shifting and range queries are plain arithmetic; payloads format them as ISO 8601.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

export type NewsroomDatabase = Database.Database;

export const DAY_MS = 86_400_000;

/**
 * Migrations run in order, each once; `schema_version` in `meta` records how many ran.
 * Append new entries; never edit one that has shipped.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_ta TEXT NOT NULL,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL
  );
  CREATE TABLE categories (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name_en TEXT NOT NULL, name_ta TEXT NOT NULL);
  CREATE TABLE authors (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name_en TEXT NOT NULL, name_ta TEXT NOT NULL);
  CREATE TABLE tags (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name_en TEXT NOT NULL, name_ta TEXT NOT NULL);

  -- Articles are split by how they are read. \`articles\` is slim (ids, flags, dates: ~100 bytes a
  -- row), so filtering, ordering and counting stay fast on 100,000 rows even without an index;
  -- list texts and bodies are fetched by primary key for the rows of one page only.
  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    scope TEXT NOT NULL CHECK (scope IN ('city', 'state', 'national', 'international')),
    city_id INTEGER REFERENCES cities(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    author_id INTEGER NOT NULL REFERENCES authors(id),
    published_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    is_important INTEGER NOT NULL,
    is_webnews INTEGER NOT NULL,
    is_shortnews INTEGER NOT NULL,
    is_breaking INTEGER NOT NULL,
    is_live INTEGER NOT NULL,
    news_type TEXT NOT NULL,
    image_seed INTEGER NOT NULL,
    likes_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE article_texts (
    id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    title_en TEXT NOT NULL, summary_en TEXT NOT NULL, meta_en TEXT NOT NULL,
    title_ta TEXT NOT NULL, summary_ta TEXT NOT NULL, meta_ta TEXT NOT NULL
  );
  CREATE TABLE article_bodies (
    id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    body_en TEXT NOT NULL,
    body_ta TEXT NOT NULL
  );
  CREATE INDEX articles_published ON articles (published_ms);
  CREATE INDEX articles_scope ON articles (scope, published_ms);
  CREATE INDEX articles_city ON articles (city_id, published_ms);
  CREATE INDEX articles_category ON articles (category_id, published_ms);
  CREATE INDEX articles_author ON articles (author_id, published_ms);
  CREATE INDEX articles_breaking ON articles (is_breaking, published_ms);
  CREATE INDEX articles_important ON articles (is_important, published_ms);

  CREATE TABLE article_tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    tag_id INTEGER NOT NULL REFERENCES tags(id),
    PRIMARY KEY (article_id, tag_id)
  ) WITHOUT ROWID;
  CREATE INDEX article_tags_tag ON article_tags (tag_id, article_id);

  -- Index of title, summary and plain-text body per language; rowid = article id. Trigram tokens
  -- make any substring of 3+ characters searchable, Tamil combining marks included. Contentless:
  -- the text already lives in article_texts and article_bodies; search needs the index alone.
  CREATE VIRTUAL TABLE article_search USING fts5 (en, ta, content = '', tokenize = 'trigram');
  -- Lowercased title and summary per language, scanned (instr) for terms too short for trigrams.
  CREATE TABLE article_headlines (id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE, en TEXT NOT NULL, ta TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    mobile_number TEXT UNIQUE,
    google_sub TEXT UNIQUE,
    name TEXT,
    email TEXT,
    photo_url TEXT,
    created_ms INTEGER NOT NULL
  );
  CREATE TABLE otp_challenges (
    mobile_number TEXT PRIMARY KEY,
    code_hash TEXT NOT NULL,
    expires_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL
  );
  CREATE INDEX access_tokens_user ON access_tokens (user_id);

  CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    news_id INTEGER NOT NULL REFERENCES articles(id),
    parent_id INTEGER REFERENCES comments(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    body TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    likes_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX comments_news ON comments (news_id, parent_id, created_ms);
  CREATE INDEX comments_parent ON comments (parent_id, created_ms);
  CREATE TABLE comment_likes (
    comment_id INTEGER NOT NULL REFERENCES comments(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (comment_id, user_id)
  ) WITHOUT ROWID;
  `,
  // Page views (analytics.ts): counts per IST day, path, language and referring site; nothing about readers.
  `
  CREATE TABLE page_view_counts (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('en', 'ta')),
    referrer_host TEXT NOT NULL DEFAULT '',
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path, language, referrer_host)
  ) WITHOUT ROWID;
  `,
  // Live coverage (live.ts, issue 21): a story told in updates, both languages side by side like the articles.
  `
  CREATE TABLE live_coverage (
    article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER
  );
  CREATE TABLE live_updates (
    id INTEGER PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES live_coverage(article_id) ON DELETE CASCADE,
    published_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    title_en TEXT,
    title_ta TEXT,
    body_en TEXT NOT NULL,
    body_ta TEXT NOT NULL,
    is_pinned INTEGER NOT NULL DEFAULT 0,
    is_key_event INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX live_updates_article ON live_updates (article_id, published_ms);
  `,
  // A seed made before issue 29 wrote "Breaking" in Tamil letters as English sounds (two ways, category and tag); a
  // fresh seed says முக்கியச் செய்தி for both (content/catalog.ts), and so does a reused one from here on. On a new
  // database the tables are still empty here: nothing to change.
  `
  UPDATE categories SET name_ta = 'முக்கியச் செய்தி' WHERE slug = 'breaking';
  UPDATE tags SET name_ta = 'முக்கியச் செய்தி' WHERE slug = 'breaking';
  `,
  // Page views per hour (analytics.ts, issue 29): what "Most read" counts, a day's window at any hour. The
  // hour is its start, in ms since the epoch; the referrer is not kept here (the daily table has it).
  `
  CREATE TABLE page_view_hours (
    hour_ms INTEGER NOT NULL,
    path TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('en', 'ta')),
    views INTEGER NOT NULL,
    PRIMARY KEY (hour_ms, path, language)
  ) WITHOUT ROWID;
  `,
];

/** Every stored time, by table and column: the seed's shift to today moves them all alike. */
const TIMES: readonly (readonly [table: string, column: string])[] = [
  ["articles", "published_ms"],
  ["articles", "updated_ms"],
  ["live_coverage", "started_ms"],
  ["live_coverage", "ended_ms"],
  ["live_updates", "published_ms"],
  ["live_updates", "updated_ms"],
];

/** Opens (creating if needed) the database at `path` and brings its schema up to date. */
export function openDatabase(path: string): NewsroomDatabase {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

function migrate(db: NewsroomDatabase): void {
  db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  db.transaction(() => {
    const applied = Number(getMeta(db, "schema_version") ?? "0");
    for (let version = applied; version < MIGRATIONS.length; version += 1) {
      db.exec(MIGRATIONS[version]!);
    }
    if (applied < MIGRATIONS.length) setMeta(db, "schema_version", String(MIGRATIONS.length));
  }).immediate();
}

export function getMeta(db: NewsroomDatabase, key: string): string | undefined {
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: NewsroomDatabase, key: string, value: string): void {
  db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(key, value);
}

export function countArticles(db: NewsroomDatabase): number {
  return (db.prepare("SELECT count(*) AS n FROM articles").get() as { n: number }).n;
}

/**
 * The newsroom's calendar is India Standard Time (UTC+05:30, no daylight saving), whatever the
 * server's time zone: a Tamil Nadu paper's "today" (and the seed generator's, see istDayStart in
 * content/generate.ts).
 */
export const NEWSROOM_UTC_OFFSET_MS = 330 * 60_000;

/** Midnight IST of the day containing `moment`. */
export function startOfDay(moment: Date): Date {
  const local = moment.getTime() + NEWSROOM_UTC_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - NEWSROOM_UTC_OFFSET_MS);
}

/** Whole IST calendar days from `earlier` to `later`. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later).getTime() - startOfDay(earlier).getTime()) / DAY_MS);
}

/**
 * Keeps a reused seed current: when the seed (meta `seeded_at`) is from an earlier day than
 * `now`, every article moves forward by those whole days, so today again has today's share.
 * If that puts some of today's articles later than `now` (the seed ran later in its day than
 * it is now), today's articles are squeezed, in order, into the time between midnight and
 * `now`: nothing is published in the future and nothing leaves today.
 * Returns the number of days shifted (0 when the seed is already current or there is none).
 */
export function shiftSeedToToday(db: NewsroomDatabase, now: Date): number {
  const seededAt = getMeta(db, "seeded_at");
  if (!seededAt) return 0;
  const seeded = new Date(seededAt);
  if (Number.isNaN(seeded.getTime())) return 0;
  const days = calendarDaysBetween(seeded, now);
  if (days <= 0) return 0;
  db.transaction(() => {
    const shift = days * DAY_MS;
    // Table and column names come from TIMES, never from input.
    for (const [table, column] of TIMES) db.prepare(`UPDATE ${table} SET ${column} = ${column} + ? WHERE ${column} IS NOT NULL`).run(shift);
    const midnight = startOfDay(now).getTime();
    const nowMs = now.getTime();
    const latest = Math.max(
      ...TIMES.map(([table, column]) => (db.prepare(`SELECT max(${column}) AS latest FROM ${table}`).get() as { latest: number | null }).latest ?? 0),
    );
    if (latest > nowMs && latest > midnight) {
      const ratio = (nowMs - midnight) / (latest - midnight);
      for (const [table, column] of TIMES) {
        db.prepare(`UPDATE ${table} SET ${column} = :midnight + CAST((${column} - :midnight) * :ratio AS INTEGER) WHERE ${column} >= :midnight`).run({
          midnight,
          ratio,
        });
      }
    }
    setMeta(db, "seeded_at", new Date(seeded.getTime() + shift).toISOString());
  }).immediate();
  return days;
}
