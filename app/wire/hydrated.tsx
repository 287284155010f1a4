/**
 * "Has this page been hydrated?" for components that render differently once JavaScript runs (a dialog instead
 * of a link, a fetcher form instead of a plain one). remix-utils' `useHydrated` answers from a
 * `useSyncExternalStore` whose server snapshot differs from the browser's, which makes React re-render every
 * component that asks, synchronously, in one task right after hydration: on a slow phone that task counted
 * against Total Blocking Time (issue 9). Here one flag at the root turns true in a transition after hydration,
 * so that re-render is interruptible like the hydration itself; components mounted later see `true` at once.
 */
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";

const HydratedContext = createContext(false);

/** Set by the root's first commit in the browser. */
let rootCommitted = false;
/** Called in that commit, after React has written the hydrated DOM and before the browser gives the page an event. */
const atRootCommit: (() => void)[] = [];

/**
 * Runs `work` in the root's first commit (at once if it has happened). A timer that looks for the commit leaves a
 * moment in which the page answers events but `work` has not run: a fresh-clone run clicked Send in it (issue 27).
 */
export function whenRootCommits(work: () => void): void {
  if (rootCommitted) work();
  else atRootCommit.push(work);
}
/** useLayoutEffect in the browser (runs in the commit, before paint); useEffect on the server, where neither runs. */
export const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * True while the browser renders what the server sent (hydration); false on the server and in every render after
 * the root's first commit, so a component mounted by a later render (a client navigation) knows it is new.
 */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && !rootCommitted;
}

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useCommitEffect(() => {
    rootCommitted = true;
    for (const work of atRootCommit.splice(0)) work();
  }, []);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Marks the page as enhanced once every component has rendered its hydrated self: styles and tests can tell
  // the two experiences apart (`<html data-js="on">`).
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.js = "on";
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
