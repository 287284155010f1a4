/**
 * Read-only access to the newsroom database the site under test reads from
 * (playwright.config.ts seeds it at E2E_NEWSROOM_DB), so tests compare pages with
 * the real data for each filter instead of hard-coded expectations.
 */
import Database from "better-sqlite3";
import { htmlToText } from "../../newsroom/plain-text";

let db: Database.Database | undefined;

/** The newsroom's database, read-only, opened once (e2e helpers and tests share it). */
export function newsroomDb(): Database.Database {
  const path = process.env.E2E_NEWSROOM_DB;
  if (!path) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  db ??= new Database(path, { readonly: true, fileMustExist: true });
  return db;
}

export type Lang = "en" | "ta";
export type Named = { id: number; slug: string; name_en: string; name_ta: string };

export function named(table: "cities" | "categories" | "authors" | "tags", slug: string): Named {
  const row = newsroomDb().prepare(`SELECT id, slug, name_en, name_ta FROM ${table} WHERE slug = ?`).get(slug) as Named | undefined;
  if (!row) throw new Error(`no ${table} row ${slug}`);
  return row;
}

export function all(table: "cities" | "categories" | "authors"): Named[] {
  return newsroomDb().prepare(`SELECT id, slug, name_en, name_ta FROM ${table} ORDER BY id`).all() as Named[];
}

export const nameIn = (row: Named, lang: Lang) => (lang === "ta" ? row.name_ta : row.name_en);

/** The newsroom's filters, as its list query applies them (newsroom/articles.ts), newest first. */
export type Filter = { cityId: number } | { categoryId: number } | { scopes: string[] } | { tagId: number } | { authorId: number };

function where(filter: Filter, webOnly: boolean): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if ("cityId" in filter) {
    clauses.push("city_id = ?");
    params.push(filter.cityId);
  }
  if ("categoryId" in filter) {
    clauses.push("category_id = ?");
    params.push(filter.categoryId);
  }
  if ("authorId" in filter) {
    clauses.push("author_id = ?");
    params.push(filter.authorId);
  }
  if ("tagId" in filter) {
    clauses.push("id IN (SELECT article_id FROM article_tags WHERE tag_id = ?)");
    params.push(filter.tagId);
  }
  if ("scopes" in filter) {
    clauses.push(`scope IN (${filter.scopes.map(() => "?").join(", ")})`);
    params.push(...filter.scopes);
  }
  if (webOnly) clauses.push("news_type = 'Web'");
  return { sql: clauses.join(" AND "), params };
}

/** Article ids of one page of 12. `webOnly`: the media service's news_type 'Web' (requirements §7 list parameter sets). */
export function articleIds(filter: Filter, page: number, webOnly: boolean): number[] {
  const { sql, params } = where(filter, webOnly);
  const rows = newsroomDb()
    .prepare(`SELECT id FROM articles WHERE ${sql} ORDER BY published_ms DESC, id DESC LIMIT 12 OFFSET ?`)
    .all(...params, (page - 1) * 12) as { id: number }[];
  return rows.map((row) => row.id);
}

export function articleCount(filter: Filter, webOnly: boolean): number {
  const { sql, params } = where(filter, webOnly);
  return (
    newsroomDb()
      .prepare(`SELECT count(*) AS n FROM articles WHERE ${sql}`)
      .get(...params) as { n: number }
  ).n;
}

/** The newest article that is not short news (the first result of any search its title matches). */
export function newestFullArticle(lang: Lang): { id: number; title: string } {
  return newsroomDb()
    .prepare(
      `SELECT a.id, ${lang === "ta" ? "t.title_ta" : "t.title_en"} AS title FROM articles a JOIN article_texts t ON t.id = a.id
       WHERE a.is_shortnews = 0 ORDER BY a.published_ms DESC, a.id DESC LIMIT 1`,
    )
    .get() as { id: number; title: string };
}

type SearchRow = {
  id: number;
  published_ms: number;
  title_en: string;
  title_ta: string;
  summary_en: string;
  summary_ta: string;
  body_en: string;
  body_ta: string;
};

/**
 * A search's results as the newsroom ranks them (newsroom/articles.ts), with the titles to show in `lang`: every word
 * of `query` in the story's English or Tamil texts (issue 29), title matches first (in either language), then
 * summary, then body, newest first within each; no short news (the header search's parameters).
 */
export function searchResults(query: string, lang: Lang): { id: number; title: string; tier: number }[] {
  const words = query.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean);
  const rows = newsroomDb()
    .prepare(
      `SELECT a.id, a.published_ms, t.title_en, t.title_ta, t.summary_en, t.summary_ta, b.body_en, b.body_ta
       FROM articles a JOIN article_texts t ON t.id = a.id JOIN article_bodies b ON b.id = a.id WHERE a.is_shortnews = 0`,
    )
    .all() as SearchRow[];
  const fold = (text: string) => text.normalize("NFC").toLowerCase();
  const has = (texts: string[]) => words.every((word) => texts.some((text) => fold(text).includes(word)));
  return rows
    .map((row) => {
      const titles = [row.title_en, row.title_ta];
      const summaries = [...titles, row.summary_en, row.summary_ta];
      const tier = has(titles) ? 0 : has(summaries) ? 1 : has([...summaries, htmlToText(row.body_en), htmlToText(row.body_ta)]) ? 2 : -1;
      return { row, tier };
    })
    .filter(({ tier }) => tier >= 0)
    .sort((a, b) => a.tier - b.tier || b.row.published_ms - a.row.published_ms || b.row.id - a.row.id)
    .map(({ row, tier }) => ({ id: row.id, title: lang === "ta" ? row.title_ta : row.title_en, tier }));
}
