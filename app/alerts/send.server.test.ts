import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPushEndpoint } from "./endpoint.server";
import { backoffMs, sendAlert, sendCounts, type AlertPayload } from "./send.server";

// The push service of the tests (issue 30 point 8): web-push-testing checks our VAPID signature and decrypts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TestingServer = require("web-push-testing/src/server.js");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");

let service: { _server: Server; startServer(): void };
let origin: string;
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:alerts@kuralnews.in" };

async function post(path: string, body: unknown) {
  const answer = await fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as { data: Record<string, unknown> } | null };
}

async function subscribe() {
  const { body } = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey: vapid.publicKey });
  return body!.data as { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
}

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  service = new TestingServer(new PushApiModel(), port);
  service.startServer();
  origin = `http://localhost:${port}`;
  for (let tries = 0; (await fetch(`${origin}/status`, { method: "POST" }).catch(() => null))?.status !== 200; tries++) {
    if (tries > 100) throw new Error("the local push service did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await new Promise((resolve) => service?._server.close(resolve));
});

const payload: AlertPayload = {
  id: "79",
  lang: "ta",
  title: "26 தமிழக மீனவர்களை விடுவித்தது இலங்கை",
  body: "ராமேஸ்வரம்",
  url: "/tamil/news/sri-lanka-releases-26-tamil-nadu-fishermen-79",
};

describe("sending an alert (issue 30 point 4)", () => {
  it("reaches the push service signed and encrypted, and decrypts to the payload, in its language", async () => {
    const subscription = await subscribe();
    // The local service's endpoint passes the endpoint check only by the test-only setting.
    expect(checkPushEndpoint(subscription.endpoint, { allowLocal: true })).toMatchObject({ ok: true });
    const before = sendCounts.sent;
    expect(await sendAlert(subscription, payload, vapid)).toEqual({ kind: "sent" });
    expect(sendCounts.sent).toBe(before + 1);
    const { body } = await post("/get-notifications", { clientHash: subscription.clientHash });
    const messages = (body!.data as { messages: string[] }).messages;
    expect(messages.map((message) => JSON.parse(message))).toEqual([payload]);
  });

  it("says a subscription is gone when the service answers 410, and counts it", async () => {
    const subscription = await subscribe();
    expect((await post(`/expire-subscription/${subscription.clientHash}`, {})).status).toBe(200);
    const before = sendCounts.gone;
    expect(await sendAlert(subscription, payload, vapid)).toEqual({ kind: "gone", status: 410 });
    expect(sendCounts.gone).toBe(before + 1);
  });

  it("tries again later when the service is down, or answers 429 or 5xx, after its Retry-After or a growing wait", async () => {
    const subscription = await subscribe();
    // A service that answers nothing: the port is closed.
    const closed = { ...subscription, endpoint: "http://127.0.0.1:9/notify/x" };
    expect(await sendAlert(closed, payload, vapid)).toMatchObject({ kind: "retry", status: null });
    // One that answers 429 with Retry-After, then 503.
    let answer = { status: 429, headers: { "retry-after": "30" } as Record<string, string> };
    const busy = createServer((request, response) => {
      request.resume();
      response.writeHead(answer.status, answer.headers).end();
    });
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(busy.address() as AddressInfo).port}/notify/x`;
    expect(await sendAlert({ ...subscription, endpoint }, payload, vapid)).toEqual({ kind: "retry", status: 429, afterMs: 30_000 });
    answer = { status: 503, headers: {} };
    const retry = await sendAlert({ ...subscription, endpoint }, payload, vapid, { attempt: 2 });
    expect(retry).toMatchObject({ kind: "retry", status: 503 });
    expect((retry as { afterMs: number }).afterMs).toBeGreaterThanOrEqual(6000);
    answer = { status: 400, headers: {} };
    expect(await sendAlert({ ...subscription, endpoint }, payload, vapid)).toEqual({ kind: "failed", status: 400 });
    await new Promise((resolve) => busy.close(resolve));
  });

  it("waits longer each time, within bounds", () => {
    expect(backoffMs(1)).toBeGreaterThanOrEqual(1500);
    expect(backoffMs(1)).toBeLessThanOrEqual(2500);
    expect(backoffMs(4)).toBeGreaterThanOrEqual(12_000);
    expect(backoffMs(30)).toBeLessThanOrEqual(375_000);
    expect(backoffMs(1, "120")).toBe(120_000);
    expect(backoffMs(1, "999999")).toBe(3_600_000);
  });
});
