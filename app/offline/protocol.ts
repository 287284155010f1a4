/**
 * What the pages and the service worker (sw.ts) agree on (issue 22, decision 0039): the messages a page sends
 * the worker, which URL a stored copy of an article is kept under, and the bounds of what is stored. Pure: the
 * page's side (register.ts) and the worker's bundle both import it.
 */
/**
 * A page tells the worker: keep (or drop) a copy of a saved article, the reader's chosen theme and text size (issue 29
 * point 10; null: the usual size; the worker reads a value that is no step as that). A read article
 * also says the address it was opened at (`address`: path and query), under which the browser's HTTP cache may
 * hold the page as the reader received it, and the nonce of its document's scripts (`nonce`), which names that very
 * answer: every answer carries a nonce of its own.
 */
export type WorkerMessage =
  | { type: "save"; path: string }
  | { type: "unsave"; path: string }
  | { type: "read"; path: string; address?: string; nonce?: string }
  | { type: "home"; path: string; address?: string; nonce?: string }
  | { type: "edition"; path: string }
  | { type: "theme"; theme: "light" | "dark" | null }
  | { type: "textSize"; size: string | null };

export const MESSAGE_TYPES: readonly WorkerMessage["type"][] = ["save", "unsave", "read", "home", "edition", "theme", "textSize"];

/** A copy younger than this is taken as it is, rather than fetched again (the page was just loaded). */
export const FRESH_COPY_MS = 5 * 60_000;

/** The worker's caches of copies: the reader's, kept across deploys (the build's own caches carry its version). */
export const SAVED_CACHE = "kural-saved";
export const RECENT_CACHE = "kural-recent";

/** The last articles opened that stay readable offline, oldest dropped first. */
export const RECENT_MAX = 20;
/** Pictures kept for stored copies: the phone width of the image route's widths (app/news/image-url.ts). */
export const PHONE_PICTURE_WIDTH = 640;
/** "Save today's edition" (issue 29): the front page's first stories kept with it, within a size a phone can spare. */
export const EDITION_STORIES = 20;
export const EDITION_MAX_BYTES = 3 * 1_048_576;

/** A page the reader has a copy of is taken from the network if it answers within this, else from the copy. */
export const NETWORK_TIMEOUT_MS = 3000;

/** /news/{slug} under any section (city/x/news/…, tags/x/news/…), in either language. */
const ARTICLE_PATH = /^(\/tamil)?\/(?:[^/]+\/[^/]+\/)?news\/([^/.]+)$/;

/**
 * The one URL a copy of an article is kept under, whatever section it was opened from: its canonical
 * path, `/news/{slug}` or `/tamil/news/{slug}`. Null for anything that is not an article page.
 */
export function copyPath(pathname: string): string | null {
  const match = ARTICLE_PATH.exec(pathname);
  if (!match || match[2] === undefined) return null;
  return `${match[1] ?? ""}/news/${match[2]}`;
}

/**
 * The one URL the copy of a language's home page is kept under (issue 29: the last front page seen opens offline,
 * marked as a copy): `/` or `/tamil`. Null for any other page.
 */
export function homeCopyPath(pathname: string): string | null {
  return pathname === "/" || pathname === "/tamil" || pathname === "/tamil/" ? pathname.replace(/\/$/, "") || "/" : null;
}

/** Requests a worker never answers itself: lite mode asked for by the URL or the browser's data saver. */
export function asksForLite(url: URL, saveData: string | null): boolean {
  return url.searchParams.get("lite") === "1" || saveData?.trim().toLowerCase() === "on";
}

/** The live stream (issue 21) and the comments' stream: event streams pass the worker untouched. */
export function isEventStream(pathname: string): boolean {
  return /^(\/tamil)?\/live\//.test(pathname) || /\/comments\/stream$/.test(pathname);
}

/** The sign-out form's action, with or without JavaScript (`.data` is Remix's single fetch). */
export function isSignOut(method: string, pathname: string): boolean {
  return method === "POST" && /^(\/tamil)?\/logout(\.data)?$/.test(pathname);
}
