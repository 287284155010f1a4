/**
 * Sign-in helpers for the end-to-end tests.
 *
 * The code sends are limited per client IP, and every browser test comes from 127.0.0.1. So tests
 * that only need a signed-in reader (comments, likes…) should use `signInContext`: it signs in over
 * Node's http from a loopback address of its own (any 127.x.y.z works on Linux) and hands the
 * session cookie to the browser context, leaving 127.0.0.1's budget to the tests of the sign-in
 * itself. Each call uses a fresh mobile number, because codes are limited per number too.
 */
import { randomInt } from "node:crypto";
import http from "node:http";
import type { BrowserContext } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_OTP } from "../server-env";

export const SESSION_COOKIE = "__session";

/** A fresh 10-digit Indian mobile number (they start with 6–9). */
export function newPhone(): string {
  return `9${randomInt(100_000_000, 1_000_000_000)}`;
}

/** A loopback address no fixed test uses (those live in 127.0.0.x). */
export function randomLoopback(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; setCookie: string[] };

/**
 * A minimal browser over Node's http: one source address, one cookie (`__session`), no redirects
 * followed, so tests see every status and Location the site answers.
 */
export class LoopbackClient {
  cookie = "";

  constructor(
    readonly localAddress: string,
    readonly baseURL: string,
  ) {}

  get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send("GET", pathname, null, headers);
  }

  post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send("POST", pathname, new URLSearchParams(fields).toString(), headers);
  }

  private send(method: string, pathname: string, body: string | null, headers: Record<string, string>): Promise<Answer> {
    const url = new URL(pathname, this.baseURL);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: url.port,
          path: url.pathname + url.search,
          method,
          localAddress: this.localAddress,
          agent: false,
          headers: {
            host: url.host,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body === null ? {} : { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const setCookie = response.headers["set-cookie"] ?? [];
            for (const line of setCookie) {
              if (!line.startsWith(`${SESSION_COOKIE}=`)) continue;
              this.cookie = line.startsWith(`${SESSION_COOKIE}=;`) ? "" : line.split(";")[0]!;
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), setCookie });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body ?? undefined);
    });
  }

  /** The value of the session cookie (for handing to a browser context). */
  sessionValue(): string {
    return this.cookie.slice(`${SESSION_COOKIE}=`.length);
  }
}

/** Signs in with the fixed e2e code: a code for a fresh number, then the code. Throws unless both steps succeed. */
export async function signIn(client: LoopbackClient, phone = newPhone(), prefix = ""): Promise<string> {
  const sent = await client.post(`${prefix}/signin`, { intent: "send", phone, redirectTo: `${prefix}/` });
  if (sent.status !== 303) throw new Error(`sending a code answered ${sent.status}`);
  const verified = await client.post(`${prefix}/signin`, { intent: "verify", code: E2E_OTP, redirectTo: `${prefix}/` });
  if (verified.status !== 303) throw new Error(`verifying the code answered ${verified.status}`);
  return phone;
}

/** Puts a signed-in session into a browser context (see the note at the top). */
export async function signInContext(context: BrowserContext, baseURL: string): Promise<LoopbackClient> {
  const client = new LoopbackClient(randomLoopback(), baseURL);
  await signIn(client);
  await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionValue(), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return client;
}

function newsroomDb(readonly: boolean): Database.Database {
  const path = process.env.E2E_NEWSROOM_DB;
  if (!path) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  return new Database(path, { readonly, fileMustExist: true });
}

/** Whether the newsroom holds a code for this number (a code was sent and not used). */
export function hasOutstandingCode(phone: string): boolean {
  const db = newsroomDb(true);
  try {
    return db.prepare("SELECT 1 FROM otp_challenges WHERE mobile_number = ?").get(phone) !== undefined;
  } finally {
    db.close();
  }
}

/** When the newsroom's outstanding code for this number will expire (later for a code sent later), or 0 for none. */
export function codeExpiresAt(phone: string): number {
  const db = newsroomDb(true);
  try {
    return (db.prepare("SELECT expires_ms FROM otp_challenges WHERE mobile_number = ?").get(phone) as { expires_ms: number } | undefined)?.expires_ms ?? 0;
  } finally {
    db.close();
  }
}

/** Ten minutes pass for one code: the newsroom then answers "expired" for it, as the real service would. */
export function expireCode(phone: string): void {
  const db = newsroomDb(false);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE otp_challenges SET expires_ms = 0 WHERE mobile_number = ?").run(phone);
  } finally {
    db.close();
  }
}
