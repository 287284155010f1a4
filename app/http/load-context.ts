import type { Request, Response } from "express";
import type { PageViewRecorder } from "../analytics/page-view-batcher.server";
import type { Language } from "../i18n/language";
import { requestLanguage } from "./request-language";

/** What server.ts hands every loader and action (getLoadContext). */
export type AppLoadContext = {
  /** The request's language, decided once as it entered (app/http/request-language.ts): loaders and actions read it here. */
  language: Language;
  /** Fresh per response; every <script> carries it (CSP). */
  cspNonce: string;
  /** The reader's address as express sees it (`req.ip`): X-Forwarded-For counts only when TRUST_PROXY says so. */
  clientIp: string;
  /** Asked for by what holds a connection open (a live stream): aborts when the reader's connection is gone. */
  connectionClosed?: () => AbortSignal;
  /** Page views on their way out in batches (issue 7); absent when they go nowhere (and in tests). */
  pageViews?: PageViewRecorder;
  /** Document requests only: data loaders keep for the server render and leave out of the hydration payload (app/wire/islands.tsx). */
  islands?: Map<string, unknown>;
};

/**
 * A signal that aborts once the reader's connection is closed, even when it closed before this request reached the
 * site's code: Remix's `request.signal` listens for the close only from then on, and a listener added after it never
 * fires (a live stream dropped that early stayed counted against its address for good, issue 29).
 */
function connectionClosed(res: Response): AbortSignal {
  const controller = new AbortController();
  if (res.closed) controller.abort();
  else res.once("close", () => controller.abort());
  return controller.signal;
}

/** server.ts's getLoadContext: one fresh context per request, nothing shared between requests but `pageViews`. */
export function loadContext(pageViews: PageViewRecorder | null) {
  return (req: Request, res: Response): AppLoadContext => ({
    language: requestLanguage(req, res),
    // Set by app/wire/security.server.ts (or the HTML cache's placeholder for it).
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    connectionClosed: () => connectionClosed(res),
    ...(pageViews ? { pageViews } : {}),
    // A document (not a single-fetch `.data` request): island data stays on the server (app/wire/islands.tsx).
    ...(req.path.endsWith(".data") ? {} : { islands: new Map<string, unknown>() }),
  });
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    language: Language;
    cspNonce: string;
    clientIp: string;
    /** Asked for by what holds a connection open (a live stream): aborts when the reader's connection is gone. */
    connectionClosed?: () => AbortSignal;
    pageViews?: PageViewRecorder;
    islands?: Map<string, unknown>;
  }
}

// Single fetch (remix.config.js future.v3_singleFetch): loaders' types flow through `data()`.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
