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
