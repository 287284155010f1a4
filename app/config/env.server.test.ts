import { afterEach, describe, expect, it, vi } from "vitest";

const quiet = () => undefined;

afterEach(() => {
  vi.resetModules();
});

describe("the environment", () => {
  it("takes server.ts's own settings from the schema: trust proxy, HTML cache, heap", async () => {
    const { loadEnv } = await import("./env.server");
    const defaults = loadEnv({ NODE_ENV: "test" }, quiet);
    expect(defaults.TRUST_PROXY).toBeUndefined();
    expect(defaults).toMatchObject({ HTML_CACHE_TTL_MS: 5000, HEAP_GROWING_PERCENT: 50 });
    expect(loadEnv({ NODE_ENV: "test", TRUST_PROXY: "loopback" }, quiet).TRUST_PROXY).toBe("loopback");
    expect(loadEnv({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }, quiet).TRUST_PROXY).toBe("10.0.0.0/8, 127.0.0.1");
    expect(loadEnv({ NODE_ENV: "test", TRUST_PROXY: "1" }, quiet).TRUST_PROXY).toBe(1);
    expect(loadEnv({ NODE_ENV: "test", TRUST_PROXY: "true" }, quiet).TRUST_PROXY).toBe(true);
    expect(loadEnv({ NODE_ENV: "test", HTML_CACHE_TTL_MS: "0" }, quiet).HTML_CACHE_TTL_MS).toBe(0);
  });

  it("stops at start on a malformed value, naming it", async () => {
    const { loadEnv } = await import("./env.server");
    expect(() => loadEnv({ NODE_ENV: "test", TRUST_PROXY: "the proxy" }, quiet)).toThrow(/^Invalid environment: TRUST_PROXY /);
    expect(() => loadEnv({ NODE_ENV: "test", HTML_CACHE_TTL_MS: "five" }, quiet)).toThrow(/^Invalid environment: HTML_CACHE_TTL_MS /);
    expect(() => loadEnv({ NODE_ENV: "test", HEAP_GROWING_PERCENT: "-1" }, quiet)).toThrow(/^Invalid environment: HEAP_GROWING_PERCENT /);
    // The VAPID pair (issue 30): well-formed, and both or neither.
    expect(() => loadEnv({ NODE_ENV: "test", VAPID_PUBLIC_KEY: "short" }, quiet)).toThrow(/^Invalid environment: VAPID_PUBLIC_KEY /);
    expect(() => loadEnv({ NODE_ENV: "test", VAPID_PUBLIC_KEY: "B".repeat(87) }, quiet)).toThrow(/VAPID_PRIVATE_KEY is required/);
    expect(() => loadEnv({ NODE_ENV: "test", VAPID_SUBJECT: "alerts@kuralnews.in" }, quiet)).toThrow(/^Invalid environment: VAPID_SUBJECT /);
  });

  it("keeps what server.ts set: the embedded newsroom's URLs join the parsed Env", async () => {
    const { loadEnv, setEnv, getEnv } = await import("./env.server");
    loadEnv({ NODE_ENV: "test" }, quiet);
    setEnv({ MEDIA_API_URL: "http://127.0.0.1:4000", LEGACY_API_URL: "http://127.0.0.1:4000/api" });
    expect(getEnv()).toMatchObject({ MEDIA_API_URL: "http://127.0.0.1:4000", embeddedNewsroom: true });
  });
});
