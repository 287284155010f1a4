import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./helpers/test";
import { ONCE } from "./helpers/tags";

/**
 * Issue 30 point 8: the worker's `push` and `notificationclick` handlers in Chromium (app/alerts/worker-alerts.ts), as
 * built into public/sw.js. A push is delivered to the page's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as the browser's push service would. Debian's chromium-headless-shell, which the
 * suite runs, has no notification platform: its notification permission stays denied whatever is granted (tried:
 * Playwright's grantPermissions and the protocol's Browser.setPermission), and the full browser is an 81 MB download
 * for every CI run. So the two calls the platform answers, showing a notification and opening a window, are recorded
 * in the worker instead (`registration.showNotification`, `clients.openWindow`); everything before them is the real
 * worker's, and the page opened offline is shown to be the worker's copy by loading it. With JavaScript only: without
 * it there is no worker (ONCE).
 */
test.use({ serviceWorkers: "allow" });

async function articlePaths(request: APIRequestContext, prefix: string): Promise<string[]> {
  const html = await (await request.get(prefix || "/")).text();
  return [...new Set([...html.matchAll(new RegExp(`href="(${prefix}/news/[^"?#]+)"`, "g"))].map((match) => match[1]!))];
}

type Shown = { title: string; options: { body: string; lang: string; tag: string; data: unknown } };
type Recorded = { shown: Shown[]; opened: string[]; focused: string[] };
/** What this file touches of the worker's scope (the project's TypeScript library is the DOM's). */
type WorkerScope = {
  recorded: Recorded;
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: { openWindow(url: string | URL): Promise<unknown> };
  dispatchEvent(event: Event): boolean;
};
declare const ExtendableEvent: { new (type: string): Event & { waitUntil(promise: Promise<unknown>): void } };

/** The page's worker in control, the platform's two calls recorded, and pushes delivered as the push service does. */
async function alertsWorker(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.push(registration.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    scope.recorded = { shown: [], opened: [], focused: [] };
    scope.registration.showNotification = async (title: string, options?: NotificationOptions) =>
      void scope.recorded.shown.push({ title, options: options as Shown["options"] });
    scope.clients.openWindow = async (url: string | URL) => {
      scope.recorded.opened.push(String(url));
      return null;
    };
  });
  const origin = new URL(page.url()).origin;
  return {
    push: (data: unknown) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: registrations.at(-1)!,
        data: typeof data === "string" ? data : JSON.stringify(data),
      }),
    recorded: () => worker!.evaluate(() => (self as unknown as { recorded: Recorded }).recorded),
    /** A tap on the notification last shown with `tag`: the worker's notificationclick, with that notification's data. */
    tap: (tag: string) =>
      worker!.evaluate(async (wanted) => {
        const scope = self as unknown as WorkerScope;
        const shown = scope.recorded.shown.filter((entry: Shown) => entry.options.tag === wanted).at(-1)!;
        const event = new ExtendableEvent("notificationclick");
        let closed = false;
        Object.defineProperty(event, "notification", { value: { data: shown.options.data, close: () => (closed = true), tag: wanted } });
        const waited: Promise<unknown>[] = [];
        event.waitUntil = (promise: Promise<unknown>) => void waited.push(promise);
        scope.dispatchEvent(event);
        await Promise.all(waited);
        return closed;
      }, tag),
  };
}

for (const l of [
  { lang: "en", prefix: "" },
  { lang: "ta", prefix: "/tamil" },
] as const) {
  test(
    `a push shows the story's headline in its language, one per story, and a tap opens the story, offline its copy (${l.lang})`,
    ONCE,
    async ({ page, context, request }) => {
      test.setTimeout(60_000);
      const [read, other] = await articlePaths(request, l.prefix);
      await page.goto(read!);
      const worker = await alertsWorker(page, context);
      const title = (await page.locator("#article-title").textContent())!.trim();

      const alert = { id: "79", lang: l.lang, title, body: l.lang === "ta" ? "ராமேஸ்வரம்" : "Rameswaram", url: read };
      await worker.push(alert);
      // A payload that is not ours (another site's address, not JSON) shows nothing.
      await worker.push({ ...alert, id: "80", url: "https://evil.example/" });
      await worker.push("not json at all");
      await worker.push({ ...alert, body: "" });
      await expect.poll(async () => (await worker.recorded()).shown.length).toBe(2);
      const { shown } = await worker.recorded();
      expect(shown[0]).toEqual({ title, options: expect.objectContaining({ body: alert.body, lang: l.lang, tag: "story-79", data: { url: read } }) });
      // The same story's second alert carries the same tag: it replaces the first on the reader's screen.
      expect(shown[1]!.options).toMatchObject({ tag: "story-79", body: "" });

      // A tap, while this tab shows another page: the story opens in a new one, and the notification closes.
      await page.goto(other!);
      expect(await worker.tap("story-79")).toBe(true);
      expect((await worker.recorded()).opened).toEqual([new URL(read!, page.url()).href]);

      // Offline, the address opened is the worker's to answer: the copy of the story read here.
      await expect.poll(() => page.evaluate(async (key) => Boolean(await (await caches.open("kural-recent")).match(key)), read!)).toBe(true);
      await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
      await context.setOffline(true);
      await page.goto((await worker.recorded()).opened[0]!);
      await expect(page.locator("#article-title")).toHaveText(title);
      await expect(page.locator("html")).toHaveAttribute("data-offline-copy", /.+/);
      await context.setOffline(false);
    },
  );
}
