import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { isBudgetedRequest, outsidePageBudget, pageTimeLeft, RENDER_RESERVE_MS, withPageBudget } from "./page-budget.server";
import { createUpstreamClient, path } from "./http.server";

const schema = z.object({ value: z.string() });
const cached = { schema, ttlMs: 30_000, staleMs: 600_000, staleIfErrorMs: 86_400_000 };

/** An upstream that answers each call after `ms` (a held answer, never a failure). */
function slowClient(ms: number) {
  const state = { answered: false };
  const fetchImpl = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => {
          state.answered = true;
          resolve(new Response(JSON.stringify({ value: "late" }), { headers: { "content-type": "application/json" } }));
        }, ms);
        init?.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      }),
  );
  const client = createUpstreamClient({
    service: "media",
    baseUrl: () => "http://upstream.test",
    timeoutMs: () => 5000,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    shared: () => null,
    log: () => undefined,
  });
  return { client, fetchImpl, state };
}

describe("one time budget per page (issue 19 §11)", () => {
  it("no budget outside a page; inside, what is left of it minus the render reserve", async () => {
    expect(pageTimeLeft()).toBe(Number.POSITIVE_INFINITY);
    await withPageBudget(1000, async () => {
      expect(pageTimeLeft()).toBeLessThanOrEqual(1000 - RENDER_RESERVE_MS);
      expect(pageTimeLeft()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pageTimeLeft()).toBeLessThan(1000 - RENDER_RESERVE_MS - 10);
      outsidePageBudget(() => expect(pageTimeLeft()).toBe(Number.POSITIVE_INFINITY));
    });
  });

  it("a read slower than the page's budget ends with the budget, and its answer still fills the cache", async () => {
    const { client, fetchImpl, state } = slowClient(1500);
    const read = withPageBudget(RENDER_RESERVE_MS + 150, () => client.get(path`home`, cached));
    await expect(read).rejects.toMatchObject({ kind: "timeout" });
    // Ended by the budget, not by the answer (which is still on its way).
    expect(state.answered).toBe(false);
    // The read carried on: the next page finds its answer without another upstream call.
    await vi.waitFor(async () => expect((await client.get(path`home`, cached)).data.value).toBe("late"), { timeout: 3000 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("the same read outside any page waits for its own deadline", async () => {
    const { client } = slowClient(300);
    await expect(client.get(path`home`, cached)).resolves.toMatchObject({ data: { value: "late" } });
  });

  it("covers pages and their data, not files, feeds, sitemaps, pictures or streams", () => {
    for (const page of ["/", "/tamil", "/news/rain-12", "/tags/Rain", "/tamil/city/chennai", "/news/rain-12.data", "/_root.data"]) {
      expect(isBudgetedRequest("GET", page), page).toBe(true);
    }
    for (const other of [
      "/sitemap.xml",
      "/sitemaps/news-2025-01.xml",
      "/feeds/rss.xml",
      "/robots.txt",
      "/img/320/media/x.jpg",
      "/healthz",
      "/locales/en/common",
      "/news/rain-12/comments/stream",
      "/live/12",
      "/tamil/live/12",
    ]) {
      expect(isBudgetedRequest("GET", other), other).toBe(false);
    }
    expect(isBudgetedRequest("POST", "/news/rain-12")).toBe(false);
  });
});
