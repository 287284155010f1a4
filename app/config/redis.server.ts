/**
 * The process's one connection to Redis (REDIS_URL), shared by the upstream cache's second level
 * (app/upstream/shared-cache.server.ts), the sign-in limits (app/auth/rate-limits.server.ts) and the live
 * hub's lock and state (app/live/); and the live hub's subscriber, the one thing that needs a second
 * connection (`redisSubscriber`). Opened on first use, closed by server.ts at shutdown.
 *
 * No offline queue (rate-limiter-flexible's advice too): while Redis cannot be reached every command
 * fails at once, never waits, and each user falls back on its own (a cache miss; counting in memory).
 */
import { Redis } from "ioredis";
import { getEnv } from "./env.server";

/** How long the first commands after a start wait for the connection, so they count in Redis too. */
const FIRST_CONNECTION_WAIT_MS = 1000;
/** How long shutdown waits for Redis to answer QUIT before dropping the connection. */
const QUIT_WAIT_MS = 500;

type Connection = { client: Redis; firstConnection: Promise<void>; subscriber?: Redis };

// The build opens it; server.ts's shutdown closes it through the same module (app/server-kit.server.ts).
const holder: { connection?: Connection } = {};

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

/**
 * The connection the live hub listens on (pub/sub, decision 0037): a connection that subscribes may send
 * nothing but (un)subscribe commands, so the command connection cannot also listen. With an offline queue,
 * unlike the command connection: the subscription is sent once Redis is reachable, and renewed after a
 * reconnection by ioredis. Null without REDIS_URL.
 */
export function redisSubscriber(): Redis | null {
  const connection = redisConnection();
  if (!connection) return null;
  if (!connection.subscriber) {
    connection.subscriber = connection.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    // Reported by the command connection's listener already; without a listener an error event would throw.
    connection.subscriber.on("error", () => undefined);
  }
  return connection.subscriber;
}

/** Shutdown: QUIT (what was sent is answered first), or drop the connection if Redis does not answer in time. */
export async function closeRedis(): Promise<void> {
  const connection = holder.connection;
  if (!connection) return;
  holder.connection = undefined;
  await Promise.all([connection.client, connection.subscriber].map((client) => client && quitOrDrop(client)));
}

async function quitOrDrop(client: Redis): Promise<void> {
  const quit = client.quit().then(
    () => true,
    () => false,
  );
  const answered = await Promise.race([quit, new Promise<false>((resolve) => setTimeout(resolve, QUIT_WAIT_MS, false).unref())]);
  if (!answered) client.disconnect();
}
