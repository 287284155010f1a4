import { useEffect } from "react";

/**
 * An article page keeps the worker's copies in step (issue 22): it was read (recently read, also after a
 * client-side navigation, which the worker never sees as a page request), and whether it is saved, once no save
 * or unsave is on its way (a tap before hydration posts the plain form, and the page comes back saved). A save
 * the reader just made asks for persistent storage. The work is done by the worker's page side (register.ts), a
 * chunk of its own fetched when first needed: none of it is part of the article's first-visit JavaScript.
 */
export function useOfflineCopy(path: string, saved: boolean, settled: boolean, justSaved: boolean): void {
  useEffect(() => {
    void import("./register").then((worker) => worker.keepCopy(path, saved, settled, justSaved));
  }, [path, saved, settled, justSaved]);
}
