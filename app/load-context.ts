/** What server.ts hands every loader and action (getLoadContext). */
export type AppLoadContext = {
  /** Fresh per response; every <script> carries it (CSP). */
  cspNonce: string;
};

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

// Single fetch (remix.config.js future.v3_singleFetch): loaders' types flow through `data()`.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
