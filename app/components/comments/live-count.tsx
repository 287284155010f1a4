/**
 * One comment count for the article page: the comments list knows the live count (new comments
 * from the stream, the reader's own on its way), and the engagement bar shows that same number
 * instead of the one the page was rendered with.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

type Counted = { slug: string; count: number };
type Shared = { counted: Counted | null; report: (counted: Counted) => void };

const LiveCommentCount = createContext<Shared | null>(null);

export function LiveCommentCountProvider({ children }: { children: ReactNode }) {
  const [counted, report] = useState<Counted | null>(null);
  return <LiveCommentCount.Provider value={{ counted, report }}>{children}</LiveCommentCount.Provider>;
}

/** The comments list tells the page how many comments it shows. */
export function useReportCommentCount(slug: string, count: number): void {
  const report = useContext(LiveCommentCount)?.report;
  useEffect(() => {
    report?.({ slug, count });
  }, [report, slug, count]);
}

/** What the comments list shows for this article, once it is on the page (null before: use the rendered count). */
export function useLiveCommentCount(slug: string): number | null {
  const counted = useContext(LiveCommentCount)?.counted;
  // After a navigation to another article, the previous one's count is not this one's.
  return counted && counted.slug === slug ? counted.count : null;
}
