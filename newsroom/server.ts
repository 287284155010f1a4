/**
 * The newsroom: both upstream services (the older news API under /api and the media
 * service under /core-svc, /news-svc, /media), and the site's page-view counts under
 * /analytics, over one SQLite database, on a loopback port.
 * The website's server starts it when no upstream URLs are configured; tests start it too.
 *
 *   const newsroom = await createNewsroom({ dbPath, productKey: "…", port: 0 });
 *   newsroom.legacyUrl  // http://127.0.0.1:PORT/api
 *   newsroom.mediaUrl   // http://127.0.0.1:PORT
 *   await newsroom.close();
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { JSONWebKeySet } from "jose";
import { accountsApi } from "./accounts";
import { analyticsApi } from "./analytics";
import { ArticleStore } from "./articles";
import { CommentStreams, commentsApi } from "./comments";
import type { NewsroomContext } from "./context";
import { countArticles, openDatabase, shiftSeedToToday, type NewsroomDatabase } from "./db";
import { faultMiddleware, type Fault } from "./faults";
import { DEV_GOOGLE_JWKS } from "./google-dev-keys";
import { errorHandler, unknownRoute } from "./http";
import { imagesRoute } from "./images";
import { legacyApi } from "./legacy-api";
import { editorApi, LiveDesk } from "./live";
import { mediaApi } from "./media-api";
import { DEFAULT_ARTICLE_COUNT, seedDatabase } from "./seed";
import { Taxonomy } from "./taxonomy";

export type { Fault };

export type NewsroomOptions = {
  /** SQLite file (created and seeded when empty); ":memory:" works too. */
  dbPath: string;
  /** Default "127.0.0.1": the newsroom is never meant to face the internet. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Every one-time code is this (tests); otherwise codes are random. */
  fixedOtp?: string;
  /** The value the `x-product-key` header must carry to like a comment (requirements §6). */
  productKey: string;
  /** When set, Google ID tokens must be for this audience. */
  googleClientId?: string;
  /** Keys Google ID tokens are verified against; default: the dev key set of google-dev-keys.ts. */
  googleJwks?: JSONWebKeySet;
  /** Articles to seed into an empty database (default 1500, at most 100000). */
  articles?: number;
  /**
   * false: the dates stay as seeded when the day changes while it runs (tests); default true: a reused seed moves
   * forward at each new day so today has news.
   */
  keepToday?: boolean;
  /** Where OTP codes (outside production) and internal errors are written; default console. */
  log?: (line: string) => void;
  /** Write one-time codes to `log`; default: when NODE_ENV is not "production". */
  logOtp?: boolean;
  /** The clock (seeding, date shifting, OTP and token expiry, trending window). */
  now?: () => Date;
  /** The key of the editor's endpoint (live updates, newsroom/live.ts); without it the endpoint is off. */
  editorKey?: string;
};

export type Newsroom = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** Base of the older service: url + "/api". */
  legacyUrl: string;
  /** Base of the media service: the same as url. */
  mediaUrl: string;
  db: NewsroomDatabase;
  close(): Promise<void>;
  setFault(fault: Fault | null): void;
};

const JSON_BODY_LIMIT = "16kb";
const FRESHNESS_CHECK_MS = 60_000;

export async function createNewsroom(options: NewsroomOptions): Promise<Newsroom> {
  const log = options.log ?? ((line: string) => console.log(`[newsroom] ${line}`));
  const now = options.now ?? (() => new Date());
  const db = openDatabase(options.dbPath);

  try {
    if (countArticles(db) === 0) {
      const seeded = seedDatabase(db, { count: options.articles ?? DEFAULT_ARTICLE_COUNT, now: now() });
      if (seeded.seeded) log(`seeded ${seeded.articles} articles in ${seeded.milliseconds} ms`);
    }
    const shifted = shiftSeedToToday(db, now());
    if (shifted > 0) log(`moved the seeded articles forward ${shifted} day(s) so today has news`);
  } catch (error) {
    db.close();
    throw error;
  }

  const taxonomy = new Taxonomy(db);
  const payload = { baseUrl: "", taxonomy };
  const ctx: NewsroomContext = {
    db,
    store: new ArticleStore(db),
    live: new LiveDesk({ db, now, payload }),
    taxonomy,
    payload,
    now,
    log,
    productKey: options.productKey,
    fixedOtp: options.fixedOtp,
    logOtp: options.logOtp ?? process.env.NODE_ENV !== "production",
    googleClientId: options.googleClientId,
    googleJwks: options.googleJwks ?? DEV_GOOGLE_JWKS,
  };
  const streams = new CommentStreams();
  let fault: Fault | null = null;
  let lastFreshnessCheck = now().getTime();

  const app = express();
  app.disable("x-powered-by");
  // Flat query values only: a repeated parameter becomes an array, which the handlers answer with 400.
  app.set("query parser", "simple");

  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true, articles: ctx.store.count() });
  });
  app.use(faultMiddleware(() => fault));
  // A long-running newsroom crosses midnight too: keep today's share of news (see shiftSeedToToday), unless told not to.
  app.use((_req, _res, next) => {
    const at = now().getTime();
    if (options.keepToday !== false && Math.abs(at - lastFreshnessCheck) >= FRESHNESS_CHECK_MS) {
      lastFreshnessCheck = at;
      const days = shiftSeedToToday(db, now());
      if (days > 0) log(`moved the seeded articles forward ${days} day(s) so today has news`);
    }
    next();
  });
  // Before the shared body parser: a batch of page views has its own, larger limit.
  app.use(analyticsApi(ctx));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use("/api", legacyApi(ctx));
  app.use(mediaApi(ctx));
  app.use(accountsApi(ctx));
  app.use(commentsApi(ctx, streams));
  app.use(editorApi(ctx.live, options.editorKey));
  app.use(imagesRoute(ctx));
  app.use(unknownRoute);
  app.use(errorHandler(log));

  const server = createServer(app);
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  const host = options.host ?? "127.0.0.1";
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  ctx.payload.baseUrl = url;

  let closing: Promise<void> | undefined;
  return {
    url,
    legacyUrl: `${url}/api`,
    mediaUrl: url,
    db,
    setFault(next) {
      fault = next;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        streams.closeAll();
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
