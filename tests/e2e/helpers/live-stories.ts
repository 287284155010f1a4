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

/** A live story on the first page of its city's list. */
export function liveStoryOnCityList(): LiveRow {
  const found = liveStories().find((story) => story.cityId !== null && articleIds({ cityId: story.cityId }, 1, true).includes(story.id));
  if (!found) throw new Error("the seed has no live story on the first page of its city's list");
  return found;
}
