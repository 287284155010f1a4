import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentLikeResponseSchema, commentResponseSchema, commentsResponseSchema, commentStreamEventSchema } from "../app/upstream/schemas-comments";
import { errorResponseSchema } from "../app/upstream/schemas";
import { signInResponseSchema } from "../app/upstream/schemas-accounts";
import { PRODUCT_KEY_HEADER } from "./comments";
import { TEST_PRODUCT_KEY, fetchJson, mediaHeaders, startTestNewsroom, type TestNewsroom } from "./test-helpers";

let newsroom: TestNewsroom;
let alice: string;
let bala: string;
let newsId: number;

async function signIn(mobile: string): Promise<string> {
  await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/users/signup-mobile`, { method: "POST", json: { mobile_number: mobile } });
  const answer = await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/users/verify-mobile`, {
    method: "POST",
    json: { mobile_number: mobile, otp: "135790" },
  });
  return signInResponseSchema.parse(answer.body).access_token;
}

beforeAll(async () => {
  newsroom = await startTestNewsroom({ fixedOtp: "135790", articles: 60 });
  [alice, bala] = [await signIn("9000000011"), await signIn("9000000022")];
  newsId = (newsroom.db.prepare("SELECT id FROM articles ORDER BY id LIMIT 1").get() as { id: number }).id;
});

afterAll(async () => {
  await newsroom?.stop();
});

const api = (path: string) => `${newsroom.mediaUrl}/core-svc/api/v1/comments${path}`;
const postComment = (json: unknown, token?: string) => fetchJson(api(""), { method: "POST", json, headers: mediaHeaders("en", token) });
const listComments = async (id: number, token?: string) => {
  const answer = await fetchJson(api(`/news/${id}`), { headers: mediaHeaders("en", token) });
  expect(answer.status).toBe(200);
  return commentsResponseSchema.parse(answer.body).data;
};
const like = (commentId: string, method: "POST" | "DELETE", token?: string, key?: string) =>
  fetchJson(api(`/${commentId}/like`), { method, headers: mediaHeaders("en", token, key ? { [PRODUCT_KEY_HEADER]: key } : {}) });

describe("comments", () => {
  it("lists none for a fresh article, 404 for an unknown one, 400 for a bad id", async () => {
    expect(await listComments(newsId)).toEqual([]);
    const unknown = await fetchJson(api("/news/99999999"));
    expect(unknown.status).toBe(404);
    errorResponseSchema.parse(unknown.body);
    expect((await fetchJson(api("/news/abc"))).status).toBe(400);
  });

  it("needs a signed-in reader, 1 to 1000 characters after trimming, and a known article", async () => {
    const anonymous = await postComment({ news_id: String(newsId), comment: "Hello" });
    expect(anonymous.status).toBe(401);
    errorResponseSchema.parse(anonymous.body);
    expect((await postComment({ news_id: String(newsId), comment: "Hello" }, "made-up-token-made-up-token")).status).toBe(401);
    for (const comment of ["", "   \n ", "x".repeat(1001)]) {
      const answer = await postComment({ news_id: String(newsId), comment }, alice);
      expect(answer.status).toBe(400);
      errorResponseSchema.parse(answer.body);
    }
    expect((await postComment({ news_id: "99999999", comment: "Hello" }, alice)).status).toBe(404);
    expect((await postComment({ news_id: "abc", comment: "Hello" }, alice)).status).toBe(400);
    expect((await postComment({ comment: "Hello" }, alice)).status).toBe(400);
  });

  it("stores the trimmed text as plain text, Tamil and markup alike, newest first", async () => {
    const text = 'நல்ல செய்தி! <script>alert("x")</script> & more';
    const first = await postComment({ news_id: String(newsId), comment: `  ${text}  ` }, alice);
    expect(first.status).toBe(201);
    const created = commentResponseSchema.parse(first.body).data;
    expect(created).toMatchObject({ news_id: String(newsId), parent_id: null, comment: text, likes_count: 0, is_liked: false, replies: [] });
    // A reader signed in by phone gave no name: none is sent (the site words "Reader N" in the page's language,
    // issue 29), and never the number.
    expect(created.user).toEqual({ id: expect.stringMatching(/^\d+$/), name: null });
    expect(JSON.stringify(first.body)).not.toContain("9000000011");
    const second = commentResponseSchema.parse((await postComment({ news_id: newsId, comment: "Second" }, bala)).body).data;
    const listed = await listComments(newsId);
    expect(listed.map((comment) => comment.id).slice(0, 2)).toEqual([second.id, created.id]);
    expect(listed[1]!.comment).toBe(text);
  });

  it("threads replies under their comment, oldest first; a reply to a reply joins the same thread", async () => {
    const root = commentResponseSchema.parse((await postComment({ news_id: String(newsId), comment: "Root" }, alice)).body).data;
    const reply = await fetchJson(api(`/${root.id}/replies`), { method: "POST", json: { comment: "First reply" }, headers: mediaHeaders("en", bala) });
    expect(reply.status).toBe(201);
    const first = commentResponseSchema.parse(reply.body).data;
    expect(first.parent_id).toBe(root.id);
    const nested = commentResponseSchema.parse(
      (await fetchJson(api(`/${first.id}/replies`), { method: "POST", json: { comment: "Second reply" }, headers: mediaHeaders("en", alice) })).body,
    ).data;
    expect(nested.parent_id).toBe(root.id);
    const thread = (await listComments(newsId)).find((comment) => comment.id === root.id)!;
    expect(thread.replies.map((item) => item.comment)).toEqual(["First reply", "Second reply"]);
    expect((await fetchJson(api(`/${root.id}/replies`), { method: "POST", json: { comment: "x" } })).status).toBe(401);
    expect((await fetchJson(api("/99999999/replies"), { method: "POST", json: { comment: "x" }, headers: mediaHeaders("en", alice) })).status).toBe(404);
    expect((await fetchJson(api(`/${root.id}/replies`), { method: "POST", json: { comment: " " }, headers: mediaHeaders("en", alice) })).status).toBe(400);
  });

  it("likes need a token and the product key, count once per reader, and unlike", async () => {
    const target = commentResponseSchema.parse((await postComment({ news_id: String(newsId), comment: "Like me" }, alice)).body).data;
    expect((await like(target.id, "POST")).status).toBe(401);
    expect((await like(target.id, "POST", undefined, TEST_PRODUCT_KEY)).status).toBe(401);
    const noKey = await like(target.id, "POST", alice);
    expect(noKey.status).toBe(403);
    errorResponseSchema.parse(noKey.body);
    expect((await like(target.id, "POST", alice, "wrong-key")).status).toBe(403);

    const liked = await like(target.id, "POST", alice, TEST_PRODUCT_KEY);
    expect(liked.status).toBe(200);
    expect(commentLikeResponseSchema.parse(liked.body).data).toEqual({ comment_id: target.id, likes_count: 1, is_liked: true });
    expect(commentLikeResponseSchema.parse((await like(target.id, "POST", alice, TEST_PRODUCT_KEY)).body).data.likes_count).toBe(1);
    expect(commentLikeResponseSchema.parse((await like(target.id, "POST", bala, TEST_PRODUCT_KEY)).body).data.likes_count).toBe(2);

    const asAlice = (await listComments(newsId, alice)).find((comment) => comment.id === target.id)!;
    expect(asAlice).toMatchObject({ likes_count: 2, is_liked: true });
    const anonymous = (await listComments(newsId)).find((comment) => comment.id === target.id)!;
    expect(anonymous).toMatchObject({ likes_count: 2, is_liked: false });

    const unliked = commentLikeResponseSchema.parse((await like(target.id, "DELETE", alice, TEST_PRODUCT_KEY)).body).data;
    expect(unliked).toEqual({ comment_id: target.id, likes_count: 1, is_liked: false });
    expect(commentLikeResponseSchema.parse((await like(target.id, "DELETE", alice, TEST_PRODUCT_KEY)).body).data.likes_count).toBe(1);
    expect((await like("99999999", "POST", alice, TEST_PRODUCT_KEY)).status).toBe(404);
  });

  it("streams new comments and likes of the article as Server-Sent Events", async () => {
    const controller = new AbortController();
    const response = await fetch(api(`/news/${newsId}/stream`), { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const nextEvent = async (): Promise<{ event: string; data: unknown }> => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    };
    try {
      const posted = commentResponseSchema.parse((await postComment({ news_id: String(newsId), comment: "Live!" }, bala)).body).data;
      const commentEvent = await nextEvent();
      expect(commentEvent.event).toBe("comment");
      const parsed = commentStreamEventSchema.parse(commentEvent.data);
      expect(parsed.type === "comment" && parsed.comment.id).toBe(posted.id);

      await like(posted.id, "POST", alice, TEST_PRODUCT_KEY);
      const likeEvent = await nextEvent();
      expect(likeEvent.event).toBe("like");
      expect(commentStreamEventSchema.parse(likeEvent.data)).toEqual({ type: "like", comment_id: posted.id, likes_count: 1 });
    } finally {
      controller.abort();
    }
    expect((await fetchJson(api("/news/99999999/stream"))).status).toBe(404);
  });
});
