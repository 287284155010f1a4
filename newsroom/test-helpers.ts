/**
 * For the newsroom's own tests: start a real newsroom on a free port over a fresh
 * temporary database, and fetch JSON from it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createNewsroom, type Newsroom, type NewsroomOptions } from "./server";

export const TEST_PRODUCT_KEY = "test-product-key-0123456789";
const TEST_ARTICLES = 300;

/** Every article with its texts and bodies, as one table expression for test queries. */
export const FULL_ARTICLES = `(SELECT a.*, t.title_en, t.summary_en, t.meta_en, t.title_ta, t.summary_ta, t.meta_ta, b.body_en, b.body_ta
  FROM articles a JOIN article_texts t ON t.id = a.id JOIN article_bodies b ON b.id = a.id)`;

export type TestNewsroom = Newsroom & {
  /** Lines the newsroom logged (OTP codes among them). */
  logLines: string[];
  stop(): Promise<void>;
};

export async function startTestNewsroom(options: Partial<NewsroomOptions> = {}): Promise<TestNewsroom> {
  const directory = mkdtempSync(join(tmpdir(), "newsroom-test-"));
  const logLines: string[] = [];
  const newsroom = await createNewsroom({
    dbPath: join(directory, "newsroom.sqlite"),
    productKey: TEST_PRODUCT_KEY,
    articles: TEST_ARTICLES,
    log: (line) => logLines.push(line),
    ...options,
  });
  return {
    ...newsroom,
    logLines,
    async stop() {
      await newsroom.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type JsonAnswer = { status: number; body: unknown; headers: Headers };

/** Fetches and parses JSON (body is the raw text when it is not JSON). */
export async function fetchJson(url: string, init: RequestInit & { json?: unknown } = {}): Promise<JsonAnswer> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(url, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** Headers for a media-service call in a language, optionally signed in. */
export function mediaHeaders(lang: "en" | "ta", token?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
}
