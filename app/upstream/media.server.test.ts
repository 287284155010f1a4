/**
 * The media and older-service clients against a real HTTP server on loopback:
 * paths, headers, bodies and envelopes exactly as requirements §6–§7 describe them.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnv } from "../config/env.server";
import { InvalidUpstreamRequestError, statusForUpstreamFailure, UpstreamError } from "./http.server";
import { getLegacyHome, getLegacyTagNews, legacyClient } from "./legacy.server";
import {
  commentStreamUrl,
  createComment,
  createReply,
  getCommentPage,
  getHome,
  getMe,
  getNewsById,
  likeComment,
  mediaClient,
  searchCategories,
  searchNews,
  unlikeComment,
  verifyMobile,
} from "./media.server";

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Reply = { status?: number; body?: unknown; delayMs?: number };

const PRODUCT_KEY = "test-product-key-123";
let server: Server;
let base = "";
const seen: Seen[] = [];
let routes: Record<string, (request: Seen) => Reply> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: Seen = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString() };
      seen.push(entry);
      const route = routes[`${entry.method} ${entry.url.split("?")[0]}`];
      const reply = route ? route(entry) : { status: 404, body: { message: "not here" } };
      setTimeout(() => {
        response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        response.end(JSON.stringify(reply.body ?? {}));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setEnv({ MEDIA_API_URL: base, LEGACY_API_URL: `${base}/api`, PRODUCT_KEY, UPSTREAM_TIMEOUT_MS: 1000 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  routes = {};
  mediaClient.clearCache();
  legacyClient.clearCache();
});

const item = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `Story ${id}`, published_at: "2025-01-08T06:00:00Z", ...extra });

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("news", () => {
  it("getHome asks in the page's language and serves the media service's images through the image route", async () => {
    routes["GET /news-svc/api/v1/home"] = () => ({
      body: {
        data: {
          data: [
            {
              section_title: "மாநில செய்திகள்",
              section_title_key: "state",
              primary_news: item(1, { images: { original_url: `${base}/media/news/1.jpg` } }),
              secondary_news: [item(2)],
              other_news: [],
            },
          ],
        },
      },
    });
    const home = await getHome("ta", { cityId: "25" });
    expect(home.stale).toBe(false);
    expect(home.data[0]).toMatchObject({ key: "state", title: "மாநில செய்திகள்", lead: { id: "1", image: { src: "/img/640/m/media/news/1.jpg" } } });
    expect(seen[0]?.url).toBe("/news-svc/api/v1/home?city_id=25");
    expect(seen[0]?.headers["accept-language"]).toBe("ta");
    await getHome("ta", { cityId: "25" });
    expect(seen).toHaveLength(1); // cached
  });

  it("searchNews sends the spec's parameters and flattens grouped results into a page", async () => {
    routes["GET /news-svc/api/v1/news"] = () => ({
      body: {
        showData: { data: [{ section_title: "S", section_title_key: "s", primary_news: item(5), secondary_news: [item(6)], other_news: [] }], total: 2 },
      },
    });
    const page = await searchNews("en", { query: "rain & floods", page: 1, page_size: 50, is_state: true, is_shortnews: false });
    expect(page.data).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(page.data.items.map((article) => article.id)).toEqual(["5", "6"]);
    const query = new URL(seen[0]?.url ?? "", base).searchParams;
    expect(Object.fromEntries(query)).toEqual({ query: "rain & floods", page: "1", page_size: "50", is_state: "true", is_shortnews: "false" });
    await expect(searchNews("en", { query: "x".repeat(201) })).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
  });

  it("getNewsById treats an answer for another id as not found", async () => {
    routes["GET /core-svc/api/v1/news/12"] = () => ({ body: { data: { data: item(12, { web_content: "<p>Body</p>" }) } } });
    routes["GET /core-svc/api/v1/news/13"] = () => ({ body: { data: { data: item(99) } } });
    const article = await getNewsById("en", "12");
    expect(article.data).toMatchObject({ id: "12", bodyHtml: "<p>Body</p>", slug: "story-12-12" });
    const mismatch = await caught(getNewsById("en", "13"));
    expect(mismatch).toBeInstanceOf(UpstreamError);
    expect(statusForUpstreamFailure(mismatch)).toBe(404);
    expect(statusForUpstreamFailure(await caught(getNewsById("en", "14")))).toBe(404);
  });

  it("never lets an id reach the upstream URL unencoded", async () => {
    await caught(getNewsById("en", "../../users/me"));
    expect(seen[0]?.url).toBe("/core-svc/api/v1/news/..%2F..%2Fusers%2Fme");
  });

  it("searchCategories POSTs the spec's default search and caches it like a read", async () => {
    routes["POST /core-svc/api/v1/categories/search"] = () => ({
      body: { data: { data: [{ id: 3, name: "Sports", multilingual_names: { en: "Sports", ta: "விளையாட்டு" } }] } },
    });
    const categories = await searchCategories("ta");
    expect(categories.data).toEqual([{ id: "3", slug: "sports", name: "விளையாட்டு", subNav: [] }]);
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ filter: "", sort: "_id", order: 1, page: 0, page_size: 100 });
    await searchCategories("ta");
    expect(seen).toHaveLength(1);
  });
});

describe("comments and accounts", () => {
  it("likes with the bearer token AND the product key, and sends no auth without a token", async () => {
    const answer = { data: { data: { comment_id: 7, likes_count: 3, is_liked: true } } };
    routes["POST /core-svc/api/v1/comments/7/like"] = () => ({ body: answer });
    routes["DELETE /core-svc/api/v1/comments/7/like"] = () => ({ body: { data: { data: { comment_id: 7, likes_count: 2, is_liked: false } } } });
    expect(await likeComment("token-abcdefghijklmnop", "7")).toEqual({ commentId: "7", likesCount: 3, isLiked: true });
    expect(seen[0]).toMatchObject({ method: "POST", body: "" });
    expect(seen[0]?.headers.authorization).toBe("Bearer token-abcdefghijklmnop");
    expect(seen[0]?.headers["x-product-key"]).toBe(PRODUCT_KEY);

    await likeComment(null, "7");
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers["x-product-key"]).toBeUndefined();

    expect(await unlikeComment("token-abcdefghijklmnop", "7")).toMatchObject({ likesCount: 2, isLiked: false });
    expect(seen[2]?.method).toBe("DELETE");
  });

  it("posts a trimmed comment, and refuses an empty one without calling the upstream", async () => {
    routes["POST /core-svc/api/v1/comments"] = (request) => {
      const body = JSON.parse(request.body) as { news_id: string; comment: string };
      return {
        body: {
          data: {
            data: { id: 1, news_id: body.news_id, comment: body.comment, user: { id: 2, name: "Meena" }, created_at: "2025-01-08T06:00:00Z", likes_count: 0 },
          },
        },
      };
    };
    const comment = await createComment("token-abcdefghijklmnop", "12", "  வணக்கம்  ");
    expect(comment).toMatchObject({ id: "1", newsId: "12", text: "வணக்கம்", isLiked: false });
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ news_id: "12", comment: "வணக்கம்" });
    await expect(createComment("token-abcdefghijklmnop", "12", "   ")).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
    expect(seen).toHaveLength(1);
  });

  it("verifyMobile answers the access token, and a wrong code is a status error with the upstream's message", async () => {
    routes["POST /core-svc/api/v1/users/verify-mobile"] = (request) =>
      (JSON.parse(request.body) as { otp: string }).otp === "123456"
        ? { body: { access_token: "access-token-0123456789", user: { id: 4, name: "Meena", mobile_number: "9876543210" } } }
        : { status: 401, body: { message: "Invalid OTP" } };
    expect(await verifyMobile("9876543210", "123456")).toEqual({
      accessToken: "access-token-0123456789",
      user: { id: "4", name: "Meena", mobileNumber: "9876543210", email: null, photoUrl: null },
      message: null,
    });
    const wrong = await caught(verifyMobile("9876543210", "000000"));
    expect(wrong).toMatchObject({ kind: "status", status: 401, message: "Invalid OTP" });
    await expect(verifyMobile("98765", "123456")).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
  });

  it("getMe reads the signed-in reader with the bearer token", async () => {
    routes["GET /core-svc/api/v1/users/me"] = (request) =>
      request.headers.authorization === "Bearer token-abcdefghijklmnop" ? { body: { data: { data: { id: 4, name: "Meena" } } } } : { status: 401 };
    expect(await getMe("token-abcdefghijklmnop")).toMatchObject({ id: "4", name: "Meena" });
    expect(await caught(getMe("expired-token-00000000"))).toMatchObject({ kind: "status", status: 401 });
  });

  it("reads a page of comments with the total, never cached, with the reader's bearer and product key", async () => {
    const reply = {
      id: 2,
      news_id: 12,
      parent_id: 1,
      comment: "Yes",
      user: { id: 6, name: "B" },
      created_at: "2026-01-08T11:00:00Z",
      likes_count: 1,
      is_liked: true,
    };
    routes["GET /core-svc/api/v1/comments/news/12"] = () => ({
      body: {
        data: {
          data: [
            {
              id: 1,
              news_id: 12,
              comment: "<b>Good</b>",
              user: { id: 5, name: "A" },
              created_at: "2026-01-08T10:00:00Z",
              likes_count: 0,
              is_liked: false,
              replies: [reply],
            },
          ],
          page: 1,
          page_size: 100,
          total: 7,
        },
      },
    });
    const page = await getCommentPage("12", "token-abcdefghijklmnop");
    expect(page.total).toBe(7);
    expect(page.comments[0]).toMatchObject({ id: "1", text: "<b>Good</b>", replies: [{ id: "2", parentId: "1", isLiked: true }] });
    expect(seen[0]?.url).toBe("/core-svc/api/v1/comments/news/12?page=1&page_size=100");
    expect(seen[0]?.headers.authorization).toBe("Bearer token-abcdefghijklmnop");
    await getCommentPage("12", null);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers["x-product-key"]).toBeUndefined();
  });

  it("posts a reply to its comment, refusing over-long text before the upstream", async () => {
    routes["POST /core-svc/api/v1/comments/1/replies"] = (request) => ({
      body: {
        data: {
          data: {
            id: 3,
            news_id: 12,
            parent_id: 1,
            comment: (JSON.parse(request.body) as { comment: string }).comment,
            user: { id: 2, name: "Meena" },
            created_at: "2026-01-08T06:00:00Z",
            likes_count: 0,
          },
        },
      },
    });
    expect(await createReply("token-abcdefghijklmnop", "1", " நன்றி ")).toMatchObject({ id: "3", parentId: "1", text: "நன்றி" });
    await expect(createReply("token-abcdefghijklmnop", "1", "அ".repeat(1001))).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
    expect(seen).toHaveLength(1);
  });

  it("builds the comment stream URL on the media service", () => {
    expect(commentStreamUrl("12")).toBe(`${base}/core-svc/api/v1/comments/news/12/stream`);
  });
});

describe("older service", () => {
  const feed = (id: number) => ({ id, url: `/news/story-${id}`, headlines: `Story ${id}`, createdAt: "2025-01-08T06:00:00Z" });

  it("reads lists under LEGACY_API_URL with the language in the path", async () => {
    routes["GET /api/user/ta/home/Breaking"] = () => ({ body: { status: true, data: { data: [feed(1), feed(2)], page: 1, page_size: 2, total: 9 } } });
    const page = await getLegacyHome("ta", "Breaking", 1);
    expect(seen[0]?.url).toBe("/api/user/ta/home/Breaking?page=1");
    expect(page.data).toMatchObject({ page: 1, pageSize: 2, total: 9, items: [{ id: "1", slug: "story-1", language: "ta" }, { id: "2" }] });
  });

  it("encodes a Tamil tag and rejects a page out of range", async () => {
    await caught(getLegacyTagNews("ta", "மழை/வெள்ளம்", 2));
    expect(seen[0]?.url).toBe(`/api/user/ta/tag/${encodeURIComponent("மழை/வெள்ளம்")}?page=2`);
    await expect(getLegacyTagNews("ta", "x", -1)).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
  });
});

describe("a crawler's walk", () => {
  it("may take longer than a reader's deadline: no reader waits for it", async () => {
    routes["GET /news-svc/api/v1/news"] = () => ({ body: { showData: { data: [item(1)], total: 1 } }, delayMs: 1300 });
    // UPSTREAM_TIMEOUT_MS is 1000 here: a reader's list gives up, the sitemap's walk gets its answer.
    expect(await caught(searchNews("en", { category_id: "4", page: 1, page_size: 12 }))).toMatchObject({ kind: "timeout" });
    const walked = await searchNews("en", { page: 1, page_size: 100, published_after: "2026-02-01T00:00:00Z" }, { bulk: true });
    expect(walked.data.items.map((article) => article.id)).toEqual(["1"]);
  });

  it("has a breaker of its own: sitemap calls failing in a row shut the walk, never the readers' lists", async () => {
    routes["GET /news-svc/api/v1/news"] = (request) =>
      new URL(request.url, base).searchParams.get("page_size") === "100"
        ? { status: 503, body: { message: "busy" } }
        : { body: { showData: { data: [item(1)], total: 1 } } };
    for (let page = 1; page <= 8; page += 1) {
      await caught(searchNews("en", { page, page_size: 100, published_after: "2026-01-01T00:00:00Z" }, { bulk: true }));
    }
    const health = mediaClient.getHealth();
    expect(health.endpoints?.bulk?.state).toBe("open");
    expect(health.state).toBe("closed");
    const list = await searchNews("en", { category_id: "3", page: 1, page_size: 12 });
    expect(list.data.items.map((article) => article.id)).toEqual(["1"]);
  });
});
