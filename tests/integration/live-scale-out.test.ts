/**
 * Issue 21 with two instances behind nginx (deploy/nginx.conf) sharing redis-server (bench/cluster.mjs):
 * an update published once reaches readers on both instances and through nginx (which passes the stream on
 * unbuffered), and the story is read upstream once per check interval, by one instance for both.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../bench/cluster.mjs";
import type { Newsroom } from "../../newsroom/server";
import { freePort, PRODUCT_KEY, recordingProxy, requireBuild } from "./helpers";
import { NOT_LIVE, openReader, startLiveNewsroom, type LiveEvent } from "./live-stream";

const ROOT = path.resolve(__dirname, "../..");
const CHECK_MS = 250;

let newsroom: Newsroom;
let editor: Awaited<ReturnType<typeof startLiveNewsroom>>["editor"];
let stopNewsroom: () => Promise<void>;
let proxy: Awaited<ReturnType<typeof recordingProxy>>;
let cluster: Cluster;

beforeAll(async () => {
  requireBuild(ROOT);
  ({ newsroom, editor, close: stopNewsroom } = await startLiveNewsroom());
  proxy = await recordingProxy(newsroom.url);
  cluster = await startCluster({
    newsroom: { legacyUrl: `${proxy.url}/api`, mediaUrl: proxy.url, productKey: PRODUCT_KEY },
    redisPort: await freePort(),
    instancePorts: [await freePort(), await freePort()],
    nginxPort: await freePort(),
    env: { LIVE_CHECK_MS: String(CHECK_MS) },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await proxy?.close();
  await stopNewsroom?.();
});

const updateOf = (id: string) => (event: LiveEvent) => event.name === "update" && event.data.id === id;

describe("live updates, two instances and Redis", () => {
  it("an update published once reaches readers on both instances and through nginx; the story is read upstream once per interval", async () => {
    const { id } = newsroom.db.prepare(`${NOT_LIVE} LIMIT 1 OFFSET 4`).get() as { id: number };
    await editor.start(id);
    await editor.post(id, { body_en: "<p>Counting begins.</p>", body_ta: "<p>வாக்கு எண்ணிக்கை தொடங்குகிறது.</p>" });

    const origins = [...cluster.instances.map((instance) => instance.origin), cluster.origin];
    const probe = await openReader(`${origins[0]}/live/${id}?since=0`);
    await probe.next((event) => event.name === "update");
    const version = probe.events.at(-1)!.id!;
    probe.close();
    const readers = await Promise.all(
      origins.flatMap((origin) => [openReader(`${origin}/live/${id}?since=${version}`), openReader(`${origin}/tamil/live/${id}?since=${version}`)]),
    );
    expect(readers.map((reader) => reader.status)).toEqual(readers.map(() => 200));

    const articleCalls = () => proxy.events.filter((event) => event.kind === "start" && event.path.startsWith(`/core-svc/api/v1/news/${id}`)).length;
    const calls = articleCalls();
    const started = performance.now();
    const posted: string[] = [];
    for (const round of [1, 2, 3, 4]) {
      const updateId = String((await editor.post(id, { body_en: `<p>Round ${round} counted.</p>`, body_ta: `<p>சுற்று ${round} எண்ணப்பட்டது.</p>` })).id);
      posted.push(updateId);
      const events = await Promise.all(readers.map((reader) => reader.next(updateOf(updateId))));
      expect(String(events[0]!.data.html)).toContain(`Round ${round} counted.`);
      expect(String(events[1]!.data.html)).toContain(`சுற்று ${round} எண்ணப்பட்டது.`);
    }
    // Per language, checks are at least an interval apart whichever instance makes them: two instances
    // checking on their own would make about twice as many.
    const intervals = (performance.now() - started) / CHECK_MS;
    expect(articleCalls() - calls).toBeLessThanOrEqual(2 * (Math.ceil(intervals) + 1));
    expect(articleCalls() - calls).toBeGreaterThanOrEqual(2 * posted.length);
    for (const reader of readers) {
      expect(reader.events.filter((event) => event.name === "update").map((event) => event.data.id)).toEqual(posted);
      reader.close();
    }
  });
});
