/**
 * The page's side of the service worker (issue 22, decision 0039). Only pages with JavaScript run this, and
 * lite pages have none, so a JS-off or lite reader never gets a worker. It registers after the page's `load`,
 * so it never competes with the first paint or the page's own scripts.
 */
import type { WorkerMessage } from "./protocol";

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
      })
      .catch(() => undefined);
  };
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", register, { once: true });
  followLinksAsDocumentsOffline();
}

/** Sends `message` to the active worker, once there is one. */
export function tellWorker(message: WorkerMessage): void {
  if (!canUseWorker()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Whether an article is saved: the worker keeps or drops its copy. */
export function articleSaved(path: string, saved: boolean): void {
  tellWorker({ type: saved ? "save" : "unsave", path });
}

/** The path of the article last told as read: a page's later renders (a save, say) do not read it again. */
let lastRead: string | null = null;

/** What an article page asks of the worker as it renders (use-offline-copy.ts). A page served from a stored copy says nothing: it is the anonymous page, whose Save button does not know this reader's saves. */
export function keepCopy(path: string, saved: boolean, settled: boolean, justSaved: boolean): void {
  if (document.documentElement.hasAttribute("data-offline-copy")) return;
  if (lastRead !== path) tellWorker({ type: "read", path });
  lastRead = path;
  if (settled) articleSaved(path, saved);
  if (justSaved) askToKeepStorage();
}

/** The reader saved a story: the browser is asked (once it says yes, never again) to keep what is stored. */
export function askToKeepStorage(): void {
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
