/**
 * Shared by the live integration tests: a newsroom with its editor endpoint on (issue 21), that endpoint as
 * the editors use it, and a reader's live stream (Server-Sent Events) as the list of events it has received.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createNewsroom, type Newsroom } from "../../newsroom/server";
import { PRODUCT_KEY } from "./helpers";

const EDITOR_KEY = "integration-editor-key-0123456789";

/** Articles that never were live stories (the seed has a few), newest first: a query to add LIMIT and OFFSET to. */
export const NOT_LIVE = "SELECT id FROM articles WHERE is_live = 0 AND id NOT IN (SELECT article_id FROM live_coverage) ORDER BY published_ms DESC";

/** A freshly seeded newsroom (300 articles) whose editor endpoint takes EDITOR_KEY. */
export async function startLiveNewsroom(): Promise<{ newsroom: Newsroom; editor: ReturnType<typeof editorClient>; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-live-"));
  const newsroom = await createNewsroom({
    dbPath: path.join(dir, "newsroom.sqlite"),
    port: 0,
    productKey: PRODUCT_KEY,
    articles: 300,
    editorKey: EDITOR_KEY,
    log: () => undefined,
  });
  return {
    newsroom,
    editor: editorClient(newsroom.url, EDITOR_KEY),
    close: async () => {
      await newsroom.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type LiveEvent = { name: string; id: number | null; data: Record<string, unknown> };

export type Reader = {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  /** Resolves with the first event (from the start of the stream) that matches, waiting for it if need be. */
  next(match: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** How long `next` waits for an event (under the tests' 20 s, so a missing event is reported with what came). */
const NEXT_EVENT_MS = 12_000;

export async function openReader(url: string, headers: Record<string, string> = {}): Promise<Reader> {
  const controller = new AbortController();
  const answer = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiting: Array<() => void> = [];
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (answer.status !== 200 || !answer.body) {
    await answer.body?.cancel();
    endedResolve();
  } else {
    const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(frame)?.[1];
            if (!name) continue;
            const id = /^id: (.*)$/m.exec(frame)?.[1];
            events.push({ name, id: id === undefined ? null : Number(id), data: JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "null") });
            for (const wake of waiting.splice(0)) wake();
          }
        }
      } catch {
        // Aborted by the test.
      }
      endedResolve();
      for (const wake of waiting.splice(0)) wake();
    })();
  }
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: answer.status,
    headers: answer.headers,
    events,
    ended,
    close: () => controller.abort(),
    async next(match) {
      // Says what the stream had when the event does not come, before the test's own timeout says only "timed out".
      const giveUp = Date.now() + NEXT_EVENT_MS;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (done) throw new Error(`the stream ended without the event; it had: ${JSON.stringify(events)}`);
        const left = giveUp - Date.now();
        if (left <= 0) throw new Error(`no such event within ${NEXT_EVENT_MS} ms; the stream had: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

export function editorClient(newsroomUrl: string, key: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${newsroomUrl}/editor/v1/live${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`editor ${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  type Written = { id: string; updated_at: string };
  return {
    start: (article: number) => call<unknown>("POST", `/${article}/start`),
    post: (article: number, update: { body_en: string; body_ta: string; title_en?: string; title_ta?: string; key_event?: boolean; pinned?: boolean }) =>
      call<Written>("POST", `/${article}/updates`, update),
    correct: (article: number, updateId: string, change: Record<string, unknown>) => call<unknown>("PATCH", `/${article}/updates/${updateId}`, change),
    remove: (article: number, updateId: string) => call<unknown>("DELETE", `/${article}/updates/${updateId}`),
    end: (article: number) => call<unknown>("POST", `/${article}/end`),
  };
}
