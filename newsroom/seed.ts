/**
 * Fills an empty newsroom database with the bilingual catalog (cities, categories,
 * authors, tags) and generated articles, in one transaction with prepared statements.
 *
 * CLI (newsroom/seed-cli.ts, `npm run seed`) seeds NEWSROOM_DB (default newsroom/data/newsroom.sqlite)
 * when it has no articles yet; NEWSROOM_ARTICLES=N (1..100000, default 1500) sets the count.
 */
import { fileURLToPath } from "node:url";
import { AUTHORS, CATEGORIES, CITIES, TAGS } from "./content/catalog";
import { iterateArticles } from "./content/generate";
import { LIVE_STORIES } from "./content/live-stories";
import type { SeedArticle, SeedLiveStory } from "./content/types";
import { countArticles, setMeta, type NewsroomDatabase } from "./db";
import { searchText, shortSearchText } from "./plain-text";
import { insertLiveCoverage, liveSeeds } from "./seed-live";

export const DEFAULT_ARTICLE_COUNT = 1500;
export const MAX_ARTICLE_COUNT = 100_000;
export const DEFAULT_DB_PATH = fileURLToPath(new URL("./data/newsroom.sqlite", import.meta.url));

export type SeedOptions = {
  count?: number;
  /** The moment the seed treats as now (articles are spread over the 30 days before it). */
  now?: Date;
  /** PRNG seed for the generator; the same seed, count and now give the same articles. */
  seed?: number;
  /** Stories told in live updates, added after the generated articles (default: content/live-stories.ts). */
  liveStories?: readonly SeedLiveStory[];
};

export type SeedResult = { seeded: boolean; articles: number; milliseconds: number };

/** Seeds `db` when it holds no articles; otherwise leaves it alone. */
export function seedDatabase(db: NewsroomDatabase, options: SeedOptions = {}): SeedResult {
  const started = performance.now();
  const count = Math.min(Math.max(Math.trunc(options.count ?? DEFAULT_ARTICLE_COUNT), 1), MAX_ARTICLE_COUNT);
  const now = options.now ?? new Date();

  const run = db.transaction((): number => {
    // Checked inside the (immediate) transaction: two processes opening one empty file seed it once.
    if (countArticles(db) > 0) return 0;
    insertCatalog(db);
    // Streamed one by one: 100,000 articles never sit in memory together. The live stories are the seed's
    // own (with updates): a generated story is never live, since it has no updates to tell.
    // They are part of the count (a seed of 300 holds 300 articles), except in a seed too small to hold them.
    const stories = options.liveStories ?? LIVE_STORIES;
    const liveStories = count > 2 * stories.length ? stories : [];
    let inserted = insertArticles(db, notLive(iterateArticles({ count: count - liveStories.length, now, seed: options.seed })));
    const live = liveSeeds(liveStories, inserted + 1, now);
    inserted += insertArticles(
      db,
      live.map((seed) => seed.article),
    );
    insertLiveCoverage(db, live);
    setMeta(db, "seeded_at", now.toISOString());
    setMeta(db, "seed_count", String(inserted));
    return inserted;
  });
  const inserted = run.immediate();
  return { seeded: inserted > 0, articles: inserted || countArticles(db), milliseconds: Math.round(performance.now() - started) };
}

function* notLive(articles: Iterable<SeedArticle>): Generator<SeedArticle> {
  for (const article of articles) yield article.isLive ? { ...article, isLive: false } : article;
}

function insertCatalog(db: NewsroomDatabase): void {
  const city = db.prepare("INSERT OR REPLACE INTO cities (id, slug, name_en, name_ta, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)");
  for (const c of CITIES) city.run(c.id, c.slug, c.names.en, c.names.ta, c.latitude, c.longitude);
  for (const [table, rows] of [
    ["categories", CATEGORIES],
    ["authors", AUTHORS],
    ["tags", TAGS],
  ] as const) {
    const insert = db.prepare(`INSERT OR REPLACE INTO ${table} (id, slug, name_en, name_ta) VALUES (?, ?, ?, ?)`);
    for (const row of rows) insert.run(row.id, row.slug, row.names.en, row.names.ta);
  }
}

function insertArticles(db: NewsroomDatabase, articles: Iterable<SeedArticle>): number {
  let inserted = 0;
  const article = db.prepare(`
    INSERT INTO articles (
      id, slug, scope, city_id, category_id, author_id, published_ms, updated_ms,
      is_important, is_webnews, is_shortnews, is_breaking, is_live, news_type, image_seed, likes_count
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const texts = db.prepare("INSERT INTO article_texts (id, title_en, summary_en, meta_en, title_ta, summary_ta, meta_ta) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const bodies = db.prepare("INSERT INTO article_bodies (id, body_en, body_ta) VALUES (?, ?, ?)");
  const tag = db.prepare("INSERT OR IGNORE INTO article_tags (article_id, tag_id) VALUES (?, ?)");
  const search = db.prepare("INSERT INTO article_search (rowid, en, ta) VALUES (?, ?, ?)");
  const headlines = db.prepare("INSERT INTO article_headlines (id, en, ta) VALUES (?, ?, ?)");
  const flag = (value: boolean) => (value ? 1 : 0);
  for (const a of articles) {
    const published = Date.parse(a.publishedAt);
    const updated = Math.max(Date.parse(a.updatedAt) || published, published);
    article.run(
      a.id,
      a.slug,
      a.scope,
      a.scope === "city" ? a.cityId : null,
      a.categoryId,
      a.authorId,
      published,
      updated,
      flag(a.isImportant),
      flag(a.isWebNews),
      flag(a.isShortNews),
      flag(a.isBreaking),
      flag(a.isLive),
      a.newsType,
      a.imageSeed,
      Math.max(0, Math.trunc(a.likesCount)),
    );
    texts.run(a.id, a.en.title, a.en.summary, a.en.metaDescription, a.ta.title, a.ta.summary, a.ta.metaDescription);
    bodies.run(a.id, a.en.bodyHtml, a.ta.bodyHtml);
    for (const tagId of a.tagIds) tag.run(a.id, tagId);
    search.run(a.id, searchText(a.en.title, a.en.summary, a.en.bodyHtml), searchText(a.ta.title, a.ta.summary, a.ta.bodyHtml));
    headlines.run(a.id, shortSearchText(a.en.title, a.en.summary), shortSearchText(a.ta.title, a.ta.summary));
    inserted += 1;
  }
  return inserted;
}
