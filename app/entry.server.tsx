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
          responseStatusCode = 500;
          // Errors after the shell are streamed to the error boundary; log them once, without the request's data.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Errors Remix catches in loaders and actions: log, but not aborted requests (readers closing the tab). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
