/**
 * Page views leave in batches (issue 7), not one request per view: recorded views
 * wait at most `flushMs`, or go at once when a full batch is ready. One batch is
 * in flight at a time, in order. A batch that fails is put back and tried again
 * after `flushMs` (one the collector refuses outright is dropped, or it would
 * block every later one); what waits is bounded (`maxQueued`, the oldest are dropped
 * first), so an unreachable collector costs memory it cannot grow past.
 */
import { PAGE_VIEW_BATCH_MAX, type PageViewPayload } from "../upstream/schemas-page-views";

export type PageViewStats = {
  /** Views recorded since start. */
  recorded: number;
  /** Views the collector accepted. */
  sent: number;
  /** Views waiting (including a batch in flight). */
  pending: number;
  /** Views given up on (the queue was full, or the collector refused their batch). */
  dropped: number;
  /** Batches that failed (and were put back). */
  failedBatches: number;
};

/** What routes and the server see: record a view, read the counters. */
export type PageViewRecorder = {
  record(view: PageViewPayload): void;
  stats(): PageViewStats;
};

export type PageViewBatcherOptions = {
  send: (views: PageViewPayload[]) => Promise<unknown>;
  /** A failure that says the batch itself is refused (not that the collector is away): it is dropped, not retried. */
  isRefused?: (error: unknown) => boolean;
  flushMs: number;
  batchMax?: number;
  maxQueued?: number;
  log?: (line: string) => void;
};

const DEFAULT_MAX_QUEUED = 10_000;

export class PageViewBatcher implements PageViewRecorder {
  private queue: PageViewPayload[] = [];
  private inFlight: PageViewPayload[] = [];
  private sending: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly counters = { recorded: 0, sent: 0, dropped: 0, failedBatches: 0 };
  private readonly batchMax: number;
  private readonly maxQueued: number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: PageViewBatcherOptions) {
    this.batchMax = Math.max(1, Math.min(options.batchMax ?? PAGE_VIEW_BATCH_MAX, PAGE_VIEW_BATCH_MAX));
    this.maxQueued = Math.max(this.batchMax, options.maxQueued ?? DEFAULT_MAX_QUEUED);
    this.log = options.log ?? ((line) => console.warn(line));
  }

  record(view: PageViewPayload): void {
    if (this.closed) return;
    this.counters.recorded += 1;
    this.queue.push(view);
    this.trim();
    if (this.queue.length >= this.batchMax) this.startSending();
    else this.schedule();
  }

  stats(): PageViewStats {
    return { ...this.counters, pending: this.queue.length + this.inFlight.length };
  }

  /** Sends everything waiting now, batch after batch; resolves when the queue is empty or a batch failed. */
  async flush(): Promise<void> {
    this.clearTimer();
    for (;;) {
      if (this.sending) await this.sending;
      if (this.queue.length === 0) return;
      const failedBefore = this.counters.failedBatches;
      this.startSending();
      await this.sending;
      if (this.counters.failedBatches > failedBefore) return;
    }
  }

  /** Stops taking views and sends what is left (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    this.clearTimer();
  }

  private schedule(delay = this.options.flushMs): void {
    if (this.timer || this.sending || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.startSending();
    }, delay);
    // A pending batch never keeps the process alive on its own.
    this.timer.unref?.();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private startSending(): void {
    if (this.sending || this.queue.length === 0) return;
    this.clearTimer();
    this.inFlight = this.queue.splice(0, this.batchMax);
    const batch = this.inFlight;
    // A sender that throws instead of rejecting is a failed batch too, never an exception in a request.
    this.sending = new Promise<unknown>((resolve) => resolve(this.options.send(batch))).then(
      () => {
        this.counters.sent += this.inFlight.length;
        this.inFlight = [];
        this.sending = null;
        // A full batch goes on at once; a partial one waits for its companions.
        if (this.queue.length >= this.batchMax) this.startSending();
        else if (!this.closed) this.schedule();
      },
      (error: unknown) => {
        this.counters.failedBatches += 1;
        const refused = this.options.isRefused?.(error) ?? false;
        const reason = error instanceof Error ? error.message : String(error);
        this.log(`page views: a batch of ${this.inFlight.length} was not accepted (${reason}); ${refused ? "dropped" : "retrying later"}`);
        if (refused) this.counters.dropped += this.inFlight.length;
        else this.queue = [...this.inFlight, ...this.queue];
        this.inFlight = [];
        this.trim();
        this.sending = null;
        if (!this.closed) this.schedule();
      },
    );
  }

  /** Keeps at most maxQueued waiting: the oldest go first (a count missing from an outage, not a memory leak). */
  private trim(): void {
    const excess = this.queue.length - this.maxQueued;
    if (excess > 0) {
      this.queue.splice(0, excess);
      this.counters.dropped += excess;
    }
  }
}
