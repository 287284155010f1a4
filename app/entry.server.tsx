import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { hasSignedInSession } from "./auth/session.server";
import { limitStaleCaching } from "./wire/http-cache";
import { documentValidators } from "./wire/http-conditional.server";
import { repairHtmlStream } from "./wire/html-stream.server";
import { IslandProvider } from "./wire/islands";
import { isLite, liteCookie } from "./wire/lite.server";
import { StringsSourceProvider, TranslationProvider, type StringsSource } from "./i18n/react";
import { resources } from "./i18n/resources";
import { NonceContext } from "./wire/nonce";

/** server.ts's parts, from this build (app/server-kit.server.ts): it imports no module of app/ itself. */
export * as serverKit from "./server-kit.server";

/** The server renders with every string of both languages (decision 0017); the request's language picks (decision 0042). */
const serverStrings: StringsSource = (lang) => resources[lang].translation;

/** Single fetch: how long deferred data may stream before the response is closed. */
export const streamTimeout = 5_000;

/**
 * Architecture rule 5: a signed-in reader's pages are theirs alone (their header, soon their likes
 * and comments). Whatever a route said for anonymous readers, a request carrying a signed session
 * with a token is answered `private, no-store`, page or data, so no CDN or shared cache keeps it.
 */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

async function keepPrivate(request: Request, headers: Headers): Promise<void> {
  if (await hasSignedInSession(request)) headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
}

/** Single-fetch data (client navigations, fetchers, actions) follows the same rule as documents. */
export async function handleDataRequest(response: Response, { request }: { request: Request }): Promise<Response> {
  if (!(await hasSignedInSession(request))) {
    try {
      limitStaleCaching(response.headers);
    } catch {
      // Immutable headers (a redirect): nothing stale in it.
    }
    return response;
  }
  try {
    response.headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
    return response;
  } catch {
    // Some responses have immutable headers (Response.redirect): answer a copy.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * Why the server stops a render `streamTimeout` (and a second) after it began: the parts of the page still pending
 * (deferred comments and related news, single fetch's data streamed after the markup) are left to the browser, as
 * their fallbacks. That is no error of the page: a crawler's or a lite page is sent whole, once all is ready, and on a
 * slow or overloaded machine the stop can come before that; the answer keeps the status the route gave it (200, or the
 * translated 503), where React's report of the stopped parts used to make it a 500 the reader saw.
 */
class RenderCutShort extends Error {
  constructor() {
    super(`the page's render was cut short after ${streamTimeout + 1_000} ms; what was pending is left to the browser`);
    this.name = "RenderCutShort";
  }
}

/** One line at most a minute when renders are cut short: the machine is too slow for its load, the operator should know. */
let cutShort = { count: 0, loggedAt: 0 };
function noteCutShort() {
  cutShort.count += 1;
  const now = performance.now();
  if (cutShort.loggedAt !== 0 && now - cutShort.loggedAt < 60_000) return;
  console.warn(
    `[render] ${cutShort.count} render(s) cut short after ${streamTimeout + 1_000} ms (a slow or overloaded machine); answered without their pending parts`,
  );
  cutShort = { count: 0, loggedAt: now };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  await keepPrivate(request, responseHeaders);
  // Lite pages (`?lite`) repeat the full page's content: never indexed (issue 8).
  if (new URL(request.url).searchParams.has("lite")) responseHeaders.set("X-Robots-Tag", "noindex");
  // Lite mode (issue 9): remembered when asked for in the URL; the page depends on Save-Data.
  const lite = isLite(request);
  const liteChoice = liteCookie(request);
  if (liteChoice) responseHeaders.append("Set-Cookie", liteChoice);
  responseHeaders.append("Vary", "Save-Data");

  limitStaleCaching(responseHeaders);
  // issue 8: ETag from the route's Last-Modified; a matching conditional GET gets 304 before any rendering.
  const unchanged = documentValidators(request, responseStatusCode, responseHeaders, remixContext.manifest.version);
  if (unchanged) return unchanged;

  // Crawlers get the whole document at once; people get the shell as soon as it is ready. Lite pages too are
  // sent whole: streaming the rest of a page needs React's inline scripts, and lite mode has no JavaScript.
  const readyEvent = lite || isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let cut = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StringsSourceProvider value={serverStrings}>
          {/* The request's language (decided as it entered, app/http/request-language.ts): the root's Layout passes
              on its data's, the same, and this one stands when the root's loader failed and there is no data. */}
          <TranslationProvider lang={loadContext.language}>
            <IslandProvider value={loadContext.islands ?? null}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </IslandProvider>
          </TranslationProvider>
        </StringsSourceProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = repairHtmlStream(nonce);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Our own stop (below), reported once for each part it leaves pending: not a failure of the page.
          if (error instanceof RenderCutShort) {
            if (!cut) noteCutShort();
            cut = true;
            return;
          }
          responseStatusCode = 500;
          // Errors after the shell are streamed to the error boundary; log them once, without the request's data.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(() => abort(new RenderCutShort()), streamTimeout + 1_000);
  });
}

/** Errors Remix catches in loaders and actions: log, but not aborted requests (readers closing the tab). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
