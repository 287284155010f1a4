/**
 * The service worker, /sw.js (issue 22, decision 0039): browser code outside Remix, bundled with Workbox by
 * scripts/build-sw.mjs into public/sw.js. Workbox does the precaching, routing, strategies and expiry; what is
 * ours is written here: which pages are copied (saved and recently read articles, always the anonymous page),
 * how a copy is served (whole, headers and nonce included, marked with its time), the offline page, and what
 * signing out clears. Lite and event-stream requests and every non-GET pass untouched.
 */
import { setCacheNameDetails } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import type { Language } from "../i18n/language";
import { formatRecentTime } from "../news/format";
import { SAVED_MAX } from "../news/limits";
import { FONT_FILES } from "../styles/font-files";
import { parseTextSize, textSizeAttribute, type ChosenTextSize } from "../styles/text-size";
import { listenForAlerts, type AlertsScope } from "../alerts/worker-alerts";
import { offlinePageHtml, type OfflineStrings, type StoredStory } from "./offline-page";
import {
  asksForLite,
  copyPath,
  EDITION_MAX_BYTES,
  EDITION_STORIES,
  homeCopyPath,
  FRESH_COPY_MS,
  isEventStream,
  MESSAGE_TYPES,
  isSignOut,
  NETWORK_TIMEOUT_MS,
  PHONE_PICTURE_WIDTH,
  RECENT_CACHE,
  RECENT_MAX,
  SAVED_CACHE,
  type WorkerMessage,
} from "./protocol";

/** Set by scripts/build-sw.mjs: the build's version and the offline strings of both languages. */
declare const __BUILD_ID__: string;
declare const __OFFLINE_STRINGS__: Record<Language, OfflineStrings>;

/** The little of the service-worker scope this file uses (the project's TypeScript library is the DOM's). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response> | Response): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};
const worker = globalThis as unknown as WorkerScope;

// Every cache of a build carries its version: a new build's worker deletes the old ones when it activates.
setCacheNameDetails({ prefix: "kural", suffix: __BUILD_ID__ });
const CACHE = {
  build: `kural-build-${__BUILD_ID__}`,
  fonts: `kural-fonts-${__BUILD_ID__}`,
  locales: `kural-locales-${__BUILD_ID__}`,
  // The reader's, not the build's: kept across deploys (copies are refreshed instead).
  pictures: "kural-pictures",
  saved: SAVED_CACHE,
  recent: RECENT_CACHE,
  // The last home page seen in each language: anonymous, like the stories' copies.
  home: "kural-home",
  // "Save today's edition": the front page's first stories, replaced by the next edition saved.
  edition: "kural-edition",
  prefs: "kural-prefs",
} as const;
const THEME_KEY = "/__offline/theme";
const TEXT_SIZE_KEY = "/__offline/text-size";
/** Headers a copy is stored with, beside the page's own. */
const STORED_AT = "x-offline-stored-at";
const TITLE = "x-offline-title";
const PICTURE = "x-offline-picture";
/**
 * The worker's own requests for copies: no session, not page views (app/analytics/page-view.ts), and past the
 * browser's HTTP cache both ways, so the copy is fresh and the only one is the worker's, which signing out clears.
 */
const ANONYMOUS: RequestInit = { credentials: "omit", cache: "no-store", headers: { Purpose: "prefetch" } };
const PICTURE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

const sameOrigin = (url: URL) => url.origin === worker.location.origin;
const languageOf = (pathname: string): Language => (/^\/tamil(\/|$)/.test(pathname) ? "ta" : "en");

worker.addEventListener("install", () => void worker.skipWaiting());
// Alerts (issue 30): a push shows the story, a tap opens it (app/alerts/worker-alerts.ts).
listenForAlerts(globalThis as unknown as AlertsScope);

// Nothing is precached: the offline page needs no file (it is one document, its style inline, no script), and a
// stored copy's own scripts and stylesheet are kept with it (keepBuiltFiles), from the browser's HTTP cache when the
// page just loaded them. A precache would download, on a first visit, files that page never asked for.

// Content-hashed: a name never changes its bytes.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/build/"),
  new CacheFirst({
    cacheName: CACHE.build,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/fonts/"),
  new CacheFirst({ cacheName: CACHE.fonts, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 8 })] }),
);
// Strings a page did not bring: served at once, refreshed behind.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/locales/"),
  new StaleWhileRevalidate({ cacheName: CACHE.locales, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 20 })] }),
);
// Feeds are for feed readers, never stored.
registerRoute(({ url }) => sameOrigin(url) && /\.xml$/.test(url.pathname), new NetworkOnly());

// Pictures: the image route's widths negotiate the format by Accept, so a stored one matches whatever Accept.
const pictures = new CacheFirst({
  cacheName: CACHE.pictures,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true })],
});
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(img|media)\//.test(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    // A stored copy's picture (at phone width) stands in for any width of it the page asks for.
    const kept = await caches.match(options.request, { ignoreVary: true });
    if (kept) return kept;
    try {
      return await pictures.handle(options);
    } catch (error) {
      return (await anyWidthOf(options.url)) ?? Promise.reject(error);
    }
  },
);

/** /img/{width}/{source}/{path}: the same picture at any stored width. */
async function anyWidthOf(url: URL): Promise<Response | undefined> {
  const match = /^\/img\/\d+\/(.+)$/.exec(url.pathname);
  if (!match) return undefined;
  for (const name of [CACHE.saved, CACHE.recent, CACHE.edition, CACHE.pictures]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.replace(/^\/img\/\d+\//, "") === match[1]) return (await cache.match(request, { ignoreVary: true })) ?? undefined;
    }
  }
  return undefined;
}

// Pages: network first, a stored copy when the network is slow or gone, else the offline page.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !isEventStream(url.pathname) && !asksForLite(url, request.headers.get("save-data")),
  ({ request, url, event }) => page(request, url, event as FetchEvent),
);

async function page(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const home = homeCopyPath(url.pathname);
  const path = copyPath(url.pathname) ?? home;
  const copy = home ? await (await caches.open(CACHE.home)).match(new URL(home, worker.location.origin).href) : path ? await storedCopy(path) : undefined;
  // A home page kept less than FRESH_COPY_MS ago is not kept again: a signed-in reader's is fetched once more without
  // the session to be kept, and the front page is the page a reader opens most often.
  const keep = path !== null && !(home && copy && Date.now() - Number(copy.headers.get(STORED_AT)) < FRESH_COPY_MS);
  const network = fetch(request).then((response) => {
    if (keep && response.status === 200) event.waitUntil((home ? keepHome(home, response.clone()) : keepRecent(path, response.clone())).catch(() => undefined));
    return response;
  });
  if (!copy) return network.catch(() => offlinePage(url));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS));
  const first = await Promise.race([network.catch(() => null), timeout]);
  if (first && first.status < 500) return first;
  // The network may still answer: the copy is then refreshed for next time.
  event.waitUntil(network.catch(() => undefined));
  return servedCopy(copy);
}

async function storedCopy(path: string): Promise<Response | undefined> {
  const key = new URL(path, worker.location.origin).href;
  for (const name of [CACHE.saved, CACHE.recent, CACHE.edition]) {
    const copy = await (await caches.open(name)).match(key);
    if (copy) return copy;
  }
  return undefined;
}

/** The reader's chosen theme ("light", "dark"), or null: their system's. Pages tell it (register.ts). */
async function chosenTheme(): Promise<"light" | "dark" | null> {
  const answer = await (await caches.open(CACHE.prefs)).match(THEME_KEY);
  const theme = answer ? await answer.text() : "";
  return theme === "light" || theme === "dark" ? theme : null;
}

/**
 * The reader's text size (issue 29 point 10), or null: the usual one. A copy was stored with whatever size its request
 * carried (the reader's own page, or the anonymous one the worker fetched), so it is shown at the size chosen since.
 */
async function chosenTextSize(): Promise<ChosenTextSize | null> {
  const answer = await (await caches.open(CACHE.prefs)).match(TEXT_SIZE_KEY);
  return textSizeAttribute(parseTextSize(answer ? await answer.text() : "")) ?? null;
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A stored copy as stored: its headers (the CSP with the nonce its scripts carry) and its HTML, with attributes on
 * <html> that React's hydration leaves alone: the reader's theme and text size, and the copy's time, which
 * the stylesheet shows as a line above the page (app/styles/global.css.ts).
 */
async function servedCopy(copy: Response): Promise<Response> {
  const html = await copy.text();
  const storedAt = Number(copy.headers.get(STORED_AT));
  const lang = languageOf(new URL(copy.url || "/", worker.location.origin).pathname);
  const htmlLang = /<html lang="(en|ta)"/.exec(html)?.[1] === "ta" ? "ta" : lang;
  const note = __OFFLINE_STRINGS__[htmlLang].copyFrom.replace("{{time}}", formatRecentTime(storedAt, htmlLang));
  const theme = await chosenTheme();
  const size = await chosenTextSize();
  const marked = html.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\sdata-theme="[^"]*"/, "").replace(/\sdata-text-size="[^"]*"/, "");
    return `<html${rest}${theme ? ` data-theme="${theme}"` : ""}${size ? ` data-text-size="${size}"` : ""} data-offline-copy="${attribute(note)}">`;
  });
  const headers = new Headers(copy.headers);
  for (const name of [STORED_AT, TITLE, PICTURE, "etag", "last-modified"]) headers.delete(name);
  headers.set("cache-control", "no-store");
  return new Response(marked, { status: 200, headers });
}

async function storedStories(name: string): Promise<StoredStory[]> {
  const cache = await caches.open(name);
  const stories: StoredStory[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!copyPath(path)) continue;
    const copy = await cache.match(request);
    if (!copy) continue;
    stories.push({ path, title: decodeURIComponent(copy.headers.get(TITLE) ?? path), lang: languageOf(path), storedAt: Number(copy.headers.get(STORED_AT)) });
  }
  return stories.sort((a, b) => b.storedAt - a.storedAt);
}

async function recentAndEdition(): Promise<StoredStory[]> {
  const recent = await storedStories(CACHE.recent);
  const read = new Set(recent.map((story) => story.path));
  return [...recent, ...(await storedStories(CACHE.edition)).filter((story) => !read.has(story.path))];
}

async function offlinePage(url: URL): Promise<Response> {
  const lang = languageOf(url.pathname);
  const html = offlinePageHtml({
    lang,
    theme: await chosenTheme(),
    url,
    saved: await storedStories(CACHE.saved),
    // Read recently, then the saved edition's stories not among them.
    recent: await recentAndEdition(),
    savedPage: /^(\/tamil)?\/saved$/.test(url.pathname),
    strings: __OFFLINE_STRINGS__[lang],
    formatTime: formatRecentTime,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

/**
 * Stores `response` (an article page) under `path` in cache `name`: the whole response, headers and all, as
 * long as it is the anonymous page (a signed-in reader's is `private`: the anonymous one is fetched instead)
 * and not a lite one. Its hero picture (at phone width) and any of its built files not yet kept come too.
 */
async function storeCopy(name: string, path: string, response: Response): Promise<number> {
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/private|no-store/.test(cacheControl)) response = await fetch(path, ANONYMOUS);
  if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return 0;
  const html = await response.text();
  if (/<html[^>]*\sdata-lite/.test(html)) return 0;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/ \| [^|]*$/, "") ?? path;
  const hero = /<link rel="preload" as="image" href="(\/img\/\d+\/[^"]+)"/.exec(html)?.[1];
  const picture = hero?.replace(/^\/img\/\d+\//, `/img/${PHONE_PICTURE_WIDTH}/`);
  const headers = new Headers(response.headers);
  for (const header of ["content-encoding", "content-length", "set-cookie"]) headers.delete(header);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(TITLE, encodeURIComponent(unescapeTitle(title)));
  if (picture) headers.set(PICTURE, picture);
  const cache = await caches.open(name);
  // The page last: a copy is listed (and served) once what it needs is kept, so it hydrates even when the browser's
  // HTTP cache, which holds its files on a first visit, is emptied or the network goes the next moment.
  const pictureBytes = picture ? await keepFile(cache, picture, { headers: { Accept: PICTURE_ACCEPT }, credentials: "omit" }) : 0;
  await keepBuiltFiles(html);
  await keepFonts();
  await cache.put(path, new Response(html, { status: 200, headers }));
  return new TextEncoder().encode(html).length + pictureBytes;
}

function unescapeTitle(title: string): string {
  return title
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Keeps `url` in `cache` (once): the bytes it takes there, 0 when it could not be had. */
async function keepFile(cache: Cache, url: string, init: RequestInit): Promise<number> {
  const kept = await cache.match(url, { ignoreVary: true });
  if (kept) return (await kept.blob()).size;
  const answer = await fetch(url, init).catch(() => null);
  if (answer?.status !== 200) return 0;
  const bytes = (await answer.clone().blob()).size;
  await cache.put(url, answer);
  return bytes;
}

/**
 * The scripts and styles a copy loads, so that it hydrates offline (most are kept already): its stylesheet, its
 * module preloads and the route modules and entry its inline script imports. Not every file the HTML names: the
 * route manifest inlined in it lists other routes' modules (the home page's, the 404's) and the manifest file,
 * which this page never loads. Fetched through the HTTP cache, which holds those the page just loaded.
 */
async function keepBuiltFiles(html: string): Promise<void> {
  const cache = await caches.open(CACHE.build);
  const named = html.matchAll(/(?:href="|src="|data-kn-modulepreload="|from "|import\(")(\/build\/[\w:.\-/]+\.(?:js|css))"/g);
  const files = new Set([...named].map((match) => match[1]!));
  await Promise.all([...files].map(async (file) => ((await caches.match(file)) ? undefined : keepFile(cache, file, {}))));
}

/**
 * The site's four font files (regular and bold, Latin and Tamil; each page may show both scripts), so that a copy and
 * the offline page draw in the site's faces (issue 29). On a first visit the page's fonts arrive before the worker
 * exists and never pass through its font route; fetched through the HTTP cache, which holds those the page loaded.
 */
async function keepFonts(): Promise<void> {
  const cache = await caches.open(CACHE.fonts);
  const files = Object.values(FONT_FILES).flatMap((faces) => Object.values(faces));
  await Promise.all(files.map((file) => keepFile(cache, file, {})));
}

/**
 * The page the reader was just given, as the browser's HTTP cache keeps it under the address it was opened at, else
 * the anonymous page from the network. A first visit's page was received before the worker existed (it registers
 * after `load`), so it never passed through it: without this the copy would be the same page downloaded again. Only
 * an anonymous page can be there (`public`; a signed-in reader's is `private, no-store`, never stored by the
 * browser, and storeCopy fetches the anonymous one for it anyway); the cookies the request carries are the page's
 * own, so the cache's `Vary: Cookie` matches only the page this reader got. A client-side navigation's page never
 * was a document: nothing is found and the page is fetched.
 */
async function pageAsReceived(path: string, address: string | undefined, nonce: string | undefined): Promise<Response> {
  const url = address ? new URL(address, worker.location.origin) : null;
  if (url && nonce && sameOrigin(url) && (copyPath(url.pathname) ?? homeCopyPath(url.pathname)) === path) {
    const kept = await fetch(url.href, { cache: "only-if-cached", mode: "same-origin", credentials: "same-origin" }).catch(() => null);
    // Only the answer this page is: its policy names the nonce of the page's own scripts, and every answer has its
    // own (an older answer kept for the address, or a client navigation's page, which never was a document, does
    // not). Not judged by the answer's Date against this clock: a phone's clock may be off by hours, and a copy
    // kept that way was downloaded again (so were the tests' with the server's clock moved, issue 27).
    const policy = kept?.headers.get("content-security-policy") ?? "";
    if (kept?.status === 200 && policy.includes(`'nonce-${nonce}'`)) return kept;
  }
  return fetch(path, ANONYMOUS);
}

/** Copies being made from a page's own document: the page's "read" message waits for it rather than fetching. */
const keeping = new Map<string, Promise<void>>();

/** An article the reader opened: kept among the last RECENT_MAX, oldest dropped. */
function keepRecent(path: string, response: Response): Promise<void> {
  const kept = storeRecent(path, response).finally(() => keeping.delete(path));
  keeping.set(path, kept);
  return kept;
}

/** A home page seen: kept, one per language, in place of the last (the front page changes all day). */
async function keepHome(path: string, response: Response): Promise<void> {
  await storeCopy(CACHE.home, path, response);
}

async function storeRecent(path: string, response: Response): Promise<void> {
  if (await storeCopy(CACHE.recent, path, response)) await keepNewest(CACHE.recent, RECENT_MAX);
}

/** Bounded storage: the newest `max` copies of cache `name` stay, with their pictures. */
async function keepNewest(name: string, max: number): Promise<void> {
  const cache = await caches.open(name);
  for (const story of (await storedStories(name)).slice(max)) await dropCopy(cache, story.path);
}

async function dropCopy(cache: Cache, path: string): Promise<void> {
  const copy = await cache.match(path);
  const picture = copy?.headers.get(PICTURE);
  await cache.delete(path);
  if (picture) await cache.delete(picture, { ignoreVary: true });
}

/** The copy of `path` in `cache` when it was stored less than FRESH_COPY_MS ago. */
async function freshCopy(cache: string, path: string): Promise<Response | undefined> {
  const copy = await (await caches.open(cache)).match(path);
  return copy && Date.now() - Number(copy.headers.get(STORED_AT)) < FRESH_COPY_MS ? copy : undefined;
}

/**
 * A page says which article it shows (opened, also by a client-side navigation the worker never sees) and
 * whether it is saved; the worker keeps or drops copies to match. A copy just made from the page's own
 * document is reused rather than fetched again.
 */
async function handleMessage(message: WorkerMessage): Promise<void> {
  if (message.type === "theme") {
    await (await caches.open(CACHE.prefs)).put(THEME_KEY, new Response(message.theme ?? ""));
    return;
  }
  if (message.type === "textSize") {
    await (await caches.open(CACHE.prefs)).put(TEXT_SIZE_KEY, new Response(textSizeAttribute(parseTextSize(message.size)) ?? ""));
    return;
  }
  if (message.type === "home") {
    const home = homeCopyPath(message.path);
    if (home && !(await freshCopy(CACHE.home, home))) await keepHome(home, await pageAsReceived(home, message.address, message.nonce));
    return;
  }
  const path = copyPath(message.path);
  if (!path) return;
  if (message.type === "unsave") return dropCopy(await caches.open(CACHE.saved), path);
  if (message.type === "read") {
    await keeping.get(path)?.catch(() => undefined);
    if (!(await freshCopy(CACHE.recent, path))) await keepRecent(path, await pageAsReceived(path, message.address, message.nonce));
    return;
  }
  await keeping.get(path)?.catch(() => undefined);
  if (await freshCopy(CACHE.saved, path)) return;
  // The saved cookie keeps SAVED_MAX ids, dropping the oldest without telling anyone: so do the copies.
  if (await storeCopy(CACHE.saved, path, (await freshCopy(CACHE.recent, path)) ?? (await fetch(path, ANONYMOUS)))) await keepNewest(CACHE.saved, SAVED_MAX);
}

/**
 * "Save today's edition" (issue 29): the front page and its first EDITION_STORIES stories, each with its picture at
 * phone width, in place of the last edition, within EDITION_MAX_BYTES; `client` (the page that asked) hears how it goes.
 */
async function saveEdition(home: string, client: { postMessage(message: unknown): void } | null): Promise<void> {
  const say = (news: Record<string, unknown>) => client?.postMessage({ type: "edition", ...news });
  try {
    const front = await fetch(home, ANONYMOUS);
    if (front.status !== 200) throw new Error(`front page: ${front.status}`);
    const html = await front.clone().text();
    // The front page's own stories, in its order: its <main>, not the header's headline marquee (which names today's
    // important stories at some hours and not at others).
    const start = html.indexOf("<main");
    const end = html.lastIndexOf("</main>");
    const main = start >= 0 && end > start ? html.slice(start, end) : html;
    const found = [...main.matchAll(/<a [^>]*href="([^"#?]+)/g)].map((match) => copyPath(match[1]!)).filter((path): path is string => path !== null);
    const stories = [...new Set(found)].slice(0, EDITION_STORIES);
    await caches.delete(CACHE.edition);
    let bytes = await storeCopy(CACHE.home, home, front);
    let count = 0;
    say({ state: "progress", done: 0, total: stories.length });
    const cache = await caches.open(CACHE.edition);
    for (const path of stories) {
      const story = await fetch(path, ANONYMOUS).catch(() => null);
      const stored = story ? await storeCopy(CACHE.edition, path, story).catch(() => 0) : 0;
      if (bytes + stored > EDITION_MAX_BYTES) {
        await dropCopy(cache, path);
        break;
      }
      bytes += stored;
      if (stored > 0) count++;
      say({ state: "progress", done: count, total: stories.length });
    }
    say({ state: count > 0 ? "done" : "failed", count, bytes });
  } catch {
    say({ state: "failed" });
  }
}

/** Copies are made one at a time: a burst of messages never becomes a burst of page and picture requests. */
let queue: Promise<void> = Promise.resolve();

worker.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage;
  if (!message || typeof message !== "object" || !MESSAGE_TYPES.includes(message.type)) return;
  const home = message.type === "edition" ? homeCopyPath(message.path) : null;
  const client = (event as MessageEvent & { source: { postMessage(message: unknown): void } | null }).source;
  queue = queue.then(() => (home ? saveEdition(home, client) : handleMessage(message))).catch(() => undefined);
  event.waitUntil(queue);
});

// Signing out forgets what this device read while signed in, and the reader's choices; the POST itself is
// left alone (every non-GET goes to the network only). Saved copies follow the anonymous `saved` cookie.
worker.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (sameOrigin(url) && isSignOut(event.request.method, url.pathname)) {
    event.waitUntil(Promise.all([CACHE.recent, CACHE.home, CACHE.edition, CACHE.prefs].map((name) => caches.delete(name))));
  }
});

/** After a deploy: copies are made again from the network with the new build's files (best effort). */
async function refreshCopies(): Promise<void> {
  const homes = (await (await caches.open(CACHE.home)).keys()).map((request) => new URL(request.url).pathname);
  const copies: [string, string][] = [...homes.map((path): [string, string] => [CACHE.home, path])];
  for (const name of [CACHE.saved, CACHE.recent, CACHE.edition]) for (const story of await storedStories(name)) copies.push([name, story.path]);
  for (const [name, path] of copies) {
    const fresh = await fetch(path, ANONYMOUS).catch(() => null);
    if (fresh?.status === 200) await storeCopy(name, path, fresh).catch(() => false);
  }
}

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHE));
      const stale = (await caches.keys()).filter((name) => name.startsWith("kural-") && !current.has(name) && !name.endsWith(`-${__BUILD_ID__}`));
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
      if (stale.length > 0) await refreshCopies();
    })(),
  );
});
