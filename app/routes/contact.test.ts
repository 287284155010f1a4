import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadEnv, setEnv } from "../config/env.server";
import { resetLimits } from "../http/rate-limit.server";
import { action } from "./contact";
import { action as reportAction } from "./report-page";
import { testLoadContext } from "../test-support/route-calls";

/** The actions as Remix calls them, with the client address server.ts puts in the load context. */
const root = mkdtempSync(path.join(os.tmpdir(), "kural-contact-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function post(pathname: string, fields: Record<string, string>, clientIp = "203.0.113.9") {
  const request = new Request(`http://localhost${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { request, params: {}, context: testLoadContext(request, clientIp) };
}

type DataResult = { data: Record<string, unknown>; init: { status: number; headers: Record<string, string> } };

const message = { name: "வள்ளி", phone: "98400 12345", subject: "correction", message: "தலைப்பில் ஊரின் பெயர் தவறாக உள்ளது." };

describe("the contact action", () => {
  let dir: string;
  beforeEach(() => {
    loadEnv({ NODE_ENV: "test", CONTACT_RATE_LIMIT: "2/10m", REPORT_RATE_LIMIT: "1/1h" }, () => undefined);
    dir = mkdtempSync(path.join(root, "feedback-"));
    setEnv({ FEEDBACK_DIR: dir });
    resetLimits();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("records a valid Tamil message and redirects to the Tamil confirmation", async () => {
    const response = (await action(post("/tamil/contact", message))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/contact?sent=1");
    const [file] = readdirSync(dir);
    const line = JSON.parse(readFileSync(path.join(dir, file!), "utf8"));
    expect(line).toMatchObject({ kind: "contact", language: "ta", name: "வள்ளி", phone: "9840012345", subject: "correction" });
  });

  it("answers an invalid form with 400, the errors and the input, and records nothing", async () => {
    const result = (await action(post("/contact", { ...message, phone: "", message: "short" }))) as unknown as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.init.headers["Cache-Control"]).toBe("no-store");
    expect(result.data).toMatchObject({ status: "invalid", errors: { reach: "contactRequired", message: "messageTooShort" }, values: { message: "short" } });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("answers 429 with Retry-After past the limit, keeping the input; another client is unaffected", async () => {
    for (let i = 0; i < 2; i += 1) expect(((await action(post("/contact", message))) as Response).status).toBe(303);
    const limited = (await action(post("/contact", message))) as unknown as DataResult;
    expect(limited.init.status).toBe(429);
    expect(Number(limited.init.headers["Retry-After"])).toBeGreaterThan(590);
    expect(limited.data).toMatchObject({ status: "limited", retryAfterMinutes: 10, values: { name: "வள்ளி" } });
    expect(((await action(post("/contact", message, "198.51.100.7"))) as Response).status).toBe(303);
  });

  it("keeps the reader's words and apologises when the message cannot be stored", async () => {
    const notADir = path.join(root, "a-file");
    writeFileSync(notADir, "");
    setEnv({ FEEDBACK_DIR: notADir });
    const failed = (await action(post("/contact", message))) as unknown as DataResult;
    expect(failed.init.status).toBe(503);
    expect(failed.data).toMatchObject({ status: "failed", values: { message: message.message } });
  });
});

describe("the report action", () => {
  beforeEach(() => {
    loadEnv({ NODE_ENV: "test", REPORT_RATE_LIMIT: "1/1h" }, () => undefined);
    setEnv({ FEEDBACK_DIR: mkdtempSync(path.join(root, "reports-")) });
    resetLimits();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });

  it("records the page and goes back to it with reported=1, then limits the client", async () => {
    const response = (await reportAction(post("/tamil/report-page", { url: "/tamil/gone?x=1", from: "/tamil/about?q=x" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/gone?x=1&reported=1");
    const limited = (await reportAction(post("/report-page", { url: "/gone" }))) as unknown as DataResult;
    expect(limited.init.status).toBe(429);
    expect(limited.data).toMatchObject({ url: "/gone", retryAfterMinutes: 60 });
  });

  it("sends an address off the site home, in the page's language, without counting it", async () => {
    const response = (await reportAction(post("/tamil/report-page", { url: "//evil.example" }))) as Response;
    expect(response.headers.get("location")).toBe("/tamil");
    expect(((await reportAction(post("/report-page", { url: "/gone" }))) as Response).status).toBe(303);
  });
});
