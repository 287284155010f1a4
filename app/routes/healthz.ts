import { getUpstreamHealth } from "../upstream/health.server";

/**
 * Liveness and the state of both upstream services (circuit breakers). Always
 * 200 while the process serves: a degraded upstream is reported, not fatal,
 * because pages still serve stale content.
 */
export async function loader() {
  const upstream = getUpstreamHealth();
  const degraded = Object.values(upstream).some((service) => service.state !== "closed");
  return new Response(JSON.stringify({ status: degraded ? "degraded" : "ok", upstream }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
