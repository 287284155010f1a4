/**
 * The alerts' send queue (issue 30 point 4). One job per alert (a reader's subscription and a story), keyed so the
 * same alert is never queued twice. In-process on one instance; with REDIS_URL, BullMQ on the Redis the project
 * already uses, shared by every instance: a job is stored in Redis before it is run, so an instance that stops leaves
 * its jobs to the others (nothing lost), and a job's id is its key, so two instances that both learn of a story queue
 * it once (nothing sent twice). A job whose send asks to be tried again (429, 5xx, no answer) is, after the wait the
 * send gives, up to MAX_ATTEMPTS times.
 */
import { Queue, Worker, DelayedError, type ConnectionOptions, type Job } from "bullmq";

export const MAX_ATTEMPTS = 5;

/** What a job's handler says: done (sent, gone, failed for good), or try again after `afterMs`. */
export type JobResult = { retry: false } | { retry: true; afterMs: number };
export type JobHandler<T> = (data: T, attempt: number) => Promise<JobResult>;

export type AlertQueue<T> = {
  /** Queues `data` under `key` unless a job of that key is queued, running or was done; true when it was queued. */
  add(key: string, data: T): Promise<boolean>;
  /** Resolves when nothing is queued, waiting or running (tests, the bench). */
  drained(): Promise<void>;
  counts(): { queued: number; running: number; done: number; retried: number; abandoned: number };
  /** Jobs queued, waiting for a retry or running, on every instance that shares the queue (/healthz). */
  pending(): Promise<number>;
  close(): Promise<void>;
};

/** One instance: a list, `concurrency` jobs at a time, retries on timers; keys remembered for a day. */
export function memoryQueue<T>(handler: JobHandler<T>, { concurrency = 64, keepKeysMs = 86_400_000 } = {}): AlertQueue<T> {
  const waiting: { key: string; data: T; attempt: number }[] = [];
  const seen = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const stats = { running: 0, done: 0, retried: 0, abandoned: 0 };
  let idle: (() => void)[] = [];
  let closed = false;

  const settleIfIdle = () => {
    if (waiting.length === 0 && stats.running === 0 && timers.size === 0) {
      for (const resolve of idle.splice(0)) resolve();
    }
  };
  const pump = () => {
    while (!closed && stats.running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      stats.running += 1;
      void handler(job.data, job.attempt)
        .catch((): JobResult => ({ retry: true, afterMs: 1000 }))
        .then((result) => {
          stats.running -= 1;
          if (result.retry && job.attempt + 1 < MAX_ATTEMPTS && !closed) {
            stats.retried += 1;
            const timer = setTimeout(() => {
              timers.delete(timer);
              waiting.push({ ...job, attempt: job.attempt + 1 });
              pump();
            }, result.afterMs);
            timers.add(timer);
          } else if (result.retry) stats.abandoned += 1;
          else stats.done += 1;
          pump();
          settleIfIdle();
        });
    }
  };
  return {
    async add(key, data) {
      const now = Date.now();
      for (const [old, at] of seen) if (now - at > keepKeysMs) seen.delete(old);
      if (closed || seen.has(key)) return false;
      seen.set(key, now);
      waiting.push({ key, data, attempt: 0 });
      pump();
      return true;
    },
    drained() {
      return new Promise((resolve) => {
        idle.push(resolve);
        settleIfIdle();
      });
    },
    counts: () => ({ queued: waiting.length + timers.size, running: stats.running, done: stats.done, retried: stats.retried, abandoned: stats.abandoned }),
    pending: async () => waiting.length + timers.size + stats.running,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      idle = [];
    },
  };
}

/**
 * Every instance: BullMQ on `redisUrl`. Each instance runs a worker; a job runs on one of them. Keys are job ids, so a
 * second `add` of a key is a no-op while the job is kept (done jobs are kept a day for this).
 */
export function redisQueue<T>(
  handler: JobHandler<T>,
  { redisUrl, name = "kural-alerts", concurrency = 64 }: { redisUrl: string; name?: string; concurrency?: number },
): AlertQueue<T> {
  const connection: ConnectionOptions = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(name, { connection, defaultJobOptions: { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 86_400 } } });
  const stats = { done: 0, retried: 0, abandoned: 0 };
  const worker = new Worker(
    name,
    async (job: Job, token?: string) => {
      const attempt = Number(job.data.attempt ?? 0);
      const result = await handler(job.data.data as T, attempt).catch((): JobResult => ({ retry: true, afterMs: 1000 }));
      if (!result.retry) {
        stats.done += 1;
        return;
      }
      if (attempt + 1 >= MAX_ATTEMPTS) {
        stats.abandoned += 1;
        return;
      }
      // Tried again after the send's own wait (a push service's Retry-After), not BullMQ's fixed backoff.
      stats.retried += 1;
      await job.updateData({ ...job.data, attempt: attempt + 1 });
      await job.moveToDelayed(Date.now() + result.afterMs, token);
      throw new DelayedError();
    },
    { connection, concurrency },
  );
  worker.on("error", () => undefined);
  return {
    async add(key, data) {
      // A job id may not contain ":" in BullMQ; keys are made of ids and dashes.
      const jobId = key.replace(/:/g, "-");
      const existing = await queue.getJob(jobId);
      if (existing) return false;
      await queue.add("alert", { data, attempt: 0 }, { jobId });
      return true;
    },
    async drained() {
      for (;;) {
        const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
        if (Object.values(counts).every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    counts: () => ({ queued: 0, running: 0, ...stats }),
    async pending() {
      const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
