import { useEffect, useState } from "react";
import { copyPath, SAVED_CACHE } from "./protocol";

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
