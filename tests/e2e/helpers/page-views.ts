/**
 * The page views the e2e server's embedded newsroom stored (newsroom/analytics.ts),
 * read from its database, and articles to visit that no other test is likely to.
 */
import { newsroomDb } from "../newsroom-db";

/** Views stored for a path (every day, language and referrer). */
export function viewsOf(path: string): number {
  return (newsroomDb().prepare("SELECT coalesce(sum(views), 0) AS n FROM page_view_counts WHERE path = ?").get(path) as { n: number }).n;
}

/** Stored rows for a path, with the language and referring host they were counted under. */
export function rowsOf(path: string): { language: string; referrer_host: string; views: number }[] {
  return newsroomDb()
    .prepare("SELECT language, referrer_host, sum(views) AS views FROM page_view_counts WHERE path = ? GROUP BY language, referrer_host ORDER BY referrer_host")
    .all(path) as { language: string; referrer_host: string; views: number }[];
}

export type StoredArticle = { id: number; slug: string; titleEn: string; titleTa: string };

/** Where the analytics tests' articles start, oldest first: past those other tests open by age (helpers/articles-db.ts oldestArticle: 3, 7, 60, comments from 200). */
const QUIET_FROM = 600;
/** Articles each slot owns (whole articles, not short news). */
const QUIET_PER_SLOT = 4;

/**
 * `count` articles that belong to `slot` alone: each test (and each project and
 * language running it) passes its own slot, so no two tests of a run view the same
 * page, and no other test opens these old ones. Picking at random from a shared
 * pool let two tests of one run land on the same article now and then, and a view
 * counted by one broke the other's exact count.
 */
export function quietArticles(count: number, slot: number): StoredArticle[] {
  if (count > QUIET_PER_SLOT) throw new Error(`a slot owns ${QUIET_PER_SLOT} articles, not ${count}`);
  const picked = newsroomDb()
    .prepare(
      `SELECT a.id, a.slug, t.title_en AS titleEn, t.title_ta AS titleTa
       FROM (SELECT id, slug, is_shortnews, published_ms FROM articles ORDER BY published_ms ASC, id ASC LIMIT -1 OFFSET ?) a
       JOIN article_texts t ON t.id = a.id
       WHERE a.is_shortnews = 0 ORDER BY a.published_ms ASC, a.id ASC LIMIT ? OFFSET ?`,
    )
    .all(QUIET_FROM, count, slot * QUIET_PER_SLOT) as StoredArticle[];
  if (picked.length < count) throw new Error(`slot ${slot} is past the seeded articles`);
  return picked;
}
