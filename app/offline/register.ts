/**
 * The page's side of the service worker (issue 22, decision 0039). Only pages with JavaScript run this, and
 * lite pages have none, so a JS-off or lite reader never gets a worker. It registers after the page's `load`,
 * so it never competes with the first paint or the page's own scripts.
 */
import { homeCopyPath, type WorkerMessage } from "./protocol";

function canUseWorker(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return "serviceWorker" in navigator && !saveData && !document.documentElement.hasAttribute("data-lite");
}

export function registerOfflineWorker(): void {
  if (!canUseWorker()) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => {
        const theme = document.documentElement.getAttribute("data-theme");
        tellWorker({ type: "theme", theme: theme === "light" || theme === "dark" ? theme : null });
        textSizeChosen(document.documentElement.getAttribute("data-text-size"));
        // The front page, as this reader received it, opens offline later (issue 29); the worker keeps it.
        const home = homeCopyPath(window.location.pathname);
        if (home && !document.documentElement.hasAttribute("data-offline-copy")) {
          const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
          tellWorker({ type: "home", path: home, address: `${window.location.pathname}${window.location.search}`, nonce });
        }
      })
      .catch(() => undefined);
  };
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", register, { once: true });
  followLinksAsDocumentsOffline();
  loadAsDocumentAfterFailedNavigation();
}

/** Sends `message` to the active worker, once there is one. */
function tellWorker(message: WorkerMessage): void {
  if (!canUseWorker()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * The reader's text size (null: the usual one): the worker shows its stored copies at it (issue 29 point 10). The
 * worker checks it is a step (app/styles/text-size.ts), which this side leaves to it: none of that code on the page.
 */
export function textSizeChosen(size: string | null): void {
  tellWorker({ type: "textSize", size });
}

/** Whether an article is saved: the worker keeps or drops its copy. */
export function articleSaved(path: string, saved: boolean): void {
  tellWorker({ type: saved ? "save" : "unsave", path });
}

/** The path of the article last told as read: a page's later renders (a save, say) do not read it again. */
let lastRead: string | null = null;

/**
 * What an article page asks of the worker as it renders (use-offline-copy.ts). A page served from a stored copy says
 * nothing: it is the anonymous page, whose Save button does not know this reader's saves.
 */
export function keepCopy(path: string, saved: boolean, settled: boolean, justSaved: boolean): void {
  if (document.documentElement.hasAttribute("data-offline-copy")) return;
  // The address as opened (a section's path, a query): where the browser's HTTP cache keeps the page it received.
  if (lastRead !== path) {
    // The nonce of this document's scripts: the worker keeps the cached answer whose policy names it, this very page.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
    tellWorker({ type: "read", path, address: `${window.location.pathname}${window.location.search}`, nonce });
  }
  lastRead = path;
  if (settled) articleSaved(path, saved);
  if (justSaved) askToKeepStorage();
}

/** The reader saved a story: the browser is asked (once it says yes, never again) to keep what is stored. */
function askToKeepStorage(): void {
  if (!navigator.storage?.persisted) return;
  void navigator.storage.persisted().then((persisted) => (persisted ? undefined : navigator.storage.persist()));
}

/**
 * Offline, a link is followed as a document request (the worker answers it with a copy or the offline page)
 * instead of Remix's data request, which has nothing to fall back on and would end on the error page.
 */
function followLinksAsDocumentsOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin && !(link.hash && link.pathname === window.location.pathname)) {
        event.stopImmediatePropagation();
      }
    },
    true,
  );
}

const FALLBACK_KEY = "kn-document-fallback";
const FALLBACK_AGAIN_AFTER_MS = 10_000;

/**
 * A client navigation whose data got no answer at all (offline, or on a network that says it is connected and
 * answers nothing) ends on our error page. When it does, and a quick look at the address gets no answer either, the
 * same address is loaded as a page, which the worker answers with its copy or the offline page. Once per address
 * in ten seconds, so it never loops; a server that answered (a 404, a 500) leaves its page as it is. Here, in the
 * chunk fetched after load, so the first visit's JavaScript carries none of it.
 */
function loadAsDocumentAfterFailedNavigation(): void {
  if (typeof MutationObserver === "undefined") return;
  // Each error page once. The whole document is watched: the root's error boundary draws a new <body>; a lookup by
  // id is cheap.
  const seen = new WeakSet<Element>();
  // An error page the server drew (a 404 opened from elsewhere) was an answer: only those drawn here are looked at.
  const drawnByServer = document.getElementById("error-heading");
  if (drawnByServer) seen.add(drawnByServer);
  new MutationObserver(() => {
    const heading = document.getElementById("error-heading");
    if (!heading || seen.has(heading) || !navigator.serviceWorker?.controller) return;
    seen.add(heading);
    const here = `${window.location.pathname}${window.location.search}`;
    try {
      const last = JSON.parse(sessionStorage.getItem(FALLBACK_KEY) ?? "null") as { at: number; path: string } | null;
      if (last && last.path === here && Date.now() - last.at < FALLBACK_AGAIN_AFTER_MS) return;
    } catch {
      return; // nowhere to remember it: no page load, rather than risk a loop
    }
    void fetch(here, { method: "HEAD", cache: "no-store" }).then(
      () => undefined,
      () => {
        try {
          sessionStorage.setItem(FALLBACK_KEY, JSON.stringify({ at: Date.now(), path: here }));
        } catch {
          return;
        }
        window.location.reload();
      },
    );
  }).observe(document, { childList: true, subtree: true });
}
