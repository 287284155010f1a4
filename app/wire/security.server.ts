/**
 * The safety of each exchange: the security headers, with a fresh CSP nonce per document (every
 * <script> of the page carries it: app/wire/nonce.ts), and cross-site writes refused.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import type { Env } from "../config/env.server";
import { requestLanguage } from "../http/request-language";
import { translatorFor } from "../i18n/resources";
import { keepNonceWithCopy } from "./http-conditional.server";
import { ASSET_PATH } from "./static-files.server";

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
    // Fonts and connections are default-src's 'self'; Google's sign-in adds its own calls.
    ...(google ? [`connect-src 'self'${google}`] : []),
    `frame-src${videoPlayers}${google}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(env.PUBLIC_ORIGIN?.startsWith("https:") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** An SVG file's own policy: nothing loads or runs, its inline styles apply. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Any other answer that is not a document (JSON, event streams, text, feeds): nothing loads, nothing frames it. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The service worker's script: its policy is the worker's, so it gets the page's. */
const WORKER_SCRIPT = "/sw.js";

/** A document's policies (an HTML answer, or the worker's script): its CSP with this response's nonce, and the rest. */
function documentHeaders(res: Response, nonce: string, env: Env): void {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, env));
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  // Google's sign-in popup must be able to answer the page that opened it.
  res.setHeader("Cross-Origin-Opener-Policy", env.GOOGLE_CLIENT_ID ? "same-origin-allow-popups" : "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
}

/**
 * Security headers on every response. Every answer is `nosniff`. A document (an HTML answer) gets the document's
 * policies, with a fresh CSP nonce (`res.locals.cspNonce`); what it is is known only when its head is written, so the
 * choice is made then. Anything else gets a short policy of its own: the document policies (some 600 bytes) mean
 * nothing on a script, a font, JSON or an event stream, and a first visit asks for ~40 of them over HTTP/1.1.
 */
export function securityHeaders(env: Env) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Built scripts and styles, fonts, pictures and manifests: files, never a document.
    if (ASSET_PATH.test(req.path)) {
      // A picture opened on its own is a document: ours have no scripts, and this says none may run.
      if (req.path.endsWith(".svg")) res.setHeader("Content-Security-Policy", SVG_POLICY);
      return next();
    }
    if (req.secure || env.PUBLIC_ORIGIN?.startsWith("https:")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // A 304 must not hand the reader's stored page a new nonce; the ETag names the nonce of its copy. on-headers
    // runs its listeners last registered first: this one is registered before the choice below, so it runs after
    // it and takes the policy that choice set off a 304.
    keepNonceWithCopy(req, res, nonce);
    // Decided when the head is written (by writeHead, or by the first write), when the Content-Type is known.
    onHeaders(res, () => {
      const type = String(res.getHeader("content-type") ?? "");
      if (type.startsWith("text/html") || req.path === WORKER_SCRIPT) documentHeaders(res, nonce, env);
      else res.setHeader("Content-Security-Policy", type.startsWith("image/svg+xml") ? SVG_POLICY : RESOURCE_POLICY);
    });
    next();
  };
}

/**
 * Cross-site POSTs are refused (CSRF), for every action at once: a browser says where a
 * request comes from with `Sec-Fetch-Site` and `Origin`. Requests that send neither
 * (text-mode browsers, curl) pass; the session cookie is SameSite=Lax besides. The refusal is said in the
 * request's language, as decided once as it entered (app/http/request-language.ts).
 */
export function refuseCrossSiteWrites(publicOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = new Set([`${req.protocol}://${req.get("host") ?? ""}`, ...(publicOrigin ? [publicOrigin] : [])]);
    const crossSite = site === "cross-site" || site === "same-site" || (origin !== undefined && !own.has(origin));
    if (!crossSite) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .setHeader("Cache-Control", "no-store")
      .end(`${translatorFor(requestLanguage(req, res))("serverShell.crossSiteForm")}\n`);
  };
}
