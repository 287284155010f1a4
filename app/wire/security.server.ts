/**
 * The safety of each exchange: the security headers, with a fresh CSP nonce per document (every
 * <script> of the page carries it: app/wire/nonce.ts), and cross-site writes refused.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../config/env.server";
import { languageFromPath } from "../i18n/language";
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

/** Security headers on every response; a document also gets its CSP nonce (`res.locals.cspNonce`). */
export function securityHeaders(env: Env) {
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
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .setHeader("Cache-Control", "no-store")
      .end(`${translatorFor(languageFromPath(req.path))("serverShell.crossSiteForm")}\n`);
  };
}
