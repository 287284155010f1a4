/**
 * The page's side of the service worker (issue 22, decision 0039). Only pages with JavaScript run this, and
 * lite pages have none, so a JS-off or lite reader never gets a worker. It registers after the page's `load`,
 * so it never competes with the first paint or the page's own scripts.
 */
import { enhanceTextSize } from "../styles/text-size-choice";
import { keepTimesCurrent } from "../news/ago";
import { EDITION_STORIES, homeCopyPath, type WorkerMessage } from "./protocol";

function canUseWorker(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return "serviceWorker" in navigator && !saveData && !document.documentElement.hasAttribute("data-lite");
}

export function registerOfflineWorker(): void {
  // "5 min ago" stays true while the page is open (issue 29): this chunk is the one every page fetches after load.
  keepTimesCurrent();
  // Like, Save, comments and search say offline that they need a connection, with a worker or without one.
  sayWhatNeedsAConnection();
  // The text size control resizes at once (issue 29): in this chunk rather than one of its own, which split the
  // shared chunks of every page.
  enhanceTextSize(textSizeChosen);
  if (canUseWorker()) startWorker();
  // All of the above is in place: `<html data-after-load>` says so (the e2e tests wait for it before they act).
  document.documentElement.setAttribute("data-after-load", "");
}

function startWorker(): void {
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

type EditionWords = { saving: string; saved: string; failed: string };
/** What the worker says while it keeps an edition (sw.ts `saveEdition`). */
type EditionNews = { type: "edition"; state: "progress" | "done" | "failed"; done?: number; total?: number; count?: number; bytes?: number };

// Not the site's translator (i18n/translate.ts): imported into this chunk, it split the shared chunks and cost every
// page's first visit 217 B (measured); these three strings need only `{{name}}` filled in.
const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * "Save today's edition" on the home page (components/offline/save-edition.tsx): its button asks the worker to keep
 * the front page and its top stories, and its status line (which a screen reader hears) says how it goes.
 */
export function offerEdition(element: HTMLElement): void {
  const home = homeCopyPath(window.location.pathname);
  const button = element.querySelector("button");
  const status = element.querySelector("[role=status]");
  let words: EditionWords | null = null;
  try {
    words = JSON.parse(element.dataset.words ?? "") as EditionWords;
  } catch {
    words = null;
  }
  if (!canUseWorker() || !home || !button || !status || !words || document.documentElement.hasAttribute("data-offline-copy")) {
    element.style.display = "none";
    return;
  }
  const said = words;
  button.disabled = false;
  const listen = (event: MessageEvent) => {
    const news = event.data as EditionNews | null;
    if (news?.type !== "edition") return;
    if (news.state === "progress") {
      status.textContent = fill(said.saving, { done: news.done, total: news.total });
      return;
    }
    navigator.serviceWorker.removeEventListener("message", listen);
    button.disabled = false;
    status.textContent = news.state === "done" ? fill(said.saved, { count: news.count, size: megabytes(news.bytes ?? 0) }) : said.failed;
  };
  button.addEventListener("click", () => {
    button.disabled = true;
    status.textContent = fill(said.saving, { done: 0, total: EDITION_STORIES });
    navigator.serviceWorker.addEventListener("message", listen);
    tellWorker({ type: "edition", path: home });
  });
}

/**
 * The reader's text size (null: the usual one): the worker shows its stored copies at it (issue 29 point 10). The
 * worker checks it is a step (app/styles/text-size.ts), which this side leaves to it: none of that code on the page.
 */
function textSizeChosen(size: string | null): void {
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

type NeedsConnection = "like" | "save" | "comment" | "search";

/**
 * What needs a connection, said plainly offline (issue 29), in the page's language. Here rather than in the site's
 * strings: this chunk carries no translator (see `fill` above), and the words are needed only offline.
 */
export const NEEDS_CONNECTION: Record<"en" | "ta", Record<NeedsConnection, string>> = {
  en: {
    like: "Liking needs a connection. You are offline.",
    save: "Saving a story needs a connection. You are offline.",
    comment: "Commenting needs a connection. You are offline.",
    search: "Search needs a connection. You are offline.",
  },
  ta: {
    like: "விரும்புவதற்கு இணைய இணைப்பு தேவை. நீங்கள் இப்போது இணைப்பில் இல்லை.",
    save: "செய்தியைச் சேமிக்க இணைய இணைப்பு தேவை. நீங்கள் இப்போது இணைப்பில் இல்லை.",
    comment: "கருத்து தெரிவிக்க இணைய இணைப்பு தேவை. நீங்கள் இப்போது இணைப்பில் இல்லை.",
    search: "தேடுவதற்கு இணைய இணைப்பு தேவை. நீங்கள் இப்போது இணைப்பில் இல்லை.",
  },
};

const SEARCH_PATH = /^(\/tamil)?\/search$/;

/** Which action a form is, by its address and intent: an article's Like or Save, a comment's form or Like, search. */
function actionOf(form: HTMLFormElement): NeedsConnection | null {
  const path = new URL(form.action, window.location.href).pathname;
  const engagement = /\/news\/[^/]+\/(like|save)$/.exec(path)?.[1];
  if (engagement === "like" || engagement === "save") return engagement;
  if (SEARCH_PATH.test(path)) return "search";
  const intent = (form.elements.namedItem("intent") as HTMLInputElement | null)?.value;
  return intent === "comment" || intent === "reply" ? "comment" : intent === "like" || intent === "unlike" ? "like" : null;
}

let saidTimer: ReturnType<typeof setTimeout> | undefined;

/** A status line over the page's foot, in the site's fonts and the theme's colours (the system's Canvas pair). */
function sayOffline(action: NeedsConnection): void {
  let status = document.getElementById("offline-say");
  if (!status) {
    status = document.createElement("p");
    status.id = "offline-say";
    status.setAttribute("role", "status");
    Object.assign(status.style, {
      position: "fixed",
      insetInline: "1rem",
      bottom: "5.5rem",
      zIndex: "60",
      margin: "0 auto",
      maxWidth: "32rem",
      padding: "0.75rem 1rem",
      borderRadius: "0.5rem",
      border: "2px solid CanvasText",
      background: "Canvas",
      color: "CanvasText",
      lineHeight: document.documentElement.lang === "ta" ? "1.7" : "1.45",
    });
    document.body.append(status);
  }
  status.hidden = false;
  status.textContent = NEEDS_CONNECTION[document.documentElement.lang === "ta" ? "ta" : "en"][action];
  clearTimeout(saidTimer);
  saidTimer = setTimeout(() => status && (status.hidden = true), 8_000);
}

/**
 * Offline, Like, Save, a comment and search would end in a rolled-back button or the offline page: they say instead
 * that they need a connection, and nothing is sent. Listened for before the page's own handlers (capture, on window).
 */
function sayWhatNeedsAConnection(): void {
  window.addEventListener(
    "submit",
    (event) => {
      if (navigator.onLine || !(event.target instanceof HTMLFormElement)) return;
      const action = actionOf(event.target);
      if (!action) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      sayOffline(action);
    },
    true,
  );
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || !SEARCH_PATH.test(link.pathname)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      sayOffline("search");
    },
    true,
  );
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
