/**
 * `npm run seed` (`npx tsx newsroom/seed-cli.ts`): seeds NEWSROOM_DB (default newsroom/data/newsroom.sqlite)
 * when it has no articles yet; NEWSROOM_ARTICLES=N (1..100000, default 1500) sets the count. A file of its
 * own: in seed.ts, "am I the program?" was true inside build/server.js too (one bundle, one import.meta.url),
 * so every production start seeded a database beside the build, even with upstream URLs set.
 */
import { DEFAULT_ARTICLE_COUNT, DEFAULT_DB_PATH, MAX_ARTICLE_COUNT, seedDatabase } from "./seed";
import { openDatabase } from "./db";

function parseCount(raw: string | undefined): number {
  if (raw === undefined || raw === "") return DEFAULT_ARTICLE_COUNT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ARTICLE_COUNT) {
    throw new Error(`NEWSROOM_ARTICLES must be an integer from 1 to ${MAX_ARTICLE_COUNT}, got "${raw}"`);
  }
  return count;
}

function main(): void {
  const path = process.env.NEWSROOM_DB || DEFAULT_DB_PATH;
  const count = parseCount(process.env.NEWSROOM_ARTICLES);
  const db = openDatabase(path);
  try {
    const result = seedDatabase(db, { count });
    console.log(
      result.seeded
        ? `Seeded ${result.articles} articles into ${path} in ${(result.milliseconds / 1000).toFixed(1)} s`
        : `${path} already holds ${result.articles} articles; nothing to do (delete the file to reseed)`,
    );
  } finally {
    db.close();
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
