/**
 * What the e2e server recorded (FEEDBACK_DIR, set in playwright.config.ts), and a way to post as
 * another client: Node's http with its own loopback source address, so the rate-limit tests fill a
 * bucket of their own and never starve the browser tests, which all come from 127.0.0.1.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const FEEDBACK_DIR = process.env.E2E_FEEDBACK_DIR!;

export type FeedbackLine = { kind: string; time: string; language: string; [field: string]: unknown };

export function feedbackLines(): FeedbackLine[] {
  if (!existsSync(FEEDBACK_DIR)) return [];
  return readdirSync(FEEDBACK_DIR)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .flatMap((name) => readFileSync(path.join(FEEDBACK_DIR, name), "utf8").split("\n"))
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as FeedbackLine);
}

export type PlainResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A form POST from `localAddress` (any 127.x.y.z works on Linux loopback). */
export function postFormFrom(
  localAddress: string,
  baseURL: string,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PlainResponse> {
  const url = new URL(pathname, baseURL);
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          host: url.host,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The text of an HTML fragment, entities decoded enough for our assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
