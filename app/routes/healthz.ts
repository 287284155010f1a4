import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUpstreamHealth } from "../upstream/health.server";

/**
 * Liveness and the state of both upstream services (circuit breakers). Always
 * 200 while the process serves: a degraded upstream is reported, not fatal,
 * because pages still serve stale content. `pageViews` counts the page views
 * recorded and sent (issue 7); null when they are not counted.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const upstream = getUpstreamHealth();
  // An endpoint's own breaker (search, tag feeds: decision 0025) open is a degraded site too.
  const degraded = Object.values(upstream).some(
    (service) => service.state !== "closed" || Object.values(service.endpoints ?? {}).some((endpoint) => endpoint.state !== "closed"),
  );
  return new Response(JSON.stringify({ status: degraded ? "degraded" : "ok", upstream, pageViews: context.pageViews?.stats() ?? null }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
