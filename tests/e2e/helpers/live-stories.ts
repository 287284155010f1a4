/** The newsroom's live stories (issue 21) as the list and phone-width tests find them. */
import { articleIds, newsroomDb } from "../newsroom-db";

export type LiveRow = { id: number; slug: string; scope: string; cityId: number | null; citySlug: string | null; updatedMs: number; publishedMs: number };

/** The newsroom's live stories (is_live), newest first. */
export function liveStories(): LiveRow[] {
  return newsroomDb()
    .prepare(
      `SELECT a.id, a.slug, a.scope, a.city_id AS cityId, c.slug AS citySlug, a.updated_ms AS updatedMs, a.published_ms AS publishedMs
       FROM articles a LEFT JOIN cities c ON c.id = a.city_id WHERE a.is_live = 1 ORDER BY a.published_ms DESC, a.id DESC`,
    )
    .all() as LiveRow[];
}

/** The seed's live stories, open and ended, at their canonical paths (no language prefix). */
export function seededLivePaths(): { open: string; ended: string } {
  const row = (live: 0 | 1) =>
    newsroomDb()
      .prepare(
        `SELECT a.slug, a.id FROM articles a JOIN live_coverage c ON c.article_id = a.id
         WHERE a.is_live = ? AND (SELECT count(*) FROM live_updates u WHERE u.article_id = a.id) > 20 ORDER BY a.id LIMIT 1`,
      )
      .get(live) as { slug: string; id: number } | undefined;
  const [open, ended] = [row(1), row(0) ?? undefined];
  if (!open) throw new Error("the seed has no live story with more than a page of updates");
  const endedRow =
    ended ??
    (newsroomDb()
      .prepare("SELECT a.slug, a.id FROM articles a JOIN live_coverage c ON c.article_id = a.id WHERE c.ended_ms IS NOT NULL ORDER BY a.id LIMIT 1")
      .get() as { slug: string; id: number } | undefined);
  if (!endedRow) throw new Error("the seed has no ended live story");
  return { open: `/news/${open.slug}-${open.id}`, ended: `/news/${endedRow.slug}-${endedRow.id}` };
}

/** A live story on the first page of its city's list. */
export function liveStoryOnCityList(): LiveRow {
  const found = liveStories().find((story) => story.cityId !== null && articleIds({ cityId: story.cityId }, 1, true).includes(story.id));
  if (!found) throw new Error("the seed has no live story on the first page of its city's list");
  return found;
}
