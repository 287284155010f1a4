/**
 * The seed's live stories (issue 21; content in content/live-stories.ts): each becomes an article of today
 * (breaking, with a LIVE label while its coverage is open) and its coverage and updates, timed back from
 * the seed's "now" so the last update is minutes old.
 */
import { AUTHORS, CATEGORIES, CITIES, TAGS } from "./content/catalog";
import type { SeedArticle, SeedLiveStory } from "./content/types";
import type { NewsroomDatabase } from "./db";

const MINUTE = 60_000;
/** An ended story's coverage closed this long after its last update. */
const END_AFTER_LAST_MINUTES = 10;

function bySlug<T extends { slug: string }>(rows: readonly T[], slug: string, what: string): T {
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) throw new Error(`live story: unknown ${what} "${slug}"`);
  return row;
}

type LiveSeed = { article: SeedArticle; startedMs: number; endedMs: number | null; story: SeedLiveStory };

/** The stories as articles with ids from `firstId` on, and the times of their coverage. */
export function liveSeeds(stories: readonly SeedLiveStory[], firstId: number, now: Date): LiveSeed[] {
  return stories.map((story, index) => {
    const startedMs = now.getTime() - story.startedMinutesAgo * MINUTE;
    const lastMs = startedMs + (story.updates.at(-1)?.minutesAfterStart ?? 0) * MINUTE;
    const endedMs = story.ended ? Math.min(now.getTime(), lastMs + END_AFTER_LAST_MINUTES * MINUTE) : null;
    const article: SeedArticle = {
      id: firstId + index,
      slug: story.slug,
      scope: story.scope,
      cityId: story.citySlug ? bySlug(CITIES, story.citySlug, "city").id : null,
      categoryId: bySlug(CATEGORIES, story.categorySlug, "category").id,
      authorId: bySlug(AUTHORS, story.authorSlug, "author").id,
      tagIds: story.tagSlugs.map((slug) => bySlug(TAGS, slug, "tag").id),
      publishedAt: new Date(startedMs).toISOString(),
      updatedAt: new Date(endedMs ?? lastMs).toISOString(),
      isImportant: true,
      isWebNews: true,
      isShortNews: false,
      isBreaking: !story.ended,
      isLive: !story.ended,
      newsType: "Web",
      imageSeed: 7919 * (index + 1),
      likesCount: 40 + 17 * index,
      en: story.en,
      ta: story.ta,
    };
    return { article, startedMs, endedMs, story };
  });
}

/** Their coverage and updates (the articles themselves go in with the generated ones). */
export function insertLiveCoverage(db: NewsroomDatabase, seeds: readonly LiveSeed[]): void {
  const coverage = db.prepare("INSERT INTO live_coverage (article_id, started_ms, ended_ms) VALUES (?, ?, ?)");
  const update = db.prepare(
    `INSERT INTO live_updates (article_id, published_ms, updated_ms, title_en, title_ta, body_en, body_ta, is_pinned, is_key_event)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { article, startedMs, endedMs, story } of seeds) {
    coverage.run(article.id, startedMs, endedMs);
    for (const entry of story.updates) {
      const at = startedMs + entry.minutesAfterStart * MINUTE;
      update.run(
        article.id,
        at,
        at,
        entry.title?.en ?? null,
        entry.title?.ta ?? null,
        entry.body.en,
        entry.body.ta,
        entry.pinned ? 1 : 0,
        entry.keyEvent ? 1 : 0,
      );
    }
  }
}
