import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { loadVapidKeys } from "./vapid.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-vapid-"));
  dirs.push(dir);
  return path.join(dir, "nested", "vapid-keys.json");
}

describe("VAPID keys (issue 30 point 4)", () => {
  it("are generated at the first start, kept readable by the server only, and the same after a restart", () => {
    const file = tempFile();
    const first = loadVapidKeys({ VAPID_KEYS_FILE: file });
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toMatch(/^mailto:/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys({ VAPID_KEYS_FILE: file })).toEqual(first);
    // They sign: web-push accepts them as a pair.
    expect(() => webpush.setVapidDetails(first.subject, first.publicKey, first.privateKey)).not.toThrow();
  });

  it("come from the environment when it sets them, and the file is then neither read nor written", () => {
    const file = tempFile();
    const pair = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: "https://kuralnews.in/contact",
      VAPID_KEYS_FILE: file,
    });
    expect(keys).toEqual({ ...pair, subject: "https://kuralnews.in/contact" });
    expect(() => statSync(file)).toThrow();
  });

  it("refuse a damaged file plainly rather than make a new pair behind the readers' backs", () => {
    const file = tempFile();
    loadVapidKeys({ VAPID_KEYS_FILE: file });
    writeFileSync(file, "{}");
    expect(() => loadVapidKeys({ VAPID_KEYS_FILE: file })).toThrow(/does not hold a VAPID key pair/);
    expect(readFileSync(file, "utf8")).toBe("{}");
  });
});
