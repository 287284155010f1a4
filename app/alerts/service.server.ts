/**
 * The process's alerts (issue 30), started with the server (server.ts, through app/server-kit.server.ts) and stopped at
 * its shutdown: the VAPID keys, the send queue (in-process; with REDIS_URL, BullMQ shared by every instance), the
 * Breaking feed's watch (with REDIS_URL one instance at a time, by a lock that expires) and the live check's key
 * events, each turned into a StoryAlert in both languages with what it belongs to.
 */
import { randomBytes } from "node:crypto";
import { getEnv } from "../config/env.server";
import { redisConnection } from "../config/redis.server";
import { ALL_BREAKING, type Follow } from "../following/follows";
import { followStore } from "../following/store.server";
import { BREAKING_FEED } from "../following/subjects.server";
import { href, LANGUAGES, type Language } from "../i18n/language";
import { LATEST_UPDATE_ANCHOR, type LiveUpdate } from "../news/live";
import type { Article, ArticleSummary } from "../news/types";
import { keyEventText } from "../live/messages.server";
import { onNewKeyEvents, watchLiveStory } from "../live/stream.server";
import { getLegacyHome } from "../upstream/legacy.server";
import { getAuthors, getNewsById } from "../upstream/media.server";
import { createAlerts, alertTotals, type AlertText, type Alerts, type StoryAlert } from "./alerts.server";
import { memorySeenSet, redisSeenSet, watchBreaking, type BreakingWatch } from "./breaking-watch.server";
import { memoryQueue, redisQueue } from "./queue.server";
import { loadVapidKeys, type VapidKeys } from "./vapid.server";

const state: {
  vapid?: VapidKeys;
  alerts?: Alerts;
  watch?: BreakingWatch;
  stopKeyEvents?: () => void;
  liveTimer?: NodeJS.Timeout;
  live: Map<string, { leave: () => void; ended: () => boolean }>;
  /** Followed stories found not live (ended, or not started): looked at again only after NOT_LIVE_AGAIN_MS. */
  notLive: Map<string, number>;
} = { live: new Map(), notLive: new Map() };

/** A followed story that is not live is asked about again after this long, not at every interval. */
const NOT_LIVE_AGAIN_MS = 15 * 60 * 1000;

/** The server's VAPID keys, loaded (or made and kept) once. */
export function vapidKeys(): VapidKeys {
  return (state.vapid ??= loadVapidKeys(getEnv()));
}

/** What a reader's subscription's endpoint is checked against (app/alerts/endpoint.server.ts). */
export function pushEndpointOptions(): { hosts?: string[]; allowLocal: boolean } {
  const env = getEnv();
  const hosts = env.PUSH_HOSTS?.split(",")
    .map((host) => host.trim())
    .filter(Boolean);
  return { ...(hosts?.length ? { hosts } : {}), allowLocal: env.PUSH_ALLOW_LOCAL === "on" };
}

/**
 * The story's article in each language (every story is published in both); a language that cannot be read is left
 * out. `fresh` for a live story: the other language's copy must have the key event just found in one.
 */
async function inBothLanguages(id: string, fresh = false): Promise<Partial<Record<Language, Article>>> {
  const read = await Promise.allSettled(LANGUAGES.map((lang) => getNewsById(lang, id, { live: fresh })));
  const articles: Partial<Record<Language, Article>> = {};
  read.forEach((result, index) => {
    if (result.status === "fulfilled") articles[LANGUAGES[index]!] = result.value.data;
  });
  return articles;
}

/** Each language's text, the other language's standing in for one that could not be read. */
function textsOf(articles: Partial<Record<Language, Article>>, text: (article: Article, lang: Language) => AlertText): Record<Language, AlertText> | null {
  const en = articles.en ? text(articles.en, "en") : null;
  const ta = articles.ta ? text(articles.ta, "ta") : null;
  if (!en && !ta) return null;
  return { en: en ?? { ...ta!, url: ta!.url.replace(/^\/tamil/, "") || "/" }, ta: ta ?? { ...en!, url: href("ta", en!.url) } };
}

/** What a story belongs to that a reader can follow: its city, category, tags (each language's) and author. */
async function followsOf(articles: Partial<Record<Language, Article>>): Promise<Follow[]> {
  const follows: Follow[] = [];
  for (const lang of LANGUAGES) {
    const article = articles[lang];
    if (!article) continue;
    if (article.city) follows.push({ kind: "city", id: article.city.id });
    if (article.category) follows.push({ kind: "category", id: article.category.id });
    for (const tag of article.tags) follows.push({ kind: "tag", id: tag.normalize("NFC") });
    if (article.author) {
      // An author is followed by id; a story names its author: the directory (cached for an hour) joins the two.
      const author = (await getAuthors(lang).catch(() => null))?.data.find((entry) => entry.name === article.author);
      if (author) follows.push({ kind: "author", id: author.id });
    }
  }
  return follows;
}

/**
 * A breaking story as an alert: its headline, its city, the story's page; for the readers of its city, category, tags,
 * author, and those who asked for every breaking story ("Alert me" beside the Breaking ticker).
 */
async function breakingAlert(story: Pick<ArticleSummary, "id">): Promise<StoryAlert | null> {
  const articles = await inBothLanguages(story.id);
  const texts = textsOf(articles, (article, lang) => ({
    title: article.title,
    body: article.city?.name ?? "",
    url: href(lang, `/news/${article.slug}`),
  }));
  return texts ? { id: story.id, follows: [ALL_BREAKING, ...(await followsOf(articles))], texts } : null;
}

/** A live story's key event as an alert: the story's headline, the event's words, the story at its latest update; for its followers. */
async function keyEventAlert(storyId: string, update: LiveUpdate, readIn: Language): Promise<StoryAlert | null> {
  const articles = await inBothLanguages(storyId, true);
  const texts = textsOf(articles, (article, lang) => {
    // The event in this language's copy when it has it yet (a cached copy may not), else as the check read it.
    const own = article.live?.updates.find((entry) => entry.id === update.id);
    const words = keyEventText(own ?? update) ?? "";
    return {
      title: article.title,
      body: (own || lang === readIn ? words : "").slice(0, 300),
      url: href(lang, `/news/${article.slug}#${LATEST_UPDATE_ANCHOR}`),
    };
  });
  return texts ? { id: `${storyId}-u${update.id}`, follows: [{ kind: "live", id: storyId }], texts } : null;
}

/** The process's alerts, made on first use. */
function processAlerts(): Alerts {
  if (state.alerts) return state.alerts;
  const env = getEnv();
  const log = (line: string) => console.log(line);
  state.alerts = createAlerts({
    store: followStore(),
    vapid: vapidKeys,
    queue: (handler) => (env.REDIS_URL ? redisQueue(handler, { redisUrl: env.REDIS_URL }) : memoryQueue(handler)),
    log,
  });
  return state.alerts;
}

async function announce(alert: StoryAlert | null): Promise<void> {
  if (alert) await processAlerts().announce(alert);
}

/**
 * The live stories some reader with alerts follows are kept checked (watchLiveStory) while they are live, whether or
 * not anyone has them open, so their key events are found; a story that ends, or that nobody with alerts follows any
 * more, is let go. Run with the Breaking watch's interval.
 */
async function watchFollowedLiveStories(): Promise<void> {
  for (const [id, watched] of state.live) {
    if (!watched.ended()) continue;
    state.live.delete(id);
    state.notLive.set(id, Date.now() + NOT_LIVE_AGAIN_MS);
  }
  const wanted = new Set(await followStore().followedWithAlerts("live"));
  for (const [id, watched] of state.live) {
    if (wanted.has(id)) continue;
    watched.leave();
    state.live.delete(id);
  }
  const now = Date.now();
  for (const [id, until] of state.notLive) if (until <= now || !wanted.has(id)) state.notLive.delete(id);
  for (const id of wanted) {
    if (state.live.has(id) || state.notLive.has(id)) continue;
    const watched = await watchLiveStory(id);
    if (watched) state.live.set(id, watched);
    else state.notLive.set(id, now + NOT_LIVE_AGAIN_MS);
  }
}

/** At the server's start: the keys made (so the first reader's subscription is signed for the same ones), the watches started. */
export function startAlerts(): void {
  const env = getEnv();
  vapidKeys();
  const redis = redisConnection();
  const instance = randomBytes(8).toString("hex");
  if (env.BREAKING_WATCH_MS > 0) {
    state.watch = watchBreaking({
      read: async () => (await getLegacyHome("en", BREAKING_FEED, 1, { fresh: true })).data.items,
      seen: redis ? redisSeenSet(redis.client) : memorySeenSet(),
      lock: redis
        ? async (key, ms) => {
            await redis.firstConnection;
            return (await redis.client.set(`kural:alerts:lock:${key}`, instance, "PX", ms, "NX")) === "OK";
          }
        : undefined,
      onBreaking: (story) => breakingAlert(story).then(announce),
      intervalMs: env.BREAKING_WATCH_MS,
      log: (line) => console.warn(line),
    });
    // The first reading learns what is already there (a restart never re-announces the morning's news).
    void state.watch.tick();
  }
  if (env.BREAKING_WATCH_MS > 0) {
    let running = false;
    state.liveTimer = setInterval(() => {
      if (running) return;
      running = true;
      void watchFollowedLiveStories()
        .catch((error: unknown) => console.warn(`[alerts] the followed live stories: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (running = false));
    }, env.BREAKING_WATCH_MS);
    state.liveTimer.unref();
  }
  state.stopKeyEvents = onNewKeyEvents(({ storyId, update, lang }) => {
    void keyEventAlert(storyId, update, lang)
      .then(announce)
      .catch((error: unknown) => console.warn(`[alerts] key event ${update.id}: ${error instanceof Error ? error.message : String(error)}`));
  });
}

/** At shutdown: the watches stop and the queue closes (with REDIS_URL, its jobs wait in Redis for the other instances). */
export async function stopAlerts(): Promise<void> {
  state.watch?.stop();
  state.stopKeyEvents?.();
  clearInterval(state.liveTimer);
  for (const watched of state.live.values()) watched.leave();
  state.live.clear();
  state.notLive.clear();
  const alerts = state.alerts;
  delete state.watch;
  delete state.stopKeyEvents;
  delete state.alerts;
  await alerts?.close();
}

/**
 * /healthz's alerts: subscriptions kept, alerts sent, deleted, retried, failed, queued, the live stories watched; null
 * when the store cannot say.
 */
export async function alertHealth(): Promise<(ReturnType<typeof alertTotals> & { liveWatched: string[] }) | null> {
  try {
    const [subscriptions, queued] = await Promise.all([followStore().subscriptionCount(), state.alerts?.pending() ?? Promise.resolve(0)]);
    // The live stories kept checked for their followers' key events (story ids: public, no reader's data).
    return { ...alertTotals(subscriptions, queued), liveWatched: [...state.live.keys()] };
  } catch {
    return null;
  }
}
