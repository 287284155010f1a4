import { useEffect } from "react";
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
