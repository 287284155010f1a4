import { describe, expect, it } from "vitest";
import { parseRateLimit, rateLimitKey } from "./rate-limit-spec";

describe("rate-limit settings", () => {
  it("reads a number per a duration in seconds, minutes or hours", () => {
    expect(parseRateLimit("5/10m")).toEqual({ points: 5, durationSeconds: 600 });
    expect(parseRateLimit("20/1h")).toEqual({ points: 20, durationSeconds: 3600 });
    expect(parseRateLimit(" 3 / 30s ")).toEqual({ points: 3, durationSeconds: 30 });
  });

  it("refuses anything else", () => {
    for (const text of ["", "5", "5/10", "0/10m", "5/0m", "-1/10m", "5/10d", "five/10m", "5/10m/2"]) expect(parseRateLimit(text), text).toBeNull();
  });
});

describe("the key a client is counted under", () => {
  it("is the IPv4 address, also when it arrives IPv4-mapped", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 for IPv6, so rotating addresses within one line does not reset it", () => {
    expect(rateLimitKey("2001:db8:1234:5678:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1234:5678::/64");
    expect(rateLimitKey("2001:db8:1234:5678::1")).toBe("2001:db8:1234:5678::/64");
    expect(rateLimitKey("2001:0db8:0000:0001::1")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("puts clients without a usable address in one shared bucket", () => {
    expect(rateLimitKey(undefined)).toBe("unknown");
    expect(rateLimitKey("")).toBe("unknown");
    expect(rateLimitKey("not an address")).toBe("unknown");
  });
});

describe("the limits as configured", () => {
  it("refuse a malformed setting at start-up, naming the variable", async () => {
    const { loadEnv } = await import("./env.server");
    expect(() => loadEnv({ NODE_ENV: "test", CONTACT_RATE_LIMIT: "lots" }, () => undefined)).toThrow(/CONTACT_RATE_LIMIT must look like "5\/10m"/);
    expect(loadEnv({ NODE_ENV: "test" }, () => undefined).CONTACT_RATE_LIMIT).toEqual({ points: 5, durationSeconds: 600 });
    expect(loadEnv({ NODE_ENV: "test" }, () => undefined).REPORT_RATE_LIMIT).toEqual({ points: 20, durationSeconds: 3600 });
  });

  it("let a client through up to the limit, then say when to come back; other clients are not affected", async () => {
    const { loadEnv } = await import("./env.server");
    const { consumeLimit, resetLimits } = await import("../http/rate-limit.server");
    loadEnv({ NODE_ENV: "test", CONTACT_RATE_LIMIT: "3/10m" }, () => undefined);
    resetLimits();
    for (let i = 0; i < 3; i += 1) expect(await consumeLimit("contact", "203.0.113.7")).toEqual({ allowed: true });
    const refused = await consumeLimit("contact", "::ffff:203.0.113.7");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await consumeLimit("contact", "203.0.113.8")).toEqual({ allowed: true });
    // The report limit counts separately.
    expect(await consumeLimit("report", "203.0.113.7")).toEqual({ allowed: true });
    resetLimits();
  });
});
