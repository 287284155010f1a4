import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useLanguage } from "../i18n/react";

/** The beacon's route (routes/page-view.ts). */
const PAGE_VIEW_BEACON_PATH = "/page-view";

/**
 * Counts client navigations as page views (issue 7): the server counts the page a
 * visit starts on (server.ts), and every later page, which arrives as data, is
 * reported here once with `navigator.sendBeacon` (it survives the tab closing and
 * never delays the page). Only the path is sent, and the page's language as the page has it
 * (`useLanguage`: decided once, by the server or the router, not read again from the path by the
 * beacon's route; decision 0042). A navigation that lands on the
 * same URL (a form sent back to its page), and error pages, are not views.
 */
export function usePageViewBeacon(): void {
  const location = useLocation();
  const matches = useMatches();
  const language = useLanguage();
  const leaf = matches.at(-1);
  const url = `${location.pathname}${location.search}`;
  // The page the document was served for: the server has counted it.
  const counted = useRef(url);
  const failed = !leaf || leaf.id.endsWith("not-found") || leaf.data === undefined;

  useEffect(() => {
    if (counted.current === url) return;
    counted.current = url;
    if (failed || typeof navigator.sendBeacon !== "function") return;
    navigator.sendBeacon(PAGE_VIEW_BEACON_PATH, new URLSearchParams({ path: location.pathname, language }));
  }, [url, failed, location.pathname, language]);
}
