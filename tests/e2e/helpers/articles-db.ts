/**
 * The newsroom's articles as the home and article tests need them, read from the
 * database the site under test serves (E2E_NEWSROOM_DB), and one write: giving
 * an article a hostile body, as an upstream could send, for the sanitizer test.
 */
import Database from "better-sqlite3";
import type { Lang } from "../newsroom-db";

let readonly: Database.Database | undefined;

function open(): Database.Database {
  const path = process.env.E2E_NEWSROOM_DB;
  if (!path) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  readonly ??= new Database(path, { readonly: true, fileMustExist: true });
  return readonly;
}

export type ArticleFacts = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  categoryId: number;
  categorySlug: string;
  category: string;
  author: string;
  tags: string[];
  likes: number;
  publishedMs: number;
};

/** An article's facts in a language; `slug` is the public one (`words-{id}`). */
export function article(id: number, lang: Lang): ArticleFacts {
  const row = open()
    .prepare(
      `SELECT a.id, a.slug, a.category_id, a.likes_count, a.published_ms, t.title_${lang} AS title, t.summary_${lang} AS summary,
              c.slug AS category_slug, c.name_${lang} AS category, u.name_${lang} AS author
       FROM articles a JOIN article_texts t ON t.id = a.id JOIN categories c ON c.id = a.category_id JOIN authors u ON u.id = a.author_id
       WHERE a.id = ?`,
    )
    .get(id) as
    | {
        id: number;
        slug: string;
        category_id: number;
        likes_count: number;
        published_ms: number;
        title: string;
        summary: string;
        category_slug: string;
        category: string;
        author: string;
      }
    | undefined;
  if (!row) throw new Error(`no article ${id}`);
  const tags = (
    open().prepare(`SELECT g.name_${lang} AS name FROM article_tags x JOIN tags g ON g.id = x.tag_id WHERE x.article_id = ? ORDER BY g.id`).all(id) as {
      name: string;
    }[]
  ).map((tag) => tag.name);
  return {
    id: row.id,
    slug: `${row.slug}-${row.id}`,
    title: row.title,
    summary: row.summary,
    categoryId: row.category_id,
    categorySlug: row.category_slug,
    category: row.category,
    author: row.author,
    tags,
    likes: row.likes_count,
    publishedMs: row.published_ms,
  };
}

/** The newest web news with tags, not short news: a full article page. */
export function newestTaggedArticle(skip = 0): number {
  const row = open()
    .prepare(
      `SELECT a.id FROM articles a WHERE a.is_shortnews = 0 AND a.news_type = 'Web' AND EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = a.id)
       ORDER BY a.published_ms DESC, a.id DESC LIMIT 1 OFFSET ?`,
    )
    .get(skip) as { id: number };
  return row.id;
}

/** The oldest article: one no other test opens. */
export function oldestArticle(offset = 0): number {
  return (open().prepare("SELECT id FROM articles ORDER BY published_ms ASC, id ASC LIMIT 1 OFFSET ?").get(offset) as { id: number }).id;
}

export function commentCount(id: number): number {
  return (open().prepare("SELECT count(*) AS n FROM comments WHERE news_id = ?").get(id) as { n: number }).n;
}

export function categoryOf(id: number): number {
  return (open().prepare("SELECT category_id FROM articles WHERE id = ?").get(id) as { category_id: number }).category_id;
}

/** Gives article `id` this body in both languages (what a compromised or careless upstream might send). */
export function setBody(id: number, html: string): void {
  const path = process.env.E2E_NEWSROOM_DB!;
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE article_bodies SET body_en = ?, body_ta = ? WHERE id = ?").run(html, html, id);
  } finally {
    db.close();
  }
}
