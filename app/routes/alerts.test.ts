/**
 * The alerts' actions (issue 30 points 3 and 6) as Remix calls them: a browser's subscription kept for the reader (a
 * signed-out reader's cookie follows copied to the store with it), hostile endpoints and input refused with a clear
 * 4xx and nothing kept, the caps per reader and per client address, "Stop alerts" in one step, and the settings form
 * (POST → 303 → GET) with its refusal in the page's language.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnv } from "../config/env.server";
import { closeFollowStore, followStore } from "../following/store.server";
import { resetLimits } from "../http/rate-limit.server";
import { formPost, routeArgs } from "../test-support/route-calls";
import { action, loader } from "./alerts";

const dir = mkdtempSync(path.join(tmpdir(), "kural-alerts-action-"));

beforeAll(() => {
  setEnv({ FOLLOWS_DB: path.join(dir, "follows.sqlite"), ALERTS_RATE_LIMIT: { points: 1000, durationSeconds: 600 } });
});
afterAll(async () => {
  await closeFollowStore();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => resetLimits());

const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString("base64url"), auth: Buffer.alloc(16, 3).toString("base64url") };
let endpoints = 0;
const fcm = () => `https://fcm.googleapis.com/fcm/send/reader-${++endpoints}`;

function jsonPost(pathname: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(request: Request, name: string, clientIp = "203.0.113.9"): Promise<Response> {
  return (await action(routeArgs(request, { action: name }, clientIp))) as Response;
}

/** The `follow_feed` cookie a response set: the browser's stored owner. */
function browserOwner(response: Response): string {
  const id = /follow_feed=([A-Za-z0-9_-]{22})/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!id) throw new Error("no follow_feed cookie");
  return `browser:${id}`;
}

describe("POST /alerts/subscribe (issue 30 point 3)", () => {
  it("keeps a signed-out reader's subscription in the page's language, with their cookie's follows copied to the store", async () => {
    const endpoint = fcm();
    const response = await call(
      jsonPost("/tamil/alerts/subscribe", { subscription: { endpoint, keys, expirationTime: null } }, { cookie: "follow=city%3A1%7Ctag%3Arain" }),
      "subscribe",
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, message: expect.stringContaining("அறிவிப்புகள்") });
    const cookie = response.headers.get("set-cookie") ?? "";
    for (const attribute of ["HttpOnly", "SameSite=Lax"]) expect(cookie.split("; ")).toContain(attribute);
    const owner = browserOwner(response);
    expect(await followStore().subscription(endpoint)).toMatchObject({ owner, lang: "ta", keys });
    expect(await followStore().list(owner)).toEqual([
      { kind: "city", id: "1" },
      { kind: "tag", id: "rain" },
    ]);
    // The same browser again: kept once, the owner's cookie already set.
    const again = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint, keys } }, { cookie: `follow_feed=${owner.slice(8)}` }), "subscribe");
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await followStore().subscription(endpoint)).toMatchObject({ owner, lang: "en" });
  });

  it("refuses hostile endpoints with a 400 and keeps nothing: http, loopback, private and link-local ranges, unknown hosts, ports, credentials", async () => {
    const hostile = [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://127.0.0.1/push",
      "https://localhost/push",
      "https://[::1]/push",
      "https://10.0.0.8/push",
      "https://192.168.1.1/push",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00::1]/push",
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/push",
      "https://fcm.googleapis.com:8443/push",
      "https://user:pass@fcm.googleapis.com/push",
      "javascript:alert(1)",
      `https://fcm.googleapis.com/${"x".repeat(3000)}`,
    ];
    const before = await followStore().subscriptionCount();
    for (const endpoint of hostile) {
      const response = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint, keys } }), "subscribe");
      expect(response.status, endpoint.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status, endpoint.slice(0, 60)).toBeLessThan(500);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await followStore().subscriptionCount()).toBe(before);
  });

  it("refuses what is not a subscription: bad keys, not JSON, a form, an oversized body", async () => {
    const before = await followStore().subscriptionCount();
    const answers = [
      await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys: { p256dh: "short", auth: keys.auth } } }), "subscribe"),
      await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm() } }), "subscribe"),
      await call(jsonPost("/alerts/subscribe", "{not json"), "subscribe"),
      await call(formPost("/alerts/subscribe", { endpoint: fcm() }), "subscribe"),
      await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys }, padding: "x".repeat(10_000) }), "subscribe"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 415, 413]);
    expect(await followStore().subscriptionCount()).toBe(before);
  });

  it("keeps at most 5 browsers per reader (409), and counts every client address's tries (429)", async () => {
    const first = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }), "subscribe");
    const cookie = `follow_feed=${browserOwner(first).slice(8)}`;
    for (let browser = 2; browser <= 5; browser++) {
      expect((await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }, { cookie }), "subscribe")).status).toBe(201);
    }
    const sixth = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }, { cookie }), "subscribe");
    expect(sixth.status).toBe(409);
    expect(await followStore().subscriptions(browserOwner(first))).toHaveLength(5);

    setEnv({ ALERTS_RATE_LIMIT: { points: 2, durationSeconds: 600 } });
    resetLimits();
    try {
      const tries = [];
      for (let attempt = 0; attempt < 3; attempt++)
        tries.push(await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }), "subscribe", "198.51.100.4"));
      expect(tries.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(Number(tries[2]!.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address is counted on its own.
      expect((await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }), "subscribe", "198.51.100.5")).status).toBe(201);
    } finally {
      setEnv({ ALERTS_RATE_LIMIT: { points: 1000, durationSeconds: 600 } });
      resetLimits();
    }
  });
});

describe("POST /alerts/unsubscribe: stop alerts in one step", () => {
  it("deletes every subscription of the reader and goes back to the Following page's alerts (303)", async () => {
    const first = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }), "subscribe");
    const owner = browserOwner(first);
    const cookie = `follow_feed=${owner.slice(8)}`;
    await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }, { cookie }), "subscribe");
    const other = await call(jsonPost("/alerts/subscribe", { subscription: { endpoint: fcm(), keys } }), "subscribe");
    const response = await call(formPost("/tamil/alerts/unsubscribe", {}, { cookie }), "unsubscribe");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/following#alerts");
    expect(await followStore().subscriptions(owner)).toEqual([]);
    // Another reader's alerts are theirs.
    expect(await followStore().subscriptions(browserOwner(other))).toHaveLength(1);
  });
});

describe("POST /alerts/settings", () => {
  it("keeps how many a day and the quiet hours, then back (303), with JavaScript off too", async () => {
    const response = await call(formPost("/alerts/settings", { perDay: "2", quiet: "on", quietFrom: "21:30", quietTo: "06:15" }), "settings");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/following?saved=alerts#alerts");
    expect(await followStore().alertSettings(browserOwner(response))).toEqual({ perDay: 2, quiet: true, quietFrom: 21 * 60 + 30, quietTo: 6 * 60 + 15 });
    const off = await call(
      formPost("/alerts/settings", { perDay: "6", quietFrom: "22:00", quietTo: "07:00" }, { cookie: `follow_feed=${browserOwner(response).slice(8)}` }),
      "settings",
    );
    expect(await followStore().alertSettings(browserOwner(response))).toMatchObject({ perDay: 6, quiet: false });
    expect(off.headers.get("set-cookie")).toBeNull();
  });

  it("refuses settings that are not settings (400) in the page's language, and keeps none", async () => {
    for (const fields of [
      { perDay: "0", quietFrom: "22:00", quietTo: "07:00" },
      { perDay: "500", quietFrom: "22:00", quietTo: "07:00" },
      { perDay: "4", quietFrom: "25:00", quietTo: "07:00" },
      { perDay: "4", quietFrom: "<script>", quietTo: "07:00" },
      { perDay: "four", quietFrom: "22:00", quietTo: "07:00" },
    ]) {
      const response = await call(formPost("/tamil/alerts/settings", fields), "settings");
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="ta">');
      expect(html).toContain("இந்த அமைப்புகள் சரியில்லை");
      expect(html).not.toContain("<script>");
    }
  });
});

describe("anything else under /alerts", () => {
  it("is not found for another action, and a GET goes to the Following page's alerts", async () => {
    await expect(call(formPost("/alerts/explode", {}), "explode")).rejects.toMatchObject({ status: 404 });
    const response = loader(routeArgs(new Request("http://localhost/tamil/alerts/subscribe"), { action: "subscribe" }) as never);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/following#alerts");
  });
});
