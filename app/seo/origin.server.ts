import { getEnv } from "../config/env.server";

/**
 * The origin links and canonicals are built from: PUBLIC_ORIGIN when set (the
 * origin readers use, never a Host header), else the request's own origin
 * (development and tests without PUBLIC_ORIGIN).
 */
export function publicOrigin(request: Request): string {
  return getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
