/**
 * What every newsroom router needs, built once by createNewsroom: the database and its
 * article store, the taxonomy, where payload URLs point, the clock and the log.
 */
import type { JSONWebKeySet } from "jose";
import type { ArticleStore } from "./articles";
import type { NewsroomDatabase } from "./db";
import type { LiveDesk } from "./live";
import type { PayloadContext } from "./payloads";
import type { Taxonomy } from "./taxonomy";

export type NewsroomContext = {
  db: NewsroomDatabase;
  store: ArticleStore;
  /** Live stories' updates (issue 21): read into article details, written by the editor's endpoint. */
  live: LiveDesk;
  taxonomy: Taxonomy;
  /** `baseUrl` is filled in once the server listens (image URLs are absolute on it). */
  payload: PayloadContext;
  now: () => Date;
  log: (line: string) => void;
  productKey: string;
  fixedOtp: string | undefined;
  /** Whether one-time codes are written to the log (development and tests; never in production). */
  logOtp: boolean;
  googleClientId: string | undefined;
  googleJwks: JSONWebKeySet;
};
