/**
 * The web server: security headers with a per-request CSP nonce, compression,
 * static assets, the embedded newsroom when no upstream is configured, Remix for
 * everything else, and a graceful shutdown.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { isPersonVisit, pageView } from "./app/analytics/page-view";
import { PageViewBatcher, type PageViewRecorder } from "./app/analytics/page-view-batcher.server";
import { EnvError, loadEnv, type Env } from "./app/config/env.server";
import { createHtmlCache, flushAfterWrites } from "./app/wire/html-cache.server";
import { keepNonceWithCopy } from "./app/wire/http-conditional.server";
import { isBudgetedRequest, withPageBudget } from "./app/upstream/page-budget.server";
import { isRefusedBatch, NEWSROOM_PAGE_VIEWS_PATH, pageViewSender } from "./app/upstream/analytics.server";
import { createNewsroom } from "./newsroom/server";

type Newsroom = Awaited<ReturnType<typeof createNewsroom>>;

const ROOT = process.cwd();
const BUILD_PATH = path.join(ROOT, "build/server/index.js");
const PUBLIC_DIR = path.join(ROOT, "public");

/** How long a shutting-down server keeps reading requests already on their way (see close()). */
const SHUTDOWN_GRACE_MS = 1000;

/**
 * Google's sign-in (issue 6), only when GOOGLE_CLIENT_ID is set: its script, the button's frame, its
 * calls and stylesheet, all under accounts.google.com/gsi/ (Google's CSP guidance for Identity Services).
 */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";

function contentSecurityPolicy(nonce: string, env: Env): string {
  const google = env.GOOGLE_CLIENT_ID ? ` ${GOOGLE_SIGN_IN}` : "";
  // Video players in article bodies, loaded when the reader presses play (VIDEO_PLAYER_ORIGINS in
  // app/news/video-embed.ts, decision 0028): exactly these, and Google's sign-in frame when it is offered.
  const videoPlayers = " https://www.youtube-nocookie.com https://player.vimeo.com";
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets our own scripts add Google's; the host is listed for browsers without it.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${google}`,
    // React renders a few style attributes (image aspect boxes); no inline scripts are ever allowed.
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${google}`,
    `frame-src${videoPlayers}${google}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(env.PUBLIC_ORIGIN?.startsWith("https:") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Static files served as they are (public/build, fonts, badges, share pictures); a missing one is a bare 404, never a page. */
const ASSET_PATH = /^\/(build|fonts|badges|share)\//;

function securityHeaders(env: Env) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Built scripts and styles, fonts and pictures: none is a document, so the document policies (about
    // 900 bytes a response, on some 30 responses of a first visit over HTTP/1.1) only cost bytes there.
    if (ASSET_PATH.test(req.path)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      return next();
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, env));
    // A 304 must not hand the reader's stored page a new nonce; the ETag names the nonce of its copy.
    keepNonceWithCopy(req, res, nonce);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Google's sign-in popup must be able to answer the page that opened it.
    res.setHeader("Cross-Origin-Opener-Policy", env.GOOGLE_CLIENT_ID ? "same-origin-allow-popups" : "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()");
    if (req.secure || env.PUBLIC_ORIGIN?.startsWith("https:")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

/**
 * Cross-site POSTs are refused (CSRF), for every action at once: a browser says where a
 * request comes from with `Sec-Fetch-Site` and `Origin`. Requests that send neither
 * (text-mode browsers, curl) pass; the session cookie is SameSite=Lax besides.
 */
export function refuseCrossSiteWrites(publicOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = new Set([`${req.protocol}://${req.get("host") ?? ""}`, ...(publicOrigin ? [publicOrigin] : [])]);
    const crossSite = site === "cross-site" || site === "same-site" || (origin !== undefined && !own.has(origin));
    if (!crossSite) return next();
    const tamil = req.path === "/tamil" || req.path.startsWith("/tamil/");
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .setHeader("Cache-Control", "no-store")
      .end(tamil ? "இந்தப் படிவம் வேறு தளத்திலிருந்து அனுப்பப்பட்டதால் ஏற்கப்படவில்லை.\n" : "This form was sent from another site, so it was refused.\n");
  };
}

/** Images of the embedded newsroom: it listens on loopback only, so the site serves its /media/ paths. */
function newsroomMediaProxy(newsroom: Newsroom) {
  const allowed = /^\/media\/news\/\d{1,12}\/\d{2,4}\.svg$/;
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !allowed.test(req.path)) return next();
    try {
      const upstream = await fetch(`${newsroom.url}${req.path}`, { signal: AbortSignal.timeout(2000) });
      if (!upstream.ok) return next();
      res.status(200);
      res.setHeader("Content-Type", upstream.headers.get("content-type") ?? "image/svg+xml");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      // An SVG opened on its own must not run anything.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await upstream.arrayBuffer()));
    } catch {
      next();
    }
  };
}

/**
 * Page views, counted here without any script in the page (issue 7): each HTML
 * document answered 200 to a GET from a person (not a bot, not a prefetch) is one
 * view. Data requests (`.data`), redirects, errors and assets are not documents.
 * Client navigations are counted by the page's beacon (routes/page-view.ts) instead.
 */
export function countPageViews(recorder: PageViewRecorder, publicOrigin: string | undefined) {
  const originHost = publicOrigin ? new URL(publicOrigin).host : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET") return next();
    res.once("finish", () => {
      if (res.statusCode !== 200 || !String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      if (!isPersonVisit({ get: (name) => req.get(name) ?? null })) return;
      const ownHosts = [req.get("host") ?? "", ...(originHost ? [originHost] : [])];
      const view = pageView({ path: req.originalUrl, referrer: req.get("referer"), ownHosts, at: new Date() });
      if (view) recorder.record(view);
    });
    next();
  };
}

export async function startServer(): Promise<{ server: Server; close: () => Promise<void>; port: number }> {
  let env: Env;
  try {
    env = loadEnv(process.env, (line) => console.warn(`[config] ${line}`));
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let newsroom: Newsroom | null = null;
  if (env.embeddedNewsroom && !process.env.EMBEDDED_NEWSROOM) {
    const dbPath = env.NEWSROOM_DB ?? path.join(ROOT, "newsroom/data/newsroom.sqlite");
    mkdirSync(path.dirname(dbPath), { recursive: true });
    const started = Date.now();
    newsroom = await createNewsroom({
      dbPath,
      host: "127.0.0.1",
      port: 0,
      fixedOtp: env.NEWSROOM_FIXED_OTP,
      productKey: env.PRODUCT_KEY,
      googleClientId: env.GOOGLE_CLIENT_ID,
      articles: env.NEWSROOM_ARTICLES,
      log: (line) => console.log(`[newsroom] ${line}`),
    });
    console.log(`[newsroom] embedded news services ready on ${newsroom.url} (loopback only) in ${Date.now() - started} ms`);
    // The Remix build reads its own copy of the environment: hand it the same values.
    Object.assign(process.env, {
      LEGACY_API_URL: newsroom.legacyUrl,
      MEDIA_API_URL: newsroom.mediaUrl,
      SESSION_SECRET: env.SESSION_SECRET,
      PRODUCT_KEY: env.PRODUCT_KEY,
      EMBEDDED_NEWSROOM: "1",
    });
    env = loadEnv(process.env, () => undefined);
  }

  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;

  // Page views go to ANALYTICS_URL, or to the embedded newsroom, which keeps counts; with neither, nowhere.
  const analyticsUrl =
    env.ANALYTICS_URL ?? (env.embeddedNewsroom && env.MEDIA_API_URL ? `${env.MEDIA_API_URL}/${NEWSROOM_PAGE_VIEWS_PATH}` : undefined);
  const pageViews = analyticsUrl
    ? new PageViewBatcher({ send: pageViewSender(analyticsUrl), isRefused: isRefusedBatch, flushMs: env.ANALYTICS_FLUSH_MS })
    : null;
  if (!pageViews) console.warn("[analytics] ANALYTICS_URL is not set and the news services are not embedded: page views are not counted");

  const app = express();
  app.disable("x-powered-by");
  // While shutting down, answers tell keep-alive clients to reconnect (to another instance), and a
  // connection whose answer began before the shutdown is ended once that answer is out (issue 10).
  let draining = false;
  app.use((req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    else res.once("finish", () => draining && req.socket.end());
    next();
  });
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
  app.use(securityHeaders(env));
  app.use(compression());
  // Streaming: the headline leaves zlib's buffer before the slow parts of the page are ready.
  app.use(flushAfterWrites);
  app.use(refuseCrossSiteWrites(env.PUBLIC_ORIGIN));

  // Hashed names: a file never changes, so no validators (ETag, Last-Modified) and no ranges. A first visit asks
  // for ~35 of them; over HTTP/1.1 every header line is paid again on each (issue 9's bytes). Compressed once at
  // build time (app/wire/build/precompress.mjs: brotli 11, gzip 9) and sent as the reader's Accept-Encoding allows;
  // `compression` leaves a response that already has a Content-Encoding alone.
  app.use(
    "/build",
    expressStaticGzip(path.join(PUBLIC_DIR, "build"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false, etag: false, lastModified: false, acceptRanges: false },
    }),
  );
  // Only paths that name a file (favicon.svg, robots.txt…) look in public/: pages skip the disk lookup.
  const publicFiles = express.static(PUBLIC_DIR, { maxAge: "1h", index: false, redirect: false });
  // Fonts, store badges, brand icons and share pictures change name when they change: a month in the reader's cache.
  const lastingFiles = express.static(PUBLIC_DIR, { maxAge: "30d", index: false, redirect: false, fallthrough: false });
  app.use((req, res, next) => (/^\/(fonts|badges|icons|share)\//.test(req.path) ? lastingFiles(req, res, next) : next()));
  app.use((req, res, next) => (/\.[a-z0-9]{1,8}$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  if (newsroom) app.use(newsroomMediaProxy(newsroom));
  if (pageViews) app.use(countPageViews(pageViews, env.PUBLIC_ORIGIN));
  // One time budget per page for every wait on upstream data (issue 11, decision 0026).
  app.use((req, _res, next) => (isBudgetedRequest(req.method, req.path) ? withPageBudget(env.PAGE_BUDGET_MS, next) : next()));
  // Rendered pages for anonymous readers, reused for a few seconds with a fresh nonce each (decision 0016).
  const htmlCacheTtlMs = Number(process.env.HTML_CACHE_TTL_MS ?? 5000);
  if (Number.isFinite(htmlCacheTtlMs) && htmlCacheTtlMs > 0) {
    app.use(createHtmlCache({ ttlMs: htmlCacheTtlMs, maxBytes: 32 * 1024 * 1024, maxEntries: 1000 }).middleware);
  }

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === "production" ? "production" : "development",
      // req.ip honours X-Forwarded-For only when TRUST_PROXY is set, so a spoofed header cannot reset a rate limit.
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "",
        ...(pageViews ? { pageViews } : {}),
        // A document (not a single-fetch `.data` request): island data stays on the server (app/wire/islands.tsx).
        ...(req.path.endsWith(".data") ? {} : { islands: new Map<string, unknown>() }),
      }),
    }),
  );
  // Errors of the static files (a missing or forbidden asset): a bare status line, never a path or a stack.
  app.use((error: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    res.status(status).type("text/plain; charset=utf-8").setHeader("Cache-Control", "no-store");
    res.end(status === 404 ? "Not found\n" : status === 403 ? "Forbidden\n" : "Error\n");
  });

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Kural News listening on http://localhost:${port}`);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      // Drain, then stop accepting, let in-flight requests finish, send the last page views, then stop
      // the newsroom. For a short grace the server still reads what clients already sent (a busy event
      // loop may not have read a request yet, and server.close() drops connections it thinks idle),
      // answering with `Connection: close`; then it stops listening and closes idle connections.
      // Connections still answering close after their answer, so none holds the shutdown for the
      // 65 s keep-alive (issue 10, decision 0014).
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await pageViews?.close();
      await newsroom?.close();
    })());

  return { server, close, port };
}

/**
 * Issue 9: under 300 MB RSS under load. What a page render leaves behind is short-lived, but with V8's default
 * heap growing factor (up to 4× what survives a full collection) the heap grew to 220 MB around 65 MB of live
 * objects, and RSS to ~400 MB. Growing by at most 50% collects more often and holds RSS near 260 MB, at some
 * throughput (bench/README.md has the figures). HEAP_GROWING_PERCENT overrides it; 0 is V8's default.
 */
function keepHeapSmall(): void {
  const percent = Number(process.env.HEAP_GROWING_PERCENT ?? 50);
  if (Number.isInteger(percent) && percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** Starts the server and stops it gracefully on SIGTERM/SIGINT (in-flight requests finish first). */
export async function main(): Promise<void> {
  keepHeapSmall();
  const { close } = await startServer();
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing in-flight requests, then exiting`);
    const force = setTimeout(() => {
      console.error("Shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
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
