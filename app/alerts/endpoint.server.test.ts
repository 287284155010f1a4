import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkPushEndpoint, isInternalAddress, parseSubscription } from "./endpoint.server";

/** A real browser-shaped subscription's keys: an uncompressed P-256 public key and a 16-byte secret. */
function keys() {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
  return { p256dh: Buffer.from(raw).toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

describe("push endpoints (issue 30 point 6)", () => {
  it("takes the known push services' https endpoints", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
      "https://web.push.apple.com/QGuQyavXutnMd",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://FCM.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com:443/fcm/send/x",
    ]) {
      expect(checkPushEndpoint(endpoint), endpoint).toMatchObject({ ok: true });
    }
  });

  it("refuses anything that could aim the server elsewhere, with a reason", () => {
    const cases: [string, string][] = [
      ["http://fcm.googleapis.com/fcm/send/x", "not-https"],
      ["https://127.0.0.1/x", "address"],
      ["https://[::1]/x", "address"],
      ["https://10.0.0.8/x", "address"],
      ["https://169.254.169.254/latest/meta-data", "address"],
      ["https://93.184.216.34/x", "address"],
      ["https://localhost/x", "address"],
      ["https://fcm.googleapis.com:8443/x", "port"],
      ["https://user:pass@fcm.googleapis.com/x", "credentials"],
      ["https://fcm.googleapis.com.evil.example/x", "host-not-allowed"],
      ["https://evilfcm.googleapis.com/x", "host-not-allowed"],
      ["https://push.apple.com/x", "host-not-allowed"],
      ["https://example.com/x", "host-not-allowed"],
      ["file:///etc/passwd", "not-https"],
      ["javascript:alert(1)", "not-https"],
      ["not a url", "not-a-url"],
      [`https://fcm.googleapis.com/${"a".repeat(3000)}`, "too-long"],
    ];
    for (const [endpoint, reason] of cases) expect(checkPushEndpoint(endpoint), endpoint).toEqual({ ok: false, reason });
    expect(checkPushEndpoint(42)).toEqual({ ok: false, reason: "not-a-url" });
  });

  it("admits the local push service only when the test-only setting says so", () => {
    expect(checkPushEndpoint("http://127.0.0.1:8090/notify/abc")).toMatchObject({ ok: false });
    expect(checkPushEndpoint("http://127.0.0.1:8090/notify/abc", { allowLocal: true })).toMatchObject({ ok: true });
    // Still no private network address, even then.
    expect(checkPushEndpoint("http://10.0.0.8:8090/notify/abc", { allowLocal: true })).toMatchObject({ ok: false });
  });

  it("knows the internal ranges", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "172.32.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"]) expect(isInternalAddress(address), address).toBe(false);
  });

  it("checks a whole subscription: its keys' sizes and its endpoint", () => {
    const good = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys: keys() };
    expect(parseSubscription(good)).toMatchObject({ ok: true });
    expect(parseSubscription({ ...good, keys: { ...good.keys, auth: randomBytes(8).toString("base64url") } })).toEqual({ ok: false, reason: "shape" });
    expect(parseSubscription({ ...good, keys: { ...good.keys, p256dh: randomBytes(65).toString("base64url").replace(/^./, "A") } })).toEqual({
      ok: false,
      reason: "shape",
    });
    expect(parseSubscription({ ...good, endpoint: "https://169.254.169.254/" })).toEqual({ ok: false, reason: "address" });
    expect(parseSubscription("nonsense")).toEqual({ ok: false, reason: "shape" });
  });
});
