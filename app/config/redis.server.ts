/**
 * The process's one connection to Redis (REDIS_URL), shared by the upstream cache's second level
 * (app/upstream/shared-cache.server.ts) and the sign-in limits (app/auth/rate-limits.server.ts).
 * Opened on first use, closed by server.ts at shutdown.
 *
 * No offline queue (rate-limiter-flexible's advice too): while Redis cannot be reached every command
 * fails at once, never waits, and each user falls back on its own (a cache miss; counting in memory).
 */
import { Redis } from "ioredis";
import { getEnv } from "./env.server";
import { processGlobal } from "./process-global";

/** How long the first commands after a start wait for the connection, so they count in Redis too. */
const FIRST_CONNECTION_WAIT_MS = 1000;
/** How long shutdown waits for Redis to answer QUIT before dropping the connection. */
const QUIT_WAIT_MS = 500;

type Connection = { client: Redis; firstConnection: Promise<void> };

// On globalThis (process-global.ts): the Remix build opens it, server.ts's shutdown closes it.
const holder = processGlobal("redis", (): { connection?: Connection } => ({}));

function connect(url: string): Connection {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let lastLog = 0;
  client.on("error", (error: Error) => {
    const now = Date.now();
    if (now - lastLog < 60_000) return;
    lastLog = now;
    console.error(`[redis] unavailable (the upstream cache goes without it, the sign-in limits count in memory): ${error.message}`);
  });
  const firstConnection = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
    timer.unref();
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { client, firstConnection };
}

/** The shared client, connecting on first use; null without REDIS_URL. */
export function redisConnection(): Connection | null {
  if (holder.connection) return holder.connection;
  const url = getEnv().REDIS_URL;
  return url ? (holder.connection = connect(url)) : null;
}

/** Shutdown: QUIT (what was sent is answered first), or drop the connection if Redis does not answer in time. */
export async function closeRedis(): Promise<void> {
  const connection = holder.connection;
  if (!connection) return;
  holder.connection = undefined;
  const { client } = connection;
  const quit = client.quit().then(
    () => true,
    () => false,
  );
  const answered = await Promise.race([quit, new Promise<false>((resolve) => setTimeout(resolve, QUIT_WAIT_MS, false).unref())]);
  if (!answered) client.disconnect();
}
