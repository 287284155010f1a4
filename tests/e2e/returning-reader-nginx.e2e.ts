/**
 * Issue 19 §1 through deploy/nginx.conf: nginx keeps one copy of an anonymous page (with the nonce of the
 * response that filled it) and answers a reader's revalidation itself, or from a fresh copy once its own has
 * expired. Either way the reader's stored page must keep running its scripts: nginx may answer 304 only to a
 * reader who holds its very copy (the ETag names the copy's nonce, decision 0023).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, moveClock } from "./helpers/test";
import { startCluster, type Cluster } from "../../bench/cluster.mjs";
import { freePort, PRODUCT_KEY, startNewsroom } from "../integration/helpers";
import { firstArticlePath, visitLikeAReturningReader } from "./helpers/returning-reader";

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
  for (const entry of readdirSync(cache)) rmSync(path.join(cache, entry), { recursive: true, force: true });
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
