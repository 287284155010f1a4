/**
 * Issue 10, faults: the production server against a newsroom we make misbehave
 * (newsroom/faults.ts). Pages with cached data serve it stale, marked with
 * `X-Cache-Stale` (stale-if-error, decision 0003); pages with nothing cached
 * answer the translated 503 page with `Retry-After`; nothing hangs and no stack
 * trace reaches a reader. The server's clock is moved forward instead of
 * sleeping, so cached copies age and the breaker's cool-down passes at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Fault } from "../../newsroom/server";
import {
  CALM_UPSTREAM,
  get,
  startNewsroom,
  startRecordingProxy,
  startSite,
  type Answer,
  type RecordingProxy,
  type Site,
  type TestNewsroom,
} from "./helpers/site";
import { showSiteOutputOnFailure } from "./helpers";

const HOUR = 60 * 60 * 1000;
/** Past every fresh and stale-while-revalidate window of lists, home and articles; inside stale-if-error (1 day). */
const PAST_SWR_MS = 2 * HOUR;
/** The circuit breaker's cool-down (http.server.ts: 10 s), and a bit. */
const PAST_COOLDOWN_MS = 11_000;

let newsroom: TestNewsroom;
let upstream: RecordingProxy;
let site: Site;
/** A site a test starts for itself. */
let ownSite: Site | undefined;

showSiteOutputOnFailure(() => ({ site: site?.output, "the test's own site": ownSite?.output }));
beforeEach(() => {
  ownSite = undefined;
});

type Pages = { warm: string[]; cold: string[]; tamilCold: string; coldByFault: string[][]; articleIds: number[]; tagNames: { en: string; ta: string }[] };
let pages: Pages;

function articleRows(limit: number, offset: number): { slug: string; id: number }[] {
  return newsroom.db
    .prepare("SELECT slug, id FROM articles WHERE is_shortnews = 0 ORDER BY published_ms DESC, id DESC LIMIT ? OFFSET ?")
    .all(limit, offset) as { slug: string; id: number }[];
}

const slugs = (table: string, limit: number, offset = 0) =>
  (newsroom.db.prepare(`SELECT slug FROM ${table} ORDER BY id LIMIT ? OFFSET ?`).all(limit, offset) as { slug: string }[]).map((row) => row.slug);

beforeAll(async () => {
  newsroom = await startNewsroom();
  upstream = await startRecordingProxy(newsroom.url);
  site = await startSite(upstream.url);
  const articles = articleRows(12, 0).map((row) => `/news/${row.slug}-${row.id}`);
  const [cityA, cityB, cityC] = slugs("cities", 3, 3);
  const [categoryA, categoryB] = slugs("categories", 2, 1);
  const tags = newsroom.db.prepare("SELECT name_en, name_ta FROM tags ORDER BY id LIMIT 4").all() as { name_en: string; name_ta: string }[];
  const tagNames = tags.map((tag) => ({ en: tag.name_en, ta: tag.name_ta }));
  pages = {
    warm: [
      "/",
      "/tamil",
      articles[0]!,
      `/tamil${articles[0]!}`,
      `/city/${cityA}`,
      `/tamil/category-name/${categoryA}`,
      `/tags/${encodeURIComponent(tagNames[0]!.en)}`,
      "/about",
    ],
    cold: [articles[1]!, `/city/${cityB}`, `/category-name/${categoryB}`],
    tamilCold: `/tamil/city/${cityC}`,
    // Pages nobody asked for yet, a fresh set for each fault.
    coldByFault: Array.from({ length: 5 }, (_, index) => {
      const row = articleRows(1, 80 + index)[0]!;
      const [city] = slugs("cities", 1, 14 + index);
      return [`/news/${row.slug}-${row.id}`, `/tamil/city/${city}`, `/category-name/${slugs("categories", 1, 4 + index)[0]}`];
    }),
    articleIds: articleRows(12, 0).map((row) => row.id),
    tagNames,
  };
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await upstream?.close();
  await newsroom?.stop();
});

/** What a reader must never see: a stack trace or an error's internals. */
export function expectNoInternals(answer: Answer) {
  // Matched lines only in the failure message, not the whole page.
  expect(answer.body.match(/\bat \S+ \(?[^\s)]*:\d+:\d+\)?/)?.[0] ?? null).toBeNull();
  expect(
    answer.body.match(/.{0,80}(UpstreamError|ZodError|TypeError|SyntaxError|ECONNRESET|ETIMEDOUT|news-svc|core-svc|injected fault).{0,80}/)?.[0] ?? null,
  ).toBeNull();
}

async function health(): Promise<{ legacy: { state: string }; media: { state: string } }> {
  const answer = await get(site.origin, "/healthz");
  return JSON.parse(answer.body).upstream;
}

/**
 * A page read from the healthy newsroom, to be cached for the faults after. The site keeps the production deadlines
 * here (2 s upstream, 2.5 s a page), so on a machine loaded far past its cores (a load of 17 on 2 cores) a home page's
 * first reads could miss its budget: a 503, rightly, and every fault after found nothing cached (issue 27). The
 * upstream's answers still land in the site's cache, so the page is asked again, a few times, until it answers 200.
 */
async function warmed(page: string): Promise<Answer> {
  let answer = await get(site.origin, page);
  for (let attempt = 1; attempt < 5 && answer.status === 503; attempt += 1) answer = await get(site.origin, page);
  return answer;
}

/** Ends a fault: clear it, let the breakers' cool-down pass, and load every warm page fresh again. */
async function recover() {
  newsroom.setFault(null);
  await site.advanceClock(PAST_COOLDOWN_MS);
  for (const page of pages.warm) {
    const answer = await warmed(page);
    expect(answer.status, page).toBe(200);
  }
  await site.advanceClock(PAST_COOLDOWN_MS);
  for (const page of pages.warm) expect((await get(site.origin, page)).status, page).toBe(200);
  const states = await health();
  expect(states.media.state).toBe("closed");
  expect(states.legacy.state).toBe("closed");
}

/** After any test, even a failed one: no fault, and both breakers closed again. */
afterEach(async () => {
  newsroom.setFault(null);
  for (let round = 0; round < 3; round += 1) {
    const states = await health();
    if (states.media.state === "closed" && states.legacy.state === "closed") return;
    await site.advanceClock(PAST_COOLDOWN_MS);
    await get(site.origin, "/");
  }
});

const timings: Record<string, number> = {};

describe("with every page cached once", () => {
  test("warm: every page answers 200 from a healthy newsroom", async () => {
    for (const page of pages.warm) {
      const answer = await warmed(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get("x-cache-stale"), page).toBeNull();
    }
  });

  test("the upstream hangs: cached pages are served stale and marked, uncached ones get the translated 503 with Retry-After, nothing hangs; the breaker opens, and probes again after its cool-down", async () => {
    await site.advanceClock(PAST_SWR_MS);
    newsroom.setFault({ kind: "hang" });
    const started = performance.now();
    const [warm, cold, tamil] = await Promise.all([
      Promise.all(pages.warm.map((page) => get(site.origin, page))),
      Promise.all(pages.cold.map((page) => get(site.origin, page))),
      get(site.origin, pages.tamilCold),
    ]);
    timings.hangAll = performance.now() - started;
    timings.hangSlowest = Math.max(...[...warm, ...cold, tamil].map((answer) => answer.ms));
    warm.forEach((answer, index) => {
      expect(answer.status, pages.warm[index]).toBe(200);
      expectNoInternals(answer);
    });
    // The static page needs no news; every news page says its copy is stale.
    warm.filter((_, index) => pages.warm[index] !== "/about").forEach((answer) => expect(answer.headers.get("x-cache-stale")).toBe("1"));
    for (const [index, answer] of [...cold, tamil].entries()) {
      expect(answer.status, [...pages.cold, pages.tamilCold][index]).toBe(503);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expectNoInternals(answer);
    }
    expect(cold[0]!.body).toContain('lang="en"');
    expect(tamil.body).toContain('lang="ta"');
    // Translated: the Tamil error page is written in Tamil script.
    expect(tamil.body.match(/<main[\s\S]*<\/main>/)?.[0] ?? "").toMatch(/[\u0B80-\u0BFF]{3,}/);

    // Repeated timeouts opened the media breaker: now even a cold page fails fast, with the time to wait.
    expect((await health()).media.state).toBe("open");
    const fast = await get(site.origin, `/news/x-${pages.articleIds[5]}`);
    expect(fast.status).toBe(503);
    expect(Number(fast.headers.get("retry-after"))).toBeGreaterThan(0);
    timings.openCircuit = fast.ms;
    console.info(
      [...pages.warm, ...pages.cold, pages.tamilCold].map((page, index) => `${page} ${Math.round([...warm, ...cold, tamil][index]!.ms)} ms`).join("\n"),
    );
    console.info(
      `[faults] hang: all ${pages.warm.length + pages.cold.length + 1} pages answered in ${Math.round(timings.hangAll)} ms, slowest ${Math.round(timings.hangSlowest)} ms; with the circuit open: ${Math.round(fast.ms)} ms`,
    );

    // The breaker lets one probe through after the cool-down and closes when it succeeds.
    newsroom.setFault(null);
    expect((await health()).media.state).toBe("open");
    const before = upstream.requests.length;
    // Still open: no request reaches the newsroom.
    expect((await get(site.origin, pages.cold[1]!)).status).toBe(503);
    expect(upstream.requests.slice(before).filter((request) => !request.url.startsWith("/api/"))).toEqual([]);
    await site.advanceClock(PAST_COOLDOWN_MS);
    expect((await health()).media.state).toBe("half-open");
    // One call is the probe; the page's other calls to the service meanwhile are still refused, so the
    // page that carries the probe may itself be the 503 page.
    const probing = await get(site.origin, pages.cold[1]!);
    expect([200, 503]).toContain(probing.status);
    expect((await health()).media.state).toBe("closed");
    expect((await get(site.origin, pages.cold[1]!)).status).toBe(200);
  }, 60_000);

  const faults: Array<{ name: string; fault: Fault }> = [
    { name: "answers 500", fault: { kind: "status", status: 500 } },
    { name: "answers garbage JSON", fault: { kind: "garbage" } },
    { name: "answers JSON of the wrong shape", fault: { kind: "wrong-shape" } },
    { name: "answers a body over 5 MB", fault: { kind: "huge" } },
    { name: "closes the connection", fault: { kind: "close" } },
  ];
  for (const [index, { name, fault }] of faults.entries()) {
    test(`the upstream ${name}: cached pages served stale and marked, others the translated 503, no stack trace`, async () => {
      await site.advanceClock(PAST_SWR_MS);
      newsroom.setFault(fault);
      for (const page of pages.warm) {
        const answer = await get(site.origin, page);
        expect(answer.status, page).toBe(200);
        if (page !== "/about") {
          expect(answer.headers.get("x-cache-stale"), page).toBe("1");
          // 111 once the refresh failed; 110 when the copy was served while a slow refresh still ran.
          expect(answer.headers.get("warning"), page).toMatch(/^11[01] /);
        }
        expectNoInternals(answer);
      }
      for (const page of pages.coldByFault[index]!) {
        const answer = await get(site.origin, page);
        expect(answer.status, page).toBe(503);
        expect(Number(answer.headers.get("retry-after")), page).toBeGreaterThan(0);
        expect(answer.headers.get("content-type"), page).toContain("text/html");
        expectNoInternals(answer);
      }
      await recover();
    }, 60_000);
  }
});

describe("one service down", () => {
  test("the older news service failing does not touch pages that need only the media service", async () => {
    newsroom.setFault({ kind: "status", status: 500, paths: /^\/api\// });
    const article = articleRows(1, 20)[0]!;
    for (const page of [
      `/news/${article.slug}-${article.id}`,
      `/tamil/news/${article.slug}-${article.id}`,
      `/city/${slugs("cities", 1, 10)[0]}`,
      "/search?q=chennai",
    ]) {
      const answer = await get(site.origin, page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get("x-cache-stale"), page).toBeNull();
    }
    await recover();
  }, 60_000);

  test("the media service failing does not break a list that needs only the older service (the menus degrade)", async () => {
    newsroom.setFault({ kind: "status", status: 500, paths: /^\/(core-svc|news-svc)\// });
    for (const page of [`/tags/${encodeURIComponent(pages.tagNames[2]!.en)}`, `/tamil/tags/${encodeURIComponent(pages.tagNames[3]!.ta)}`]) {
      const answer = await get(site.origin, page);
      expect(answer.status, page).toBe(200);
      expectNoInternals(answer);
      expect(answer.body).toMatch(/href="(\/tamil)?\/news\/[^"]+-\d+"/);
    }
    await recover();
  });
});

// A site of its own, with a calm upstream deadline: what is counted is the upstream requests, not whether a loaded
// machine draws 100 pages within the production deadlines. With the real 2 s, at a load of ~15 the one shared
// upstream read missed the page budget and every reader rightly got the 503 page (and, before the render's own stop
// kept the route's status, a 500).
test("100 concurrent requests for the same cold article make one upstream request", { timeout: 180_000 }, async () => {
  const own = (ownSite = await startSite(upstream.url, CALM_UPSTREAM));
  try {
    const article = articleRows(1, 40)[0]!;
    const marker = `/core-svc/api/v1/news/${article.id}`;
    const before = upstream.requests.length;
    // On a machine loaded beside the other suites, the last of the 100 pages took longer than a request's usual 15 s
    // (a fresh-clone run), so each may take a minute.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => get(own.origin, `/news/${article.slug}-${article.id}`, { signal: AbortSignal.timeout(60_000) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const calls = upstream.requests.slice(before).filter((request) => request.url.split("?")[0] === marker);
    console.info(`[faults] 100 concurrent cold requests → ${calls.length} upstream request(s) for the article`);
    expect(calls).toHaveLength(1);
  } finally {
    await own.stop();
  }
});

// A site of its own started, thirty pages warmed and thirty slow ones: past vitest's 20 s at a load of ~12.
test("SIGTERM under load: requests in flight complete, the server exits cleanly and accepts nothing more", { timeout: 150_000 }, async () => {
  // A calm deadline: a city page waits on several delayed upstream calls, past the default 2 s on a busy machine. And
  // a calm shutdown: at a load of 16 (a fresh-clone run) the thirty pages took more than the default 10 s to finish,
  // and the process rightly gave up on them; what is tested here is that it waits for them.
  const own = (ownSite = await startSite(upstream.url, { ...CALM_UPSTREAM, SHUTDOWN_TIMEOUT_MS: "60000" }));
  try {
    const article = articleRows(1, 60)[0]!;
    // Thirty keep-alive connections the site has already accepted (fetch keeps them in its pool): the slow requests
    // below travel on them, so none is still waiting in the listening socket's queue when the signal arrives (on a
    // machine at a load of 14, one was, and was reset).
    // Each may take a minute on a machine loaded beside the other suites (a fresh-clone run: one warm-up /about
    // took more than the usual 15 s).
    const patient = () => ({ signal: AbortSignal.timeout(60_000) });
    await Promise.all(Array.from({ length: 30 }, () => get(own.origin, "/about", patient())));
    // Slow upstream answers keep the requests in flight while the signal arrives.
    newsroom.setFault({ kind: "delay", ms: 700 });
    const before = upstream.requests.length;
    const pending = Array.from({ length: 30 }, (_, index) =>
      get(own.origin, index % 2 ? `/news/${article.slug}-${article.id}` : `/tamil/city/${slugs("cities", 1, 12 + (index % 5))[0]}`, patient()),
    );
    // The signal comes once the site is asking the (slow) upstream for these pages, not after a fixed pause alone.
    await expect.poll(() => upstream.requests.length > before, { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    own.process.kill("SIGTERM");
    const answers = await Promise.all(pending.map((answer) => answer.catch((error: unknown) => ({ status: String(error) }))));
    expect(
      answers.map((answer) => answer.status),
      own.output.join("\n"),
    ).toEqual(Array(30).fill(200));
    expect(await own.exited).toBe(0);
    expect(own.output.join("\n")).toContain("SIGTERM: finishing in-flight requests");
    await expect(fetch(`${own.origin}/about`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  } finally {
    newsroom.setFault(null);
    await own.stop();
  }
});
