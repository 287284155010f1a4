import type { PageViewRecorder } from "../analytics/page-view-batcher.server";

/** What server.ts hands every loader and action (getLoadContext). */
export type AppLoadContext = {
  /** Fresh per response; every <script> carries it (CSP). */
  cspNonce: string;
  /** The reader's address as express sees it (`req.ip`): X-Forwarded-For counts only when TRUST_PROXY says so. */
  clientIp: string;
  /** Page views on their way out in batches (issue 7); absent when they go nowhere (and in tests). */
  pageViews?: PageViewRecorder;
  /** Document requests only: data loaders keep for the server render and leave out of the hydration payload (app/wire/islands.tsx). */
  islands?: Map<string, unknown>;
};

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
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
