/**
 * The home, article, like/save and Saved loaders and actions against a fake
 * upstream on loopback: what they ask for, what they answer, and that an
 * article body with scripts reaches the page without any of them.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { mediaClient } from "../upstream/media.server";
import { loader as articleLoader } from "./article";
import { action as engagementAction } from "./article-engagement";
import { loader as homeLoader } from "./home";
import { loader as savedLoader } from "./saved";
import { useFakeUpstream } from "../test-support/fake-upstream";
import { testLoadContext } from "../test-support/route-calls";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up (beforeAll, afterAll), not a React hook
const upstream = useFakeUpstream();

const politics = { id: 3, name: "Politics", slug: "politics" };

function item(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `story-${id}`,
    title: `Story ${id}`,
    published_at: `2026-01-08T${String(id % 24).padStart(2, "0")}:00:00Z`,
    news_type: "Web",
    category: politics,
    ...extra,
  };
}

const detail = (body: Record<string, unknown>) => () => ({ body: { data: { data: body } } });
const list = (items: unknown[]) => () => ({ body: { data: { data: items, page: 1, page_size: 12, total: items.length } } });

function args(path: string, params: Record<string, string> = {}, cookie?: string): LoaderFunctionArgs {
  const headers = cookie ? { cookie } : undefined;
  const request = new Request(`http://localhost${path}`, { headers });
  return { request, params, context: testLoadContext(request) };
}

function post(path: string, params: Record<string, string>, fields: Record<string, string>, cookie?: string): ActionFunctionArgs {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  return { request, params, context: testLoadContext(request) };
}

async function thrown(promise: Promise<unknown> | unknown): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("article loader", () => {
  it("sends an article body with <script>, onerror= and javascript: links to the page without any of them", async () => {
    const body = [
      "<p>Rain in <b>Chennai</b>.</p>",
      "<script>alert(1)</script>",
      '<img src="https://img.example/a.jpg" onerror="alert(2)" alt="flood">',
      '<a href="javascript:alert(3)">click</a>',
      '<a href="JaVaScRiPt:alert(4)">again</a>',
      '<p onclick="alert(5)" style="color:red">Styled</p>',
      '<iframe src="https://evil.example/x"></iframe>',
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
      '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Flood relief"></iframe>',
      '<a href="https://elsewhere.example/report">source</a>',
    ].join("");
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12", web_content: body }));
    const result = await articleLoader(args("/news/rain-12", { slug: "rain-12" }));
    const html = result.data.article.bodyHtml;
    expect(html).toContain("<b>Chennai</b>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert/);
    expect(html).not.toMatch(/\bon\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toContain("evil.example");
    // A video with a valid id becomes a poster linking to it (decision 0028); one without a valid id is dropped.
    expect(html).toContain('href="https://www.youtube.com/watch?v=M7lc1UVf-VE"');
    expect(html).not.toContain("embed/abc");
    expect(html).toMatch(/<img src="https:\/\/img.example\/a.jpg" alt="flood" loading="lazy"/);
    expect(html).toContain('<a href="https://elsewhere.example/report" rel="noopener noreferrer nofollow" target="_blank">source</a>');
  });

  it("answers a slug without an id with 404 and asks nobody", async () => {
    const response = await thrown(articleLoader(args("/news/no-id-here", { slug: "no-id-here" })));
    expect(response.status).toBe(404);
    expect(upstream.seen).toEqual([]);
  });

  it("answers an id the service does not have, or answers for another id, with 404 (no redirect)", async () => {
    expect((await thrown(articleLoader(args("/news/gone-404", { slug: "gone-404" })))).status).toBe(404);
    upstream.routes["/core-svc/api/v1/news/77"] = detail(item(78));
    expect((await thrown(articleLoader(args("/tamil/news/other-77", { slug: "other-77" })))).status).toBe(404);
  });

  it("answers an outdated slug with 301 to the current one on the same section path", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12" }));
    const response = await thrown(articleLoader(args("/tamil/city/chennai/news/old-words-12?x=1", { slug: "old-words-12" })));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/tamil/city/chennai/news/rain-12?x=1");
  });

  it("gives the canonical /news/{slug} on a section path, the reader's like and save, and streams related news and the comment count", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12", likes_count: 4, published_by: "K. Raman", tags: ["Rain", "மழை"] }));
    upstream.routes["/news-svc/api/v1/news"] = list([
      item(12),
      item(11),
      item(10),
      item(9, { category: { id: 8, name: "POLITICS", slug: "x" } }),
      item(8),
      item(7),
    ]);
    upstream.routes["/core-svc/api/v1/comments/news/12"] = () => ({
      body: {
        data: {
          data: [
            {
              id: 1,
              news_id: 12,
              comment: "Good",
              user: { id: 5, name: "A" },
              created_at: "2026-01-08T10:00:00Z",
              likes_count: 0,
              is_liked: false,
              replies: [
                {
                  id: 2,
                  news_id: 12,
                  parent_id: 1,
                  comment: "Yes",
                  user: { id: 6, name: "B" },
                  created_at: "2026-01-08T11:00:00Z",
                  likes_count: 0,
                  is_liked: false,
                },
              ],
            },
          ],
        },
      },
    });
    const result = await articleLoader(args("/tamil/tags/rain/news/rain-12", { slug: "rain-12" }, "news_liked_12=abc; saved=5.12"));
    const { article, head, choices } = result.data;
    // The author list (not served here) would give the slug; without it the name, which answers 301 to it.
    expect(article.author).toEqual({ name: "K. Raman", href: "/tamil/author/K.%20Raman" });
    expect(article.tags.map((tag) => tag.href)).toEqual(["/tamil/tags/Rain", "/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88"]);
    expect(article.likesCount).toBe(4);
    expect(choices).toEqual({ liked: true, saved: true });
    expect(head.links.find((link) => link.rel === "canonical")!.href).toBe("https://news.example/tamil/news/rain-12");
    // The related candidates are the category's first page (the category list's own query).
    // Markup made on the server (components/article/related-news.server.tsx): the stories' titles link in order.
    const related = (await result.data.related) ?? "";
    expect([...related.matchAll(/<h3[^>]*><a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/tamil/news/story-11",
      "/tamil/news/story-10",
      "/tamil/news/story-9",
      "/tamil/news/story-8",
    ]);
    const query = Object.fromEntries(
      new URL(
        upstream.seen.find((url) => url.startsWith("/news-svc/api/v1/news?"))!,
        upstream.base,
      ).searchParams,
    );
    expect(query).toEqual({ category_id: "3", page: "1", page_size: "12", news_type: "Web" });
    expect(await result.data.commentCount).toBe(2);
  });

  it("streams no related news and no count when those calls fail, and the page stands", async () => {
    upstream.routes["/core-svc/api/v1/news/13"] = detail(item(13, { slug: "rain-13" }));
    upstream.routes["/news-svc/api/v1/news"] = () => ({ status: 500, body: { message: "down" } });
    upstream.routes["/core-svc/api/v1/comments/news/13"] = () => ({ status: 500, body: { message: "down" } });
    const result = await articleLoader(args("/news/rain-13", { slug: "rain-13" }));
    expect(result.data.article.title).toBe("Story 13");
    expect(await result.data.related).toBeNull();
    expect(await result.data.commentCount).toBeNull();
  });

  it("says the default title and author in Tamil when the upstream gives none", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail({ id: 12, slug: "news-12", published_at: "2026-01-08T06:00:00Z" });
    const result = await articleLoader(args("/tamil/news/news-12", { slug: "news-12" }));
    expect(result.data.article.title).toBe("செய்தி விவரம்");
    expect(result.data.article.author).toBeNull();
    expect(result.data.head.title).toContain("செய்தி விவரம்");
  });
});

describe("home loader", () => {
  // 1 + 2 + 4 stories and, as the embedded newsroom sends them, 14 spares to refill from (issue 29).
  const section = (key: string, title: string, first: number) => ({
    section_title: title,
    section_title_key: key,
    primary_news: item(first),
    secondary_news: [item(first + 1), item(first + 2)],
    other_news: Array.from({ length: 4 + 14 }, (_, i) => item(first + 3 + i)),
  });

  it("asks for the reader's city (default Tiruvannamalai) and orders city, Recent, State, National, Local", async () => {
    upstream.routes["/news-svc/api/v1/home"] = () => ({
      body: {
        data: {
          data: [
            section("state", "State News", 100),
            section("national", "National News", 200),
            section("local", "Local News", 300),
            section("city", "Tiruvannamalai", 400),
          ],
        },
      },
    });
    upstream.routes["/api/user/en/home/Breaking"] = () => ({
      body: { data: { data: [1, 2, 3, 4].map((id) => ({ id, url: `/news/breaking-${id}`, headlines: `Breaking ${id}`, createdAt: "2026-01-08T06:00:00Z" })) } },
    });
    const result = await homeLoader(args("/"));
    // requirements §9: the ticker shows 3.
    expect(result.data.breaking!.items).toEqual([1, 2, 3].map((id) => ({ id: String(id), href: `/news/breaking-${id}`, title: `Breaking ${id}` })));
    // Beside it, "Alert me": a form that follows every breaking story, made on the server (issue 30).
    expect(result.data.breaking!.alertMe).toMatch(/^<form method="post" action="\/follow" id="alert-me-breaking"/);
    expect(result.data.breaking!.alertMe).toContain('<input type="hidden" name="kind" value="breaking"/><input type="hidden" name="id" value="all"/>');
    expect(result.data.sections.map((s) => s.key)).toEqual(["city", "recent", "state", "national", "local"]);
    expect(result.data.sections[0]!.title).toBe("Tiruvannamalai News");
    expect(result.data.sections[1]!.title).toBe("Recent News");
    // Every section full, and no story in two of them (issue 29).
    const shown = result.data.sections.map(({ stories }) => [stories!.lead!, ...stories!.secondary, ...stories!.latest].map((story) => story.id));
    for (const ids of shown) expect(ids).toHaveLength(7);
    expect(new Set(shown.flat()).size).toBe(5 * 7);
    expect(
      new URL(
        upstream.seen.find((url) => url.startsWith("/news-svc/api/v1/home"))!,
        upstream.base,
      ).searchParams.get("city_id"),
    ).toBe("tiruvannamalai");

    upstream.seen.length = 0;
    mediaClient.clearCache();
    await homeLoader(args("/tamil", {}, "city=chennai"));
    expect(
      new URL(
        upstream.seen.find((url) => url.startsWith("/news-svc/api/v1/home"))!,
        upstream.base,
      ).searchParams.get("city_id"),
    ).toBe("chennai");
  });

  it("hides the breaking ticker when its call fails, and keeps the sections", async () => {
    upstream.routes["/news-svc/api/v1/home"] = () => ({ body: { data: { data: [section("state", "State News", 100)] } } });
    upstream.routes["/api/user/en/home/Breaking"] = () => ({ status: 500, body: { message: "down" } });
    const result = await homeLoader(args("/"));
    expect(result.data.breaking!.items).toEqual([]);
    expect(result.data.sections.map((s) => s.key)).toEqual(["recent", "state"]);
  });
});

describe("like and save actions, and the Saved page", () => {
  const params = { slug: "rain-12", engagement: "like" };

  it("a like without JavaScript sets news_liked_{id} and goes back to the page (303)", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12" }));
    const response = (await engagementAction(
      post("/news/rain-12/like", params, { intent: "like", returnTo: "/city/chennai/news/rain-12#engagement" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/city/chennai/news/rain-12#engagement");
    expect(response.headers.get("Set-Cookie")).toMatch(/^news_liked_12=[0-9a-z]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("with JavaScript it answers with data, and never sends the reader off the site", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12" }));
    const answer = (await engagementAction(
      post("/tamil/news/rain-12/save", { slug: "rain-12", engagement: "save" }, { intent: "save", enhanced: "1" }, "saved=5"),
    )) as Response;
    expect(await answer.json()).toEqual({ ok: true, kind: "save", on: true });
    expect(answer.headers.get("Set-Cookie")).toMatch(/^saved=12\.5;/);
    const away = (await engagementAction(
      post("/news/rain-12/like", params, { intent: "unlike", returnTo: "//evil.example/x" }, "news_liked_12=1"),
    )) as Response;
    expect(away.headers.get("Location")).toBe("/news/rain-12");
    expect(away.headers.get("Set-Cookie")).toMatch(/^news_liked_12=; Max-Age=0;/);
  });

  it("refuses an article that does not exist, and a malformed intent changes nothing", async () => {
    expect((await thrown(engagementAction(post("/news/gone-99/like", { slug: "gone-99", engagement: "like" }, { intent: "like" })))).status).toBe(404);
    const failed = (await engagementAction(post("/news/gone-99/like", { slug: "gone-99", engagement: "like" }, { intent: "like", enhanced: "1" }))) as Response;
    expect(await failed.json()).toEqual({ ok: false, kind: "like" });
    expect(failed.headers.get("Set-Cookie")).toBeNull();
    expect((await thrown(engagementAction(post("/news/rain-12/vote", { slug: "rain-12", engagement: "vote" }, { intent: "like" })))).status).toBe(404);
    const odd = (await engagementAction(post("/news/rain-12/like", params, { intent: "love" }))) as Response;
    expect(odd.status).toBe(303);
    expect(odd.headers.get("Set-Cookie")).toBeNull();
  });

  it("lists saved articles newest save first, leaving out ones that are gone, privately", async () => {
    upstream.routes["/core-svc/api/v1/news/12"] = detail(item(12, { slug: "rain-12" }));
    upstream.routes["/core-svc/api/v1/news/5"] = detail(item(5, { slug: "sun-5" }));
    const result = await savedLoader(args("/saved", {}, "saved=12.404.5"));
    expect(result.data.cards.map((card) => card.id)).toEqual(["12", "5"]);
    expect(result.data.total).toBe(3);
    expect(result.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const empty = await savedLoader(args("/tamil/saved"));
    expect(empty.data.cards).toEqual([]);
    expect(upstream.seen.filter((url) => url.includes("/news/")).length).toBe(3);
  });
});
