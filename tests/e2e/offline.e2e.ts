import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type TestInfo, moveClock } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { NETWORK_TIMEOUT_MS } from "../../app/offline/protocol";
import { NEEDS_CONNECTION } from "../../app/offline/register";
import { ta } from "../../app/i18n/locales/ta";
import { signInContext } from "./helpers/accounts";
import { idle } from "./helpers/idle";
import { endStory, ownLiveStory, postUpdate } from "./helpers/live";

// The one suite with the worker allowed (playwright.config.ts blocks it elsewhere): a JS-off reader's "no worker"
// is only worth asserting where one could be registered.
test.use({ serviceWorkers: "allow" });

/**
 * Offline reading and the installable site (issue 22, decision 0039), in Chromium, English and Tamil, light and
 * dark. With JavaScript the service worker keeps saved and recently read stories and answers for the network
 * when it is gone; with JavaScript off (the js-off project) and in lite mode there is no worker at all, and
 * these same tests assert that instead.
 */

const languages = [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
] as const;

const jsOn = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** Article paths linked from the language's home page, in order (read over HTTP: the browser has visited nothing). */
async function articlePaths(request: APIRequestContext, prefix: string): Promise<string[]> {
  const html = await (await request.get(prefix || "/")).text();
  const paths = [...html.matchAll(new RegExp(`href="(${prefix}/news/[^"?#]+)"`, "g"))].map((match) => match[1]!);
  return [...new Set(paths)];
}

/** Every request for the worker's script, from the page or the browser's own service-worker machinery. */
function workerScriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on("request", (request) => {
    if (new URL(request.url()).pathname === "/sw.js") seen.push(request.url());
  });
  return seen;
}

async function registeredScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.map((one) => one.active?.scriptURL ?? "")));
}

/**
 * The network goes, for the page and for the worker. Playwright tells a service worker it is offline on its own
 * channel, and a worker's fetch has once reached the server after `setOffline` returned (a story drawn from the
 * network where the offline page was expected): the worker itself is asked until its own fetch fails.
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  for (const worker of context.serviceWorkers()) {
    await expect
      .poll(() =>
        worker
          .evaluate(() =>
            fetch("/robots.txt", { cache: "no-store", credentials: "omit" }).then(
              () => "online",
              () => "offline",
            ),
          )
          .catch(() => "gone"),
      )
      .not.toBe("online");
  }
}

/**
 * Waits until the worker controls the page (it registers after `load`, then claims the page) and the page's
 * after-load chunk is in place. A worker installed by an earlier page of the same context controls a new page from
 * its first byte, before that chunk has run: a CI run pressed Like offline in that moment, before the chunk's
 * "needs a connection" listener existed.
 */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.locator("html")).toHaveAttribute("data-after-load", "");
}

/**
 * The page hydrated and its after-load chunk in place (app/offline/register.ts): offline, its listeners are what turn
 * a link into a page load the worker can answer. Before it, a click is Remix's client navigation (a fresh-clone run
 * clicked in that moment, offline, and got the error page).
 */
async function pageSideLive(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-js", "on");
  await expect(page.locator("html")).toHaveAttribute("data-after-load", "");
}

async function isStored(page: Page, cache: string, path: string): Promise<boolean> {
  return page.evaluate(async ([name, key]) => Boolean(await (await caches.open(name!)).match(key!)), [cache, path]);
}

/**
 * Save (or unsave) from the keyboard: the bar hides while the page scrolls down (requirements §2), so a pointer click,
 * which scrolls the button into view first, can wait for a button that keeps moving.
 */
async function pressSave(page: Page): Promise<void> {
  // Near the top, where the bar always shows (as tests/e2e/home-article.e2e.ts's scrollToBar).
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.locator("#engagement")).toBeVisible();
  await page.locator('#engagement button[data-kind="save"]').focus();
  await page.keyboard.press("Enter");
}

async function heroLoaded(page: Page): Promise<boolean> {
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toBeVisible();
  return hero.evaluate((img: HTMLImageElement) =>
    img.decode().then(
      () => img.naturalWidth > 0,
      () => false,
    ),
  );
}

/** The JS-off reader's side of every test: the page works as before, no worker is registered, no script for one is asked for. */
async function assertNoWorker(page: Page, context: BrowserContext, seen: string[], paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(false);
  }
  expect(seen).toEqual([]);
  expect(context.serviceWorkers()).toEqual([]);
  expect(await registeredScripts(page)).toEqual([]);
}

for (const l of languages) {
  for (const theme of ["light", "dark"] as const) {
    test(`${l.lang}, ${theme}: a saved story and a recent one read offline with their pictures; other pages show the offline page; unsave drops the copy`, async ({
      page,
      context,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const m = l.messages.offline;
      // The reader's theme is the `mode` cookie (app/root.tsx); the offline page and copies follow it.
      await context.addCookies([{ name: "mode", value: theme, url: baseURL! }]);
      const seen = workerScriptRequests(page);
      const paths = await articlePaths(request, l.prefix);
      const offset = (theme === "dark" ? 4 : 0) + (l.lang === "ta" ? 8 : 0);
      const [saved, recent, neverVisited] = [paths[offset]!, paths[offset + 1]!, paths[offset + 2]!];
      if (!jsOn(testInfo)) {
        // Without JavaScript, Save stays a plain form (tests/e2e/home-article.e2e.ts) and nothing else happens:
        // no worker is registered on any page, so nothing is stored.
        return assertNoWorker(page, context, seen, [saved, recent, `${l.prefix}/saved`]);
      }

      await page.goto(saved);
      await workerInControl(page);
      await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      const savedTitle = (await page.locator("#article-title").textContent())!.trim();
      await pressSave(page);
      await expect(page.locator('button[data-kind="save"]')).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => isStored(page, "kural-saved", saved)).toBe(true);
      // Online, the Saved page says which saves this device can show offline.
      await page.goto(`${l.prefix}/saved`);
      // Found by its link, not its name: a card shortens a long title (a Tamil one, at some hours, was).
      await expect(
        page
          .getByRole("article")
          .filter({ has: page.locator(`a[href="${saved}"]`) })
          .locator('[data-offline="stored"]'),
      ).toHaveText(l.messages.engagement.readableOffline);
      await page.goto(recent);
      const recentTitle = (await page.locator("#article-title").textContent())!.trim();
      await expect.poll(() => isStored(page, "kural-recent", recent)).toBe(true);

      await goOffline(context);
      // The saved story, in full, with its picture, marked as a copy with its time, in the reader's theme.
      await page.goto(saved);
      await expect(page.locator("#article-title")).toHaveText(savedTitle);
      expect(await heroLoaded(page)).toBe(true);
      await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(m.copyFrom.replace("{{time}}", ".+")));
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      // Its scripts ran under the copy's own CSP nonce: the page hydrated.
      await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      // /saved lists it, offline.
      await page.goto(`${l.prefix}/saved`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.savedTitle);
      await expect(page.getByRole("region", { name: m.saved }).locator(`a[href="${saved}"]`)).toBeVisible();
      // The recently read story opens.
      await page.goto(recent);
      await expect(page.locator("#article-title")).toHaveText(recentTitle);
      // A page never visited: the offline page, in the page's language and the reader's theme, listing both.
      await page.goto(neverVisited);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(m.title);
      await expect(page.getByRole("region", { name: m.recent }).locator(`a[href="${recent}"]`)).toBeVisible();
      await expect(page.getByRole("button", { name: m.tryAgain })).toBeVisible();
      // Back online, "Try again" brings the page itself, fresh from the network.
      await context.setOffline(false);
      await page.getByRole("button", { name: m.tryAgain }).click();
      await expect(page.locator("#article-title")).toBeVisible();
      await page.goto(saved);
      await expect(page.locator("#article-title")).toHaveText(savedTitle);
      await expect(page.locator("html")).not.toHaveAttribute("data-offline-copy", /.*/);

      // Unsave: the copy goes.
      await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      await pressSave(page);
      await expect(page.locator('button[data-kind="save"]')).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => isStored(page, "kural-saved", saved)).toBe(false);
      expect(await registeredScripts(page)).toEqual([new URL("/sw.js", baseURL).href]);
    });
  }

  test(`${l.lang}: offline, Like, Save, a comment and search say plainly that they need a connection, and send nothing`, async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const seen = workerScriptRequests(page);
    const article = (await articlePaths(request, l.prefix))[9]!;
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [article]);
    // Signed in, so the comment form is there to be used.
    await signInContext(context, baseURL!);
    await page.goto(article);
    await workerInControl(page);
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    const words = NEEDS_CONNECTION[l.lang];
    const say = page.locator("#offline-say");
    const like = page.locator('#engagement button[data-kind="like"]');
    const save = page.locator('#engagement button[data-kind="save"]');
    const [liked, saved] = [await like.getAttribute("aria-pressed"), await save.getAttribute("aria-pressed")];
    const sent: string[] = [];
    page.on("request", (asked) => {
      if (asked.method() === "POST" || /[?&]q=/.test(asked.url())) sent.push(asked.url());
    });
    await goOffline(context);
    // The page's own word for it, which the browser gives a moment after the network goes.
    await page.waitForFunction(() => !navigator.onLine);

    await page.evaluate(() => window.scrollTo(0, 200));
    await like.focus();
    await page.keyboard.press("Enter");
    await expect(say).toHaveText(words.like);
    await expect(say).toBeVisible();
    await expect(say).toHaveAttribute("role", "status");
    await expect(like).toHaveAttribute("aria-pressed", liked!);
    await pressSave(page);
    await expect(say).toHaveText(words.save);
    await expect(save).toHaveAttribute("aria-pressed", saved!);

    const comment = page.locator("#comments form").first();
    await comment.locator("textarea").fill(l.lang === "ta" ? "பயணத்தில் எழுதியது" : "Written on the train");
    await comment.locator('button[type="submit"]').click();
    await expect(say).toHaveText(words.comment);
    await expect(comment.locator("textarea")).not.toHaveValue("");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("banner").locator(`a[href="${l.prefix}/search"]`).first().click();
    await expect(say).toHaveText(words.search);
    await expect(page).toHaveURL(new URL(article, baseURL).href);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test(`${l.lang}: a first visit's copy is the page the reader received, not a second download, and it reads offline`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const seen = workerScriptRequests(page);
    const article = (await articlePaths(request, l.prefix))[7];
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [article!]);
    // What the worker's own requests for the article took from the network. Playwright reports a worker's requests
    // in Chromium, one answered by the HTTP cache too; headers and body sizes add up to what Chromium received for it
    // (its encodedDataLength), 0 when no byte came over the network.
    const workerBytes: number[] = [];
    context.on("requestfinished", (asked) => {
      if (!asked.serviceWorker() || new URL(asked.url()).pathname !== article) return;
      void asked.sizes().then((sizes) => workerBytes.push(sizes.responseHeadersSize + sizes.responseBodySize));
    });

    // An empty cache and no worker: the page arrives before the worker exists (it registers after `load`).
    await page.goto(article!);
    await workerInControl(page);
    const title = (await page.locator("#article-title").textContent())!.trim();
    // Every answer carries a nonce of its own (the HTML cache splices a fresh one in): the copy's CSP names the nonce
    // of the very page this reader got only if it is that answer, kept by the browser, and not a new download.
    const received = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")!.nonce);
    expect(received).toMatch(/\S/);
    await expect.poll(() => isStored(page, "kural-recent", article!)).toBe(true);
    const copyPolicy = await page.evaluate(async (key) => (await caches.match(key))!.headers.get("content-security-policy"), article!);
    expect(copyPolicy).toContain(`'nonce-${received}'`);
    expect(workerBytes.filter((bytes) => bytes > 0)).toEqual([]);

    // Later, offline: the browser's own cache would still answer the page (stale-while-revalidate) and the files; it
    // is emptied, so the copy and the files kept with it are all there is.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    await page.goto(article!);
    await expect(page.locator("#article-title")).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
    await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
    // Hydrated offline: the scripts it loads were kept with it, though nothing was precached.
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
  });

  test(`${l.lang}: the last front page seen opens offline, marked as a copy with its time, and works`, async ({ page, context }, testInfo) => {
    const seen = workerScriptRequests(page);
    const home = l.prefix || "/";
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [home]);
    // A first visit: the page arrives before the worker exists; the worker keeps the page as received.
    await page.goto(home);
    await workerInControl(page);
    await expect.poll(() => isStored(page, "kural-home", home)).toBe(true);
    const lead = (await page.locator("main article h2 a, main article h3 a").first().textContent())!.trim();
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    await page.goto(home);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
    await expect(html).toHaveAttribute("lang", l.lang);
    await expect(page.locator("main article h2 a, main article h3 a").first()).toHaveText(lead);
    // Hydrated from the files kept with it: its links work as they do offline (a copy, or the offline page).
    await expect(html).toHaveAttribute("data-js", "on");
    await context.setOffline(false);
  });

  test(`${l.lang}: "Save today's edition" keeps the front page and its top stories with their pictures, says how much, and they read offline`, async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const seen = workerScriptRequests(page);
    const home = l.prefix || "/";
    const m = l.messages.home;
    if (!jsOn(testInfo)) {
      await page.goto(home);
      await expect(page.getByRole("button", { name: m.editionSave })).toHaveCount(0);
      return assertNoWorker(page, context, seen, [home]);
    }
    await page.goto(home);
    await workerInControl(page);
    await expect(page.getByRole("status").filter({ hasText: m.editionHint })).toBeVisible();
    await page.getByRole("button", { name: m.editionSave }).click();
    // The status line says how it goes, then how many stories and how much.
    const saved = new RegExp(`^${m.editionSaved.replace(".", "\\.").replace("{{count}}", "(\\d+)").replace("{{size}}", "([\\d.]+) MB")}$`);
    const status = page.getByRole("status").filter({ hasText: saved });
    await expect(status).toBeVisible({ timeout: 60_000 });
    const [, count, size] = saved.exec((await status.textContent())!.trim())!;
    expect(Number(count)).toBe(20);
    expect(Number(size)).toBeGreaterThan(0);
    expect(Number(size)).toBeLessThanOrEqual(3);
    const stories = await page.evaluate((prefix) => {
      const paths = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")].map((link) => link.pathname);
      return [...new Set(paths.filter((path) => new RegExp(`^${prefix}/news/`).test(path)))];
    }, l.prefix);
    expect(
      await page.evaluate(
        async () => (await (await caches.open("kural-edition")).keys()).filter((key) => /^(\/tamil)?\/news\//.test(new URL(key.url).pathname)).length,
      ),
    ).toBe(20);

    // Offline, with the browser's own cache emptied: the front page as saved, and a story from it, with its picture.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    await page.goto(home);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
    // The second of the front page's stories: the edition keeps the page's first 20, in its order.
    const story = stories[1]!;
    expect(await isStored(page, "kural-edition", story)).toBe(true);
    await page.goto(story);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", /.+/);
    await expect(page.locator("#article-title")).toBeVisible();
    expect(await heroLoaded(page)).toBe(true);
    await context.setOffline(false);
  });

  test(`${l.lang}: a live page's copy reads offline with its updates, hydrated from the files kept with it`, async ({ page, context }, testInfo) => {
    const seen = workerScriptRequests(page);
    const story = await ownLiveStory(18 + (l.lang === "ta" ? 1 : 0), l.lang);
    try {
      const update = await postUpdate(story.id, "O1");
      if (!jsOn(testInfo)) return await assertNoWorker(page, context, seen, [story.path]);
      await page.goto(story.path);
      await workerInControl(page);
      await expect(page.locator(`#update-${update.id}`)).toBeVisible();
      await expect.poll(() => isStored(page, "kural-recent", story.path)).toBe(true);
      // Offline with the browser's own cache emptied: the copy, and the files the worker kept with it, are all there is.
      await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
      await goOffline(context);
      await page.goto(story.path);
      await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
      await expect(page.locator(`#update-${update.id}`)).toContainText(l.lang === "ta" ? update.ta : update.en);
      // Hydrated: the scripts the page loads were kept with the copy.
      await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      await expect(page.locator(`#update-${update.id}`)).toBeVisible();
    } finally {
      await context.setOffline(false);
      await endStory(story);
    }
  });

  test(`${l.lang}: the copy's note and the offline page are in the site's faces, with its 12-hour times`, async ({ page, context, request }, testInfo) => {
    const seen = workerScriptRequests(page);
    const paths = await articlePaths(request, l.prefix);
    const [article, neverVisited] = [paths[9]!, paths[10]!];
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [article]);
    await page.goto(article);
    await workerInControl(page);
    await expect.poll(() => isStored(page, "kural-recent", article)).toBe(true);
    const siteFaces = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(siteFaces.startsWith(l.lang === "ta" ? '"Noto Sans Tamil"' : "Roboto")).toBe(true);
    // The site's time of day (app/news/format.ts): "3:45 pm", "பிற்பகல் 3:45"; a day before it only if India's
    // midnight passed since the copy was stored. Issue 29: the note had the 24-hour "15:45".
    const time = l.lang === "ta" ? "(.+, )?(முற்பகல்|பிற்பகல்) (1[0-2]|[1-9]):[0-5]\\d" : "(.+, )?(1[0-2]|[1-9]):[0-5]\\d (am|pm)";

    // The browser's own cache would answer the page first (stale-while-revalidate): emptied, the copy is what answers.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    await page.goto(article);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-offline-copy", new RegExp(`^${l.messages.offline.copyFrom.replace("{{time}}", time)}$`));
    // The note is <html>'s ::before, outside <body>: it drew in the browser's serif until it named the site's faces.
    const note = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement, "::before");
      return { content: style.content, fontFamily: style.fontFamily, lineHeight: style.lineHeight };
    });
    expect(note.content).not.toBe("none");
    expect(note.fontFamily).toBe(siteFaces);
    expect(note.lineHeight).toBe(await page.evaluate(() => getComputedStyle(document.body).lineHeight));

    // A page never visited: the offline page, in the same faces, its stored story dated the same way.
    await page.goto(neverVisited);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(l.messages.offline.title);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(siteFaces);
    await expect(page.getByRole("region", { name: l.messages.offline.recent }).locator(".when")).toHaveText(
      new RegExp(`^${l.messages.offline.storedAt.replace("{{time}}", time)}$`),
    );
    // The faces are the site's files, kept by the worker: loaded offline, not the system's stand-ins.
    const family = l.lang === "ta" ? "Noto Sans Tamil" : "Roboto";
    await expect
      .poll(() => page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/"/g, "") === name && face.status === "loaded"), family))
      .toBe(true);
  });

  test(`${l.lang}: on a slow network a page with a copy is shown from the copy, marked, and from the network again when it answers in time`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const seen = workerScriptRequests(page);
    const [, , , article] = await articlePaths(request, l.prefix);
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [article!]);

    await page.goto(article!);
    await workerInControl(page);
    await expect.poll(() => isStored(page, "kural-recent", article!)).toBe(true);
    // The page (and only the page) answers later than the worker waits for it; the worker's requests are routed too.
    const slow = (url: URL) => url.pathname === article;
    await context.route(slow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS + 2000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(article!);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    await context.unroute(slow);
    await page.goto(article!);
    await expect(page.locator("#article-title")).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-offline-copy", /.*/);
  });

  test(`${l.lang}: offline, a click on a link of an open page brings the stored copy, or the offline page, never an error`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const [read] = await articlePaths(request, l.prefix);
    const home = l.prefix || "/";
    const seen = workerScriptRequests(page);
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [home, read!]);

    await page.goto(read!);
    await workerInControl(page);
    const title = (await page.locator("#article-title").textContent())!.trim();
    await expect.poll(() => isStored(page, "kural-recent", read!)).toBe(true);
    // The home page, open and hydrated while the network was there; then the network goes.
    await page.goto(home);
    await pageSideLive(page);
    // The browser's own cache would answer a page read minutes ago (stale-while-revalidate): empty, so the worker does.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    // Its links would be client navigations (a data request, then an error page): offline, each is a page load,
    // which the worker answers.
    const navigations: string[] = [];
    page.on("response", (response) => {
      if (response.request().isNavigationRequest()) navigations.push(new URL(response.url()).pathname);
    });
    await page.locator(`main a[href="${read}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === read);
    await expect(page.locator("#article-title")).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", new RegExp(l.messages.offline.copyFrom.replace("{{time}}", ".+")));
    await pageSideLive(page);
    expect(navigations).toEqual([read]);
    // From the copy, the breadcrumb's link to its category (a page not stored; the home page is, since it was seen):
    // the offline page, in the page's language. Here the browser says it is online (navigator.onLine, as on a network
    // that connects and answers nothing), so the click is a client navigation whose data never comes: it is done again
    // as a page load (register.ts).
    const category = page.getByRole("navigation", { name: l.messages.article.breadcrumb }).getByRole("link").nth(1);
    const categoryPath = (await category.getAttribute("href"))!;
    await category.click();
    await expect(page).toHaveURL((url) => url.pathname === categoryPath);
    await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(l.messages.offline.title);
    await expect(page.getByRole("region", { name: l.messages.offline.recent }).getByRole("link", { name: title })).toBeVisible();

    // Back online, a client navigation to a story that does not exist: the server answered (404), so its page stays.
    await context.setOffline(false);
    await page.goto(home);
    await pageSideLive(page);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.evaluate(
      (path) => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(path),
      `${l.prefix}/news/no-such-story-987654321`,
    );
    await expect(page.locator("#error-heading")).toBeVisible();
    // Had the page decided to load the address again, it would have by the time it is idle.
    await idle(page);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  test(`${l.lang}: a reader who signs in, reads and signs out leaves no trace offline`, async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const seen = workerScriptRequests(page);
    const paths = await articlePaths(request, l.prefix);
    const [read] = [paths[2]!];
    await signInContext(context, baseURL!);
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [read]);

    await page.goto(read);
    await workerInControl(page);
    await expect(page.getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
    await expect.poll(() => isStored(page, "kural-recent", read)).toBe(true);
    // The copy is of the anonymous page, fetched without the session.
    const copy = await page.evaluate(async (key) => await (await caches.match(key))!.text(), read);
    expect(copy).toContain(`href="${l.prefix}/signin?`);
    expect(copy).not.toContain(`action="${l.prefix}/logout"`);

    // Signing out (from the home page, where the sign-out leads back to) forgets what was read while signed in.
    await page.goto(l.prefix || "/");
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    await page.getByRole("button", { name: l.messages.nav.logOut }).click();
    await expect(page.getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeVisible();
    await expect.poll(() => isStored(page, "kural-recent", read)).toBe(false);
    // Nor may the browser's own cache answer for the worker (as in the tests above): only what the worker kept can.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await goOffline(context);
    await page.goto(read);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(l.messages.offline.title);
    await expect(page.getByRole("main")).toContainText(l.messages.offline.none);
    await expect(page.getByRole("main").getByRole("link")).toHaveCount(0);
  });

  test(`${l.lang}: lite readers never get a worker, and a page under a worker that asks for lite goes to the network`, async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    const seen = workerScriptRequests(page);
    const [article] = await articlePaths(request, l.prefix);
    await page.goto(`${article}?lite=1`);
    await page.goto(`${l.prefix || "/"}`);
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [article!]);
    // `?lite=1` is remembered in a cookie: every page is lite, and none has a script to register a worker with.
    await page.waitForLoadState("load");
    expect(seen).toEqual([]);
    expect(await registeredScripts(page)).toEqual([]);

    // The browser's data saver: the same.
    const saver = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
    await moveClock(saver);
    const saverPage = await saver.newPage();
    const saverSeen = workerScriptRequests(saverPage);
    await saverPage.goto(article!);
    await saverPage.waitForLoadState("load");
    expect(saverSeen).toEqual([]);
    expect(await registeredScripts(saverPage)).toEqual([]);
    await saver.close();

    // A reader with a worker who then asks for lite: the worker steps aside.
    const full = await browser.newContext();
    await moveClock(full);
    const fullPage = await full.newPage();
    await fullPage.goto(article!);
    await workerInControl(fullPage);
    const lite = await fullPage.goto(`${article}?lite=1`);
    expect(lite?.fromServiceWorker()).toBe(false);
    await expect(fullPage.locator("html")).toHaveAttribute("data-lite", "");
    const plain = await fullPage.goto(`${article}?lite=0`);
    expect(plain?.fromServiceWorker()).toBe(true);
    await full.close();
  });

  test(`${l.lang}: the site is installable (no installability errors) from its manifest`, async ({ playwright, page, context, request, baseURL }, testInfo) => {
    const manifestPath = `${l.prefix}/manifest.webmanifest`;
    const answer = await request.get(manifestPath);
    expect(answer.headers()["content-type"]).toBe("application/manifest+json");
    // The worker's script: asked again on every navigation (a deploy is seen at once), allowed the whole site.
    const script = await request.get("/sw.js");
    expect(script.headers()).toMatchObject({ "cache-control": "no-cache", "service-worker-allowed": "/" });
    expect(script.headers()["content-type"]).toMatch(/^application\/javascript/);
    const seen = workerScriptRequests(page);
    await page.goto(l.prefix || "/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifestPath);
    if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, [l.prefix || "/"]);

    // Chromium reports "in-incognito" for every ordinary test context: installability needs a profile on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), "kural-install-"));
    const persistent = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    await moveClock(persistent);
    try {
      const installable = persistent.pages()[0] ?? (await persistent.newPage());
      await installable.goto(l.prefix || "/");
      await workerInControl(installable);
      const cdp = await persistent.newCDPSession(installable);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(new URL(manifestPath, baseURL).href);
      expect(manifest.errors).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test("a new build's worker takes over on the next navigation and deletes the old build's caches", async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const seen = workerScriptRequests(page);
  const paths = await articlePaths(request, "");
  if (!jsOn(testInfo)) return assertNoWorker(page, context, seen, ["/", paths[0]!]);

  // An article: its copy keeps the files it loads in the build's own cache (nothing is precached).
  await page.goto(paths[2]!);
  await workerInControl(page);
  const buildCaches = () => page.evaluate(() => caches.keys()).then((names) => names.filter((name) => name.startsWith("kural-build-")));
  await expect.poll(buildCaches).toHaveLength(1);
  const oldBuild = (await buildCaches())[0]!.replace("kural-build-", "");
  expect(oldBuild).toBeTruthy();
  const deploy = (buildId?: string) =>
    execFileSync(process.execPath, ["scripts/build-sw.mjs"], { env: { ...process.env, ...(buildId ? { SW_BUILD_ID: buildId } : {}) }, stdio: "pipe" });
  const nextBuild = `e2e-${Date.now()}`;
  try {
    // The deploy: new sw.js bytes (another build version) served in place of the old.
    deploy(nextBuild);
    await page.goto(paths[0]!);
    // Installed, activated (the old build's caches deleted) and in control, with no reload of the page.
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 }).toEqual(expect.arrayContaining([`kural-build-${nextBuild}`]));
    await expect.poll(() => page.evaluate(() => caches.keys()).then((names) => names.filter((name) => name.includes(oldBuild)))).toEqual([]);
    // The next page's files go through the new worker, into the new build's cache.
    await page.goto(paths[1]!);
    await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([`kural-build-${nextBuild}`]));
  } finally {
    deploy();
  }
});
