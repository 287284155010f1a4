/**
 * From a story that matters to the readers who asked to hear of it (issue 30 points 3 and 4). A story (a breaking one,
 * or a live story's key event) names what it belongs to (its city, category, tags, author; or the live story); the
 * store finds the readers who follow any of these and have alerts on, and each gets one job: its settings and counts
 * decide (decideAlert: once per story, the day's cap, quiet hours, at `now`), the alert is claimed in the store (so no
 * two instances or two stories pass the cap together), and one send job per browser of the reader carries the payload
 * in that browser's language. A push service's 404 or 410 deletes the subscription; 429, 5xx and no answer are tried
 * again after its Retry-After or a backoff (the queue). Jobs are keyed by story and reader (and browser), so a story
 * announced twice, or by two instances, is queued once.
 */
import { createHash } from "node:crypto";
import type { FollowStore } from "../following/follow-store";
import type { Follow } from "../following/follows";
import type { Language } from "../i18n/language";
import { alertDay, decideAlert, DEFAULT_ALERT_SETTINGS, type AlertDecision } from "./policy";
import type { AlertQueue, JobHandler, JobResult } from "./queue.server";
import { sendAlert, sendCounts, type AlertPayload, type SendOutcome } from "./send.server";
import type { PushSubscriptionJSON } from "./endpoint.server";
import type { VapidKeys } from "./vapid.server";

/** What a notification says in one language: the headline, a line under it (the city, a key event), where a tap leads. */
export type AlertText = { title: string; body: string; url: string };

/** One thing to tell readers of: `id` is what "once per reader" counts (a story's id, or a live story's update). */
export type StoryAlert = { id: string; follows: Follow[]; texts: Record<Language, AlertText> };

export type AlertJob = { kind: "reader"; owner: string; alert: Omit<StoryAlert, "follows"> } | { kind: "send"; endpoint: string; payload: AlertPayload };

/** What the alerts did, for /healthz: decisions per reader, subscriptions deleted, and the sender's own counts. */
export const alertCounts = { readers: 0, sent: 0, held: { duplicate: 0, cap: 0, quiet: 0 }, deleted: 0 };

export type Alerts = {
  /** Queues the alert for every subscribed follower; answers how many readers were queued. */
  announce(alert: StoryAlert): Promise<number>;
  drained(): Promise<void>;
  pending(): Promise<number>;
  close(): Promise<void>;
};

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

export function createAlerts({
  store,
  vapid,
  queue: makeQueue,
  now = Date.now,
  send = sendAlert,
  log = () => undefined,
}: {
  store: FollowStore;
  vapid: () => VapidKeys;
  /** The queue, given the handler (memoryQueue or redisQueue). */
  queue: (handler: JobHandler<AlertJob>) => AlertQueue<AlertJob>;
  now?: () => number;
  send?: (subscription: PushSubscriptionJSON, payload: AlertPayload, vapid: VapidKeys, options: { attempt: number }) => Promise<SendOutcome>;
  log?: (line: string) => void;
}): Alerts {
  // The handler enqueues send jobs on the queue it runs in.
  const holder: { queue?: AlertQueue<AlertJob> } = {};

  async function forReader(job: Extract<AlertJob, { kind: "reader" }>): Promise<JobResult> {
    const { owner, alert } = job;
    const at = now();
    const day = alertDay(at);
    const settings = (await store.alertSettings(owner)) ?? DEFAULT_ALERT_SETTINGS;
    const [sentToday, alreadySent] = await Promise.all([store.sentOn(owner, day), store.alreadySent(owner, alert.id)]);
    let decision: AlertDecision = decideAlert({ settings, sentToday, alreadySent, now: at });
    if (decision === "send") {
      const claim = await store.claimAlert(owner, alert.id, day, settings.perDay);
      if (claim !== "claimed") decision = claim;
    }
    alertCounts.readers += 1;
    if (decision !== "send") {
      alertCounts.held[decision] += 1;
      return { retry: false };
    }
    for (const subscription of await store.subscriptions(owner)) {
      const text = alert.texts[subscription.lang];
      const payload: AlertPayload = { id: alert.id, lang: subscription.lang, ...text };
      await holder.queue!.add(`send:${alert.id}:${hashOf(subscription.endpoint)}`, { kind: "send", endpoint: subscription.endpoint, payload });
    }
    return { retry: false };
  }

  async function forBrowser(job: Extract<AlertJob, { kind: "send" }>, attempt: number): Promise<JobResult> {
    // Read again: the reader may have stopped alerts (or the push service said gone) since the job was queued.
    const subscription = await store.subscription(job.endpoint);
    if (!subscription) return { retry: false };
    const outcome = await send({ endpoint: subscription.endpoint, keys: subscription.keys }, job.payload, vapid(), { attempt });
    switch (outcome.kind) {
      case "sent":
        alertCounts.sent += 1;
        return { retry: false };
      case "gone":
        // issue 30 point 4: the browser unsubscribed or the service expired it; it is deleted, never tried again.
        if (await store.unsubscribe(subscription.endpoint)) alertCounts.deleted += 1;
        return { retry: false };
      case "retry":
        return { retry: true, afterMs: outcome.afterMs };
      case "failed":
        log(`[alerts] a push service refused alert ${job.payload.id} with ${outcome.status ?? "no status"}`);
        return { retry: false };
    }
  }

  const queue = makeQueue((job, attempt) => (job.kind === "reader" ? forReader(job) : forBrowser(job, attempt)));
  holder.queue = queue;

  return {
    async announce(alert) {
      const owners = await store.subscribedFollowers(alert.follows);
      const { follows: _follows, ...rest } = alert;
      let queued = 0;
      for (const owner of owners) {
        if (await queue.add(`reader:${alert.id}:${hashOf(owner)}`, { kind: "reader", owner, alert: rest })) queued += 1;
      }
      if (owners.length > 0) log(`[alerts] alert ${alert.id}: ${queued} readers queued`);
      return queued;
    },
    drained: () => queue.drained(),
    pending: () => queue.pending(),
    close: () => queue.close(),
  };
}

/** Everything counted, as /healthz shows it. */
export function alertTotals(subscriptions: number, queued: number) {
  return {
    subscriptions,
    queued,
    readers: alertCounts.readers,
    held: { ...alertCounts.held },
    sent: sendCounts.sent,
    gone: sendCounts.gone,
    deleted: alertCounts.deleted,
    retried: sendCounts.retried,
    failed: sendCounts.failed,
  };
}
