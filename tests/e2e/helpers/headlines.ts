import { istDay } from "../../../app/news/headlines";
import { MARQUEE_MAX } from "../../../app/news/limits";
import { newsroomDb } from "../newsroom-db";

/**
 * The header marquee as the shell picks it (app/news/headlines.ts `todaysImportant`): the newest important web
 * stories published on India's day of `at`, at most ten, each live one linked to its newest update. What "today"
 * holds is the newsroom's data at that moment: just after India's midnight it may hold nothing, and then the
 * marquee is not drawn at all.
 */
function todaysImportant(at: number = Date.now()): { id: number; slug: string; live: boolean }[] {
  const rows = newsroomDb()
    .prepare("SELECT id, slug, is_live, published_ms FROM articles WHERE is_important = 1 AND is_webnews = 1 ORDER BY published_ms DESC, id DESC LIMIT 100")
    .all() as { id: number; slug: string; is_live: number; published_ms: number }[];
  return rows
    .filter((row) => istDay(row.published_ms) === istDay(at))
    .slice(0, MARQUEE_MAX)
    .map((row) => ({ id: row.id, slug: row.slug, live: row.is_live === 1 }));
}

/** The marquee's links for a page in `prefix`'s language at `at`. */
function marqueeLinks(prefix: string, at: number = Date.now()): string[] {
  return todaysImportant(at).map((story) => `${prefix}/news/${story.slug}-${story.id}${story.live ? "#latest-update" : ""}`);
}

/**
 * A page asked for between `askedAt` and now was drawn within that span, or up to the HTML cache's lifetime before it
 * (5 s in e2e; 10 s of margin here): the marquees it may show. One, except when India's day changed in that span.
 */
export function possibleMarquees(prefix: string, askedAt: number): string[][] {
  const [from, to] = [askedAt - 10_000, Date.now()];
  const marquees = [marqueeLinks(prefix, from)];
  if (istDay(from) !== istDay(to)) marquees.push(marqueeLinks(prefix, to));
  return marquees;
}

/**
 * Whether the page asked for at `askedAt` has the headline marquee (its heading, links and pause box): today's
 * important stories as the newsroom holds them, none just after India's midnight (issue 27: the clock cannot break a
 * test). Null when India's day changed while the page was drawn, and either may be right.
 */
export function marqueeShown(prefix: string, askedAt: number): boolean | null {
  const possible = possibleMarquees(prefix, askedAt).map((links) => links.length > 0);
  return possible.every(Boolean) ? true : possible.some(Boolean) ? null : false;
}
