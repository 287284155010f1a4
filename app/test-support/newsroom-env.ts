/** The site's settings for route tests against an embedded test newsroom (newsroom/test-helpers.ts). */
import { TEST_PRODUCT_KEY, type TestNewsroom } from "../../newsroom/test-helpers";
import { loadEnv } from "../config/env.server";

/** Loads the environment that points the site at `newsroom`'s two services; `extra` adds or replaces settings. */
export function loadNewsroomEnv(newsroom: TestNewsroom, extra: Record<string, string> = {}): void {
  loadEnv(
    {
      NODE_ENV: "test",
      SESSION_SECRET: "a-session-secret-for-unit-tests-0123456789",
      PRODUCT_KEY: TEST_PRODUCT_KEY,
      MEDIA_API_URL: newsroom.mediaUrl,
      LEGACY_API_URL: newsroom.legacyUrl,
      ...extra,
    },
    () => undefined,
  );
}
