/**
 * Files served as they are, before any page is rendered: the build's hashed scripts and styles
 * (precompressed), fonts, badges, icons and share pictures, the few files at the root of public/,
 * and the embedded newsroom's pictures. A missing or forbidden one is a bare status line, never a page.
 */
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Static files served as they are, never a document: public/build, fonts, badges, icons, share pictures, the
 * favicons, iOS's home-screen icon and the web app manifests. Not /sw.js: a worker's policy is the one its script is
 * sent with.
 */
export const ASSET_PATH = /^\/(?:(?:build|fonts|badges|icons|share)\/|favicon\.(?:svg|ico)$|apple-touch-icon\.png$|(?:tamil\/)?manifest\.webmanifest$)/;

/** public/: build/ (hashed names), files that change name when they change, and the rest. */
export function staticFiles(publicDir: string): express.Router {
  const router = express.Router();
  // Hashed names: a file never changes, so no validators (ETag, Last-Modified) and no ranges. A first visit asks
  // for ~35 of them; over HTTP/1.1 every header line is paid again on each (issue 9's bytes). Compressed once at
  // build time (app/wire/build/precompress.mjs: brotli 11, gzip 9) and sent as the reader's Accept-Encoding allows;
  // `compression` leaves a response that already has a Content-Encoding alone.
  router.use(
    "/build",
    expressStaticGzip(path.join(publicDir, "build"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false, etag: false, lastModified: false, acceptRanges: false },
    }),
  );
  // The service worker (public/sw.js, built by scripts/build-sw.mjs; decision 0039): asked again on every
  // navigation, so a deploy's new worker is seen at once; it controls the whole site.
  const serviceWorker = express.static(publicDir, {
    index: false,
    redirect: false,
    fallthrough: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Service-Worker-Allowed", "/");
    },
  });
  router.use((req, res, next) => (req.path === "/sw.js" ? serviceWorker(req, res, next) : next()));
  // Only paths that name a file (favicon.svg, robots.txt…) look in public/: pages skip the disk lookup.
  const publicFiles = express.static(publicDir, { maxAge: "1h", index: false, redirect: false });
  // Fonts, store badges, brand icons and share pictures change name when they change: a month in the reader's cache.
  // So does iOS's home-screen icon (issue 29), whose name is fixed by iOS: a new mark reaches an iPhone within the
  // month, as the app icons beside it do.
  const lastingFiles = express.static(publicDir, { maxAge: "30d", index: false, redirect: false, fallthrough: false });
  router.use((req, res, next) => (/^\/(?:(?:fonts|badges|icons|share)\/|apple-touch-icon\.png$)/.test(req.path) ? lastingFiles(req, res, next) : next()));
  // (".webmanifest", the web app manifests, is the longest extension there.)
  router.use((req, res, next) => (/\.[a-z0-9]{1,11}$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}

/** Pictures of the embedded newsroom at `baseUrl`: it listens on loopback only, so the site serves its /media/ paths. */
export function newsroomMedia(baseUrl: string) {
  const allowed = /^\/media\/news\/\d{1,12}\/\d{2,4}\.svg$/;
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !allowed.test(req.path)) return next();
    try {
      const upstream = await fetch(`${baseUrl}${req.path}`, { signal: AbortSignal.timeout(2000) });
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

/** Errors of the static files (a missing or forbidden asset): a bare status line, never a path or a stack. */
export function bareFileErrors(error: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = error.status ?? error.statusCode ?? 500;
  res.status(status).type("text/plain; charset=utf-8").setHeader("Cache-Control", "no-store");
  res.end(status === 404 ? "Not found\n" : status === 403 ? "Forbidden\n" : "Error\n");
}
