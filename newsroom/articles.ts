/**
 * Article queries shared by both services: one filtered, paged, indexed list query
 * (with full-text search) and single-article reads. SQL is assembled only from fixed
 * fragments in this file; every value a caller sends is a bound parameter.
 */
import type Database from "better-sqlite3";
import type { Language } from "../app/i18n/language";
import type { Scope } from "./content/types";
import type { NewsroomDatabase } from "./db";
import { foldForSearch } from "./plain-text";

export type ArticleFilter = {
  /**
   * Words to find in title, summary and body, in either language (all must occur): every story is written in
   * both, so a reader finds it whichever script they type in (issue 29); the rows come in the list's language.
   */
  search?: { text: string };
  /** Restrict to these scopes (a union); empty or missing: any scope. */
  scopes?: Scope[];
  cityId?: number;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  /** true: important only. */
  important?: boolean;
  /** true: web news only. */
  webNews?: boolean;
  /** true: short news only; false: no short news. */
  shortNews?: boolean;
  /** true: breaking only. */
  breaking?: boolean;
  newsType?: "Web" | "Short";
  publishedAfterMs?: number;
  /** Published strictly before this instant (sitemaps by month). */
  publishedBeforeMs?: number;
  ascending?: boolean;
};

type ArticleFlags = {
  is_important: number;
  is_webnews: number;
  is_shortnews: number;
  is_breaking: number;
  is_live: number;
};

/** The list projection: one language's short texts, no body. */
export type ArticleListRow = ArticleFlags & {
  id: number;
  slug: string;
  scope: Scope;
  city_id: number | null;
  category_id: number;
  author_id: number;
  published_ms: number;
  updated_ms: number;
  news_type: string;
  image_seed: number;
  likes_count: number;
  title: string;
  summary: string;
  meta: string;
};

export type ArticleDetailRow = ArticleListRow & { body: string; body_en: string; body_ta: string };

const LIST_COLUMNS = `a.id, a.slug, a.scope, a.city_id, a.category_id, a.author_id, a.published_ms, a.updated_ms,
  a.is_important, a.is_webnews, a.is_shortnews, a.is_breaking, a.is_live, a.news_type, a.image_seed, a.likes_count`;

/** Fixed column names per language: the only "dynamic" SQL, chosen from this table, never from input. */
const TEXT_COLUMNS: Record<Language, string> = {
  en: "t.title_en AS title, t.summary_en AS summary, t.meta_en AS meta",
  ta: "t.title_ta AS title, t.summary_ta AS summary, t.meta_ta AS meta",
};
/** The search index's and the headlines' columns, one per language: a search looks in both (searchClause). */
const SEARCH_COLUMNS = ["en", "ta"] as const;

const SCOPE_PARAMS = ["scope0", "scope1", "scope2", "scope3"] as const;
const MAX_SEARCH_TERMS = 8;
const TRIGRAM = 3;
const MAX_CACHED_STATEMENTS = 500;

export type Page = { offset: number; limit: number };
export type ArticleList = { rows: ArticleListRow[]; total: number };

export class ArticleStore {
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();

  constructor(private readonly db: NewsroomDatabase) {}

  /** Statements are cached by their SQL text (a small, fixed set of shapes). */
  private statement(sql: string): Database.Statement<unknown[]> {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Newest first unless `ascending`; `withTotal: false` skips the count (home sections). */
  list(lang: Language, filter: ArticleFilter, page: Page, withTotal = true): ArticleList {
    const where: string[] = [];
    const params: Record<string, string | number> = {};

    if (filter.scopes && filter.scopes.length > 0) {
      const names = filter.scopes.slice(0, SCOPE_PARAMS.length).map((scope, index) => {
        const name = SCOPE_PARAMS[index]!;
        params[name] = scope;
        return `:${name}`;
      });
      where.push(`a.scope IN (${names.join(", ")})`);
    }
    if (filter.cityId !== undefined) {
      where.push("a.city_id = :cityId");
      params.cityId = filter.cityId;
    }
    if (filter.categoryId !== undefined) {
      where.push("a.category_id = :categoryId");
      params.categoryId = filter.categoryId;
    }
    if (filter.authorId !== undefined) {
      where.push("a.author_id = :authorId");
      params.authorId = filter.authorId;
    }
    if (filter.tagId !== undefined) {
      where.push("a.id IN (SELECT article_id FROM article_tags WHERE tag_id = :tagId)");
      params.tagId = filter.tagId;
    }
    if (filter.important) where.push("a.is_important = 1");
    if (filter.webNews) where.push("a.is_webnews = 1");
    if (filter.shortNews === true) where.push("a.is_shortnews = 1");
    if (filter.shortNews === false) where.push("a.is_shortnews = 0");
    if (filter.breaking) where.push("a.is_breaking = 1");
    if (filter.newsType) {
      where.push("a.news_type = :newsType");
      params.newsType = filter.newsType;
    }
    if (filter.publishedAfterMs !== undefined) {
      where.push("a.published_ms >= :publishedAfter");
      params.publishedAfter = filter.publishedAfterMs;
    }
    if (filter.publishedBeforeMs !== undefined) {
      where.push("a.published_ms < :publishedBefore");
      params.publishedBefore = filter.publishedBeforeMs;
    }
    const search = filter.search ? searchClause(filter.search.text, params) : null;
    if (search) where.push(search.where);

    const whereSql = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const order = filter.ascending ? "ASC" : "DESC";
    // A search collects all its matches anyway, so it counts them in the same pass (a window
    // count) instead of searching twice; other lists walk an index and stop after one page.
    const countInline = withTotal && filter.search !== undefined;
    // A search ranks title matches first, then summary, then body (searchClause); newest first within each.
    const ranked = search !== null;
    // The page is chosen on the slim table first; texts are joined for those rows only.
    const rows = this.statement(
      `SELECT p.*, ${TEXT_COLUMNS[lang]} FROM (
         SELECT ${LIST_COLUMNS}${countInline ? ", count(*) OVER () AS match_count" : ""}${ranked ? `, ${search.rank} AS search_rank` : ""}
         FROM articles a${ranked ? " JOIN article_headlines h ON h.id = a.id" : ""} ${whereSql}
         ORDER BY ${ranked ? "search_rank, " : ""}a.published_ms ${order}, a.id ${order} LIMIT :limit OFFSET :offset
       ) p JOIN article_texts t ON t.id = p.id
       ORDER BY ${ranked ? "p.search_rank, " : ""}p.published_ms ${order}, p.id ${order}`,
    ).all({ ...params, limit: page.limit, offset: page.offset }) as (ArticleListRow & { match_count?: number; search_rank?: number })[];
    let total = rows.length + page.offset;
    if (countInline && rows[0]?.match_count !== undefined) {
      total = rows[0].match_count;
    } else if (withTotal && (rows.length === page.limit || page.offset > 0)) {
      total = (this.statement(`SELECT count(*) AS n FROM articles a ${whereSql}`).get(params) as { n: number }).n;
    }
    for (const row of rows) {
      delete row.match_count;
      delete row.search_rank;
    }
    return { rows, total };
  }

  get(id: number, lang: Language): ArticleDetailRow | undefined {
    return this.statement(
      `SELECT ${LIST_COLUMNS}, ${TEXT_COLUMNS[lang]}, ${lang === "ta" ? "b.body_ta" : "b.body_en"} AS body, b.body_en, b.body_ta
       FROM articles a JOIN article_texts t ON t.id = a.id JOIN article_bodies b ON b.id = a.id WHERE a.id = ?`,
    ).get(id) as ArticleDetailRow | undefined;
  }

  /** What the generated picture of an article depends on. */
  imageFacts(id: number): { image_seed: number; category_id: number } | undefined {
    return this.statement("SELECT image_seed, category_id FROM articles WHERE id = ?").get(id) as { image_seed: number; category_id: number } | undefined;
  }

  exists(id: number): boolean {
    return this.statement("SELECT 1 FROM articles WHERE id = ?").get(id) !== undefined;
  }

  /** Tag ids of each listed article, in one query. */
  tagIds(articleIds: readonly number[]): Map<number, number[]> {
    const byArticle = new Map<number, number[]>();
    if (articleIds.length === 0) return byArticle;
    const rows = this.statement(
      "SELECT article_id, tag_id FROM article_tags WHERE article_id IN (SELECT value FROM json_each(?)) ORDER BY article_id, tag_id",
    ).all(JSON.stringify(articleIds)) as { article_id: number; tag_id: number }[];
    for (const row of rows) {
      const list = byArticle.get(row.article_id) ?? [];
      list.push(row.tag_id);
      byArticle.set(row.article_id, list);
    }
    return byArticle;
  }

  /** Tag ids by how many articles published since `sinceMs` carry them, most used first. */
  tagUsageSince(sinceMs: number, limit: number): number[] {
    // CROSS JOIN keeps SQLite driving from the date index (recent articles) instead of scanning every tag row.
    const rows = this.statement(
      `SELECT t.tag_id, count(*) AS uses FROM (SELECT id FROM articles WHERE published_ms >= ?) a
       CROSS JOIN article_tags t ON t.article_id = a.id GROUP BY t.tag_id ORDER BY uses DESC, t.tag_id ASC LIMIT ?`,
    ).all(sinceMs, limit) as { tag_id: number }[];
    return rows.map((row) => row.tag_id);
  }

  articleCountByAuthor(): Map<number, number> {
    const rows = this.statement("SELECT author_id, count(*) AS n FROM articles GROUP BY author_id").all() as {
      author_id: number;
      n: number;
    }[];
    return new Map(rows.map((row) => [row.author_id, row.n]));
  }

  count(): number {
    return (this.statement("SELECT count(*) AS n FROM articles").get() as { n: number }).n;
  }
}

/**
 * The words of a reader's search, as the index compares them: NFC, lowercased, split on
 * whitespace, at most MAX_SEARCH_TERMS. Characters no text contains and SQLite cannot
 * carry (control characters: a NUL ends an FTS5 string early, "unterminated string";
 * lone surrogates; U+FFFE/U+FFFF) separate words like spaces, so any input is a query.
 */
export function searchTerms(text: string): string[] {
  const clean = text.replace(UNSEARCHABLE, " ");
  return foldForSearch(clean).trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
}

const UNSEARCHABLE = /[\p{Cc}\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * An FTS5 MATCH expression that finds every term as a substring and is never query syntax:
 * each term is one double-quoted string (its quotes doubled), so `*`, `NEAR(`, `AND`, `:`,
 * brackets and `^` are plain text. Null when no term is long enough for the trigram index.
 */
export function ftsMatchExpression(terms: readonly string[]): string | null {
  const long = terms.filter((term) => [...term].length >= TRIGRAM);
  if (long.length === 0) return null;
  return long.map((term) => `"${term.replace(/"/g, '""')}"`).join(" AND ");
}

type SearchSql = { where: string; rank: string };

/** `test(column)` for each language's column, joined by OR: a term found in either language. */
function inEither(test: (column: (typeof SEARCH_COLUMNS)[number]) => string): string {
  return `(${SEARCH_COLUMNS.map(test).join(" OR ")})`;
}

/**
 * Each whitespace-separated term must occur (substring, case-insensitive) in the story, in English or in Tamil
 * (issue 29: a reader who types "Chennai" on a Tamil page, or "தங்கம்" on an English one, finds the stories,
 * shown in the page's language). Terms of 3+ characters use the trigram index over both languages' title,
 * summary and body (ftsMatchExpression: a MATCH on the table, not a column, looks in every column, and each
 * quoted term may match in either). Shorter terms (requirements §5: search starts at 2 characters) cannot use a
 * trigram index; they are found in titles and summaries by a scan of the narrow, lowercased article_headlines
 * (instr: no wildcards to escape), fast where scanning every body would not be.
 *
 * `rank` orders the matches (issue 19 §7): 0 when every term is in a title (of either language),
 * 1 when every term is in a title or summary, 2 when the body was needed. Headlines hold
 * "title\nsummary", so the title is what comes before the first line break.
 * Null when there is nothing to search for.
 */
function searchClause(text: string, params: Record<string, string | number>): SearchSql | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const conditions: string[] = [];
  const match = ftsMatchExpression(terms);
  if (match) {
    params.searchMatch = match;
    conditions.push("a.id IN (SELECT rowid FROM article_search WHERE article_search MATCH :searchMatch)");
  }
  const short = terms.filter((term) => [...term].length < TRIGRAM);
  if (short.length > 0) {
    const tests = short.map((term, index) => {
      params[`searchShort${index}`] = term;
      return inEither((column) => `instr(${column}, :searchShort${index}) > 0`);
    });
    conditions.push(`a.id IN (SELECT id FROM article_headlines WHERE ${tests.join(" AND ")})`);
  }
  const title = (column: string) => `substr(h.${column}, 1, instr(h.${column} || char(10), char(10)) - 1)`;
  const inTitle = terms.map((term, index) => {
    params[`searchTerm${index}`] = term;
    return inEither((column) => `instr(${title(column)}, :searchTerm${index}) > 0`);
  });
  const inHeadline = terms.map((_, index) => inEither((column) => `instr(h.${column}, :searchTerm${index}) > 0`));
  const rank = `CASE WHEN ${inTitle.join(" AND ")} THEN 0 WHEN ${inHeadline.join(" AND ")} THEN 1 ELSE 2 END`;
  return { where: conditions.join(" AND "), rank };
}
