/**
 * The article's comment forms and its live stream as Remix calls them, against a real embedded
 * newsroom (its tokens, product key check, validation, stream and injected faults).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestNewsroom, type TestNewsroom } from "../../newsroom/test-helpers";
import { forgetAllTokens } from "../auth/reader.server";
import { signedInCookie } from "../auth/session.server";
import type { CommentAnswer } from "../comments/answers";
import { forgetAllComments, loadComments } from "../comments/comments.server";
import { loadNewsroomEnv } from "../test-support/newsroom-env";
import { formPost, readAction, routeArgs, type ActionAnswer } from "../test-support/route-calls";
import { mediaClient, verifyMobile, signupMobile } from "../upstream/media.server";
import { action as articleAction, loader as articleLoader } from "./article";
import { loader as streamLoader } from "./comments-stream";

const OTP = "135790";
let newsroom: TestNewsroom;
let slug = "";
let newsId = "";

beforeAll(async () => {
  newsroom = await startTestNewsroom({ fixedOtp: OTP });
  const row = newsroom.db.prepare("SELECT id, slug FROM articles ORDER BY id LIMIT 1").get() as { id: number; slug: string };
  newsId = String(row.id);
  slug = `${row.slug}-${row.id}`;
});
afterAll(async () => {
  await newsroom.stop();
});

beforeEach(() => {
  loadNewsroomEnv(newsroom);
  forgetAllTokens();
  forgetAllComments();
  mediaClient.clearCache();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

let phones = 0;
async function signedInReader(): Promise<{ cookie: string; phone: string }> {
  const phone = `98765${String(43210 + (phones += 1)).padStart(5, "0")}`;
  await signupMobile(phone);
  const signIn = await verifyMobile(phone, OTP);
  return { cookie: (await signedInCookie(signIn)).split(";")[0]!, phone };
}

async function submit(path: string, fields: Record<string, string>, cookie?: string): Promise<ActionAnswer<CommentAnswer>> {
  const request = formPost(path, fields, cookie ? { cookie } : {});
  return readAction<CommentAnswer>(await articleAction(routeArgs(request, { slug })));
}

const rows = () =>
  newsroom.db.prepare("SELECT id, parent_id, body, likes_count FROM comments WHERE news_id = ? ORDER BY id").all(Number(newsId)) as {
    id: number;
    parent_id: number | null;
    body: string;
    likes_count: number;
  }[];

describe("anonymous readers' copy of the comments", () => {
  const anonymous = { signedIn: false } as const;
  const options = { showAll: true, focus: null };
  const texts = async () => (await loadComments(newsId, anonymous, "en", options))!.comments.map((comment) => comment.text);

  it("shows a like at once, not the count from before it", async () => {
    const { cookie } = await signedInReader();
    await submit(`/news/${slug}`, { intent: "comment", comment: "Liked at once" }, cookie);
    const created = rows().at(-1)!;
    const before = (await loadComments(newsId, anonymous, "en", options))!.comments.find((comment) => comment.id === String(created.id));
    expect(before?.likesCount).toBe(0);
    await submit(`/news/${slug}`, { intent: "like", commentId: String(created.id) }, cookie);
    const after = (await loadComments(newsId, anonymous, "en", options))!.comments.find((comment) => comment.id === String(created.id));
    expect(after?.likesCount).toBe(1);
  });

  it("does not keep a list that was on its way while a comment was written", async () => {
    const { cookie } = await signedInReader();
    // The list is read at once but slow to arrive; the comment is written once the newsroom has read it (not before:
    // the two requests race, and on a busy machine the write could otherwise be read first).
    let read!: () => void;
    const listRead = new Promise<void>((resolve) => (read = resolve));
    newsroom.setFault({ kind: "slow-answer", ms: 1000, paths: /\/comments\/news\//, held: () => read() });
    try {
      const slowList = texts();
      await listRead;
      await submit(`/news/${slug}`, { intent: "comment", comment: "Written while a list was on its way" }, cookie);
      expect(await slowList).not.toContain("Written while a list was on its way");
    } finally {
      newsroom.setFault(null);
    }
    expect(await texts()).toContain("Written while a list was on its way");
  });
});

describe("comment forms", () => {
  it("without JavaScript: a trimmed comment, a reply and a like each land back at the comment", async () => {
    const { cookie } = await signedInReader();
    const path = `/tamil/news/${slug}`;
    const posted = await submit(path, { intent: "comment", comment: "  முதல் கருத்து  " }, cookie);
    const created = rows().at(-1)!;
    expect(created.body).toBe("முதல் கருத்து");
    expect(posted).toMatchObject({ status: 303, location: `${path}?comment=${created.id}#comment-${created.id}` });

    const replied = await submit(path, { intent: "reply", parentId: String(created.id), comment: "பதில்" }, cookie);
    const reply = rows().at(-1)!;
    expect(reply).toMatchObject({ parent_id: created.id, body: "பதில்" });
    expect(replied.location).toBe(`${path}?comment=${reply.id}#comment-${reply.id}`);

    // The newsroom answers 403 without the product key and 401 without the bearer: a like that counts sent both.
    const liked = await submit(path, { intent: "like", commentId: String(created.id) }, cookie);
    expect(liked.location).toBe(`${path}?comment=${created.id}#comment-${created.id}`);
    expect(rows().find((row) => row.id === created.id)?.likes_count).toBe(1);

    // The page it lands on waits for the comments and shows the reader's like.
    const page = await articleLoader(routeArgs(new Request(`http://localhost${liked.location}`, { headers: { cookie } }), { slug }));
    const comments = (page as unknown as { data: { comments: { comments: { id: string; isLiked: boolean; replies: unknown[] }[] } } }).data.comments;
    expect(comments.comments.find((comment) => comment.id === String(created.id))).toMatchObject({ isLiked: true, replies: [{ text: "பதில்" }] });

    const unliked = await submit(path, { intent: "unlike", commentId: String(created.id), enhanced: "1" }, cookie);
    expect(unliked.answer).toEqual({ ok: true, intent: "unlike", commentId: String(created.id), likesCount: 0, isLiked: false });
  });

  it("with JavaScript: answers the new comment as data, dated in the page's language", async () => {
    const { cookie } = await signedInReader();
    const answered = await submit(`/tamil/news/${slug}`, { intent: "comment", comment: "வணக்கம்", enhanced: "1" }, cookie);
    expect(answered.status).toBe(200);
    expect(answered.answer).toMatchObject({ ok: true, intent: "comment", comment: { text: "வணக்கம்", time: expect.stringMatching(/முற்பகல்|பிற்பகல்/) } });
  });

  it("refuses empty, whitespace-only and over-long text with the text given back, before any upstream call", async () => {
    const { cookie } = await signedInReader();
    const before = rows().length;
    for (const [comment, error] of [
      ["", "empty"],
      ["  \r\n  ", "empty"],
      ["அ".repeat(1001), "tooLong"],
    ] as const) {
      const refused = await submit(`/news/${slug}`, { intent: "comment", comment }, cookie);
      expect(refused.status).toBe(400);
      expect(refused.answer).toMatchObject({ ok: false, error, text: comment.replace(/\r\n/g, "\n") });
    }
    expect(rows()).toHaveLength(before);
  });

  it("keeps the text when the media service fails, with and without JavaScript", async () => {
    const { cookie } = await signedInReader();
    newsroom.setFault({ kind: "status", status: 503, paths: /\/comments$/ });
    try {
      for (const enhanced of ["1", ""]) {
        const failed = await submit(`/news/${slug}`, { intent: "comment", comment: "Kept through an outage", enhanced }, cookie);
        expect(failed.status).toBe(503);
        expect(failed.answer).toMatchObject({ ok: false, error: "failed", text: "Kept through an outage", signedOut: false });
      }
    } finally {
      newsroom.setFault(null);
    }
  });

  it("signs the reader out when the media service refuses their token, keeping the text", async () => {
    const { cookie, phone } = await signedInReader();
    newsroom.db.prepare("DELETE FROM access_tokens WHERE user_id = (SELECT id FROM users WHERE mobile_number = ?)").run(phone);
    const refused = await submit(`/news/${slug}`, { intent: "comment", comment: "After expiry" }, cookie);
    expect(refused.status).toBe(401);
    expect(refused.answer).toMatchObject({ ok: false, error: "signedOut", text: "After expiry", signedOut: true });
    expect(refused.headers.get("set-cookie")).toMatch(/^__session=;/);
  });

  it("signs the reader out when the comment call itself is refused (a token trusted a moment ago)", async () => {
    const { cookie, phone } = await signedInReader();
    // Confirmed by the media service: trusted for a minute without asking again.
    expect((await submit(`/news/${slug}`, { intent: "comment", comment: "Before expiry", enhanced: "1" }, cookie)).status).toBe(200);
    newsroom.db.prepare("DELETE FROM access_tokens WHERE user_id = (SELECT id FROM users WHERE mobile_number = ?)").run(phone);
    const refused = await submit(`/news/${slug}`, { intent: "comment", comment: "After expiry", enhanced: "1" }, cookie);
    expect(refused.status).toBe(401);
    expect(refused.answer).toMatchObject({ ok: false, error: "signedOut", text: "After expiry", signedOut: true });
    expect(refused.headers.get("set-cookie")).toMatch(/^__session=;/);
  });

  it("refuses an anonymous reader without asking the media service", async () => {
    const refused = await submit(`/news/${slug}`, { intent: "like", commentId: "1", enhanced: "1" });
    expect(refused).toMatchObject({ status: 401, answer: { ok: false, error: "signedOut" } });
  });
});

/** Reads Server-Sent Events from a body until `count` data lines have arrived. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number): Promise<unknown[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const found: unknown[] = [];
  let buffer = "";
  while (found.length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split("\n").find((line) => line.startsWith("data: "));
      if (frame.startsWith("event: comments") && data) found.push(JSON.parse(data.slice(6)));
    }
  }
  reader.releaseLock();
  return found;
}

describe("the live stream", () => {
  const streamArgs = (params: Record<string, string>, signal?: AbortSignal) =>
    routeArgs(new Request("http://localhost/news/x/comments/stream", { signal }), params);

  it("answers 404 for a bad slug or an unknown article", async () => {
    await expect(streamLoader(streamArgs({ slug: "no-id-here" }))).rejects.toMatchObject({ status: 404 });
    expect((await streamLoader(streamArgs({ slug: "gone-99999999" }))).status).toBe(404);
  });

  it("passes new comments and likes on, and closes the upstream stream when the reader leaves", async () => {
    const { cookie } = await signedInReader();
    const leave = new AbortController();
    const response = await streamLoader(streamArgs({ slug }, leave.signal));
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const events = readEvents(response.body!, 3);
    await submit(`/news/${slug}`, { intent: "comment", comment: "Live!", enhanced: "1" }, cookie);
    const id = String(rows().at(-1)!.id);
    await submit(`/news/${slug}`, { intent: "like", commentId: id, enhanced: "1" }, cookie);
    const [hello, comment, like] = (await events) as { connection: string; events: { type: string; seq: number }[] }[];
    expect(hello!.events).toEqual([]);
    expect(comment!.events).toMatchObject([{ seq: 1, type: "comment", comment: { id, text: "Live!" } }]);
    // Each message repeats the recent events (the page may see only the last of two).
    expect(like!.events).toMatchObject([
      { seq: 1, type: "comment" },
      { seq: 2, type: "like", commentId: id, likesCount: 1 },
    ]);
    expect(new Set([hello!.connection, comment!.connection, like!.connection]).size).toBe(1);
    leave.abort();
  });

  it("is not held back by compression, and lets go of the upstream when the reader disconnects", async () => {
    // A stand-in for the media service's stream that tells when its client has gone.
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    let sendEvent!: () => void;
    const upstream: Server = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(": hello\n\n");
      sendEvent = () => res.write(`event: like\ndata: ${JSON.stringify({ type: "like", comment_id: 7, likes_count: 2 })}\n\n`);
      req.on("close", upstreamClosed);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    loadNewsroomEnv(newsroom, { MEDIA_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });

    // server.ts's order: compression() before the Remix handler.
    const app = express();
    app.use(compression());
    app.get("/stream", async (req, res) => {
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const response = await streamLoader(streamArgs({ slug: "story-12" }, controller.signal));
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      await writeReadableStreamToWritable(response.body!, res);
    });
    const site = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => site.once("listening", resolve));
    try {
      const reader = new AbortController();
      const response = await fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}/stream`, {
        headers: { "accept-encoding": "gzip" },
        signal: reader.signal,
      });
      expect(response.headers.get("content-encoding")).toBeNull();
      const hello = readEvents(response.body!, 2);
      sendEvent();
      // Both arrive while the stream is still open: nothing waited for a compressor's buffer to fill.
      const [, like] = (await hello) as { events: unknown[] }[];
      expect(like!.events).toMatchObject([{ type: "like", commentId: "7", likesCount: 2, seq: 1 }]);
      reader.abort();
      await closed;
    } finally {
      site.closeAllConnections();
      upstream.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
