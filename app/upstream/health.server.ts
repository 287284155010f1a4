/** The circuit state of both upstream services, for `/healthz`. */
import type { ServiceHealth, UpstreamService } from "./http.server";
import { legacyClient } from "./legacy.server";
import { mediaClient } from "./media.server";

export function getUpstreamHealth(): Record<Extract<UpstreamService, "legacy" | "media">, ServiceHealth> {
  return { legacy: legacyClient.getHealth(), media: mediaClient.getHealth() };
}
