/**
 * The list and search loaders against a fake upstream on loopback: what they ask
 * for, what they refuse to ask for, and how they answer an upstream failure.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as cityLoader } from "./city";
import { loader as searchLoader } from "./search";
import { loader as tagLoader } from "./tag";
import { useFakeUpstream } from "../test-support/fake-upstream";
import { testLoadContext } from "../test-support/route-calls";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest set-up (beforeAll, afterAll), not a React hook
const upstream = useFakeUpstream();

const cities = { data: { data: [{ id: 1, name: "Chennai", slug: "chennai", multilingual_names: { en: "Chennai", ta: "சென்னை" } }] } };
const story = (id: number) => ({ id, title: `Story ${id}`, published_at: "2026-01-08T06:00:00Z", news_type: "Web" });

function args(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const request = new Request(`http://localhost${path}`);
  return { request, params, context: testLoadContext(request) };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a response");
}

describe("list loaders", () => {
  it("refuse a bad or huge ?page= before any upstream call", async () => {
    for (const page of ["0", "abc", "999999999", "1001"]) {
      const response = await thrown(cityLoader(args(`/city/chennai?page=${page}`, { name: "chennai" })));
      expect(response.status, page).toBe(404);
    }
    expect(upstream.seen).toEqual([]);
  });

  it("ask the media service for 12 web news of the city, by id", async () => {
    upstream.routes["/core-svc/api/v1/cities"] = () => ({ body: cities });
    upstream.routes["/news-svc/api/v1/news"] = () => ({ body: { data: { data: [story(7), story(8)], page: 2, page_size: 12, total: 14 } } });
    await cityLoader(args("/tamil/city/chennai?page=2", { name: "chennai" }));
    const news = new URL(
      upstream.seen.find((url) => url.startsWith("/news-svc"))!,
      upstream.base,
    ).searchParams;
    expect(Object.fromEntries(news)).toEqual({ city_id: "1", page: "2", page_size: "12", news_type: "Web" });
  });

  it("answer an upstream failure with the 503 page, and a missing thing with 404", async () => {
    upstream.routes["/core-svc/api/v1/cities"] = () => ({ body: cities });
    upstream.routes["/news-svc/api/v1/news"] = () => ({ status: 500, body: { message: "database down" } });
    const failed = await thrown(cityLoader(args("/city/chennai", { name: "chennai" })));
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toMatch(/^\d+$/);

    // The older service answers 404 for a tag it does not know.
    const unknown = await thrown(tagLoader(args("/tags/nothing", { tag: "nothing" })));
    expect(unknown.status).toBe(404);
  });

  it("answer an empty city list with 404 (requirements §2)", async () => {
    upstream.routes["/core-svc/api/v1/cities"] = () => ({ body: cities });
    upstream.routes["/news-svc/api/v1/news"] = () => ({ body: { data: { data: [], page: 1, page_size: 12, total: 0 } } });
    expect((await thrown(cityLoader(args("/city/chennai", { name: "chennai" })))).status).toBe(404);
  });
});

describe("search loader", () => {
  it("sends nothing upstream for under 2 letters", async () => {
    const result = await searchLoader(args("/tamil/search?q=%E0%AE%95%E0%AE%BF"));
    expect(result.data.state).toBe("too-short");
    expect(upstream.seen).toEqual([]);
  });

  it("cuts an overlong query to 200 characters and uses the header search's parameters", async () => {
    upstream.routes["/news-svc/api/v1/news"] = () => ({ body: { data: { data: [story(1)], total: 1 } } });
    const result = await searchLoader(args(`/search?q=${"rain ".repeat(100)}`));
    expect(result.data.state).toBe("results");
    const sent = Object.fromEntries(new URL(upstream.seen[0]!, upstream.base).searchParams);
    expect(sent.query!.length).toBeLessThanOrEqual(200);
    expect(sent).toMatchObject({
      page: "1",
      page_size: "50",
      is_state: "true",
      is_national: "true",
      is_international: "true",
      is_shortnews: "false",
      is_asc: "false",
    });
    expect(result.data.query).toBe(sent.query);
  });

  it("keeps the form and says the search failed when the media service does (requirements §8), for the page and the dialog", async () => {
    upstream.routes["/news-svc/api/v1/news"] = () => ({ status: 500, body: { message: "database down" } });
    const result = await searchLoader(args("/search?q=rain"));
    expect(result.data).toMatchObject({ state: "failed", query: "rain", list: null });
    expect(result.init?.status).toBe(503);
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
  });
});
