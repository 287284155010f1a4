import type { LoaderFunctionArgs } from "@remix-run/node";
import { alertHealth } from "../alerts/service.server";
import { getUpstreamHealth } from "../upstream/health.server";

/**
 * Liveness and the state of both upstream services (circuit breakers). Always
 * 200 while the process serves: a degraded upstream is reported, not fatal,
 * because pages still serve stale content. `pageViews` counts the page views
 * recorded and sent (issue 7); null when they are not counted. `alerts` (issue 30 point 4): subscriptions kept,
 * and since this instance started, readers decided, alerts held back (duplicate, cap, quiet), sent, gone (404/410;
 * `deleted` those deleted), retried, failed; `queued`, every instance's when the queue is shared (REDIS_URL);
 * `liveWatched`, the live stories this instance keeps checked for their followers' key events.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const upstream = getUpstreamHealth();
  // An endpoint's own breaker (search, tag feeds: decision 0025) open is a degraded site too.
  const degraded = Object.values(upstream).some(
    (service) => service.state !== "closed" || Object.values(service.endpoints ?? {}).some((endpoint) => endpoint.state !== "closed"),
  );
  return new Response(
    JSON.stringify({ status: degraded ? "degraded" : "ok", upstream, pageViews: context.pageViews?.stats() ?? null, alerts: await alertHealth() }),
    {
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    },
  );
}
