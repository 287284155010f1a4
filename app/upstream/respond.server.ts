/**
 * How a route answers an upstream failure (ARCHITECTURE rule 3): a missing
 * thing is our 404 page; anything else is the translated 503 page with
 * `Retry-After`. Our own bugs are rethrown untouched.
 */
import { UpstreamError, statusForUpstreamFailure } from "./http.server";

export function upstreamFailureResponse(error: unknown): Response {
  const status = statusForUpstreamFailure(error);
  if (status === null) throw error;
  if (status === 404) return new Response(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const retryAfter = error instanceof UpstreamError && error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : 30;
  return new Response(null, { status: 503, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } });
}

/** The 404 page without asking the upstream (a parameter that cannot exist). */
export function notFound(): Response {
  return new Response(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
}
