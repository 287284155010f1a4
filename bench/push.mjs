// `npm run bench:push` (issue 30 point 9): one breaking story sent to 10,000 subscriptions at the local push service
// (web-push-testing, in a process of its own, which checks each message's VAPID signature and decrypts it), through
// the site's own sender (app/alerts/send.server.ts) and queue (app/alerts/queue.server.ts). Prints the time to the
// last delivery, deliveries per second, the senders' CPU and peak RSS, and checks every subscription got the story
// exactly once. Twice: one instance with the in-process queue, then two instances sharing BullMQ on a redis-server.
//
//   npm run bench:push                      10,000 subscriptions, both runs
//   npm run bench:push -- --count 2000      fewer
//   npm run bench:push -- --only memory     one run (memory or redis)
//
// Budget (issue 30): 10,000 delivered in ≤ 60 s on the 2-core machine, no duplicates, RSS < 400 MB.
import { fork, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import webpush from "web-push";
import { ROOT } from "./cluster.mjs";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "10000" },
    only: { type: "string" },
    concurrency: { type: "string", default: "64" },
    child: { type: "boolean", default: false },
  },
});

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(check, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = async (origin, path, body) => {
  const answer = await fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return answer.json();
};

/** `count` subscriptions at the local service, `parallel` at a time. */
async function subscribeAll(origin, vapid, count, parallel = 50) {
  const subscriptions = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next += 1;
        const { data } = await post(origin, "/subscribe", { userVisibleOnly: "true", applicationServerKey: vapid.publicKey });
        subscriptions.push(data);
      }
    }),
  );
  return subscriptions;
}

// A sending instance (a child process): sends its share of the jobs through the site's queue, reports its cost.
if (values.child) {
  const { sendAlert } = await import("../app/alerts/send.server.ts");
  const { memoryQueue, redisQueue } = await import("../app/alerts/queue.server.ts");
  // What to send and to whom comes over IPC (10,000 subscriptions do not fit a command line).
  const job = await new Promise((resolve) => process.once("message", resolve));
  const started = process.cpuUsage();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const outcomes = { sent: 0, other: 0 };
  const handler = async (data, attempt) => {
    const outcome = await sendAlert(data.subscription, job.payload, job.vapid, { attempt });
    if (outcome.kind === "sent") outcomes.sent += 1;
    else outcomes.other += 1;
    return outcome.kind === "retry" ? { retry: true, afterMs: Math.min(outcome.afterMs, 1000) } : { retry: false };
  };
  const concurrency = Number(values.concurrency);
  const queue = job.redisUrl ? redisQueue(handler, { redisUrl: job.redisUrl, name: job.queueName, concurrency }) : memoryQueue(handler, { concurrency });
  process.send({ ready: true });
  process.on("message", async (message) => {
    if (message.add) {
      // This instance learned of the story: it queues an alert per subscription (with Redis, the other does too).
      for (const subscription of job.subscriptions) await queue.add(`${subscription.clientHash}:story-${job.payload.id}`, { subscription });
      process.send({ added: true });
    }
    if (message.drain) {
      await queue.drained();
      clearInterval(sampler);
      const cpu = process.cpuUsage(started);
      process.send({ done: true, outcomes, cpuMs: (cpu.user + cpu.system) / 1000, peakRss });
      await queue.close();
      process.exit(0);
    }
  });
} else {
  const count = Number(values.count);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:alerts@kuralnews.in" };
  const servicePort = await freePort();
  const service = spawn(process.execPath, [path.join(ROOT, "node_modules/web-push-testing/src/bin/server.js"), String(servicePort)], { stdio: "ignore" });
  const origin = `http://localhost:${servicePort}`;
  const cleanups = [() => service.kill("SIGKILL")];
  try {
    await waitFor(async () => (await fetch(`${origin}/status`, { method: "POST" })).status === 200, "web-push-testing");
    console.log(`subscribing ${count} readers at the local push service…`);
    const subscriptions = await subscribeAll(origin, vapid, count);
    const payload = {
      id: "433",
      lang: "ta",
      title: "சென்னையில் கனமழை: பள்ளிகளுக்கு இன்று விடுமுறை",
      body: "சென்னை",
      url: "/tamil/news/chennai-heavy-rain-schools-closed-433",
    };

    const runs = [];
    if (!values.only || values.only === "memory") runs.push({ name: "one instance, in-process queue", instances: 1, redis: false });
    if (!values.only || values.only === "redis") runs.push({ name: "two instances, BullMQ on Redis", instances: 2, redis: true });
    let used = 0;
    for (const run of runs) {
      let redisUrl;
      if (run.redis) {
        const port = await freePort();
        const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
        const redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore", env });
        cleanups.push(() => redis.kill("SIGKILL"));
        redisUrl = `redis://127.0.0.1:${port}`;
        await waitFor(
          () =>
            new Promise((resolve) => {
              const socket = createServer().listen(port, "127.0.0.1");
              socket.once("listening", () => socket.close(() => resolve(false)));
              socket.once("error", () => resolve(true));
            }),
          "redis-server",
        );
      }
      // Each run sends to its own subscriptions' fresh messages: the service's count before is the baseline.
      const share = subscriptions;
      const queueName = `bench-push-${Date.now()}`;
      const children = [];
      for (let i = 0; i < run.instances; i++) {
        const child = fork(new URL(import.meta.url).pathname, ["--child", "--concurrency", values.concurrency], {
          execArgv: ["--import", "tsx"],
          stdio: ["ignore", "inherit", "inherit", "ipc"],
        });
        cleanups.push(() => child.kill("SIGKILL"));
        child.send({ payload, vapid, subscriptions: share, redisUrl, queueName });
        await new Promise((resolve) => child.once("message", resolve));
        children.push(child);
      }
      const started = performance.now();
      // Every instance hears of the story (the watcher's lock aside): the queue must send it once.
      await Promise.all(children.map((child) => new Promise((resolve) => (child.once("message", resolve), child.send({ add: true })))));
      const reports = await Promise.all(children.map((child) => new Promise((resolve) => (child.once("message", resolve), child.send({ drain: true })))));
      const seconds = (performance.now() - started) / 1000;
      // What the push service received: each subscription's messages, read back.
      let delivered = 0;
      let duplicates = 0;
      for (const subscription of subscriptions) {
        const { data } = await post(origin, "/get-notifications", { clientHash: subscription.clientHash });
        const mine = data.messages.length - used;
        delivered += mine >= 1 ? 1 : 0;
        duplicates += Math.max(0, mine - 1);
      }
      used += 1;
      const sent = reports.reduce((sum, report) => sum + report.outcomes.sent, 0);
      console.log(`\n${run.name}`);
      console.log(`  delivered ${delivered} of ${count} (sends answered 201: ${sent}), duplicates ${duplicates}`);
      console.log(`  time to the last delivery ${seconds.toFixed(1)} s, ${(delivered / seconds).toFixed(0)} deliveries/s`);
      for (const [index, report] of reports.entries()) {
        console.log(
          `  instance ${index + 1}: CPU ${(report.cpuMs / 1000).toFixed(1)} s, peak RSS ${(report.peakRss / 1048576).toFixed(0)} MB, sent ${report.outcomes.sent}`,
        );
      }
    }
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}
