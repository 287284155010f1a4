/**
 * "Most read" (issue 29): the most viewed article paths of the last 24 hours in one language, from MOST_READ_URL
 * (GET ?language=&hours=24&limit=), which is the embedded newsroom's `/analytics/v1/most-read` unless the operator
 * names another (server.ts decides, .env.example says how). Through the one road like every upstream read
 * (architecture rule 3): a deadline, the breaker, the answer checked by its schema, and a copy kept for
 * MOST_READ_TTL_MS, served stale while it is read again and for an hour when the collector fails.
 */
import type { Language } from "../i18n/language";
import { getEnv } from "../config/env.server";
import { createUpstreamClient, path, type Fetched } from "./http.server";
import { mostReadResponseSchema } from "./schemas-page-views";

/** The window the list counts, in hours (the words: "last 24 h"). */
const MOST_READ_HOURS = 24;

const HOUR_MS = 3_600_000;

const client = createUpstreamClient({ service: "analytics", baseUrl: () => getEnv().MOST_READ_URL });

/** Whether a list can be read at all: without a URL there is none, and no call is made. */
export function mostReadConfigured(): boolean {
  return Boolean(getEnv().MOST_READ_URL);
}

/** The `limit` most viewed article paths in `language`, most viewed first. */
export async function getMostReadPaths(language: Language, limit: number): Promise<Fetched<string[]>> {
  const ttlMs = getEnv().MOST_READ_TTL_MS;
  return client.get(path``, {
    ttlMs,
    staleMs: ttlMs,
    staleIfErrorMs: HOUR_MS,
    language,
    query: { language, hours: MOST_READ_HOURS, limit },
    schema: mostReadResponseSchema.transform((body) => body.data.data.map((row) => row.path)),
  });
}

/** The newsroom's most-read endpoint, under its base URL (server.ts points MOST_READ_URL at it when it keeps the counts). */
export const NEWSROOM_MOST_READ_PATH = "analytics/v1/most-read";
