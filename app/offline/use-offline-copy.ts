import { useEffect, useState } from "react";
import { copyPath, SAVED_CACHE } from "./protocol";
import { articleSaved, askToKeepStorage, tellWorker } from "./register";

/**
 * An article page keeps the worker's copies in step (issue 22): it was read (recently read, also after a
 * client-side navigation, which the worker never sees as a page request), and whether it is saved, once no save
 * or unsave is on its way (a tap before hydration posts the plain form, and the page comes back saved). A save
 * the reader just made asks for persistent storage. A page served from a stored copy says nothing: it is the
 * anonymous page, whose Save button does not know this reader's saves.
 */
export function useOfflineCopy(path: string, saved: boolean, settled: boolean, justSaved: boolean): void {
  useEffect(() => {
    if (!isStoredCopy()) tellWorker({ type: "read", path });
  }, [path]);
  useEffect(() => {
    if (settled && !isStoredCopy()) articleSaved(path, saved);
  }, [path, saved, settled]);
  useEffect(() => {
    if (justSaved) askToKeepStorage();
  }, [justSaved]);
}

/** Whether this page came from the worker's stored copy (it marks <html>, app/offline/sw.ts). */
function isStoredCopy(): boolean {
  return document.documentElement.hasAttribute("data-offline-copy");
}

/** The saved articles stored on this device (their copies' paths), read once the page is in the browser. */
export function useSavedCopies(): ReadonlySet<string> {
  const [paths, setPaths] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!("caches" in window)) return;
    caches
      .open(SAVED_CACHE)
      .then((cache) => cache.keys())
      .then((requests) => setPaths(new Set(requests.map((request) => copyPath(new URL(request.url).pathname)).filter((path) => path !== null))))
      .catch(() => undefined);
  }, []);
  return paths;
}

/** Whether `href` (an article's link, from any section) has a saved copy among `paths`. */
export function hasSavedCopy(paths: ReadonlySet<string>, href: string): boolean {
  const path = copyPath(href);
  return path !== null && paths.has(path);
}
