/**
 * The live hub's share between instances (decision 0037), in Redis: a lock per story and interval (`SET NX
 * PX`), so one instance asks the upstream; the reading it got, stored with its version and published on one
 * channel; every instance's subscriber (its own connection, app/config/redis.server.ts) hands readings to
 * its hub. The stored copy repairs a missed message: an instance that did not check reads the version (a
 * few bytes) each interval and the reading only when it is newer than its own.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { LiveReading } from "./frames";
import { readingVersion } from "./frames";
import type { LiveShare } from "./hub.server";

const PREFIX = "kural:live:";
const CHANNEL = "kural:live";
/** How long a story's reading is kept once no instance checks it any more. */
const KEEP_MS = 60_000;

export function createRedisLiveShare(client: Redis, subscriber: Redis, log: (line: string) => void = (line) => console.error(line)): LiveShare {
  const instance = randomUUID();
  let lastLog = 0;
  const warn = (error: unknown) => {
    if (Date.now() - lastLog < 60_000) return;
    lastLog = Date.now();
    log(`[live] Redis failed, each instance checks its own stories meanwhile: ${error instanceof Error ? error.message : String(error)}`);
  };
  // Written by this site's instances only; a text that does not parse (another version's) is no reading.
  const parse = <T>(text: string | null): T | null => {
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  };
  return {
    async lock(key, ms) {
      return (await client.set(`${PREFIX}lock:${key}`, instance, "PX", ms, "NX")) === "OK";
    },
    async load(key, newerThan) {
      const version = Number(await client.get(`${PREFIX}version:${key}`));
      if (!(version > newerThan)) return null;
      return parse<LiveReading>(await client.get(`${PREFIX}reading:${key}`));
    },
    publish(key, reading, changed) {
      if (!changed) {
        client.multi().pexpire(`${PREFIX}reading:${key}`, KEEP_MS).pexpire(`${PREFIX}version:${key}`, KEEP_MS).exec().catch(warn);
        return;
      }
      const text = JSON.stringify(reading);
      // A story gone has no version of its own: stored as now, newer than any reading of it.
      const version = reading.found ? readingVersion(reading) : Date.now();
      client
        .multi()
        .set(`${PREFIX}reading:${key}`, text, "PX", KEEP_MS)
        .set(`${PREFIX}version:${key}`, String(version), "PX", KEEP_MS)
        .publish(CHANNEL, JSON.stringify({ key, reading }))
        .exec()
        .catch(warn);
    },
    listen(onReading) {
      subscriber.subscribe(CHANNEL).catch(warn);
      subscriber.on("message", (channel: string, text: string) => {
        if (channel !== CHANNEL) return;
        const message = parse<{ key?: unknown; reading?: LiveReading }>(text);
        if (message && typeof message.key === "string" && message.reading) onReading(message.key, message.reading);
      });
    },
  };
}
