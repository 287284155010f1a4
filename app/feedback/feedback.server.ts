/**
 * The feedback store: contact-form messages and broken-link reports, one JSON line each, appended to a
 * file per day in FEEDBACK_DIR (default data/feedback under the project root). The spec's services have
 * no call for either, so we keep them ourselves (docs/decisions/0005-feedback-store.md).
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../config/env.server";
import type { Language } from "../i18n/language";
import type { ContactSubject } from "./contact-fields";

type ContactFeedback = {
  kind: "contact";
  language: Language;
  name: string;
  email?: string;
  phone?: string;
  subject?: ContactSubject;
  message: string;
};

type BrokenLinkFeedback = {
  kind: "broken-link";
  language: Language;
  /** The reported page: a same-site path with its query. */
  url: string;
  /** The path (no query) of the page that linked to it, when known. */
  referrer?: string;
};

export type Feedback = ContactFeedback | BrokenLinkFeedback;

function feedbackDir(): string {
  return path.resolve(process.cwd(), getEnv().FEEDBACK_DIR ?? "data/feedback");
}

/** The day's file: one file per UTC day keeps retention a matter of deleting old files. */
export function feedbackFile(dir: string, time: Date): string {
  return path.join(dir, `${time.toISOString().slice(0, 10)}.jsonl`);
}

const readyDirs = new Map<string, Promise<unknown>>();
// One write at a time, so lines from concurrent requests never interleave.
let queue: Promise<unknown> = Promise.resolve();

/** Appends one line; resolves when it is on disk. Logs one line that names no one. */
export function recordFeedback(feedback: Feedback, now: Date = new Date()): Promise<void> {
  const dir = feedbackDir();
  const { kind, language, ...fields } = feedback;
  const line = `${JSON.stringify({ kind, time: now.toISOString(), language, ...fields })}\n`;
  const write = async () => {
    if (!readyDirs.has(dir)) readyDirs.set(dir, mkdir(dir, { recursive: true, mode: 0o700 }));
    try {
      await readyDirs.get(dir);
    } catch (error) {
      readyDirs.delete(dir);
      throw error;
    }
    // Messages hold personal data (names, email addresses): readable by the server's user only.
    await appendFile(feedbackFile(dir, now), line, { encoding: "utf8", mode: 0o600 });
  };
  const written = queue.then(write, write);
  queue = written.catch(() => undefined);
  return written.then(() => console.log(`[feedback] ${describe(feedback)}`));
}

function describe(feedback: Feedback): string {
  if (feedback.kind === "contact") {
    return `contact message received (${feedback.language}, subject ${feedback.subject ?? "none"}, ${feedback.message.length} characters)`;
  }
  return `broken link reported (${feedback.language})`;
}
