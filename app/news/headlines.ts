/**
 * The short headline lists the shell shows on every page: the marquee of today's
 * important web news (requirements §5, §9) and the nav's preview strips (requirements §2, §9).
 * Pure: no I/O.
 */
import { imageCandidates } from "./image-url";
import { MARQUEE_MAX, PREVIEW_STRIP_MAX } from "./limits";
import { LATEST_UPDATE_ANCHOR } from "./live";
import type { ArticleSummary } from "./types";

/** What the shell needs of a story: little, because it travels with every page. */
export type Headline = { id: string; title: string; path: string; image: string | null };

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India Standard Time calendar day of an instant, as YYYY-MM-DD. */
export function istDay(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? "" : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** requirements §5 "today's important feed": published today (in India), important and web news; at most 10. */
export function todaysImportant(items: ArticleSummary[], now: Date = new Date()): ArticleSummary[] {
  const today = istDay(now);
  return items.filter((item) => item.isImportant && item.isWebNews && istDay(item.publishedAt) === today).slice(0, MARQUEE_MAX);
}

/** A story as the shell links to it: `/news/{slug}` (the caller localises the path). */
function toHeadline(item: ArticleSummary, withImage = false): Headline {
  // The preview shows it 320 wide: the largest candidate up to that (srcset is sorted by width).
  const image =
    withImage && item.image
      ? (imageCandidates(item.image)
          .filter((candidate) => candidate.width <= 320)
          .at(-1)?.src ?? item.image.src)
      : null;
  return { id: item.id, title: item.title, path: `/news/${item.slug}`, image };
}

/**
 * Where a breaking headline leads (issue 21): a live story's newest update (`/news/{slug}#latest-update`),
 * any other story's page. Unlocalised, like `Headline.path`.
 */
export function breakingPath(item: Pick<ArticleSummary, "slug" | "isLive">): string {
  return item.isLive ? `/news/${item.slug}#${LATEST_UPDATE_ANCHOR}` : `/news/${item.slug}`;
}

/** A story in the headline marquee: linked like any breaking headline. */
export function marqueeHeadline(item: ArticleSummary): Headline {
  return { ...toHeadline(item), path: breakingPath(item) };
}

/** requirements §9: a preview strip shows up to 5 stories, important ones first, without repeats. */
export function previewStrip(items: ArticleSummary[]): Headline[] {
  const seen = new Set<string>();
  const ordered = [...items.filter((item) => item.isImportant), ...items.filter((item) => !item.isImportant)];
  const strip: Headline[] = [];
  for (const item of ordered) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    strip.push(toHeadline(item, true));
    if (strip.length === PREVIEW_STRIP_MAX) break;
  }
  return strip;
}
