/**
 * How a route answers an upstream failure (architecture rule 3): a missing
 * thing is our 404 page; anything else is the translated 503 page with
 * `Retry-After`. Our own bugs are rethrown untouched.
 */
import { UpstreamError, statusForUpstreamFailure } from "./http.server";
import { checkReaderUrl, InvalidReaderInputError } from "../news/reader-input";

export function upstreamFailureResponse(error: unknown): Response {
  const status = statusForUpstreamFailure(error);
  if (status === null) throw error;
  if (status === 400) return badRequest();
  if (status === 404) return new Response(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const retryAfter = error instanceof UpstreamError && error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : 30;
  return new Response(null, { status: 503, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } });
}

/** The 404 page without asking the upstream (a parameter that cannot exist). */
export function notFound(): Response {
  return new Response(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
}

/**
 * The 400 page (in the page's language, with the site's shell): a reader value that can never
 * be valid, refused before any upstream call (reader-input.ts, decision 0025). Cacheable: the
 * same address is always refused.
 */
function badRequest(): Response {
  return new Response(null, { status: 400, headers: { "Cache-Control": "public, max-age=300" } });
}

/** The request's URL once every reader-supplied part of it (path segments, query) is checked; else the 400 page. */
export function readerUrl(request: Request): URL {
  const url = new URL(request.url);
  try {
    return checkReaderUrl(url);
  } catch (error) {
    if (error instanceof InvalidReaderInputError) throw badRequest();
    throw error;
  }
}
