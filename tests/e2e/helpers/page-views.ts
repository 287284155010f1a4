/**
 * The page views the e2e server's embedded newsroom stored (newsroom/analytics.ts),
 * read from its database, and articles to visit that no other test is likely to.
 */
import Database from "better-sqlite3";

let db: Database.Database | undefined;

function open(): Database.Database {
  const path = process.env.E2E_NEWSROOM_DB;
  if (!path) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  db ??= new Database(path, { readonly: true, fileMustExist: true });
  return db;
}

/** Views stored for a path (every day, language and referrer). */
export function viewsOf(path: string): number {
  return (open().prepare("SELECT coalesce(sum(views), 0) AS n FROM page_view_counts WHERE path = ?").get(path) as { n: number }).n;
}

/** Stored rows for a path, with the language and referring host they were counted under. */
export function rowsOf(path: string): { language: string; referrer_host: string; views: number }[] {
  return open()
    .prepare("SELECT language, referrer_host, sum(views) AS views FROM page_view_counts WHERE path = ? GROUP BY language, referrer_host ORDER BY referrer_host")
    .all(path) as { language: string; referrer_host: string; views: number }[];
}

export type StoredArticle = { id: number; slug: string; titleEn: string; titleTa: string };

/**
 * `count` different articles picked at random from the older half of the seed (the
 * other tests mostly open the newest ones), so each run counts views of pages that
 * no one else is viewing at the same time.
 */
export function quietArticles(count: number): StoredArticle[] {
  const rows = open()
    .prepare(
      `SELECT a.id, a.slug, t.title_en AS titleEn, t.title_ta AS titleTa FROM articles a JOIN article_texts t ON t.id = a.id
       WHERE a.is_shortnews = 0 ORDER BY a.published_ms ASC LIMIT (SELECT count(*) / 2 FROM articles)`,
    )
    .all() as StoredArticle[];
  const picked: StoredArticle[] = [];
  while (picked.length < count && rows.length > 0) picked.push(...rows.splice(Math.floor(Math.random() * rows.length), 1));
  return picked;
}
