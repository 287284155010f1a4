/**
 * The live hub (issue 21, decision 0037): one checker per (story, language) with open streams on this
 * instance, whatever the number of readers. Each interval it reads the story (the upstream road, fresh),
 * works out what changed since the last reading, and writes the same frames to every open stream of it.
 * It stops when the story's last stream closes.
 *
 * With a share (Redis, redis-share.server.ts) one instance checks per interval (a lock), stores the
 * reading and publishes it; every instance applies it to its own streams. A reading older than the one
 * held is ignored, so the order messages arrive in, a stale copy or a slow instance never takes a reader back.
 *
 * The upstream slow or down: a check that learns nothing changes nothing; streams stay open and silent, and
 * the next reading that does come brings everything missed, once.
 */
import type { Language } from "../i18n/language";
import type { LiveUpdate } from "../news/live";
import { outsidePageBudget } from "../upstream/page-budget.server";
import { catchUpFrames, changeFrames, KEEP_ALIVE_FRAME, readingVersion, type LiveReading } from "./frames";

/** One open stream: `write` answers false when the reader is too far behind to keep (then it is closed). */
export type LiveSink = { write(chunk: Uint8Array): boolean; close(): void };

/** Readings shared by every instance (Redis); every method may fail, and the hub then works alone. */
export type LiveShare = {
  /** True for the one instance that checks `key` in this interval. */
  lock(key: string, ms: number): Promise<boolean>;
  /** The stored reading when its version is newer than `newerThan`, else null. */
  load(key: string, newerThan: number): Promise<LiveReading | null>;
  /** Stores the reading and tells every instance when it `changed`; else keeps the stored one for instances joining later. */
  publish(key: string, reading: LiveReading, changed: boolean): void;
  /** Readings other instances published. */
  listen(onReading: (key: string, reading: LiveReading) => void): void;
};

export type LiveHubOptions = {
  intervalMs: number;
  /** One fresh read of the story; null when nothing could be learned (upstream down). */
  check: (lang: Language, id: string) => Promise<LiveReading | null>;
  /** An update as the stream's JSON, in the story's language. */
  format: (lang: Language, update: LiveUpdate) => string;
  share?: LiveShare | null;
  keepAliveMs?: number;
  /**
   * Each reading this instance made itself (with a share, the one instance checking this interval), with the one held
   * before it: what is new in it can be told elsewhere once (the alerts of key events, app/alerts/).
   */
  onReading?: (lang: Language, id: string, before: LiveReading | null, reading: LiveReading) => void;
};

/** What joining gives: a stream (already sent what it missed), or the status to answer instead. */
export type Joined = { kind: "stream"; leave: () => void } | { kind: "gone" } | { kind: "not-live" };

type Stream = { sink: LiveSink; /** The version it holds while the story's state is not known yet. */ pendingSince: number | null };

type Topic = {
  key: string;
  lang: Language;
  id: string;
  streams: Set<Stream>;
  /** Joins waiting for the first reading: they keep the topic (and its checks) alive. */
  waiting: number;
  reading: LiveReading | null;
  onKnown: Array<() => void>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Formatted updates, kept while unchanged: each is sanitized once, not once per reader. */
  messages: Map<string, { update: LiveUpdate; json: string }>;
};

const encoder = new TextEncoder();

function sameUpdate(a: LiveUpdate, b: LiveUpdate): boolean {
  return a.updatedAt === b.updatedAt && a.bodyHtml === b.bodyHtml && a.title === b.title && a.isPinned === b.isPinned && a.isKeyEvent === b.isKeyEvent;
}

export function createLiveHub(options: LiveHubOptions) {
  const topics = new Map<string, Topic>();
  const { intervalMs, share } = options;

  const keepAlive = setInterval(() => {
    const bytes = encoder.encode(KEEP_ALIVE_FRAME);
    for (const topic of topics.values()) for (const stream of topic.streams) send(topic, stream, bytes);
  }, options.keepAliveMs ?? 20_000);
  keepAlive.unref();

  share?.listen((key, reading) => {
    const topic = topics.get(key);
    if (topic) apply(topic, reading);
  });

  function format(topic: Topic) {
    return (update: LiveUpdate) => {
      const kept = topic.messages.get(update.id);
      if (kept && sameUpdate(kept.update, update)) return kept.json;
      const json = options.format(topic.lang, update);
      topic.messages.set(update.id, { update, json });
      return json;
    };
  }

  /** Sends are made from timers (the keep-alive, a check): a sink that throws is a reader gone, never the process's end. */
  function send(topic: Topic, stream: Stream, bytes: Uint8Array): void {
    let kept: boolean;
    try {
      kept = stream.sink.write(bytes);
    } catch {
      kept = false;
    }
    if (!kept) drop(topic, stream);
  }

  function drop(topic: Topic, stream: Stream): void {
    topic.streams.delete(stream);
    stream.sink.close();
    stopIfUnread(topic);
  }

  function stopIfUnread(topic: Topic): void {
    if (topic.streams.size > 0 || topic.waiting > 0 || topics.get(topic.key) !== topic) return;
    if (topic.timer) clearTimeout(topic.timer);
    topics.delete(topic.key);
  }

  /** What a stream holding `since` is sent once the story's state is known; a story gone or ended closes it. */
  function catchUp(topic: Topic, stream: Stream, since: number): void {
    const reading = topic.reading;
    if (!reading) return;
    if (!reading.found) return drop(topic, stream);
    const text = catchUpFrames(reading, since, format(topic));
    if (text) send(topic, stream, encoder.encode(text));
    if (!reading.open) drop(topic, stream);
  }

  function apply(topic: Topic, reading: LiveReading): void {
    const before = topic.reading;
    if (before && readingVersion(reading) < readingVersion(before)) return;
    if (before?.found && reading.found && reading.coverage.version === before.coverage.version && reading.open === before.open) return;
    topic.reading = reading;
    if (reading.found) {
      const ids = new Set(reading.coverage.updates.map((update) => update.id));
      for (const id of topic.messages.keys()) if (!ids.has(id)) topic.messages.delete(id);
    }
    for (const known of topic.onKnown.splice(0)) known();
    for (const stream of [...topic.streams]) {
      if (stream.pendingSince !== null) {
        const since = stream.pendingSince;
        stream.pendingSince = null;
        catchUp(topic, stream, since);
      }
    }
    if (!before) return;
    if (!reading.found || !before.found) {
      // Gone (or back from gone): streams close, and their reconnection is answered from the reading.
      for (const stream of [...topic.streams]) drop(topic, stream);
      return;
    }
    const text = changeFrames(before, reading, format(topic));
    if (text) {
      const bytes = encoder.encode(text);
      for (const stream of [...topic.streams]) if (stream.pendingSince === null) send(topic, stream, bytes);
    }
    if (!reading.open) for (const stream of [...topic.streams]) drop(topic, stream);
  }

  async function check(topic: Topic): Promise<void> {
    if (share) {
      const mine = await share.lock(topic.key, intervalMs).catch(() => true);
      if (!mine) {
        // Another instance checks this interval: its reading comes by message; the store repairs a missed one.
        const stored = await share.load(topic.key, readingVersion(topic.reading)).catch(() => null);
        if (stored) apply(topic, stored);
        return;
      }
    }
    const reading = await options.check(topic.lang, topic.id).catch(() => null);
    if (!reading || topics.get(topic.key) !== topic) return;
    const held = readingVersion(topic.reading);
    const before = topic.reading;
    apply(topic, reading);
    if (readingVersion(reading) > held) options.onReading?.(topic.lang, topic.id, before, reading);
    if (share && readingVersion(reading) >= held) share.publish(topic.key, reading, readingVersion(reading) > held);
  }

  function schedule(topic: Topic, delayMs: number): void {
    topic.timer = setTimeout(() => {
      topic.timer = null;
      void check(topic).finally(() => {
        if (topics.get(topic.key) === topic && !topic.timer) schedule(topic, intervalMs);
      });
    }, delayMs);
  }

  function topicFor(lang: Language, id: string): Topic {
    const key = `${lang}:${id}`;
    let topic = topics.get(key);
    if (!topic) {
      topic = { key, lang, id, streams: new Set(), waiting: 0, reading: null, onKnown: [], timer: null, messages: new Map() };
      topics.set(key, topic);
      const started = topic;
      // The checks are the hub's, not the first reader's: no page budget or request context follows them.
      outsidePageBudget(() => schedule(started, 0));
    }
    return topic;
  }

  /** The story's state once known, waiting at most `waitMs` for the first reading. */
  function known(topic: Topic, waitMs: number): Promise<LiveReading | null> {
    if (topic.reading) return Promise.resolve(topic.reading);
    return new Promise((resolve) => {
      const known = () => {
        clearTimeout(timer);
        resolve(topic.reading);
      };
      const timer = setTimeout(() => {
        const index = topic.onKnown.indexOf(known);
        if (index >= 0) topic.onKnown.splice(index, 1);
        resolve(topic.reading);
      }, waitMs);
      topic.onKnown.push(known);
    });
  }

  /**
   * A reader's stream of story `id` in `lang`, holding version `since`. Unknown state after `waitMs` (the
   * upstream down and nothing kept): the stream opens and waits, silent, for the first reading.
   */
  async function join(lang: Language, id: string, since: number, sink: LiveSink, waitMs: number): Promise<Joined> {
    const topic = topicFor(lang, id);
    topic.waiting += 1;
    const reading = await known(topic, waitMs);
    topic.waiting -= 1;
    if (reading && !reading.found) {
      stopIfUnread(topic);
      return { kind: "gone" };
    }
    // Not live: 204, and EventSource stops for good. Unless the reader holds a version from before the end (a page
    // asleep when it came): it is told what it missed and the end, so the page says so, then the stream closes.
    if (reading && !reading.open && !(since > 0 && since < reading.coverage.version)) {
      stopIfUnread(topic);
      return { kind: "not-live" };
    }
    // The topic may have stopped meanwhile (its last stream left): join the running one.
    const current = topics.get(topic.key) === topic ? topic : topicFor(lang, id);
    const stream: Stream = { sink, pendingSince: current.reading ? null : since };
    current.streams.add(stream);
    if (current.reading) catchUp(current, stream, since);
    return {
      kind: "stream",
      leave: () => {
        if (current.streams.delete(stream)) stopIfUnread(current);
      },
    };
  }

  return {
    join,
    /** Streams open on this instance, and the stories being checked. */
    stats: () => ({ streams: [...topics.values()].reduce((sum, topic) => sum + topic.streams.size, 0), topics: topics.size }),
    /** Shutdown: every stream ends (its reader reconnects, to another instance) and the checks stop. */
    close(): void {
      clearInterval(keepAlive);
      for (const topic of [...topics.values()]) {
        for (const stream of [...topic.streams]) drop(topic, stream);
        if (topic.timer) clearTimeout(topic.timer);
        topics.delete(topic.key);
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
