/**
 * The web server, assembled from the Remix build (it imports no module of app/: app/server-kit.server.ts, decision
 * 0043): the environment (app/config), the embedded newsroom when no upstream is
 * configured, then, in order, what every request passes through on its way to Remix and back to the
 * socket (app/wire: security headers and nonce, compression and its flushes, files, the HTML cache), and a
 * graceful shutdown.
 */
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
// Types only (erased when built): the code comes from the Remix build, one copy of app/ per process (decision 0043).
import type * as ServerKit from "./app/server-kit.server";
import type { Env } from "./app/server-kit.server";
import { editorKeyFrom, writeEditorAccess } from "./newsroom/editor-access";
import { createNewsroom } from "./newsroom/server";

const ROOT = process.cwd();

/** The news services in this process, when no upstream URLs are set. */
async function startEmbeddedNewsroom(env: Env) {
  const dbPath = env.NEWSROOM_DB ?? path.join(ROOT, "newsroom/data/newsroom.sqlite");
  mkdirSync(path.dirname(dbPath), { recursive: true });
  const started = Date.now();
  const editorKey = editorKeyFrom(env.NEWSROOM_EDITOR_KEY);
  const newsroom = await createNewsroom({
    dbPath,
    host: "127.0.0.1",
    port: 0,
    fixedOtp: env.NEWSROOM_FIXED_OTP,
    productKey: env.PRODUCT_KEY,
    googleClientId: env.GOOGLE_CLIENT_ID,
    articles: env.NEWSROOM_ARTICLES,
    keepToday: env.NEWSROOM_KEEP_TODAY === "on",
    log: (line) => console.log(`[newsroom] ${line}`),
    editorKey,
  });
  // `npm run newsroom -- live …` finds the editor's endpoint through this file (owner-only).
  writeEditorAccess(dbPath, { url: newsroom.url, key: editorKey });
  console.log(`[newsroom] embedded news services ready on ${newsroom.url} (loopback only) in ${Date.now() - started} ms`);
  return newsroom;
}

type Build = ServerBuild & { entry: { module: { serverKit: typeof ServerKit } } };

/** The Remix build (`npm run build`), and with it every part of app/ that server.ts assembles. */
export async function loadBuild(): Promise<{ build: ServerBuild; kit: typeof ServerKit }> {
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as Build;
  return { build, kit: build.entry.module.serverKit };
}

export async function startServer(
  env: Env,
  { build, kit }: Awaited<ReturnType<typeof loadBuild>>,
): Promise<{ server: Server; close: () => Promise<void>; port: number }> {
  const {
    PageViewBatcher,
    bareFileErrors,
    closeFollowStore,
    closeRedis,
    connectionDrain,
    countPageViews,
    createHtmlCache,
    decideLanguage,
    flushAfterWrites,
    flushUpstreamStore,
    isBudgetedRequest,
    isRefusedBatch,
    listen,
    loadContext,
    NEWSROOM_MOST_READ_PATH,
    NEWSROOM_PAGE_VIEWS_PATH,
    newsroomMedia,
    pageViewSender,
    refuseCrossSiteWrites,
    securityHeaders,
    setEnv,
    startAlerts,
    staticFiles,
    stopAlerts,
    withPageBudget,
  } = kit;
  const newsroom = env.embeddedNewsroom ? await startEmbeddedNewsroom(env) : null;
  // The build reads this same Env, the newsroom's URLs included: never process.env.
  if (newsroom) env = setEnv({ LEGACY_API_URL: newsroom.legacyUrl, MEDIA_API_URL: newsroom.mediaUrl });

  // Page views go to ANALYTICS_URL, or to the embedded newsroom, which keeps counts; with neither, nowhere.
  const analyticsUrl = env.ANALYTICS_URL ?? (newsroom ? `${newsroom.mediaUrl}/${NEWSROOM_PAGE_VIEWS_PATH}` : undefined);
  const pageViews = analyticsUrl
    ? new PageViewBatcher({ send: pageViewSender(analyticsUrl), isRefused: isRefusedBatch, flushMs: env.ANALYTICS_FLUSH_MS })
    : null;
  if (!pageViews) console.warn("[analytics] ANALYTICS_URL is not set and the news services are not embedded: page views are not counted");
  // "Most read" (issue 29) is read where the counts are kept: MOST_READ_URL, or the embedded newsroom when it keeps them.
  if (!env.MOST_READ_URL && newsroom && !env.ANALYTICS_URL) env = setEnv({ MOST_READ_URL: `${newsroom.mediaUrl}/${NEWSROOM_MOST_READ_PATH}` });

  const drain = connectionDrain();
  const app = express();
  app.disable("x-powered-by");
  // The request's language, decided once here from its URL (decision 0042); everything after reads this decision.
  app.use(decideLanguage);
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);
  app.use(drain.middleware);
  app.use(securityHeaders(env));
  // Above 512 bytes (its default is 1 KB): the web app manifest (843 B, fetched on every first visit) goes at 40%.
  app.use(compression({ threshold: 512 }));
  // Streaming: the headline leaves zlib's buffer before the slow parts of the page are ready.
  app.use(flushAfterWrites);
  app.use(refuseCrossSiteWrites(env.PUBLIC_ORIGIN));
  app.use(staticFiles(path.join(ROOT, "public")));
  if (newsroom) app.use(newsroomMedia(newsroom.url));
  if (pageViews) app.use(countPageViews(pageViews, env.PUBLIC_ORIGIN));
  // One time budget per page for every wait on upstream data (issue 19 §11, decision 0026).
  app.use((req, _res, next) => (isBudgetedRequest(req.method, req.path) ? withPageBudget(env.PAGE_BUDGET_MS, next) : next()));
  // Rendered pages for anonymous readers, reused for a few seconds with a fresh nonce each (decision 0016).
  if (env.HTML_CACHE_TTL_MS > 0) app.use(createHtmlCache({ ttlMs: env.HTML_CACHE_TTL_MS, maxBytes: 32 * 1024 * 1024, maxEntries: 1000 }).middleware);
  const mode = env.NODE_ENV === "production" ? "production" : "development";
  app.all("*", createRequestHandler({ build, mode, getLoadContext: loadContext(pageViews) }));
  app.use(bareFileErrors);

  const { server, port } = await listen(app, env.PORT, env.HOST);
  console.log(`Kural News listening on http://localhost:${port}`);
  // Alerts (issue 30): the Breaking feed watched and the send queue's worker, once the site answers.
  startAlerts();

  let closing: Promise<void> | null = null;
  // Drain and stop accepting, let in-flight requests finish, land the last-good store's pending writes, send the last
  // page views, stop the alerts' watch and queue, then let go of the follows store, Redis and the newsroom.
  const close = () =>
    (closing ??= (async () => {
      await drain.close(server);
      await flushUpstreamStore();
      await pageViews?.close();
      await stopAlerts();
      await closeFollowStore();
      await closeRedis();
      await newsroom?.close();
    })());
  return { server, close, port };
}

/** Starts the server and stops it gracefully on SIGTERM/SIGINT (in-flight requests finish first). */
export async function main(): Promise<void> {
  const loaded = await loadBuild();
  let env: Env;
  try {
    env = loaded.kit.loadEnv(process.env, (line) => console.warn(`[config] ${line}`));
  } catch (error) {
    if (!(error instanceof loaded.kit.EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Issue 9: RSS under 300 MB under load. V8 lets the heap grow to 4× what survives a full collection (220 MB
  // around 65 MB of live objects, ~400 MB RSS); growing by at most 50% collects more often and holds RSS near
  // 260 MB, at some throughput (bench/README.md has the figures). HEAP_GROWING_PERCENT=0 keeps V8's default.
  if (env.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWING_PERCENT}`);
  const { close } = await startServer(env, loaded);
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing in-flight requests, then exiting`);
    const force = setTimeout(() => {
      console.error(`Shutdown took longer than ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) await main();
