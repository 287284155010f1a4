import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, memoryQueue, redisQueue, type JobResult } from "./queue.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the alerts' queue on one instance", () => {
  it("runs each key once, a few at a time, and says when it is drained", async () => {
    const ran: string[] = [];
    let running = 0;
    let most = 0;
    const queue = memoryQueue<string>(
      async (data) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(5);
        ran.push(data);
        running -= 1;
        return { retry: false };
      },
      { concurrency: 3 },
    );
    for (let i = 0; i < 20; i++) expect(await queue.add(`reader-${i}:story-1`, `job ${i}`)).toBe(true);
    expect(await queue.add("reader-3:story-1", "again")).toBe(false);
    await queue.drained();
    expect(ran).toHaveLength(20);
    expect(ran).not.toContain("again");
    expect(most).toBe(3);
    // Done keys stay known: the same alert later is still not sent twice.
    expect(await queue.add("reader-3:story-1", "later")).toBe(false);
    expect(queue.counts()).toMatchObject({ done: 20, queued: 0, running: 0 });
    await queue.close();
  });

  it("tries a job again after the wait its send asks for, and gives up after the last attempt", async () => {
    const attempts: number[] = [];
    const queue = memoryQueue<string>(async (data, attempt) => {
      attempts.push(attempt);
      if (data === "flaky" && attempt < 2) return { retry: true, afterMs: 10 };
      if (data === "down") return { retry: true, afterMs: 1 };
      return { retry: false };
    });
    await queue.add("a", "flaky");
    await queue.add("b", "down");
    await queue.drained();
    expect(attempts.filter((attempt) => attempt <= 2).length).toBeGreaterThanOrEqual(3);
    expect(queue.counts()).toMatchObject({ done: 1, abandoned: 1, retried: 2 + (MAX_ATTEMPTS - 1) });
    await queue.close();
  });
});

describe("the alerts' queue shared through Redis (two instances)", () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // On the real clock (npm run test:clock moves Node's): redis-server crashes under libfaketime.
    const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore", env });
    url = `redis://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = createServer().listen(port, "127.0.0.1");
        socket.once("listening", () => socket.close(() => resolve(false)));
        socket.once("error", () => resolve(true));
      });
      if (open) break;
      if (tries > 100) throw new Error("redis-server did not start");
      await sleep(50);
    }
  }, 30_000);

  afterAll(() => {
    redis?.kill("SIGKILL");
  });

  it("sends an alert queued by both instances once, and a stopped instance's jobs are run by the other", async () => {
    const ran: string[] = [];
    const handler =
      (instance: string) =>
      async (data: string): Promise<JobResult> => {
        await sleep(20);
        ran.push(`${instance}:${data}`);
        return { retry: false };
      };
    const name = `alerts-test-${Date.now()}`;
    const a = redisQueue<string>(handler("a"), { redisUrl: url, name, concurrency: 2 });
    const b = redisQueue<string>(handler("b"), { redisUrl: url, name, concurrency: 2 });
    for (let i = 0; i < 10; i++) {
      await a.add(`reader-${i}:story-9`, `alert ${i}`);
      await b.add(`reader-${i}:story-9`, `alert ${i}`);
    }
    // Instance a stops at once; b runs what is left.
    await a.close();
    await b.drained();
    const alerts = ran.map((entry) => entry.split(":")[1]);
    expect(new Set(alerts).size).toBe(10);
    expect(alerts).toHaveLength(10);
    expect(ran.some((entry) => entry.startsWith("b:"))).toBe(true);
    await b.close();
  }, 30_000);

  it("tries a job again after the send's wait", async () => {
    const attempts: number[] = [];
    const queue = redisQueue<string>(
      async (_data, attempt) => {
        attempts.push(attempt);
        return attempt < 2 ? { retry: true, afterMs: 30 } : { retry: false };
      },
      { redisUrl: url, name: `alerts-retry-${Date.now()}` },
    );
    await queue.add("reader-1:story-2", "x");
    await expect.poll(() => attempts, { timeout: 10_000 }).toEqual([0, 1, 2]);
    await queue.drained();
    expect(queue.counts()).toMatchObject({ done: 1, retried: 2 });
    await queue.close();
  }, 30_000);
});
