/**
 * "Most read" (issue 29 point 5): the five stories most read in a language over the last 24 hours, for the home page
 * and beside articles. Fed by the page views the site already counts (count-page-views.server.ts: people only, not
 * bots or prefetches), summed by the collector and read through app/upstream/most-read.server.ts; each path's id
 * (`/news/{slug}-{id}`) is turned into its story through the article read every article page makes (cached).
 *
 * The list is the same for every reader of a language, so it may sit in cached pages. It never fails a page:
 * when the counts or the stories cannot be read, the list is empty and the section is not rendered.
 */
import { href, type Language } from "../i18n/language";
import type { MostReadStory } from "./most-read";
import { DEFAULT_ARTICLE_TITLE } from "../news/limits";
import { parseArticleSlug } from "../news/slug";
import { getNewsById } from "../upstream/media.server";
import { getMostReadPaths, mostReadConfigured } from "../upstream/most-read.server";
import { outsidePageBudget, pageTimeLeft } from "../upstream/page-budget.server";

/** How many stories the list shows. */
const MOST_READ_SHOWN = 5;

/**
 * How long a page waits for the list after its own data, when it is not already known: the paths and stories are
 * cached, so this is a cold start or a new story in the list. Later, the page goes without it; the reads go on and
 * the next page has it.
 */
const MOST_READ_WAIT_MS = 150;

export type { MostReadStory };

/**
 * The list resolved into stories, per language, for as long as the collector's answer it came from is the cached
 * one (MOST_READ_TTL_MS): a page asks six in-process lookups of nothing. Two entries at most, one per language.
 */
const resolved = new Map<Language, { pathsAt: number; stories: MostReadStory[] }>();

/** The article id at the end of a path of this language's own article pages, or null for any other path. */
function articleIdOf(lang: Language, path: string): string | null {
  const prefix = href(lang, "/news/");
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length);
  return slug.includes("/") ? null : parseArticleSlug(slug);
}

async function resolve(lang: Language, paths: readonly string[]): Promise<MostReadStory[]> {
  const ids = [...new Set(paths.map((path) => articleIdOf(lang, path)).filter((id) => id !== null))];
  const read = await Promise.allSettled(ids.map((id) => getNewsById(lang, id)));
  // A story that cannot be read (gone, or its service failing) is left out; the rest keep their order.
  return read.flatMap((result) =>
    result.status === "fulfilled"
      ? [
          {
            id: result.value.data.id,
            href: href(lang, `/news/${result.value.data.slug}`),
            title: result.value.data.title,
          },
        ]
      : [],
  );
}

/**
 * The most read stories in `lang`, `exclude` (the article being read) left out; empty when they cannot be read. A
 * story without a title of its own has the upstream's placeholder (DEFAULT_ARTICLE_TITLE): the page names it.
 */
export async function mostRead(lang: Language, { exclude }: { exclude?: string } = {}): Promise<MostReadStory[]> {
  if (!mostReadConfigured()) return [];
  try {
    // One more than shown: the article being read is not listed beside itself.
    const paths = await getMostReadPaths(lang, MOST_READ_SHOWN + 1);
    let entry = resolved.get(lang);
    if (entry?.pathsAt !== paths.fetchedAt) {
      entry = { pathsAt: paths.fetchedAt, stories: await resolve(lang, paths.data) };
      resolved.set(lang, entry);
    }
    return entry.stories.filter((story) => story.id !== exclude).slice(0, MOST_READ_SHOWN);
  } catch {
    return [];
  }
}

/**
 * The list for a page, started beside the page's own reads: the page waits for it at most MOST_READ_WAIT_MS after
 * them, and never past its time budget (issue 19 §11). `settle(defaultTitle)` answers the list, an untitled story
 * named `defaultTitle` in the page's language, or an empty list when it is late.
 */
export function mostReadForPage(lang: Language, options: { exclude?: string } = {}): { settle: (defaultTitle: string) => Promise<MostReadStory[]> } {
  // Its reads keep their own deadline: a late list fills the caches for the next page.
  const pending = outsidePageBudget(() => mostRead(lang, options));
  return {
    settle: async (defaultTitle) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<MostReadStory[]>((done) => (timer = setTimeout(() => done([]), Math.min(MOST_READ_WAIT_MS, pageTimeLeft()))));
      const stories = await Promise.race([pending, late]);
      clearTimeout(timer);
      return stories.map((story) => (story.title === DEFAULT_ARTICLE_TITLE ? { ...story, title: defaultTitle } : story));
    },
  };
}

/** For tests: forget the resolved lists. */
export function clearMostRead(): void {
  resolved.clear();
}
