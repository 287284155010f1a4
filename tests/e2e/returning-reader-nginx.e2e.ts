/**
 * Issue 19 §1 through deploy/nginx.conf: nginx keeps one copy of an anonymous page (with the nonce of the
 * response that filled it) and answers a reader's revalidation itself, or from a fresh copy once its own has
 * expired. Either way the reader's stored page must keep running its scripts: nginx may answer 304 only to a
 * reader who holds its very copy (the ETag names the copy's nonce, decision 0023).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices, expect, test, type BrowserContext, moveClock } from "./helpers/test";
import { startCluster, type Cluster } from "../../bench/cluster.mjs";
import { freePort, PRODUCT_KEY, startNewsroom } from "../integration/helpers";
import { firstArticlePath, visitLikeAReturningReader } from "./helpers/returning-reader";
import { ONCE } from "./helpers/tags";

test.describe.configure({ mode: "serial" });

let cluster: Cluster;
let stopNewsroom: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const started = await startNewsroom();
  stopNewsroom = started.close;
  const [redisPort, a, b, nginxPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  cluster = await startCluster({
    newsroom: { legacyUrl: `${started.newsroom.url}/api`, mediaUrl: started.newsroom.url, productKey: PRODUCT_KEY },
    redisPort: redisPort!,
    instancePorts: [a!, b!],
    nginxPort: nginxPort!,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await stopNewsroom?.();
});

/** nginx's copies are dropped, as when they expire: its next answer is a new copy from an instance, with a new nonce. */
function expireNginxCopies(): void {
  const cache = path.join(cluster.dir, "cache");
  // nginx may be writing a copy into a directory as it is removed (ENOTEMPTY once in a fresh clone): tried again.
  for (const entry of readdirSync(cache)) rmSync(path.join(cache, entry), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
}

for (const [lang, target] of [
  ["en", "/"],
  ["ta", "article"],
] as const) {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from its first parameter, which must be a pattern
  test(`${lang}: a returning reader behind nginx keeps a page whose scripts run (its copy kept, then renewed)`, async ({}, testInfo) => {
    test.setTimeout(120_000);
    const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
    const dir = mkdtempSync(path.join(os.tmpdir(), "kural-returning-nginx-"));
    let context: BrowserContext | undefined;
    try {
      context = await chromium.launchPersistentContext(dir, {
        ...testInfo.project.use.launchOptions,
        baseURL: cluster.origin,
        javaScriptEnabled,
        viewport: { width: 1280, height: 720 },
      });
      await moveClock(context);
      const page = context.pages()[0] ?? (await context.newPage());
      const url = target === "article" ? await firstArticlePath(cluster.origin, lang) : target;
      // Every other return finds nginx's copy renewed since the reader's visit.
      const visits = await visitLikeAReturningReader(page, url, {
        javaScriptEnabled,
        lang,
        beforeReturn: async (step) => {
          if (step === "second reload" || step === "reload after back") expireNginxCopies();
        },
      });
      for (const visit of visits) {
        expect(visit.cspErrors, `${visit.step}: CSP errors`).toEqual([]);
        expect(visit.hydrated, `${visit.step}: hydrated`).toBe(javaScriptEnabled);
        expect(visit.hasMain, `${visit.step}: the page's content`).toBe(true);
      }
      expect(visits.filter((visit) => visit.revalidated).length, JSON.stringify(visits)).toBeGreaterThanOrEqual(2);
    } finally {
      await context?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

// Issue 29: the language a reader chose is applied where they start, the bare address, and nowhere else; behind nginx
// no copy it keeps of the English home page reaches them, and nothing it answers them is kept for anyone else.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from its first parameter, which must be a pattern
test("a reader who chose Tamil and types the bare address gets the Tamil home page, every visit; paths and crawlers keep theirs", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const origin = cluster.origin;
  // Another reader's visit leaves nginx a copy of the English home page.
  expect((await fetch(`${origin}/`)).status).toBe(200);
  await expect.poll(async () => (await fetch(`${origin}/`)).headers.get("x-cache-status")).toBe("HIT");

  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-saved-language-"));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(dir, {
      ...testInfo.project.use.launchOptions,
      baseURL: origin,
      javaScriptEnabled,
      viewport: { width: 360, height: 740 },
    });
    await moveClock(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const html = page.locator("html");
    const languageMenu = page.getByRole("navigation", { name: /^(Language|மொழி)$/ });
    await page.goto("/");
    await expect(html).toHaveAttribute("lang", "en");
    if (javaScriptEnabled) await expect(html).toHaveAttribute("data-js", "on");
    await languageMenu.getByRole("link", { name: "தமிழ்" }).click();
    await expect(page).toHaveURL(`${origin}/tamil`);

    // The next visits, by the bare address as a bookmark or a typed address makes them: the Tamil home page.
    for (const visit of ["the next day", "the day after"]) {
      await page.goto("/");
      await expect(page, visit).toHaveURL(`${origin}/tamil`);
      await expect(html).toHaveAttribute("lang", "ta");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    }
    // An address with a path is in the language its path says.
    await page.goto("/city/chennai");
    await expect(page).toHaveURL(`${origin}/city/chennai`);
    await expect(html).toHaveAttribute("lang", "en");

    // What nginx and the site answer for it: the reader's own, kept by no one.
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    expect(cookie).toContain("ln=ta");
    // Node's fetch names itself, and tools are no readers (isbot): these ask as the reader's browser does.
    const browser = { "user-agent": await page.evaluate(() => navigator.userAgent) };
    const sent = await fetch(`${origin}/?utm_source=bookmark`, { headers: { ...browser, cookie }, redirect: "manual" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/tamil?utm_source=bookmark");
    expect(sent.headers.get("cache-control")).toBe("private, no-store");
    expect(sent.headers.get("vary")).toMatch(/cookie/i);
    // The choice alone is enough for nginx to leave its copy of the English home page aside.
    const choiceAlone = await fetch(`${origin}/`, { headers: { ...browser, cookie: "ln=ta" }, redirect: "manual" });
    expect([choiceAlone.status, choiceAlone.headers.get("location"), choiceAlone.headers.get("x-cache-status")]).toEqual([302, "/tamil", "BYPASS"]);
    // Another reader still gets the English home page; a crawler with the same cookie gets the address it asked for.
    const other = await fetch(`${origin}/`, { headers: browser, redirect: "manual" });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<html lang="en"');
    const crawler = await fetch(`${origin}/`, {
      headers: { cookie, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      redirect: "manual",
    });
    expect(crawler.status).toBe(200);

    // Choosing English again: the bare address stays English.
    await page.goto("/tamil");
    if (javaScriptEnabled) await expect(html).toHaveAttribute("data-js", "on");
    await languageMenu.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto("/");
    await expect(page).toHaveURL(`${origin}/`);
    await expect(html).toHaveAttribute("lang", "en");
  } finally {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

// Issue 29 point 8: "Continue On App" goes through /app, which answers each browser with its platform's store. nginx's
// key has no User-Agent in it, so it must keep none of these answers: the site says `private, no-store`.
test("/app behind nginx: each browser its own store, whatever another asked before; nginx keeps none", ONCE, async () => {
  const stores = { "iPhone 13": /^https:\/\/apps\.apple\.com\//, "Pixel 7": /^https:\/\/play\.google\.com\// } as const;
  for (const device of ["iPhone 13", "Pixel 7", "iPhone 13", "Pixel 7"] as const) {
    const answer = await fetch(`${cluster.origin}/app`, { headers: { "user-agent": devices[device].userAgent }, redirect: "manual" });
    expect(answer.status, device).toBe(302);
    expect(answer.headers.get("location"), device).toMatch(stores[device]);
    expect(answer.headers.get("x-cache-status"), device).toBe("MISS");
  }
});

// Issue 29 point 10: the reader's text size is part of nginx's key, one copy per step, so no copy it keeps of an article
// reaches a reader at another size; a `size` value that is no step is read as the usual size, and shares its copy.
test("behind nginx each reader gets an article at their own text size; a forged size gets the usual copy", ONCE, async () => {
  const origin = cluster.origin;
  const url = `${origin}${await firstArticlePath(origin, "ta")}`;
  const reader = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };
  const visit = async (cookie?: string) => {
    const answer = await fetch(url, { headers: cookie ? { ...reader, cookie } : reader });
    const html = await answer.text();
    return { status: answer.status, cache: answer.headers.get("x-cache-status"), size: /<html[^>]*\sdata-text-size="([^"]*)"/.exec(html)?.[1] ?? "usual" };
  };
  // Another reader's visits leave nginx a copy at the usual size.
  await expect.poll(async () => (await visit()).cache).toBe("HIT");
  // The largest step: a copy of its own, never the usual one.
  const first = await visit("size=larger");
  expect([first.status, first.size]).toEqual([200, "larger"]);
  expect(first.cache).not.toBe("HIT");
  await expect.poll(async () => await visit("size=larger")).toEqual({ status: 200, cache: "HIT", size: "larger" });
  // The other reader, and the theme beside the size, each get their own.
  expect(await visit()).toEqual({ status: 200, cache: "HIT", size: "usual" });
  expect((await visit("mode=dark; size=larger")).size).toBe("larger");
  expect((await visit("mode=dark")).size).toBe("usual");
  // A value that is no step is the usual size, from the usual copy.
  expect(await visit("size=%3Cscript%3E")).toEqual({ status: 200, cache: "HIT", size: "usual" });
});
