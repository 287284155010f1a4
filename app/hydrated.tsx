/**
 * "Has this page been hydrated?" for components that render differently once JavaScript runs (a dialog instead
 * of a link, a fetcher form instead of a plain one). remix-utils' `useHydrated` answers from a
 * `useSyncExternalStore` whose server snapshot differs from the browser's, which makes React re-render every
 * component that asks, synchronously, in one task right after hydration: on a slow phone that task counted
 * against Total Blocking Time (issue 9). Here one flag at the root turns true in a transition after hydration,
 * so that re-render is interruptible like the hydration itself; components mounted later see `true` at once.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const HydratedContext = createContext(false);

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
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
