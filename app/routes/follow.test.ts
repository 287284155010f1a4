/**
 * The follow action (issue 30 points 1 and 6) as Remix calls it, over a fake news service: a follow kept in the
 * cookie and back at the control (POST → 303 → GET); hostile input, things the services do not have, the cap and
 * too many presses refused plainly, with nothing changed and nothing the reader typed sent upstream.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnv } from "../config/env.server";
import { closeFollowStore } from "../following/store.server";
import { resetLimits } from "../http/rate-limit.server";
import { useFakeUpstream } from "../test-support/fake-upstream";
import { formPost, routeArgs } from "../test-support/route-calls";
import { action, loader } from "./follow";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up (beforeAll, afterAll), not a React hook
const upstream = useFakeUpstream();
const dir = mkdtempSync(path.join(tmpdir(), "kural-follow-action-"));

const cities = { data: { data: [{ id: 1, name: "Chennai", slug: "chennai", multilingual_names: { en: "Chennai", ta: "சென்னை" } }] } };

beforeAll(() => {
  setEnv({ FOLLOWS_DB: path.join(dir, "follows.sqlite"), FOLLOW_RATE_LIMIT: { points: 1000, durationSeconds: 600 } });
});
afterAll(async () => {
  await closeFollowStore();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  resetLimits();
  upstream.routes["/core-svc/api/v1/cities"] = () => ({ body: cities });
});

async function follow(fields: Record<string, string>, { lang = "en", cookie = "", clientIp = "203.0.113.7" } = {}): Promise<Response> {
  const prefix = lang === "ta" ? "/tamil" : "";
  const request = formPost(`${prefix}/follow`, fields, cookie ? { cookie } : {});
  return (await action(routeArgs(request, {}, clientIp))) as Response;
}

describe("POST /follow (issue 30 point 1)", () => {
  it("follows a city: the cookie (HttpOnly, SameSite=Lax) and back to the page, at the control", async () => {
    const response = await follow({ kind: "city", id: "1", intent: "follow", redirectTo: "/city/chennai?page=2#follow-city" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/city/chennai?page=2#follow-city");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^follow=city%3A1; Max-Age=\d+; Path=\//);
    // Secure too: this site is served over https (PUBLIC_ORIGIN).
    for (const attribute of ["HttpOnly", "SameSite=Lax", "Secure"]) expect(cookie.split("; ")).toContain(attribute);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("unfollows: the cookie goes when nothing is left", async () => {
    const response = await follow({ kind: "city", id: "1", intent: "unfollow", redirectTo: "/city/chennai#follow-city" }, { cookie: "follow=city%3A1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(/^follow=; Max-Age=0;/);
    // Unfollowing asks nothing of the news services.
    expect(upstream.seen).toEqual([]);
  });

  it("refuses what the news services do not have (404), in the page's language, and keeps the cookie as it was", async () => {
    const response = await follow({ kind: "city", id: "999", intent: "follow", redirectTo: "/tamil/city/chennai" }, { lang: "ta" });
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain("இது இப்போது குரல் செய்திகளில் இல்லை");
    expect(html).toContain('href="/tamil/city/chennai"');
    // The id was compared with the directory's own; it reached no upstream URL.
    expect(upstream.seen.every((url) => !url.includes("999"))).toBe(true);
  });

  it("refuses hostile input with a 400 before any upstream call, and changes nothing", async () => {
    const hostile: Record<string, string>[] = [
      { kind: "planet", id: "1", intent: "follow" },
      { kind: "city", id: "../../core-svc/api/v1/users", intent: "follow" },
      { kind: "city", id: "1", intent: "explode" },
      { kind: "tag", id: "x".repeat(500), intent: "follow" },
      { kind: "live", id: "12; DROP TABLE follows", intent: "follow" },
      { id: "1", intent: "follow" },
    ];
    for (const fields of hostile) {
      const response = await follow({ ...fields, redirectTo: "/" });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain("That cannot be followed.");
    }
    expect(upstream.seen).toEqual([]);
  });

  it("refuses a body too big for a follow form (413)", async () => {
    const response = await follow({ kind: "city", id: "1", intent: "follow", padding: "x".repeat(10_000) }).catch((error: unknown) => error as Response);
    expect(response.status).toBe(413);
  });

  it("refuses the 21st follow with a plain message (409), and keeps the twenty", async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `author:${index + 1}`).join("|");
    const response = await follow({ kind: "city", id: "1", intent: "follow", redirectTo: "/city/chennai" }, { cookie: `follow=${encodeURIComponent(twenty)}` });
    expect(response.status).toBe(409);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain("You can follow up to 20 things.");
  });

  it("never sends the reader off the site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await follow({ kind: "city", id: "1", intent: "follow", redirectTo });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/following#follow-city");
    }
  });

  it("counts presses per client address: past the limit, a 429 with Retry-After and nothing changed", async () => {
    setEnv({ FOLLOW_RATE_LIMIT: { points: 2, durationSeconds: 600 } });
    resetLimits();
    try {
      for (let press = 0; press < 2; press++)
        expect((await follow({ kind: "city", id: "1", intent: "follow" }, { clientIp: "198.51.100.4" })).status).toBe(303);
      const refused = await follow({ kind: "city", id: "1", intent: "follow" }, { clientIp: "198.51.100.4" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("set-cookie")).toBeNull();
      // Another reader is not held up by this one.
      expect((await follow({ kind: "city", id: "1", intent: "follow" }, { clientIp: "198.51.100.5" })).status).toBe(303);
    } finally {
      setEnv({ FOLLOW_RATE_LIMIT: { points: 1000, durationSeconds: 600 } });
      resetLimits();
    }
  });

  it("sends a GET (a stray link) to the Following page in its language", async () => {
    const response = loader(routeArgs(new Request("http://localhost/tamil/follow")));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/following");
  });
});
